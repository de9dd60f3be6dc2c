<?php
/**
 * Loads the double's model in dependency order, then the front end when it exists.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-wc-data-exception.php';
require_once __DIR__ . '/wc-core-functions.php';
require_once __DIR__ . '/wc-formatting-functions.php';
require_once __DIR__ . '/wc-notice-functions.php';
require_once __DIR__ . '/wc-attribute-functions.php';
require_once __DIR__ . '/class-wc-product-attribute.php';
require_once __DIR__ . '/class-wc-product.php';
require_once __DIR__ . '/class-wc-product-simple.php';
require_once __DIR__ . '/class-wc-product-external.php';
require_once __DIR__ . '/class-wc-product-grouped.php';
require_once __DIR__ . '/class-wc-product-variable.php';
require_once __DIR__ . '/class-wc-product-variation.php';
require_once __DIR__ . '/wc-product-functions.php';
require_once __DIR__ . '/class-wc-data-store.php';
require_once __DIR__ . '/class-wc-post-types.php';
require_once __DIR__ . '/class-wc-install.php';
require_once __DIR__ . '/class-wc-session-handler.php';
require_once __DIR__ . '/class-wc-customer.php';
require_once __DIR__ . '/class-wc-cart.php';
require_once __DIR__ . '/wc-cart-functions.php';
require_once __DIR__ . '/class-wc-order.php';
require_once __DIR__ . '/wc-order-functions.php';
require_once __DIR__ . '/class-wc-checkout.php';
require_once __DIR__ . '/class-features-util.php';
require_once __DIR__ . '/class-order-util.php';
require_once __DIR__ . '/class-wc-order-attribution.php';
require_once __DIR__ . '/store-api/class-extend-schema.php';
require_once __DIR__ . '/store-api/wc-store-api-functions.php';
require_once __DIR__ . '/store-api/class-wc-store-api-extensions.php';
require_once __DIR__ . '/store-api/class-wc-store-api-token.php';
require_once __DIR__ . '/store-api/class-wc-store-api-quantity-limits.php';
require_once __DIR__ . '/store-api/class-wc-store-api-schema.php';
require_once __DIR__ . '/store-api/class-wc-store-api-cart-routes.php';
require_once __DIR__ . '/store-api/class-wc-store-api-checkout-route.php';
require_once __DIR__ . '/store-api/class-wc-store-api-products-routes.php';
require_once __DIR__ . '/store-api/class-wc-store-api.php';
require_once __DIR__ . '/class-woocommerce.php';

/*
 * WooCommerce 9.0–10.0 has wp-admin/includes/plugin.php loaded by the time REST requests are
 * served (its admin loader's PluginsHelper requires it), and WordPress 6.5's templates controller
 * relies on that: it calls get_plugins() for a template whose source is a plugin's, as
 * WooCommerce's are (`woocommerce/woocommerce//…`). Without it the Site Editor's template list is a fatal error.
 */
add_action(
	'rest_api_init',
	static function () {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		// The controller looks the templates' plugin up as `woocommerce/woocommerce.php` (their ids'
		// `woocommerce/woocommerce`): WordPress's plugin list knows the double under that name too.
		$plugins = get_plugins();
		if ( ! isset( $plugins['woocommerce/woocommerce.php'] ) ) {
			$cache = wp_cache_get( 'plugins', 'plugins' );
			if ( is_array( $cache ) && isset( $cache[''] ) ) {
				$cache['']['woocommerce/woocommerce.php'] = get_plugin_data( WC_PLUGIN_FILE, false, false );
				wp_cache_set( 'plugins', $cache, 'plugins' );
			}
		}
	}
);

// WC_DOUBLE_MODEL_ONLY (environment) loads the model alone, for working on it while the front end is unfinished.
if ( file_exists( __DIR__ . '/frontend/load.php' ) && ! getenv( 'WC_DOUBLE_MODEL_ONLY' ) ) {
	require_once __DIR__ . '/frontend/load.php';
}
