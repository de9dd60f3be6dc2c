/**
 * What the wishlist store's thunks and resolvers receive.
 */

/**
 * WordPress dependencies
 */
import type {
	CurriedSelectorsOf,
	CurriedSelectorsResolveOf,
	DataRegistry,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Action } from '../actions';
import type * as selectors from '../selectors';
import type { WishlistState } from '../types';

type SelectorStore = StoreDescriptor<
	ReduxStoreConfig< WishlistState, Record< string, never >, typeof selectors >
>;

/** What a thunk of this store receives. */
export interface ThunkArgs {
	select: CurriedSelectorsOf< SelectorStore >;
	resolveSelect: CurriedSelectorsResolveOf< SelectorStore >;
	dispatch: ThunkDispatch;
	registry: DataRegistry;
}

/** The store's dispatch as thunks see it: plain actions and other thunks. */
export interface ThunkDispatch {
	( action: Action ): Action;
	< R >( thunk: ( args: ThunkArgs ) => R ): R;
}
