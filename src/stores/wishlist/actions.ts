/**
 * Plain actions of the wishlist store (the reducer's vocabulary). The public,
 * asynchronous actions are in thunks.ts.
 */

/**
 * Internal dependencies
 */
import type { ActionOf } from '../types';
import type {
	ApiError,
	CrossTab,
	ItemsPage,
	NoticeContext,
	QuantityUpdate,
	SavedItem,
	UserWishlist,
	Wishlist,
	WishlistItem,
	WishlistNotice,
} from './types';

/** Slices restored by a rollback, merged key by key. */
export interface Snapshot {
	lists?: Record< string, Wishlist >;
	items?: Record< number, WishlistItem >;
	pages?: Record< string, ItemsPage >;
	saved?: SavedItem[] | null;
	listIds?: number[] | null;
}

/**
 * The shopper's lists, default first.
 *
 * @param lists The lists.
 */
export function receiveLists( lists: Wishlist[] ) {
	return { type: 'RECEIVE_LISTS', lists } as const;
}

/**
 * One list (read by token, or returned by a write).
 *
 * @param list The list.
 */
export function receiveList( list: Wishlist ) {
	return { type: 'RECEIVE_LIST', list } as const;
}

/**
 * A list read that failed (e.g. 404 for someone else's private list).
 *
 * @param token The list's token.
 * @param error The error.
 */
export function receiveListError( token: string, error: ApiError ) {
	return { type: 'RECEIVE_LIST_ERROR', token, error } as const;
}

/**
 * The shopper's lists as a write answer gives them (`user_wishlists`).
 *
 * @param userWishlists The lists.
 */
export function receiveUserWishlists( userWishlists: UserWishlist[] ) {
	return { type: 'RECEIVE_USER_WISHLISTS', userWishlists } as const;
}

/**
 * A list under a new token (a new share link): its loaded pages and saved products follow it.
 *
 * @param previousToken The token it had.
 * @param list          The list, with its new token.
 */
export function receiveNewToken( previousToken: string, list: Wishlist ) {
	return { type: 'RECEIVE_NEW_TOKEN', previousToken, list } as const;
}

/**
 * Forgets a deleted list (and its items).
 *
 * @param id The list's id.
 */
export function removeList( id: number ) {
	return { type: 'REMOVE_LIST', id } as const;
}

/**
 * Changes a list's fields (optimistic title and privacy).
 *
 * @param id    The list's id.
 * @param patch The fields.
 */
export function patchList( id: number, patch: Partial< Wishlist > ) {
	return { type: 'PATCH_LIST', id, patch } as const;
}

/**
 * One page of a list's items.
 *
 * @param token The list's token.
 * @param items The items in position order.
 * @param page  The page: `{ total, totalPages, page, perPage }`.
 */
export function receiveItemsPage(
	token: string,
	items: WishlistItem[],
	page: Omit< ItemsPage, 'ids' >
) {
	return { type: 'RECEIVE_ITEMS_PAGE', token, items, page } as const;
}

/**
 * Items whose fields changed.
 *
 * @param items The items.
 */
export function receiveItems( items: WishlistItem[] ) {
	return { type: 'RECEIVE_ITEMS', items } as const;
}

/**
 * Changes an item's fields (optimistic quantity).
 *
 * @param itemId The item's id.
 * @param patch  The fields.
 */
export function patchItem( itemId: number, patch: Partial< WishlistItem > ) {
	return { type: 'PATCH_ITEM', itemId, patch } as const;
}

/**
 * Takes items out of the view, the saved products and their list's count.
 *
 * @param itemIds The items' ids.
 * @param token   Their list's token, when known.
 */
export function removeItems( itemIds: number[], token?: string ) {
	return { type: 'REMOVE_ITEMS', itemIds, token } as const;
}

/**
 * A page's new order of items (sort).
 *
 * @param key The page key `<token>:<page>:<perPage>`.
 * @param ids The item ids in order.
 */
export function setPageIds( key: string, ids: number[] ) {
	return { type: 'SET_PAGE_IDS', key, ids } as const;
}

/**
 * The shopper's saved products.
 *
 * @param saved The saved products.
 */
export function receiveSaved( saved: SavedItem[] ) {
	return { type: 'RECEIVE_SAVED', saved } as const;
}

/**
 * Adds a saved product (after add, copy, move).
 *
 * @param saved The saved product.
 */
export function addSaved( saved: SavedItem ) {
	return { type: 'ADD_SAVED', saved } as const;
}

/**
 * Drops saved products of a product (and variation) from all lists or from one.
 *
 * @param productId   The product.
 * @param variationId Only this variation (undefined: every variation).
 * @param wishlistId  Only this list (undefined: all).
 */
export function removeSaved(
	productId: number,
	variationId?: number,
	wishlistId?: number
) {
	return {
		type: 'REMOVE_SAVED',
		productId,
		variationId,
		wishlistId,
	} as const;
}

/**
 * Puts back what an optimistic change replaced.
 *
 * @param snapshot The slices as they were.
 */
export function restore( snapshot: Snapshot ) {
	return { type: 'RESTORE', snapshot } as const;
}

/**
 * Marks a request under way or done.
 *
 * @param key       e.g. `add:<productId>:<variationId>`, `item:<itemId>`, `list:<id>`.
 * @param isPending Whether it is under way.
 */
export function setPending( key: string, isPending: boolean ) {
	return { type: 'SET_PENDING', key, isPending } as const;
}

/**
 * Adds a notice with a given id (createNotice is the public action).
 *
 * @param notice The notice.
 */
export function addNotice( notice: WishlistNotice ) {
	return { type: 'ADD_NOTICE', notice } as const;
}

/**
 * Removes a notice.
 *
 * @param id The notice's id.
 */
export function removeNotice( id: string ) {
	return { type: 'REMOVE_NOTICE', id } as const;
}

/**
 * Removes every notice of a context, or every notice: a dialog that opens shows only what
 * happens in it, not the message of the action before.
 *
 * @param context 'global' or 'popup'; every context when left out.
 */
export function clearNotices( context?: NoticeContext ) {
	return { type: 'CLEAR_NOTICES', context } as const;
}

/**
 * Keeps, replaces or ends an item's quantity change waiting for calm.
 *
 * @param itemId The item's id.
 * @param update The change, or undefined when it settled.
 */
export function setQuantityUpdate( itemId: number, update?: QuantityUpdate ) {
	return { type: 'SET_QUANTITY_UPDATE', itemId, update } as const;
}

/**
 * Keeps this registry's listener to other tabs.
 *
 * @param crossTab The listener.
 */
export function setCrossTab( crossTab: CrossTab | null ) {
	return { type: 'SET_CROSS_TAB', crossTab } as const;
}

/**
 * Forgets all loaded data (lists, items, saved products); settings and notices stay.
 */
export function resetData() {
	return { type: 'RESET_DATA' } as const;
}

/** Every plain action: what this module's creators make. */
export type Action = ActionOf< typeof import( './actions' ) >;
