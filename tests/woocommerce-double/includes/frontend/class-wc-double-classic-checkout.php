<?php
/**
 * The classic checkout's submission (WC_Checkout::process_checkout without checkout.js's AJAX):
 * nonce, WooCommerce's validation messages and hooks, then the model's
 * WC()->checkout()->create_order() (which fires `woocommerce_checkout_order_created`), the
 * gateway's payment, and the redirect to the order-received page.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Classic checkout processing.
 */
class WC_Double_Classic_Checkout {

	/** Processes the posted form; redirects on success, leaves error notices otherwise. */
	public static function process_checkout() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput
		$nonce = isset( $_POST['woocommerce-process-checkout-nonce'] ) ? wp_unslash( $_POST['woocommerce-process-checkout-nonce'] ) : '';
		if ( ! wp_verify_nonce( $nonce, 'woocommerce-process_checkout' ) ) {
			wc_add_notice( __( 'We were unable to process your order, please try again.', 'woocommerce' ), 'error' );
			return;
		}
		do_action( 'woocommerce_before_checkout_process' );
		do_action( 'woocommerce_checkout_process' );

		$fields = wc_double_checkout_billing_fields();
		$data   = array();
		foreach ( array_keys( $fields ) as $key ) {
			$data[ $key ] = isset( $_POST[ $key ] ) ? wc_clean( wp_unslash( $_POST[ $key ] ) ) : '';
		}
		$data['order_comments'] = isset( $_POST['order_comments'] ) ? sanitize_textarea_field( wp_unslash( $_POST['order_comments'] ) ) : '';
		$data['payment_method'] = isset( $_POST['payment_method'] ) ? wc_clean( wp_unslash( $_POST['payment_method'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput
		$data = apply_filters( 'woocommerce_checkout_posted_data', $data );

		$errors = new WP_Error();
		foreach ( $fields as $key => $field ) {
			/* translators: %s: field name */
			$label = '<strong>' . sprintf( _x( 'Billing %s', 'checkout-validation', 'woocommerce' ), $field['label'] ) . '</strong>';
			if ( ! empty( $field['required'] ) && '' === $data[ $key ] ) {
				/* translators: %s: field name */
				$errors->add( 'required-field', apply_filters( 'woocommerce_checkout_required_field_notice', sprintf( __( '%s is a required field.', 'woocommerce' ), $label ), $field['label'], $key ), array( 'id' => $key ) );
			} elseif ( 'billing_email' === $key && '' !== $data[ $key ] && ! is_email( $data[ $key ] ) ) {
				/* translators: %s: email address */
				$errors->add( 'validation', sprintf( __( '%s is not a valid email address.', 'woocommerce' ), $label ), array( 'id' => $key ) );
			}
		}
		$gateways = WC_Payment_Gateways::instance()->get_available_payment_gateways();
		if ( WC()->cart->needs_payment() && ! isset( $gateways[ $data['payment_method'] ] ) ) {
			$errors->add( 'payment', __( 'Invalid payment method.', 'woocommerce' ) );
		}
		do_action( 'woocommerce_after_checkout_validation', $data, $errors );

		if ( $errors->has_errors() ) {
			foreach ( $errors->errors as $code => $messages ) {
				$error_data = $errors->get_error_data( $code );
				foreach ( $messages as $message ) {
					wc_add_notice( $message, 'error', $error_data ? $error_data : array() );
				}
			}
			return;
		}

		$order_id = WC()->checkout()->create_order( $data );
		if ( is_wp_error( $order_id ) ) {
			wc_add_notice( $order_id->get_error_message(), 'error' );
			return;
		}
		$order = wc_get_order( $order_id );
		do_action( 'woocommerce_checkout_order_processed', $order_id, $data, $order );

		if ( WC()->cart->needs_payment() ) {
			$result = $gateways[ $data['payment_method'] ]->process_payment( $order_id );
			$result = apply_filters( 'woocommerce_payment_successful_result', $result, $order_id );
			if ( isset( $result['result'] ) && 'success' === $result['result'] ) {
				wp_safe_redirect( $result['redirect'] );
				exit;
			}
			wc_add_notice( __( 'Payment error:', 'woocommerce' ), 'error' );
			return;
		}
		$order->payment_complete();
		WC()->cart->empty_cart();
		wp_safe_redirect( apply_filters( 'woocommerce_checkout_no_payment_needed_redirect', $order->get_checkout_order_received_url(), $order ) );
		exit;
	}
}

/**
 * A checkout field's value: what was posted, else the customer's.
 *
 * @param string $key Field.
 * @return string
 */
function wc_double_checkout_value( $key ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing
	if ( isset( $_POST[ $key ] ) ) {
		return wc_clean( wp_unslash( $_POST[ $key ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput
	}
	$value = null;
	if ( WC()->customer && preg_match( '/^(billing|shipping)_/', $key ) ) {
		try {
			$value = call_user_func( array( WC()->customer, 'get_' . $key ) );
		} catch ( BadMethodCallException $e ) {
			$value = null;
		}
	}
	// WooCommerce: a new customer's country is the shop's (wc_get_customer_default_location(),
	// option `woocommerce_default_customer_address` = `base`, its default); geolocation is not reproduced.
	if ( ! $value && 'billing_country' === $key && 'base' === get_option( 'woocommerce_default_customer_address', 'base' ) ) {
		$value = strtok( (string) get_option( 'woocommerce_default_country', 'US:CA' ), ':' );
	}
	if ( ! $value && 'billing_email' === $key && is_user_logged_in() ) {
		$value = wp_get_current_user()->user_email;
	}
	return apply_filters( 'woocommerce_checkout_get_value', $value, $key ) ?? '';
}
