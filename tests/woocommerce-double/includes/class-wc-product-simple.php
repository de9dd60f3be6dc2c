<?php
/**
 * WC_Product_Simple.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * The default product type.
 */
class WC_Product_Simple extends WC_Product {

	/** @return string */
	public function get_type() {
		return 'simple';
	}
}
