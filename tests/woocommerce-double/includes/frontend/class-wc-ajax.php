<?php
/**
 * WooCommerce's front-end AJAX endpoints, served at `/?wc-ajax=<endpoint>` (class-wc-ajax.php):
 * add_to_cart, remove_from_cart, get_refreshed_fragments, get_variation, with WooCommerce's
 * response shapes.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * `wc-ajax` endpoints.
 */
class WC_AJAX {

	/** The endpoints, each open to guests. */
	const EVENTS = array( 'get_refreshed_fragments', 'add_to_cart', 'remove_from_cart', 'get_variation' );

	/** Hooks in. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'define_ajax' ), 0 );
		add_action( 'template_redirect', array( __CLASS__, 'do_wc_ajax' ), 0 );
		foreach ( self::EVENTS as $event ) {
			add_action( 'wp_ajax_woocommerce_' . $event, array( __CLASS__, $event ) );
			add_action( 'wp_ajax_nopriv_woocommerce_' . $event, array( __CLASS__, $event ) );
			add_action( 'wc_ajax_' . $event, array( __CLASS__, $event ) );
		}
	}

	/**
	 * `/?wc-ajax=<request>`, relative to the site, without the cart's one-shot arguments.
	 *
	 * @param string $request Endpoint, or `%%endpoint%%` for the scripts.
	 * @return string
	 */
	public static function get_endpoint( $request = '' ) {
		return esc_url_raw( apply_filters( 'woocommerce_ajax_get_endpoint', add_query_arg( 'wc-ajax', $request, remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), home_url( '/', 'relative' ) ) ), $request ) );
	}

	/** Marks `wc-ajax` requests as AJAX early, as WooCommerce does. */
	public static function define_ajax() {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		if ( ! empty( $_GET['wc-ajax'] ) ) {
			if ( ! defined( 'DOING_AJAX' ) ) {
				define( 'DOING_AJAX', true );
			}
			if ( ! defined( 'WC_DOING_AJAX' ) ) {
				define( 'WC_DOING_AJAX', true );
			}
			if ( ! WP_DEBUG || ( WP_DEBUG && ! WP_DEBUG_DISPLAY ) ) {
				@ini_set( 'display_errors', 0 ); // phpcs:ignore
			}
			$GLOBALS['wpdb']->hide_errors();
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
	}

	/** Runs `wc_ajax_<endpoint>` and ends the request. */
	public static function do_wc_ajax() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$action = isset( $_GET['wc-ajax'] ) ? sanitize_text_field( wp_unslash( $_GET['wc-ajax'] ) ) : '';
		if ( ! $action ) {
			return;
		}
		if ( ! headers_sent() ) {
			send_origin_headers();
			send_nosniff_header();
			nocache_headers();
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			header( 'X-Robots-Tag: noindex' );
			status_header( 200 );
		}
		do_action( 'wc_ajax_' . $action );
		wp_die();
	}

	/** `{fragments: {'div.widget_shopping_cart_content': …}, cart_hash}`. */
	public static function get_refreshed_fragments() {
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = ob_get_clean();

		wp_send_json(
			array(
				'fragments' => apply_filters(
					'woocommerce_add_to_cart_fragments',
					array(
						'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>',
					)
				),
				'cart_hash' => WC()->cart->get_cart_hash(),
			)
		);
	}

	/** Adds the posted product; the fragments on success, `{error: true, product_url}` on failure. */
	public static function add_to_cart() {
		ob_start();
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( ! isset( $_POST['product_id'] ) ) {
			return;
		}
		$product_id        = apply_filters( 'woocommerce_add_to_cart_product_id', absint( $_POST['product_id'] ) );
		$product           = wc_get_product( $product_id );
		$quantity          = empty( $_POST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_POST['quantity'] ) );
		$passed_validation = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity );
		$product_status    = get_post_status( $product_id );
		$variation_id      = 0;
		$variation         = array();
		// phpcs:enable WordPress.Security.NonceVerification.Missing

		if ( $product && 'variation' === $product->get_type() ) {
			$variation_id = $product_id;
			$product_id   = $product->get_parent_id();
			$variation    = $product->get_variation_attributes();
		}

		if ( $passed_validation && false !== WC()->cart->add_to_cart( $product_id, $quantity, $variation_id, $variation ) && 'publish' === $product_status ) {
			do_action( 'woocommerce_ajax_added_to_cart', $product_id );
			if ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
				wc_add_to_cart_message( array( $product_id => $quantity ), true );
			}
			self::get_refreshed_fragments();
		} else {
			wp_send_json(
				array(
					'error'       => true,
					'product_url' => apply_filters( 'woocommerce_cart_redirect_after_error', get_permalink( $product_id ), $product_id ),
				)
			);
		}
	}

	/** Removes a cart item by key; the fragments, or `{success: false}`. */
	public static function remove_from_cart() {
		ob_start();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		$cart_item_key = wc_clean( isset( $_POST['cart_item_key'] ) ? wp_unslash( $_POST['cart_item_key'] ) : '' );
		if ( $cart_item_key && false !== WC()->cart->remove_cart_item( $cart_item_key ) ) {
			self::get_refreshed_fragments();
		} else {
			wp_send_json_error();
		}
	}

	/** The variation matching the posted `attribute_*` values, or `false`. */
	public static function get_variation() {
		ob_start();
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( empty( $_POST['product_id'] ) ) {
			wp_die();
		}
		$variable_product = wc_get_product( absint( $_POST['product_id'] ) );
		if ( ! $variable_product ) {
			wp_die();
		}
		// WooCommerce: includes/class-wc-ajax.php, WC_AJAX::get_variation(): the product data store's matcher.
		$data_store   = WC_Data_Store::load( 'product' );
		$variation_id = $data_store->find_matching_product_variation( $variable_product, wp_unslash( $_POST ) );
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		$variation = $variation_id ? $variable_product->get_available_variation( $variation_id ) : false;
		wp_send_json( $variation );
	}
}
