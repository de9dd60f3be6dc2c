<?php
/**
 * WC_Checkout (order creation from the cart) and the three offline payment gateways.
 *
 * The classic checkout form and its handling are the front end's; this gives them
 * WooCommerce's WC()->checkout()->create_order( $data ).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * An offline gateway (bacs, cheque, cod): enabled by the option `woocommerce_<id>_settings['enabled'] = 'yes'`.
 */
class WC_Payment_Gateway {

	/** @var string */
	public $id;

	/** @var string */
	public $title;

	/** @var string */
	public $description = '';

	/** @var string yes or no. */
	public $enabled = 'no';

	/** @var string Status after payment: on-hold (bacs, cheque) or processing (cod). */
	protected $order_status;

	/**
	 * @param string $id           Gateway id.
	 * @param string $title        Default title.
	 * @param string $order_status Status process_payment() sets.
	 */
	public function __construct( $id, $title, $order_status ) {
		$settings           = (array) get_option( 'woocommerce_' . $id . '_settings', array() );
		$this->id           = $id;
		$this->title        = ! empty( $settings['title'] ) ? $settings['title'] : $title;
		$this->description  = isset( $settings['description'] ) ? $settings['description'] : '';
		$this->enabled      = isset( $settings['enabled'] ) && 'yes' === $settings['enabled'] ? 'yes' : 'no';
		$this->order_status = $order_status;
	}

	/** @return string */
	public function get_title() {
		return apply_filters( 'woocommerce_gateway_title', $this->title, $this->id );
	}

	/** @return string */
	public function get_description() {
		return apply_filters( 'woocommerce_gateway_description', $this->description, $this->id );
	}

	/** @return bool */
	public function is_available() {
		return 'yes' === $this->enabled;
	}

	/**
	 * Takes the order to its status and empties the cart, as the offline gateways do.
	 *
	 * @param int $order_id Order.
	 * @return array{result:string,redirect:string}
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( $order->get_total() > 0 ) {
			$order->update_status( apply_filters( 'woocommerce_' . $this->id . '_process_payment_order_status', $this->order_status, $order ) );
		} else {
			$order->payment_complete();
		}
		if ( WC()->cart ) {
			WC()->cart->empty_cart();
		}
		return array(
			'result'   => 'success',
			'redirect' => $order->get_checkout_order_received_url(),
		);
	}
}

/**
 * WC()->payment_gateways.
 */
class WC_Payment_Gateways {

	/** @var WC_Payment_Gateways|null */
	protected static $instance = null;

	/** @return WC_Payment_Gateways */
	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * WooCommerce's WC_Payment_Gateways::init() loads the gateways with their settings, once per
	 * request unless called again; the double builds them from the settings on each call.
	 */
	public function init() {
	}

	/** @return WC_Payment_Gateway[] All, by id. */
	public function payment_gateways() {
		$gateways = array(
			'bacs'   => new WC_Payment_Gateway( 'bacs', __( 'Direct bank transfer', 'woocommerce' ), 'on-hold' ),
			'cheque' => new WC_Payment_Gateway( 'cheque', _x( 'Check payments', 'Check payment method', 'woocommerce' ), 'on-hold' ),
			'cod'    => new WC_Payment_Gateway( 'cod', __( 'Cash on delivery', 'woocommerce' ), 'processing' ),
		);
		return apply_filters( 'woocommerce_double_payment_gateways', $gateways );
	}

	/** @return string[] */
	public function get_payment_gateway_ids() {
		return array_keys( $this->payment_gateways() );
	}

	/** @return WC_Payment_Gateway[] Enabled ones, by id. */
	public function get_available_payment_gateways() {
		$available = array_filter( $this->payment_gateways(), static fn( $gateway ) => $gateway->is_available() );
		return apply_filters( 'woocommerce_available_payment_gateways', $available );
	}
}

/**
 * WC()->checkout().
 */
class WC_Checkout {

	/** @var WC_Checkout|null */
	protected static $instance = null;

	/** @return WC_Checkout */
	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Creates the order from the cart and the posted fields; fires
	 * `woocommerce_checkout_create_order` (before saving) and `woocommerce_checkout_order_created`.
	 *
	 * @param array $data billing_*, shipping_*, payment_method, order_comments.
	 * @return int|WP_Error The order id.
	 */
	public function create_order( $data ) {
		$cart = WC()->cart;
		if ( ! $cart || $cart->is_empty() ) {
			return new WP_Error( 'checkout-error', __( 'Sorry, your session has expired.', 'woocommerce' ) );
		}
		$order = new WC_Order();
		foreach ( $data as $key => $value ) {
			if ( preg_match( '/^(billing|shipping)_(\w+)$/', $key, $m ) && in_array( $m[2], WC_Order::ADDRESS_FIELDS, true ) ) {
				$order->{"set_{$key}"}( $value );
			}
		}
		$order->set_created_via( 'checkout' );
		$order->set_cart_hash( $cart->get_cart_hash() );
		$order->set_customer_id( apply_filters( 'woocommerce_checkout_customer_id', get_current_user_id() ) );
		$order->set_currency( get_woocommerce_currency() );
		$order->set_customer_ip_address( isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '' );
		$order->set_customer_user_agent( isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '' );
		$order->set_customer_note( isset( $data['order_comments'] ) ? $data['order_comments'] : '' );
		$gateways = WC_Payment_Gateways::instance()->payment_gateways();
		if ( ! empty( $data['payment_method'] ) ) {
			$order->set_payment_method( isset( $gateways[ $data['payment_method'] ] ) ? $gateways[ $data['payment_method'] ] : $data['payment_method'] );
		}
		wc_double_add_cart_lines_to_order( $order, $cart );
		$order->calculate_totals();
		do_action( 'woocommerce_checkout_create_order', $order, $data );
		$order_id = $order->save();
		if ( ! $order_id ) {
			return new WP_Error( 'checkout-error', __( 'Unable to create order.', 'woocommerce' ) );
		}
		do_action( 'woocommerce_checkout_update_order_meta', $order_id, $data );
		do_action( 'woocommerce_checkout_order_created', $order );
		return $order_id;
	}
}

/**
 * Copies the cart's lines into an order.
 *
 * @param WC_Order $order Order.
 * @param WC_Cart  $cart  Cart.
 */
function wc_double_add_cart_lines_to_order( $order, $cart ) {
	foreach ( $cart->get_cart() as $item ) {
		$order->add_product(
			$item['data'],
			$item['quantity'],
			array(
				'subtotal'  => isset( $item['line_subtotal'] ) ? $item['line_subtotal'] : wc_get_price_excluding_tax( $item['data'], array( 'qty' => $item['quantity'] ) ),
				'total'     => isset( $item['line_total'] ) ? $item['line_total'] : wc_get_price_excluding_tax( $item['data'], array( 'qty' => $item['quantity'] ) ),
				'variation' => $item['variation'],
			)
		);
	}
}
