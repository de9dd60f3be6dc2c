<?php
/**
 * WooCommerce's page shortcodes ([woocommerce_cart], [woocommerce_checkout],
 * [woocommerce_my_account]) and, for block-theme pages that cannot hold classic widgets,
 * a shortcode per widget the double provides: [wc_double_layered_nav attribute="color"],
 * [wc_double_product_categories], [wc_double_mini_cart]. These three are the double's
 * own (WooCommerce shows the widgets through sidebars or its blocks); they print exactly
 * the widgets' markup.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Shortcodes.
 */
class WC_Shortcodes {

	/** Hooks in. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register' ) );
		add_action( 'template_redirect', array( __CLASS__, 'checkout_redirect_empty_cart' ) );
	}

	/** Registers the shortcodes. */
	public static function register() {
		$shortcodes = array(
			'woocommerce_cart'             => array( __CLASS__, 'cart' ),
			'woocommerce_checkout'         => array( __CLASS__, 'checkout' ),
			'woocommerce_my_account'       => array( __CLASS__, 'my_account' ),
			'wc_double_layered_nav'        => array( __CLASS__, 'layered_nav' ),
			'wc_double_product_categories' => array( __CLASS__, 'product_categories' ),
			'wc_double_mini_cart'          => array( __CLASS__, 'mini_cart' ),
		);
		foreach ( $shortcodes as $shortcode => $callback ) {
			add_shortcode( apply_filters( "{$shortcode}_shortcode_tag", $shortcode ), $callback );
		}
	}

	/**
	 * `<div class="woocommerce">` around a shortcode's output, as WooCommerce wraps it.
	 *
	 * @param callable $callback Output function.
	 * @param array    $atts     Attributes.
	 * @return string
	 */
	public static function shortcode_wrapper( $callback, $atts = array() ) {
		ob_start();
		echo '<div class="woocommerce">';
		call_user_func( $callback, $atts );
		echo '</div>';
		return (string) ob_get_clean();
	}

	/**
	 * [woocommerce_cart].
	 *
	 * @param array $atts Attributes.
	 * @return string
	 */
	public static function cart( $atts ) {
		if ( is_null( WC()->cart ) ) {
			return '';
		}
		return self::shortcode_wrapper(
			static function () {
				if ( ! defined( 'WOOCOMMERCE_CART' ) ) {
					define( 'WOOCOMMERCE_CART', true );
				}
				if ( method_exists( WC()->cart, 'check_cart_item_stock' ) ) {
					WC()->cart->check_cart_item_stock();
				}
				WC()->cart->calculate_totals();
				if ( WC()->cart->is_empty() ) {
					woocommerce_output_all_notices();
					wc_get_template( 'cart/cart-empty.php' );
				} else {
					wc_get_template( 'cart/cart.php' );
				}
			},
			(array) $atts
		);
	}

	/**
	 * [woocommerce_checkout]: the form, or the order-received page.
	 *
	 * @param array $atts Attributes.
	 * @return string
	 */
	public static function checkout( $atts ) {
		if ( is_null( WC()->cart ) ) {
			return '';
		}
		return self::shortcode_wrapper(
			static function () {
				global $wp;
				if ( isset( $wp->query_vars['order-received'] ) ) {
					self::order_received( absint( $wp->query_vars['order-received'] ) );
					return;
				}
				if ( WC()->cart->is_empty() ) {
					woocommerce_output_all_notices();
					return;
				}
				WC()->cart->calculate_totals();
				wc_get_template( 'checkout/form-checkout.php', array( 'checkout' => WC()->checkout() ) );
			},
			(array) $atts
		);
	}

	/**
	 * The thank-you page, when the order key matches.
	 *
	 * @param int $order_id Order.
	 */
	private static function order_received( $order_id ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$order_key = isset( $_GET['key'] ) ? wc_clean( wp_unslash( $_GET['key'] ) ) : '';
		$order     = $order_id ? wc_get_order( $order_id ) : false;
		if ( ! $order || ! method_exists( $order, 'get_order_key' ) || ! hash_equals( (string) $order->get_order_key(), (string) $order_key ) ) {
			$order = false;
		}
		wc_get_template( 'checkout/thankyou.php', array( 'order' => $order ) );
	}

