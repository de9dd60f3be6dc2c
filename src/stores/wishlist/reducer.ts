/**
 * Internal dependencies
 */
import type { Action } from './actions';
import { NO_SETTINGS } from './constants';
import type {
	ItemsPage,
	SavedChange,
	SavedItem,
	UserWishlist,
	Wishlist,
	WishlistSettings,
	WishlistState,
} from './types';

/**
 * The settings PHP printed (NO_SETTINGS for what it left out).
 */
export function readSettings(): WishlistSettings {
	const printed =
		typeof window !== 'undefined' ? window.boudoirWishlistSettings : {};
	return {
		...NO_SETTINGS,
		...printed,
		limits: { ...NO_SETTINGS.limits, ...printed?.limits },
	};
}

/**
 * The state before anything is loaded.
 */
export function initialState(): WishlistState {
	return {
		settings: readSettings(),
		listIds: null,
		lists: {},
		listErrors: {},
		renamedTokens: {},
		items: {},
		pages: {},
		saved: null,
		notices: [],
		noticeCount: 0,
		pending: {},
		quantityUpdates: {},
		crossTab: null,
	};
}

/**
 * The key of a loaded page of items.
 *
 * @param token   The list's token.
 * @param page    The page.
 * @param perPage Items per page.
 */
export function pageKey(
	token: string,
	page: number,
	perPage: number
): string {
	return `${ token }:${ page }:${ perPage }`;
}

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
	return saved.filter(
		( entry ) =>
			! (
				entry.product_id === change.productId &&
				( change.variationId === undefined ||
					entry.variation_id === change.variationId ) &&
				( change.wishlistId === undefined ||
					entry.wishlist_id === change.wishlistId )
			)
	);
}

function tokenOfKey( key: string ): string {
	return key.slice( 0, key.indexOf( ':' ) );
}

function listById(
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

function withoutIds(
	pages: Record< string, ItemsPage >,
	itemIds: number[]
): Record< string, ItemsPage > {
	const next: Record< string, ItemsPage > = {};
	for ( const [ key, page ] of Object.entries( pages ) ) {
		const ids = page.ids.filter( ( id ) => ! itemIds.includes( id ) );
		const removed = page.ids.length - ids.length;
		next[ key ] =
			removed === 0
				? page
				: { ...page, ids, total: Math.max( 0, page.total - removed ) };
	}
	return next;
}

/**
 * The store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export default function reducer(
	state: WishlistState = initialState(),
	action: Action
): WishlistState {
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
			if ( ! removed ) {
				return {
					...state,
					listIds:
						state.listIds?.filter( ( id ) => id !== action.id ) ??
						null,
				};
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
				listIds:
					state.listIds?.filter( ( id ) => id !== action.id ) ?? null,
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
		case 'RECEIVE_ITEMS_PAGE': {
			const items = { ...state.items };
			action.items.forEach(
				( item ) => ( items[ item.item_id ] = item )
			);
			const { page, perPage } = action.page;
			return {
				...state,
				items,
				pages: {
					...state.pages,
					[ pageKey( action.token, page, perPage ) ]: {
						...action.page,
						ids: action.items.map( ( item ) => item.item_id ),
					},
				},
			};
		}
		case 'RECEIVE_ITEMS': {
			const items = { ...state.items };
			action.items.forEach(
				( item ) => ( items[ item.item_id ] = item )
			);
			return { ...state, items };
		}
		case 'PATCH_ITEM': {
			const item = state.items[ action.itemId ];
			if ( ! item ) {
				return state;
			}
			return {
				...state,
				items: {
					...state.items,
					[ action.itemId ]: { ...item, ...action.patch },
				},
			};
		}
		case 'REMOVE_ITEMS': {
			const items = { ...state.items };
			action.itemIds.forEach( ( id ) => delete items[ id ] );
			const savedBefore = state.saved ?? [];
			const gone = savedBefore.filter( ( saved ) =>
				action.itemIds.includes( saved.item_id )
			);
			const lists = { ...state.lists };
			// Count the removed items per list: from the saved products, else the given token.
			const perToken: Record< string, number > = {};
			if ( gone.length > 0 ) {
				gone.forEach( ( saved ) => {
					perToken[ saved.wishlist_token ] =
						( perToken[ saved.wishlist_token ] ?? 0 ) + 1;
				} );
			} else if ( action.token ) {
				perToken[ action.token ] = action.itemIds.filter(
					( id ) => id in state.items
				).length;
			}
			for ( const [ token, count ] of Object.entries( perToken ) ) {
				const list = lists[ token ];
				if ( list && count > 0 ) {
					lists[ token ] = {
						...list,
						item_count: Math.max( 0, list.item_count - count ),
					};
				}
			}
			return {
				...state,
				items,
				lists,
				pages: withoutIds( state.pages, action.itemIds ),
				saved:
					state.saved === null
						? null
						: state.saved.filter(
								( saved ) =>
									! action.itemIds.includes( saved.item_id )
							),
			};
		}
		case 'SET_PAGE_IDS': {
			const page = state.pages[ action.key ];
			if ( ! page ) {
				return state;
			}
			return {
				...state,
				pages: {
					...state.pages,
					[ action.key ]: { ...page, ids: action.ids },
				},
			};
		}
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
		case 'RESTORE': {
			const { snapshot } = action;
			return {
				...state,
				...( snapshot.lists && {
					lists: { ...state.lists, ...snapshot.lists },
				} ),
				...( snapshot.items && {
					items: { ...state.items, ...snapshot.items },
				} ),
				...( snapshot.pages && {
					pages: { ...state.pages, ...snapshot.pages },
				} ),
				...( snapshot.saved !== undefined && {
					saved: snapshot.saved,
				} ),
				...( snapshot.listIds !== undefined && {
					listIds: snapshot.listIds,
				} ),
			};
		}
		case 'SET_PENDING': {
			const pending = { ...state.pending };
			if ( action.isPending ) {
				pending[ action.key ] = true;
			} else {
				delete pending[ action.key ];
			}
			return { ...state, pending };
		}
		case 'ADD_NOTICE':
			return {
				...state,
				notices: [
					...state.notices.filter(
						( notice ) => notice.id !== action.notice.id
					),
					action.notice,
				],
				noticeCount: state.noticeCount + 1,
			};
		case 'REMOVE_NOTICE':
			return {
				...state,
				notices: state.notices.filter(
					( notice ) => notice.id !== action.id
				),
			};
		case 'CLEAR_NOTICES':
			return {
				...state,
				notices: action.context
					? state.notices.filter(
							( notice ) => notice.context !== action.context
						)
					: [],
			};
		case 'SET_QUANTITY_UPDATE': {
			const quantityUpdates = { ...state.quantityUpdates };
			if ( action.update ) {
				quantityUpdates[ action.itemId ] = action.update;
			} else {
				delete quantityUpdates[ action.itemId ];
			}
			return { ...state, quantityUpdates };
		}
		case 'SET_CROSS_TAB':
			return { ...state, crossTab: action.crossTab };
		case 'RESET_DATA':
			return {
				...initialState(),
				settings: state.settings,
				notices: state.notices,
				noticeCount: state.noticeCount,
				crossTab: state.crossTab,
			};
		default:
			return state;
	}
}
