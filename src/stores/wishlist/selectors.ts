/**
 * Internal dependencies
 */
import { memoized } from '../memoized';
import { DEFAULT_PER_PAGE } from './constants';
import { addKey, cartKey, itemKey, listKey } from './pending-keys';
import { pageKey } from './page-key';
import { listById } from './reducers/lists';
import { isSameChoice, productMatcher } from './variation';
import type {
	ApiError,
	ChosenAttribute,
	ItemsPage,
	NoticeContext,
	SavedItem,
	Wishlist,
	WishlistItem,
	WishlistNotice,
	WishlistSettings,
	WishlistState,
} from './types';

const NO_SAVED: SavedItem[] = [];
const NO_ITEMS: WishlistItem[] = [];

/**
 * The front-end settings.
 *
 * @param state The state.
 */
export function getSettings( state: WishlistState ): WishlistSettings {
	return state.settings;
}

/**
 * The shopper's lists, default first (`[]` while loading).
 *
 * @param state The state.
 */
export const getLists = memoized(
	( state: WishlistState ): Wishlist[] =>
		( state.listIds ?? [] )
			.map( ( id ) => listById( state.lists, id ) )
			.filter( ( list ): list is Wishlist => list !== undefined ),
	( state: WishlistState ) => [ state.listIds, state.lists ]
);

/**
 * Whether the shopper's lists are loaded.
 *
 * @param state The state.
 */
export function hasLoadedLists( state: WishlistState ): boolean {
	return state.listIds !== null;
}

/**
 * The shopper's default list.
 *
 * @param state The state.
 */
export function getDefaultList( state: WishlistState ): Wishlist | undefined {
	const lists = getLists( state );
	return lists.find( ( list ) => list.default ) ?? lists[ 0 ];
}

/**
 * A list by its token (or by a token it had before a new link made in this tab).
 *
 * @param state The state.
 * @param token The list's token.
 */
export function getList(
	state: WishlistState,
	token: string
): Wishlist | undefined {
	// A list given a new link here answers to its old token too, so a view shown by the old
	// one keeps its list (and its focus) while it moves to the new address.
	return (
		state.lists[ token ] ??
		state.lists[ state.renamedTokens[ token ] ?? '' ]
	);
}

/**
 * Why a list could not be read (e.g. 404 for someone else's private list).
 *
 * @param state The state.
 * @param token The list's token.
 */
export function getListError(
	state: WishlistState,
	token: string
): ApiError | undefined {
	return state.listErrors[ token ];
}

/**
 * A loaded page of a list's items.
 *
 * @param state   The state.
 * @param token   The list's token.
 * @param page    The page (from 1).
 * @param perPage Items per page.
 */
export function getItemsPage(
	state: WishlistState,
	token: string,
	page: number = 1,
	perPage: number = DEFAULT_PER_PAGE
): ItemsPage | undefined {
	return state.pages[ pageKey( token, page, perPage ) ];
}

/**
 * The items of a page of a list, in position order (`[]` while loading).
 *
 * @param state   The state.
 * @param token   The list's token.
 * @param page    The page (from 1).
 * @param perPage Items per page.
 */
export const getItems = memoized(
	(
		state: WishlistState,
		token: string,
		page: number = 1,
		perPage: number = DEFAULT_PER_PAGE
	): WishlistItem[] => {
		const loaded = getItemsPage( state, token, page, perPage );
		if ( ! loaded ) {
			return NO_ITEMS;
		}
		return loaded.ids
			.map( ( id ) => state.items[ id ] )
			.filter( ( item ): item is WishlistItem => item !== undefined );
	},
	( state: WishlistState ) => [ state.pages, state.items ]
);

/**
 * An item by its id.
 *
 * @param state  The state.
 * @param itemId The item's id.
 */
export function getItem(
	state: WishlistState,
	itemId: number
): WishlistItem | undefined {
	return state.items[ itemId ];
}

/**
 * The shopper's saved products over all their lists (ids only).
 *
 * @param state The state.
 */
export function getSavedItems( state: WishlistState ): SavedItem[] {
	return state.saved ?? NO_SAVED;
}

/**
 * Whether the shopper saved a product (or this variation of it) on any list.
 *
 * @param state       The state.
 * @param productId   The product.
 * @param variationId The variation (0: the product itself).
 */
export function isProductSaved(
	state: WishlistState,
	productId: number,
	variationId: number = 0
): boolean {
	return getSavedItems( state ).some(
		productMatcher( productId, variationId )
	);
}

/**
 * The shopper's saved items of a product (or this variation of it) over all their lists,
 * those whose attribute values are the shopper's current choice (see isSameChoice). The
 * same array until the saved products change, so views may select it.
 *
 * @param state       The state.
 * @param productId   The product.
 * @param variationId The variation (0: the product itself).
 * @param chosen      The values chosen on the page, if any.
 */
export const getSavedItemsOfProduct = memoized(
	(
		state: WishlistState,
		productId: number,
		variationId: number = 0,
		chosen?: ChosenAttribute[]
	): SavedItem[] => {
		const isProduct = productMatcher( productId, variationId );
		const found = getSavedItems( state ).filter(
			( saved ) =>
				isProduct( saved ) && isSameChoice( saved.variation, chosen )
		);
		return found.length > 0 ? found : NO_SAVED;
	},
	( state: WishlistState ) => [ state.saved ]
);

/**
 * How many items the shopper has over all their lists (for the counter).
 *
 * @param state The state.
 */
export function getItemCount( state: WishlistState ): number {
	if ( state.saved !== null ) {
		return state.saved.length;
	}
	return getLists( state ).reduce(
		( count, list ) => count + list.item_count,
		0
	);
}

/**
 * The notices, of one context or all.
 *
 * @param state   The state.
 * @param context 'global' or 'popup'.
 */
export const getNotices = memoized(
	( state: WishlistState, context?: NoticeContext ): WishlistNotice[] =>
		context === undefined
			? state.notices
			: state.notices.filter( ( notice ) => notice.context === context ),
	( state: WishlistState ) => [ state.notices ]
);

/**
 * Whether a request is under way.
 *
 * @param state The state.
 * @param key   e.g. `add:<productId>:<variationId>`, `item:<itemId>`, `list:<id>`.
 */
export function isPending( state: WishlistState, key: string ): boolean {
	return state.pending[ key ] === true;
}

/**
 * Whether a product (or this variation of it) is being added to a list.
 *
 * @param state       The state.
 * @param productId   The product.
 * @param variationId The variation (0: the product itself).
 */
export function isAdding(
	state: WishlistState,
	productId: number,
	variationId: number = 0
): boolean {
	return isPending( state, addKey( productId, variationId ) );
}

/**
 * Whether an item is changing (removal, quantity, move, copy) or on its way to the cart.
 *
 * @param state  The state.
 * @param itemId The item.
 */
export function isItemPending( state: WishlistState, itemId: number ): boolean {
	return (
		isPending( state, itemKey( itemId ) ) ||
		isPending( state, cartKey( itemId ) )
	);
}

/**
 * Whether a list is changing (title, privacy, deletion), or, for 'new', being created.
 *
 * @param state  The state.
 * @param listId The list's id, or 'new'.
 */
export function isListPending(
	state: WishlistState,
	listId: number | 'new'
): boolean {
	return isPending( state, listKey( listId ) );
}

/**
 * The whole state, for the store's own rollbacks (not for views).
 *
 * @param state The state.
 */
export function getRawState( state: WishlistState ): WishlistState {
	return state;
}
