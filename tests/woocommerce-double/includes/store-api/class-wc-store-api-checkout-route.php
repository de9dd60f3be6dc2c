<?php
/**
 * POST /checkout: enough of the block checkout to place an order from the cart. Its `extensions`
 * keep only the namespaces registered with woocommerce_store_api_register_endpoint_data() for
 * `checkout`, as in WooCommerce (WC_Store_API_Extensions).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Creates the order (created_via `store-api`), runs the payment, empties the cart.
 */
class WC_Store_API_Checkout_Route {

	/**
	 * @param string $namespace wc/store/v1 or wc/store.
	 */
	public function register( $namespace ) {
		$address = array(
			'type'                 => 'object',
			'properties'           => array(),
			'additionalProperties' => true,
		);
		register_rest_route(
			$namespace,
			'/checkout',
			array(
				array(
					'methods'             => 'POST',
					'callback'            => fn( $request ) => WC_Store_API::respond( $request, array( $this, 'checkout' ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'billing_address'  => array(
							'required'          => true,
							'validate_callback' => array( $this, 'validate_billing_address' ),
						) + $address,
						'shipping_address' => $address,
						'customer_note'    => array( 'type' => 'string' ),
						'payment_method'   => array( 'type' => 'string' ),
						'payment_data'     => array( 'type' => 'array' ),
						'create_account'   => array( 'type' => 'boolean' ),
						// Only registered namespaces, validated and cut down to their schemas (CheckoutSchema::IDENTIFIER).
						'extensions'       => WC_Store_API_Extensions::endpoint_arg( 'checkout' ),
					),
				),
				'allow_batch' => array( 'v1' => true ),
			)
		);
	}

	/**
	 * WooCommerce's BillingAddressSchema::validate_callback(): an e-mail address that is no e-mail
	 * address fails the request before the route runs (WordPress answers `rest_invalid_param`, 400,
	 * with the error in `details`); an empty one is left to the order's check.
	 *
	 * @param mixed           $address The billing address.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   The parameter's name.
	 * @return true|WP_Error
	 */
	public function validate_billing_address( $address, $request, $param ) {
		$valid = rest_validate_request_arg( $address, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$address = (array) $address;
		if ( ! empty( $address['email'] ) && ! is_email( $address['email'] ) ) {
			return new WP_Error( 'invalid_email', __( 'The provided email address is not valid', 'woocommerce' ) );
		}
		return true;
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 * @throws WC_Data_Exception On error.
	 */
	public function checkout( WP_REST_Request $request ) {
		$cart = WC()->cart;
		if ( $cart->is_empty() ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_empty', __( 'Cannot create order from empty cart.', 'woocommerce' ), 400 );
		}
		$stock = $cart->check_cart_item_stock();
		if ( is_wp_error( $stock ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_error', $stock->get_error_message(), 409 );
		}

		$order = new WC_Order();
		$order->set_status( 'checkout-draft' );
		$order->set_created_via( 'store-api' );
		$order->set_customer_id( get_current_user_id() );
		$order->set_currency( get_woocommerce_currency() );
		$order->set_cart_hash( $cart->get_cart_hash() );
		$order->set_customer_ip_address( isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '' );
		$order->set_customer_user_agent( $request->get_header( 'User-Agent' ) ? sanitize_text_field( $request->get_header( 'User-Agent' ) ) : '' );
		$billing  = (array) $request['billing_address'];
		$shipping = $request['shipping_address'] ? (array) $request['shipping_address'] : $billing;
		$order->set_address( $billing, 'billing' );
		$order->set_address( $shipping, 'shipping' );
		$order->set_customer_note( (string) $request['customer_note'] );
		wc_double_add_cart_lines_to_order( $order, $cart );
		$order->calculate_totals();

		if ( ! is_email( $order->get_billing_email() ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_missing_email_address', __( 'A valid email address is required', 'woocommerce' ), 400 );
		}

		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, $request );

		$gateway = $this->get_request_payment_method( $request, $order );
		if ( $gateway ) {
			$order->set_payment_method( $gateway );
		}
		$order->save();
		WC()->customer->set_billing_email( $order->get_billing_email() );
		foreach ( WC_Order::ADDRESS_FIELDS as $field ) {
			if ( 'email' !== $field ) {
				WC()->customer->{"set_billing_{$field}"}( $order->{"get_billing_{$field}"}() );
				if ( 'phone' !== $field ) {
					WC()->customer->{"set_shipping_{$field}"}( $order->{"get_shipping_{$field}"}() );
				}
			}
		}
		WC()->customer->save();

		do_action( 'woocommerce_store_api_checkout_order_processed', $order );

		$order->set_status( 'pending' );
		$order->save();
		if ( $gateway && $order->needs_payment() ) {
			$result = $gateway->process_payment( $order->get_id() );
		} else {
			$order->payment_complete();
			$result = array(
				'result'   => 'success',
				'redirect' => $order->get_checkout_order_received_url(),
			);
		}
		$cart->empty_cart();
		$order = wc_get_order( $order->get_id() );

		return rest_ensure_response(
			array(
				'order_id'          => $order->get_id(),
				'status'            => $order->get_status(),
				'order_key'         => $order->get_order_key(),
				'order_number'      => $order->get_order_number(),
				'customer_note'     => $order->get_customer_note(),
				'customer_id'       => $order->get_customer_id(),
				'billing_address'   => (object) $order->get_address( 'billing' ),
				'shipping_address'  => (object) array_diff_key( $order->get_address( 'shipping' ), array( 'email' => '' ) ),
				'payment_method'    => $order->get_payment_method(),
				'payment_result'    => array(
					'payment_status'  => 'success' === $result['result'] ? 'success' : 'failure',
					'payment_details' => array(),
					'redirect_url'    => $result['redirect'],
				),
				'additional_fields' => (object) array(),
				'extensions'        => WC_Store_API::extend_schema()->get_endpoint_data( 'checkout' ),
			)
		);
	}

	/**
	 * The chosen gateway: required when the order needs payment; it must be enabled.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param WC_Order        $order   Order.
	 * @return WC_Payment_Gateway|null
	 * @throws WC_Data_Exception On error.
	 */
	protected function get_request_payment_method( WP_REST_Request $request, $order ) {
		$method = wc_clean( wp_unslash( (string) $request['payment_method'] ) );
		if ( '' === $method ) {
			if ( $order->needs_payment() ) {
				throw new WC_Data_Exception( 'woocommerce_rest_checkout_missing_payment_method', __( 'No payment method provided.', 'woocommerce' ), 400 );
			}
			return null;
		}
		$available = WC()->payment_gateways()->get_available_payment_gateways();
		if ( ! isset( $available[ $method ] ) ) {
			/* translators: %s Payment method ID. */
			throw new WC_Data_Exception( 'woocommerce_rest_checkout_payment_method_disabled', sprintf( __( 'The %s payment gateway is not available.', 'woocommerce' ), esc_html( $method ) ), 400 );
		}
		return $available[ $method ];
	}
}
