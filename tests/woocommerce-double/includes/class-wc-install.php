<?php
/**
 * WC_Install: what activation sets up (roles, capabilities, default options, visibility terms).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Runs on activation. The pages (shop, cart, checkout, my account) are the demo seed's
 * business: WooCommerce creates them in its set-up wizard, not here.
 */
class WC_Install {

	/** WooCommerce's default settings, added only when missing. */
	const DEFAULT_OPTIONS = array(
		'woocommerce_currency'                          => 'USD',
		'woocommerce_currency_pos'                      => 'left',
		'woocommerce_price_thousand_sep'                => ',',
		'woocommerce_price_decimal_sep'                 => '.',
		'woocommerce_price_num_decimals'                => '2',
		'woocommerce_enable_myaccount_registration'     => 'no',
		'woocommerce_cart_redirect_after_add'           => 'no',
		'woocommerce_enable_ajax_add_to_cart'           => 'yes',
		'woocommerce_hide_out_of_stock_items'           => 'no',
		'woocommerce_manage_stock'                      => 'yes',
		'woocommerce_notify_low_stock_amount'           => '2',
		'woocommerce_notify_no_stock_amount'            => '0',
		'woocommerce_stock_format'                      => '',
		'woocommerce_weight_unit'                       => 'kg',
		'woocommerce_dimension_unit'                    => 'cm',
		'woocommerce_calc_taxes'                        => 'no',
		'woocommerce_feature_order_attribution_enabled' => 'yes',
		'woocommerce_shop_page_id'                      => '',
		'woocommerce_cart_page_id'                      => '',
		'woocommerce_checkout_page_id'                  => '',
		'woocommerce_myaccount_page_id'                 => '',
	);

	/**
	 * Installs when the stored version is not this one.
	 */
	public static function check_version() {
		if ( ! defined( 'WP_INSTALLING' ) && WC_VERSION !== get_option( 'woocommerce_version' ) ) {
			self::install();
		}
	}

	/**
	 * Activation.
	 */
	public static function install() {
		if ( ! is_blog_installed() ) {
			return;
		}
		foreach ( self::DEFAULT_OPTIONS as $name => $value ) {
			add_option( $name, $value );
		}
		self::create_roles();
		WC_Post_Types::register_taxonomies();
		WC_Post_Types::register_post_types();
		self::create_terms();
		update_option( 'woocommerce_version', WC_VERSION );
		// Rewrite rules for /product/, /product-category/ and /shop/.
		flush_rewrite_rules( false );
		do_action( 'woocommerce_installed' );
	}

	/**
	 * product_type and product_visibility terms.
	 */
	public static function create_terms() {
		$taxonomies = array(
			'product_type'       => array( 'simple', 'grouped', 'variable', 'external' ),
			'product_visibility' => array( 'exclude-from-search', 'exclude-from-catalog', 'featured', 'outofstock', 'rated-1', 'rated-2', 'rated-3', 'rated-4', 'rated-5' ),
		);
		foreach ( $taxonomies as $taxonomy => $terms ) {
			foreach ( $terms as $term ) {
				if ( ! get_term_by( 'name', $term, $taxonomy ) ) {
					wp_insert_term( $term, $taxonomy );
				}
			}
		}
	}

	/**
	 * The `customer` and `shop_manager` roles; shop capabilities for administrators.
	 */
	public static function create_roles() {
		global $wp_roles;
		if ( ! class_exists( 'WP_Roles' ) ) {
			return;
		}
		if ( ! isset( $wp_roles ) ) {
			$wp_roles = new WP_Roles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		add_role( 'customer', 'Customer', array( 'read' => true ) );
		add_role(
			'shop_manager',
			'Shop manager',
			array(
				'level_9'      => true,
				'read'         => true,
				'edit_posts'   => true,
				'upload_files' => true,
				'edit_users'   => true,
				'list_users'   => true,
			)
		);
		foreach ( self::get_core_capabilities() as $group ) {
			foreach ( $group as $cap ) {
				$wp_roles->add_cap( 'shop_manager', $cap );
				$wp_roles->add_cap( 'administrator', $cap );
			}
		}
	}

	/**
	 * @return array<string,string[]> WooCommerce's capabilities, by group.
	 */
	public static function get_core_capabilities() {
		$capabilities = array( 'core' => array( 'manage_woocommerce', 'view_woocommerce_reports' ) );
		foreach ( array( 'product', 'shop_order' ) as $type ) {
			$capabilities[ $type ] = array(
				"edit_{$type}",
				"read_{$type}",
				"delete_{$type}",
				"edit_{$type}s",
				"edit_others_{$type}s",
				"publish_{$type}s",
				"read_private_{$type}s",
				"delete_{$type}s",
				"delete_private_{$type}s",
				"delete_published_{$type}s",
				"delete_others_{$type}s",
				"edit_private_{$type}s",
				"edit_published_{$type}s",
				"manage_{$type}_terms",
				"edit_{$type}_terms",
				"delete_{$type}_terms",
				"assign_{$type}_terms",
			);
		}
		return $capabilities;
	}
}
