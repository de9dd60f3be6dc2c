<?php
/**
 * Shows the shop, product taxonomies and single products of classic themes with the double's
 * classic templates (WooCommerce's archive-product.php / single-product.php).
 *
 * Block themes get WooCommerce 9's block templates instead (includes/blocks/, served through
 * core's block template resolution): as in WooCommerce's WC_Template_Loader::template_loader()
 * (includes/class-wc-template-loader.php), whose get_template_loader_default_file() returns no
 * classic file when a block template applies (WC_Template_Loader::has_block_template()).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Template loader.
 */
class WC_Double_Template_Loader {

	/** Hooks in. */
	public static function init() {
		add_filter( 'template_include', array( __CLASS__, 'template_loader' ), 20 );
		add_action( 'init', array( __CLASS__, 'add_endpoints' ) );
		add_filter( 'query_vars', array( __CLASS__, 'query_vars' ) );
		add_filter( 'loop_shop_per_page', array( __CLASS__, 'per_page' ) );
		add_action( 'pre_get_posts', array( __CLASS__, 'shop_query' ) );
	}

	/** The checkout's `order-received` endpoint, as WooCommerce registers it. */
	public static function add_endpoints() {
		add_rewrite_endpoint( 'order-received', EP_ROOT | EP_PAGES );
	}

	/**
	 * @param string[] $vars Query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ) {
		$vars[] = 'order-received';
		return $vars;
	}

	/**
	 * 16 per page, as WooCommerce's default of 4 columns × 4 rows.
	 *
	 * @param int $per_page Per page.
	 * @return int
	 */
	public static function per_page( $per_page ) {
		return $per_page ? $per_page : 16;
	}

	/**
	 * Shop queries: products by menu order then title, as WooCommerce's default sorting.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function shop_query( $query ) {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( $query->is_post_type_archive( 'product' ) || $query->is_tax( get_object_taxonomies( 'product' ) ) ) {
			$query->set( 'posts_per_page', apply_filters( 'loop_shop_per_page', 16 ) );
			$ordering = self::get_catalog_ordering_args( $query );
			foreach ( $ordering as $key => $value ) {
				$query->set( $key, $value );
			}
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
				$tax_query   = (array) $query->get( 'tax_query' );
				$tax_query[] = array(
					'taxonomy' => 'product_visibility',
					'field'    => 'slug',
					'terms'    => array( 'outofstock' ),
					'operator' => 'NOT IN',
				);
				$query->set( 'tax_query', $tax_query );
			}
		}
	}

	/**
	 * The shop's sorting, from `?orderby=` (the catalog sorting form) or the default
	 * (WooCommerce: includes/class-wc-query.php, WC_Query::get_catalog_ordering_args()). The
	 * double sorts prices, sales and ratings by the `_price`, `total_sales` and
	 * `_wc_average_rating` meta (WooCommerce joins its product lookup table).
	 *
	 * @param WP_Query $query Main query.
	 * @return array<string,mixed> orderby, order and, for meta sorts, meta_key.
	 */
	public static function get_catalog_ordering_args( $query ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public sorting choice, as in WooCommerce.
		$value = isset( $_GET['orderby'] ) ? wc_clean( (string) wp_unslash( $_GET['orderby'] ) ) : wc_clean( (string) $query->get( 'orderby' ) );
		if ( ! $value ) {
			$value = $query->is_search() ? 'relevance' : apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) );
		}
		$parts   = explode( '-', (string) $value );
		$orderby = strtolower( $parts[0] );
		$order   = ! empty( $parts[1] ) ? strtoupper( $parts[1] ) : '';
		switch ( $orderby ) {
			case 'id':
				return array(
					'orderby' => 'ID',
					'order'   => 'ASC' === $order ? 'ASC' : 'DESC',
				);
			case 'menu_order':
				return array(
					'orderby' => 'menu_order title',
					'order'   => 'DESC' === $order ? 'DESC' : 'ASC',
				);
			case 'title':
				return array(
					'orderby' => 'title',
					'order'   => 'DESC' === $order ? 'DESC' : 'ASC',
				);
			case 'relevance':
				return array(
					'orderby' => 'relevance',
					'order'   => 'DESC',
				);
			case 'rand':
				return array(
					'orderby' => 'rand',
					'order'   => 'DESC',
				);
			case 'date':
				return array(
					'orderby' => 'date ID',
					'order'   => 'ASC' === $order ? 'ASC' : 'DESC',
				);
			case 'price':
				return array(
					'orderby'  => array(
						'meta_value_num' => 'DESC' === $order ? 'DESC' : 'ASC',
						'ID'             => 'ASC',
					),
					'order'    => 'DESC' === $order ? 'DESC' : 'ASC',
					'meta_key' => '_price',
				); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			case 'popularity':
				return array(
					'orderby'  => array(
						'meta_value_num' => 'DESC',
						'ID'             => 'DESC',
					),
					'order'    => 'DESC',
					'meta_key' => 'total_sales',
				); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			case 'rating':
				return array(
					'orderby'  => array(
						'meta_value_num' => 'DESC',
						'ID'             => 'ASC',
					),
					'order'    => 'DESC',
					'meta_key' => '_wc_average_rating',
				); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			default:
				return array(
					'orderby' => 'menu_order title',
					'order'   => 'ASC',
				);
		}
	}

	/**
	 * WooCommerce: includes/class-wc-template-loader.php, WC_Template_Loader::template_loader().
	 *
	 * @param string $template The theme's template (template-canvas.php in a block theme).
	 * @return string
	 */
	public static function template_loader( $template ) {
		if ( is_embed() ) {
			return $template;
		}
		// WC_Template_Loader::has_block_template(): a block theme uses the block templates.
		if ( WC_Double_Block_Templates_Controller::supports_block_templates() ) {
			return $template;
		}
		$file = '';
		if ( is_singular( 'product' ) ) {
			$file = 'single-product.php';
		} elseif ( is_post_type_archive( 'product' ) || ( wc_get_page_id( 'shop' ) > 0 && is_page( wc_get_page_id( 'shop' ) ) ) || is_product_taxonomy() ) {
			$file = 'archive-product.php';
		}
		if ( ! $file ) {
			return $template;
		}
		$theme_file = locate_template( array( 'woocommerce/' . $file, $file ) );
		return $theme_file ? $theme_file : WC_ABSPATH . 'templates/' . $file;
	}
}
