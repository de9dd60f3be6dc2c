<?php
/**
 * The Store API's helper functions for extensions (the one Boudoir uses).
 *
 * WooCommerce: src/StoreApi/functions.php (identical from 9.0 to 10.0).
 *
 * @package WooCommerce_Double
 */

use Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {

	/**
	 * Register endpoint data under a specified namespace.
	 *
	 * @see ExtendSchema::register_endpoint_data()
	 *
	 * @param array $args Args to pass to register_endpoint_data.
	 * @return bool|WP_Error True on success, WP_Error on fail.
	 */
	function woocommerce_store_api_register_endpoint_data( $args ) {
		try {
			WC_Store_API::extend_schema()->register_endpoint_data( $args );
		} catch ( \Exception $error ) {
			return new \WP_Error( 'error', $error->getMessage() );
		}
		return true;
	}
}
