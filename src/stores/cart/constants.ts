/** The store's name in the @wordpress/data registry. */
export const STORE_NAME = 'boudoir/cart';

/** The Store API route of the cart. */
export const CART_PATH = '/wc/store/v1/cart';

/** The Store API route that adds an item. */
export const ADD_ITEM_PATH = '/wc/store/v1/cart/add-item';

/** The header naming the wishlist item an add comes from (Boudoir\Insights\Insights::CART_HEADER). */
export const LIST_ITEM_HEADER = 'X-Boudoir-Wishlist-Item';

/** The Store API route that removes a line. */
export const REMOVE_ITEM_PATH = '/wc/store/v1/cart/remove-item';

/** The Store API route that changes a line's quantity. */
export const UPDATE_ITEM_PATH = '/wc/store/v1/cart/update-item';

/** The Store API's nonce errors, retried once with a fresh nonce. */
export const NONCE_ERRORS = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];

/** The native event WooCommerce's cart blocks listen to after an add. */
export const ADDED_TO_CART_EVENT = 'wc-blocks_added_to_cart';

/** The native event WooCommerce's mini-cart block listens to after a removal. */
export const REMOVED_FROM_CART_EVENT = 'wc-blocks_removed_from_cart';

/**
 * The window event that makes WooCommerce's Interactivity API cart store (`woocommerce`,
 * 9.8+: the Product Button block's "1 in cart" and "View cart") fetch the cart again, with
 * the detail `{ type: 'from_@wordpress/data' }` its listener expects from a data store.
 */
export const STORE_SYNC_EVENT = 'wc-blocks_store_sync_required';

/** The jQuery event that refreshes classic mini-carts. */
export const FRAGMENT_REFRESH_EVENT = 'wc_fragment_refresh';

/** WooCommerce's classic jQuery events after an add or a removal (add-to-cart.js). */
export const CLASSIC_CART_EVENTS = [ 'added_to_cart', 'removed_from_cart' ];

/** WooCommerce's own cart data store (wc-blocks-data), which its blocks' scripts register. */
export const WOO_CART_STORE = 'wc/store/cart';
