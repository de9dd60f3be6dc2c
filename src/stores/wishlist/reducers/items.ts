/**
 * The reducer of the items and their loaded pages (`items`, `pages`), with what a removal
 * changes elsewhere: the lists' counts and the saved products.
 */

/**
 * Internal dependencies
 */
import type { Action } from '../actions';
import { pageKey } from '../page-key';
import type { ItemsPage, WishlistState } from '../types';

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
 * The items' share of the store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export function itemsReducer(
	state: WishlistState,
	action: Action
): WishlistState | undefined {
	switch ( action.type ) {
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
	}
}
