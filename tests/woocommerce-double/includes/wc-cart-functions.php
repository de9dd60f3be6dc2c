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

/**
 * The first published variation (menu_order, id) whose attributes the given ones satisfy:
 * a variation value '' (any) matches everything; any other value must be given and equal.
 *
 * @param WC_Product $product          Variable product.
 * @param array      $match_attributes `attribute_pa_color => red`.
 * @return int Variation id or 0.
 */
function wc_double_find_matching_variation( $product, $match_attributes = array() ) {
	$meta_names = array();
	foreach ( $product->get_attributes() as $attribute ) {
		if ( $attribute->get_variation() ) {
			$meta_names[] = wc_variation_attribute_name( $attribute->get_name() );
		}
	}
	$variation_ids = get_posts(
		array(
			'post_parent' => $product->get_id(),
			'post_type'   => 'product_variation',
			'post_status' => 'publish',
			'orderby'     => array(
				'menu_order' => 'ASC',
				'ID'         => 'ASC',
			),
			'fields'      => 'ids',
			'numberposts' => -1,
		)
	);
	foreach ( $variation_ids as $variation_id ) {
		$match = true;
		foreach ( $meta_names as $key ) {
			if ( ! metadata_exists( 'post', $variation_id, $key ) ) {
				continue;
			}
			$value     = (string) get_post_meta( $variation_id, $key, true );
			$match_any = '' === $value;
			if ( ! $match_any && ! array_key_exists( $key, $match_attributes ) ) {
				$match = false;
			}
			if ( array_key_exists( $key, $match_attributes ) && ! $match_any && $match_attributes[ $key ] !== $value ) {
				$match = false;
			}
		}
		if ( $match ) {
			return (int) $variation_id;
		}
	}
	return 0;
}
