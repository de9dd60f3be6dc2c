/** The store's name in the @wordpress/data registry. */
export const STORE_NAME = 'boudoir/cart';

/** The Store API route that adds an item. */
export const ADD_ITEM_PATH = '/wc/store/v1/cart/add-item';

/** The Store API's nonce errors, retried once with a fresh nonce. */
export const NONCE_ERRORS = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];

/** The native event WooCommerce's cart blocks listen to. */
export const ADDED_TO_CART_EVENT = 'wc-blocks_added_to_cart';

/** The jQuery event that refreshes classic mini-carts. */
export const FRAGMENT_REFRESH_EVENT = 'wc_fragment_refresh';
