<?php
/**
 * WC_Product_External: sold elsewhere, never added to the cart.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Meta `_product_url` and `_button_text`.
 */
class WC_Product_External extends WC_Product {

	/** @return string */
	public function get_type() {
		return 'external';
	}

	/** @param string $context */
	public function get_product_url( $context = 'view' ) {
		return esc_url_raw( $this->get_prop( 'product_url', $context ) );
	}

	/** @param string $context */
	public function get_button_text( $context = 'view' ) {
		return $this->get_prop( 'button_text', $context );
	}

	/** @param string $url */
	public function set_product_url( $url ) {
		$this->set_prop( 'product_url', htmlspecialchars_decode( $url ) );
	}

	/** @param string $text */
	public function set_button_text( $text ) {
		$this->set_prop( 'button_text', $text );
	}

	/** @return bool */
	public function is_purchasable() {
		return apply_filters( 'woocommerce_is_purchasable', false, $this );
	}

	/** @return string */
	public function add_to_cart_url() {
		return apply_filters( 'woocommerce_product_add_to_cart_url', $this->get_product_url(), $this );
	}

	/** @return string */
	public function add_to_cart_text() {
		return apply_filters( 'woocommerce_product_add_to_cart_text', $this->get_button_text() ? $this->get_button_text() : _x( 'Buy product', 'placeholder', 'woocommerce' ), $this );
	}

	/** @return string */
	public function single_add_to_cart_text() {
		return apply_filters( 'woocommerce_product_single_add_to_cart_text', $this->get_button_text() ? $this->get_button_text() : _x( 'Buy product', 'placeholder', 'woocommerce' ), $this );
	}

	/** External URL and text. */
	protected function write_meta() {
		parent::write_meta();
		update_post_meta( $this->id, '_product_url', $this->data['product_url'] );
		update_post_meta( $this->id, '_button_text', $this->data['button_text'] );
	}
}
