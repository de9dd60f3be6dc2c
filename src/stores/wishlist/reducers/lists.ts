/**
 * The reducer of the lists (`lists`, `listIds`, `listErrors`, `renamedTokens`), with what a
 * list's new token or removal changes elsewhere: its loaded pages, items and saved products.
 */

/**
 * Internal dependencies
 */
import type { Action } from '../actions';
import { tokenOfKey } from '../page-key';
import type {
	ItemsPage,
	UserWishlist,
	Wishlist,
	WishlistState,
} from '../types';

/**
 * A list by its id.
 *
 * @param lists The lists, by token.
 * @param id    The list's id.
 */
export function listById(
	lists: Record< string, Wishlist >,
	id: number
): Wishlist | undefined {
	return Object.values( lists ).find( ( list ) => list.id === id );
}

/**
 * A list known only from `user_wishlists` until the full list is read again.
 * @param userWishlist
 * @param known
 */
function fromUserWishlist(
	userWishlist: UserWishlist,
	known: Wishlist | undefined
): Wishlist {
	return {
		...( known ?? {
			slug: '',
			privacy: 'private',
			item_count: 0,
			price_drop_count: 0,
			share_url: null,
			is_user_owner: true,
		} ),
		id: userWishlist.id,
		token: userWishlist.token,
		wishlist_name: userWishlist.wishlist_name,
		default: userWishlist.default,
		add_to_this_wishlist_url: userWishlist.add_to_this_wishlist_url,
	};
}

/**
 * Keeps at most one default among the shopper's lists.
 * @param lists
 * @param list
 */
function withDefault(
	lists: Record< string, Wishlist >,
	list: Wishlist
): Record< string, Wishlist > {
	const known = lists[ list.token ];
	// Write answers do not count price drops (null): the count the store has stays.
	const next = {
		...lists,
		[ list.token ]:
			list.price_drop_count === null && known
				? { ...list, price_drop_count: known.price_drop_count }
				: list,
	};
	if ( list.default && list.is_user_owner ) {
		for ( const [ token, other ] of Object.entries( next ) ) {
			if (
				token !== list.token &&
				other.default &&
				other.is_user_owner
			) {
				next[ token ] = { ...other, default: false };
			}
		}
	}
	return next;
}

/**
 * The lists' share of the store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export function listsReducer(
	state: WishlistState,
	action: Action
): WishlistState | undefined {
	switch ( action.type ) {
		case 'RECEIVE_LISTS': {
			let lists = { ...state.lists };
			for ( const list of action.lists ) {
				lists = withDefault( lists, list );
			}
			return {
				...state,
				lists,
				listIds: action.lists.map( ( list ) => list.id ),
			};
		}
		case 'RECEIVE_LIST': {
			const { list } = action;
			const listErrors = { ...state.listErrors };
			delete listErrors[ list.token ];
			let listIds = state.listIds;
			if (
				listIds !== null &&
				list.is_user_owner &&
				! listIds.includes( list.id )
			) {
				listIds = list.default
					? [ list.id, ...listIds ]
					: [ ...listIds, list.id ];
			}
			return {
				...state,
				lists: withDefault( state.lists, list ),
				listErrors,
				listIds,
			};
		}
		case 'RECEIVE_LIST_ERROR':
			return {
				...state,
				listErrors: {
					...state.listErrors,
					[ action.token ]: action.error,
				},
			};
		case 'RECEIVE_USER_WISHLISTS': {
			const lists = { ...state.lists };
			for ( const [ token, list ] of Object.entries( lists ) ) {
				if (
					list.is_user_owner &&
					! action.userWishlists.some(
						( own ) => own.token === token
					)
				) {
					delete lists[ token ];
				}
			}
			for ( const own of action.userWishlists ) {
				lists[ own.token ] = fromUserWishlist(
					own,
					lists[ own.token ]
				);
			}
			return {
				...state,
				lists,
				listIds: action.userWishlists.map( ( own ) => own.id ),
			};
		}
		case 'RECEIVE_NEW_TOKEN': {
			const { previousToken, list } = action;
			const lists = { ...state.lists };
			delete lists[ previousToken ];
			const listErrors = { ...state.listErrors };
			delete listErrors[ previousToken ];
			delete listErrors[ list.token ];
			const pages: Record< string, ItemsPage > = {};
			for ( const [ key, page ] of Object.entries( state.pages ) ) {
				pages[
					tokenOfKey( key ) === previousToken
						? list.token + key.slice( previousToken.length )
						: key
				] = page;
			}
			const renamedTokens: Record< string, string > = {
				[ previousToken ]: list.token,
			};
			for ( const [ old, current ] of Object.entries(
				state.renamedTokens
			) ) {
				renamedTokens[ old ] =
					current === previousToken ? list.token : current;
			}
			return {
				...state,
				lists: withDefault( lists, list ),
				listErrors,
				renamedTokens,
				pages,
				saved:
					state.saved?.map( ( saved ) =>
						saved.wishlist_id === list.id
							? { ...saved, wishlist_token: list.token }
							: saved
					) ?? null,
			};
		}
		case 'REMOVE_LIST': {
			const removed = listById( state.lists, action.id );
			const listIds =
				state.listIds?.filter( ( id ) => id !== action.id ) ?? null;
			if ( ! removed ) {
				return { ...state, listIds };
			}
			const lists = { ...state.lists };
			delete lists[ removed.token ];
			const pages: Record< string, ItemsPage > = {};
			const items = { ...state.items };
			for ( const [ key, page ] of Object.entries( state.pages ) ) {
				if ( tokenOfKey( key ) === removed.token ) {
					page.ids.forEach( ( id ) => delete items[ id ] );
				} else {
					pages[ key ] = page;
				}
			}
			return {
				...state,
				lists,
				items,
				pages,
				listIds,
				saved:
					state.saved?.filter(
						( saved ) => saved.wishlist_id !== action.id
					) ?? null,
			};
		}
		case 'PATCH_LIST': {
			const list = listById( state.lists, action.id );
			if ( ! list ) {
				return state;
			}
			return {
				...state,
				lists: {
					...state.lists,
					[ list.token ]: { ...list, ...action.patch },
				},
			};
		}
	}
}
