/**
 * The cart store `boudoir/cart` (script handle `boudoir-stores-cart`, import
 * `@boudoir/stores/cart`): a small, typed client of WooCommerce's Store API cart.
 * Importing it registers the store, nothing else.
 *
 * Selectors: `getCart()` (its resolver fetches the cart once and starts the bridge),
 * `getItemsCount()`, `isAdding( id )`, `isUpdating( key )` (removing or changing a
 * line), `getLastError()` (the last failure, message ready to show, until the next
 * successful change), `getNonce()`, `getCartToken()`.
 *
 * Actions, each resolving `{ ok: true, cart }` or `{ ok: false, error }` and never
 * throwing: `fetchCart()`, `addItem( { id, quantity?, variation? } )`,
 * `removeItem( key )`, `updateItemQuantity( key, quantity )` (0 removes); and
 * `clearError()`, `listenToWooCommerce()` (idempotent; the thunks call it).
 *
 * The store follows WooCommerce's other cart paths: classic `added_to_cart` /
 * `removed_from_cart` (jQuery, through @boudoir/woo-events) and the blocks'
 * `wc-blocks_added_to_cart` / `wc-blocks_removed_from_cart` refetch the cart.
 */

/**
 * Internal dependencies
 */
import { registerStore } from '../register';
import * as plainActions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export { STORE_NAME } from './constants';
export type * from './types';

const actions = {
	fetchCart: thunks.fetchCart,
	addItem: thunks.addItem,
	removeItem: thunks.removeItem,
	updateItemQuantity: thunks.updateItemQuantity,
	clearError: plainActions.clearError,
	listenToWooCommerce: thunks.listenToWooCommerce,
};

/** The store descriptor: `useSelect( ( select ) => select( store ).getCart(), [] )`. */
export const store = registerStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
