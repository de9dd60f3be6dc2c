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

// WC_DOUBLE_MODEL_ONLY (environment) loads the model alone, for working on it while the front end is unfinished.
if ( file_exists( __DIR__ . '/frontend/load.php' ) && ! getenv( 'WC_DOUBLE_MODEL_ONLY' ) ) {
	require_once __DIR__ . '/frontend/load.php';
}
