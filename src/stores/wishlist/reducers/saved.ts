/**
 * The reducer of the shopper's saved products (`saved`, `savedChanges`).
 */

/**
 * Internal dependencies
 */
import type { Action } from '../actions';
import type { SavedChange, SavedItem, WishlistState } from '../types';
import { productMatcher } from '../variation';

/**
 * The saved products after a save or a removal.
 *
 * @param saved  The saved products.
 * @param change ADD_SAVED or REMOVE_SAVED.
 */
function withSavedChange(
	saved: SavedItem[],
	change: SavedChange
): SavedItem[] {
	if ( change.type === 'ADD_SAVED' ) {
		return [
			...saved.filter(
				( entry ) => entry.item_id !== change.saved.item_id
			),
			change.saved,
		];
	}
	const isProduct = productMatcher( change.productId, change.variationId );
	return saved.filter(
		( entry ) =>
			! (
				isProduct( entry ) &&
				( change.wishlistId === undefined ||
					entry.wishlist_id === change.wishlistId )
			)
	);
}

/**
 * The saved products' share of the store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export function savedReducer(
	state: WishlistState,
	action: Action
): WishlistState | undefined {
	switch ( action.type ) {
		case 'RECEIVE_SAVED':
			// Saves and removals made while the answer was on its way win over it.
			return {
				...state,
				saved: ( state.savedChanges ?? [] ).reduce(
					withSavedChange,
					action.saved
				),
				savedChanges: [],
			};
		case 'ADD_SAVED':
		case 'REMOVE_SAVED':
			if ( state.saved === null ) {
				return {
					...state,
					savedChanges: [ ...( state.savedChanges ?? [] ), action ],
				};
			}
			return { ...state, saved: withSavedChange( state.saved, action ) };
	}
}
