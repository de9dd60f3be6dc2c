<?php
/**
 * Cart functions.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Starts the session, the customer and the cart (WooCommerce does it for front-end requests;
 * the Store API calls it for REST requests).
 */
function wc_load_cart() {
	if ( ! did_action( 'before_woocommerce_init' ) || doing_action( 'before_woocommerce_init' ) ) {
		/* translators: 1: wc_load_cart 2: woocommerce_init */
		_doing_it_wrong( __FUNCTION__, sprintf( __( '%1$s should not be called before the %2$s action.', 'woocommerce' ), 'wc_load_cart', 'woocommerce_init' ), '3.7' );
		return;
	}
	WC()->initialize_session();
	WC()->initialize_cart();
}

/**
 * Empties the cart and forgets the session's cart.
 */
function wc_empty_cart() {
	if ( ! isset( WC()->cart ) || '' === WC()->cart ) {
		WC()->cart = new WC_Cart();
	}
	WC()->cart->empty_cart( false );
}

/**
 * What a cart line remembers of its product, to drop it from the session when it changed.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function wc_get_cart_item_data_hash( $product ) {
	return md5(
		wp_json_encode(
			apply_filters(
				'woocommerce_cart_item_data_to_validate',
				array(
					'type'       => $product->get_type(),
					'attributes' => 'variation' === $product->get_type() ? $product->get_variation_attributes() : '',
				),
				$product
			)
		)
	);
}
