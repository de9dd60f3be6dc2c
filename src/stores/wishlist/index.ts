/**
 * The wishlist store `boudoir/wishlist` (script handle `boudoir-stores-wishlist`,
 * import `@boudoir/stores/wishlist`). Importing it registers the store, nothing else.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

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
import type { WishlistLimits } from './types';

export { STORE_NAME, QUANTITY_DEBOUNCE_MS, SYNC_CHANNEL } from './constants';
export { CHANGED_EVENT } from './sync';
export { cartVariationOf, isSameChoice, needsChoice } from './variation';
export type * from './types';

const actions = {
	createNotice: thunks.createNotice,
	removeNotice: plainActions.removeNotice,
	clearNotices: plainActions.clearNotices,
	invalidateAll: thunks.invalidateAll,
	stopCrossTabSync: thunks.stopCrossTabSync,
	addToWishlist: thunks.addToWishlist,
	removeItem: thunks.removeItem,
	removeProduct: thunks.removeProduct,
	updateQuantity: thunks.updateQuantity,
	sortItems: thunks.sortItems,
	moveItem: thunks.moveItem,
	copyItem: thunks.copyItem,
	removeFromAll: thunks.removeFromAll,
	createList: thunks.createList,
	deleteList: thunks.deleteList,
	saveTitle: thunks.saveTitle,
	savePrivacy: thunks.savePrivacy,
	newLink: thunks.newLink,
	askEstimate: thunks.askEstimate,
	reloadAndAdd: thunks.reloadAndAdd,
	addItemToCart: thunks.addItemToCart,
};

/** The store descriptor: `useSelect( ( select ) => select( store ).getLists(), [] )`. */
export const store = registerStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

/** The server's limits on a form's fields; undefined where the page printed none. */
export type FieldLimits = { [ K in keyof WishlistLimits ]: number | undefined };

/**
 * The limits the server holds forms to (printed with the settings: maxlength, max), so the
 * fields say them before a request is refused.
 */
export function useFieldLimits(): FieldLimits {
	const limits = useSelect(
		( select ) => select( store ).getSettings().limits,
		[]
	);
	return useMemo(
		() => ( {
			quantity: limits.quantity || undefined,
			wishlistName: limits.wishlistName || undefined,
			estimateName: limits.estimateName || undefined,
			estimateNotes: limits.estimateNotes || undefined,
		} ),
		[ limits ]
	);
}
