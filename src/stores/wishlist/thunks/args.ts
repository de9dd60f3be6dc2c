/**
 * What the wishlist store's thunks and resolvers receive.
 */

/**
 * Internal dependencies
 */
import type { StoreThunkArgs } from '../../types';
import type { Action } from '../actions';
import type * as selectors from '../selectors';
import type { WishlistState } from '../types';

/** What a thunk of this store receives. */
export type ThunkArgs = StoreThunkArgs<
	WishlistState,
	Action,
	typeof selectors
>;

/** The store's dispatch as thunks see it: plain actions and other thunks. */
export type ThunkDispatch = ThunkArgs[ 'dispatch' ];