	/**
	 * [woocommerce_my_account]: login/registration, or the account pages.
	 *
	 * @param array $atts Attributes.
	 * @return string
	 */
	public static function my_account( $atts ) {
		return self::shortcode_wrapper(
			static function () {
				if ( ! is_user_logged_in() ) {
					wc_get_template( 'myaccount/form-login.php' );
					return;
				}
				wc_get_template( 'myaccount/my-account.php', array( 'current_user' => wp_get_current_user() ) );
			},
			(array) $atts
		);
	}

	/**
	 * The layered nav widget, e.g. [wc_double_layered_nav attribute="color" title="Colour" query_type="and"].
	 *
	 * @param array $atts attribute (without pa_), title, query_type, display_type.
	 * @return string
	 */
	public static function layered_nav( $atts ) {
		$atts = shortcode_atts(
			array(
				'attribute'    => '',
				'title'        => __( 'Filter by', 'woocommerce' ),
				'query_type'   => 'and',
				'display_type' => 'list',
			),
			$atts
		);
		ob_start();
		the_widget( 'WC_Widget_Layered_Nav', $atts, self::widget_args( 'woocommerce widget_layered_nav woocommerce-widget-layered-nav' ) );
		return (string) ob_get_clean();
	}

	/**
	 * The product categories widget, e.g. [wc_double_product_categories count="1" hierarchical="1"].
	 *
	 * @param array $atts title, count, hierarchical, hide_empty, orderby.
	 * @return string
	 */
	public static function product_categories( $atts ) {
		$atts = shortcode_atts(
			array(
				'title'        => __( 'Product categories', 'woocommerce' ),
				'count'        => 1,
				'hierarchical' => 1,
				'hide_empty'   => 0,
				'orderby'      => 'name',
			),
			$atts
		);
		ob_start();
		the_widget( 'WC_Widget_Product_Categories', $atts, self::widget_args( 'woocommerce widget_product_categories' ) );
		return (string) ob_get_clean();
	}

	/**
	 * The cart widget (`div.widget_shopping_cart_content`, filled by cart fragments).
	 *
	 * @param array $atts title, hide_if_empty.
	 * @return string
	 */
	public static function mini_cart( $atts ) {
		$atts = shortcode_atts(
			array(
				'title'         => __( 'Cart', 'woocommerce' ),
				'hide_if_empty' => 0,
			),
			$atts
		);
		ob_start();
		the_widget( 'WC_Widget_Cart', $atts, self::widget_args( 'woocommerce widget_shopping_cart' ) );
		return (string) ob_get_clean();
	}

	/**
	 * Widget wrappers like a sidebar's.
	 *
	 * @param string $classes Widget classes.
	 * @return array
	 */
	private static function widget_args( $classes ) {
		return array(
			'before_widget' => '<div class="widget ' . esc_attr( $classes ) . '">',
			'after_widget'  => '</div>',
			'before_title'  => '<h2 class="widgettitle">',
			'after_title'   => '</h2>',
		);
	}

	/** An empty cart cannot check out: back to the cart with WooCommerce's notice. */
	public static function checkout_redirect_empty_cart() {
		global $wp;
		$checkout_page = wc_get_page_id( 'checkout' );
		if (
			$checkout_page > 0 && is_page( $checkout_page ) && wc_get_page_id( 'cart' ) !== $checkout_page
			&& WC()->cart && WC()->cart->is_empty()
			&& empty( $wp->query_vars['order-pay'] ) && ! isset( $wp->query_vars['order-received'] )
			&& ! has_block( 'woocommerce/checkout', $checkout_page )
			&& apply_filters( 'woocommerce_checkout_redirect_empty_cart', true )
		) {
			wc_add_notice( __( 'Checkout is not available whilst your cart is empty.', 'woocommerce' ), 'notice' );
			wp_safe_redirect( wc_get_cart_url() );
			exit;
		}
	}
}
