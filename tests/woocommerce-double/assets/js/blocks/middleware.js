/**
 * WooCommerce double: `wc-blocks-middleware`. WooCommerce's api-fetch middleware adds the
 * Store API `Nonce` header from `wcBlocksMiddlewareConfig`, printed inline before this script;
 * the double's own requests add it themselves, so this only carries that global.
 */
