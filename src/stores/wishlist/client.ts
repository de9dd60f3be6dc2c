/**
 * The typed REST client of the wishlist store: one function per route of `boudoir/v1`
 * (docs/rest-api.md). Each names its route once, `METHOD /path`: the request is built from
 * it, and its fields and answer are the route's own types, generated from the schemas the
 * routes publish (rest-types.gen.ts). Thunks and resolvers call these and never build a path
 * or a field name themselves; every answer is checked here, once (answers.ts), and a
 * malformed one rejects with a clear ApiError.
 */

/**
 * Internal dependencies
 */
import {
	REST_NAMESPACE,
	apiRequest,
	apiRequestWithHeaders,
} from '@boudoir/api';
import type { RequestOptions } from '@boudoir/api';
import { checkedList, invalidAnswer } from './answers';
import type { AnswerOf, ArgsOf, Check } from './answers';
import {
	isEstimate,
	isItemAdded,
	isItemDeleted,
	isItemQuantity,
	isItemsSorted,
	isProductRemoved,
	isProductRemovedFromAll,
	isSavedItem,
	isWishlist,
	isWishlistAlerts,
	isWishlistDeleted,
	isWishlistItem,
	isWishlistPrivacy,
	isWishlistReload,
	isWishlistTitle,
	isWishlistToken,
} from './rest-types.gen';
import type { RestRoutes } from './rest-types.gen';
import type {
	EstimateResult,
	Privacy,
	SavedItem,
	Wishlist,
	WishlistItem,
} from './types';

export { INVALID_ANSWER, invalidAnswer } from './answers';
// One of the caller's lists as in `user_wishlists`, which a refused add carries too.
export { isUserWishlist } from './rest-types.gen';

/** How a request fills its route in. */
interface Call {
	/** The path's `<…>` parameter (each route has one at most). */
	param?: string | number;
	/** A read's query string, from `?`. */
	query?: string;
	/** A write's fields. */
	data?: object;
	/** Aborts the request. */
	signal?: AbortSignal;
}

/**
 * The request of a route: its method, and its path with its `<…>` filled in.
 *
 * @param route The route, `METHOD /path`.
 * @param call  What fills it in.
 */
function requestOf( route: string, call: Call = {} ): RequestOptions {
	// What is left, a write's fields and the abort signal, goes to api-fetch as it is.
	const { param = '', query = '', ...rest } = call;
	const [ method, path ] = route.split( ' ' );
	return {
		method,
		path: `/${ REST_NAMESPACE }${ path.replace(
			/<\w+>/,
			encodeURIComponent( param )
		) }${ query }`,
		...rest,
	};
}

/**
 * Sends a request to a route and checks its answer.
 *
 * @param route The route, `METHOD /path`.
 * @param check Its answer's check.
 * @param call  What fills it in.
 */
async function send< Route extends keyof RestRoutes >(
	route: Route,
	check: Check< Route >,
	call: Call = {}
): Promise< AnswerOf< Route > > {
	const answer = await apiRequest< unknown >( requestOf( route, call ) );
	if ( ! check( answer ) ) {
		throw invalidAnswer( route );
	}
	return answer;
}

/** Fields every write answer about lists may carry. */
export type ListsAnswer = Pick< AnswerOf< 'POST /items/remove' >, 'message' > &
	Partial<
		Pick<
			AnswerOf< 'POST /items/remove-from-all' >,
			'wishlist' | 'user_wishlists'
		>
	>;

/* -------------------------------------------------------------------------- */
/* Lists                                                                      */
/* -------------------------------------------------------------------------- */

/**
 * The caller's lists, default first (GET /wishlists, every page).
 */
export async function getWishlists(): Promise< Wishlist[] > {
	const route = 'GET /wishlists';
	// per_page=-1 makes api-fetch follow the Link header 100 at a time.
	const answer = await apiRequest< unknown >(
		requestOf( route, { query: '?per_page=-1' } )
	);
	return checkedList( route, isWishlist, answer );
}

/**
 * One list by its token, a visitor's shared list too (GET /wishlists/<token>).
 *
 * @param token The list's token.
 */
export function getWishlist( token: string ): Promise< Wishlist > {
	return send( 'GET /wishlists/<wishlist_token>', isWishlist, {
		param: token,
	} );
}

/** What POST /wishlists takes. */
export type CreateWishlistRequest = ArgsOf< 'POST /wishlists' >;

/**
 * Creates a list (POST /wishlists).
 *
 * @param request Name and privacy.
 */
export function createWishlist(
	request: CreateWishlistRequest
): Promise< Wishlist > {
	return send( 'POST /wishlists', isWishlist, { data: request } );
}

/**
 * Deletes a list and its items (DELETE /wishlists/<id>).
 *
 * @param id The list's id.
 */
export function deleteWishlist(
	id: number
): Promise< AnswerOf< 'DELETE /wishlists/<wishlist_id>' > > {
	return send( 'DELETE /wishlists/<wishlist_id>', isWishlistDeleted, {
		param: id,
	} );
}

/** The answer of a list's title or privacy change. */
export type WishlistAnswer = AnswerOf< 'POST /wishlists/<wishlist_id>/title' >;

/**
 * Renames a list (POST /wishlists/<id>/title).
 *
 * @param id    The list's id.
 * @param title The new title.
 */
export function saveWishlistTitle(
	id: number,
	title: string
): Promise< WishlistAnswer > {
	return send( 'POST /wishlists/<wishlist_id>/title', isWishlistTitle, {
		param: id,
		data: { title },
	} );
}

/**
 * Changes who may read a list (POST /wishlists/<id>/privacy).
 *
 * @param id      The list's id.
 * @param privacy The new privacy.
 */
export function saveWishlistPrivacy(
	id: number,
	privacy: Privacy
): Promise< WishlistAnswer > {
	return send( 'POST /wishlists/<wishlist_id>/privacy', isWishlistPrivacy, {
		param: id,
		data: { privacy },
	} );
}

/** The answer of a new share link: the list with its new token, and the token it had. */
export type NewLinkAnswer = AnswerOf< 'POST /wishlists/<wishlist_id>/token' >;

/**
 * Gives a list a new share token (POST /wishlists/<id>/token): links made with the old one
 * find nothing.
 *
 * @param id The list's id.
 */
export function newWishlistLink( id: number ): Promise< NewLinkAnswer > {
	return send( 'POST /wishlists/<wishlist_id>/token', isWishlistToken, {
		param: id,
	} );
}

/** One page of a list's items, with the totals from the headers. */
export interface ItemsPageAnswer {
	items: WishlistItem[];
	total: number;
	totalPages: number;
}

/**
 * A page of a list's items (GET /wishlists/<token>/items).
 *
 * @param token   The list's token.
 * @param page    The page.
 * @param perPage Items per page.
 */
export async function getWishlistItems(
	token: string,
	page: number,
	perPage: number
): Promise< ItemsPageAnswer > {
	const route = 'GET /wishlists/<wishlist_token>/items';
	const { body, headers } = await apiRequestWithHeaders< unknown >(
		requestOf( route, {
			param: token,
			query: `?page=${ page }&per_page=${ perPage }`,
		} )
	);
	const items = checkedList( route, isWishlistItem, body );
	return {
		items,
		total: Number( headers.get( 'X-WP-Total' ) ?? items.length ),
		totalPages: Number(
			headers.get( 'X-WP-TotalPages' ) ?? ( items.length > 0 ? 1 : 0 )
		),
	};
}

/**
 * Asks the shop for an estimate of a list (POST /wishlists/<token>/estimate).
 *
 * @param token  The list's token.
 * @param fields name, email, notes, copy and the shop's extra fields.
 */
export function askWishlistEstimate(
	token: string,
	fields: Record< string, string | boolean >
): Promise< EstimateResult > {
	return send( 'POST /wishlists/<token>/estimate', isEstimate, {
		param: token,
		data: fields,
	} );
}

/** What POST /wishlists/reload takes. */
export type ReloadRequest = ArgsOf< 'POST /wishlists/reload' >;

/** The answer of POST /wishlists/reload. */
export type ReloadAnswer = AnswerOf< 'POST /wishlists/reload' >;

/**
 * Adds a product to a list and answers a page of it (POST /wishlists/reload).
 *
 * @param request The list, the product and the page.
 */
export function reloadWishlist(
	request: ReloadRequest
): Promise< ReloadAnswer > {
	return send( 'POST /wishlists/reload', isWishlistReload, {
		data: request,
	} );
}

/* -------------------------------------------------------------------------- */
/* Items                                                                      */
/* -------------------------------------------------------------------------- */

/**
 * The caller's saved products over all their lists (GET /items/saved).
 */
export async function getSavedItems(): Promise< SavedItem[] > {
	const route = 'GET /items/saved';
	return checkedList(
		route,
		isSavedItem,
		await apiRequest< unknown >( requestOf( route ) )
	);
}

/** What POST /items/add takes. */
export type AddItemRequest = ArgsOf< 'POST /items/add' >;

/** The answer of add, move and copy. */
export type ItemAnswer = AnswerOf< 'POST /items/add' >;

/**
 * Adds a product to a list of the caller's (POST /items/add).
 *
 * @param request The product, the list and the quantity.
 */
export function addItem( request: AddItemRequest ): Promise< ItemAnswer > {
	return send( 'POST /items/add', isItemAdded, { data: request } );
}

/** What POST /items/move and /items/copy take. */
export type TransferItemRequest = ArgsOf< 'POST /items/move' >;

/**
 * Moves or copies an item to another list of the caller's (POST /items/move, /items/copy).
 *
 * @param mode    'move' or 'copy'.
 * @param request The item, its list and the destination.
 */
export function transferItem(
	mode: 'move' | 'copy',
	request: TransferItemRequest
): Promise< ItemAnswer > {
	// A move's and a copy's answers are an add's.
	return send( `POST /items/${ mode }`, isItemAdded, { data: request } );
}

/**
 * Deletes an item (DELETE /items/<id>).
 *
 * @param itemId The item.
 */
export function deleteItem(
	itemId: number
): Promise< AnswerOf< 'DELETE /items/<item_id>' > > {
	return send( 'DELETE /items/<item_id>', isItemDeleted, { param: itemId } );
}

/** What POST /items/remove takes. */
export type RemoveProductRequest = ArgsOf< 'POST /items/remove' >;

/**
 * Removes a product (every variation, or one) from a list (POST /items/remove).
 *
 * @param request The product and the list.
 */
export function removeProduct(
	request: RemoveProductRequest
): Promise< AnswerOf< 'POST /items/remove' > > {
	return send( 'POST /items/remove', isProductRemoved, { data: request } );
}

/** What POST /items/remove-from-all takes. */
export type RemoveFromAllRequest = ArgsOf< 'POST /items/remove-from-all' >;

/**
 * Removes a product from all the caller's lists (POST /items/remove-from-all).
 *
 * @param request The product.
 */
export function removeFromAll(
	request: RemoveFromAllRequest
): Promise< AnswerOf< 'POST /items/remove-from-all' > > {
	return send( 'POST /items/remove-from-all', isProductRemovedFromAll, {
		data: request,
	} );
}

/** What POST /items/quantity takes. */
export type QuantityRequest = ArgsOf< 'POST /items/quantity' >;

/** The answer of POST /items/quantity. */
export type QuantityAnswer = AnswerOf< 'POST /items/quantity' >;

/**
 * Changes an item's quantity (POST /items/quantity).
 *
 * @param request The item, its list and the quantity.
 * @param signal  Aborts the request (a newer change replaces it).
 */
export function setItemQuantity(
	request: QuantityRequest,
	signal?: AbortSignal
): Promise< QuantityAnswer > {
	return send( 'POST /items/quantity', isItemQuantity, {
		data: request,
		signal,
	} );
}

/** What POST /items/sort takes. */
export type SortItemsRequest = ArgsOf< 'POST /items/sort' >;

/** The answer of POST /items/sort: the whole list's item ids in order. */
export type SortItemsAnswer = AnswerOf< 'POST /items/sort' >;

/**
 * Saves the order of one page of a list (POST /items/sort).
 *
 * @param request The list, the page and its ids in order.
 */
export function sortItems(
	request: SortItemsRequest
): Promise< SortItemsAnswer > {
	return send( 'POST /items/sort', isItemsSorted, { data: request } );
}

/* -------------------------------------------------------------------------- */
/* Alerts                                                                     */
/* -------------------------------------------------------------------------- */

/**
 * The answer of every alert route: what a write did in words ('' for the read), and the list's
 * choices now.
 */
export type AlertsAnswer = AnswerOf< 'GET /wishlists/<wishlist_id>/alerts' >;

/** What POST /wishlists/<id>/alerts takes besides the list. */
export type SaveAlertsRequest = Omit<
	ArgsOf< 'POST /wishlists/<wishlist_id>/alerts' >,
	'wishlist_id'
>;

/**
 * A list's alert choices, and where its alerts go (GET /wishlists/<id>/alerts; its owner only).
 *
 * @param id The list's id.
 */
export function getWishlistAlerts( id: number ): Promise< AlertsAnswer > {
	return send( 'GET /wishlists/<wishlist_id>/alerts', isWishlistAlerts, {
		param: id,
	} );
}

/**
 * Saves the alert choice of a list, or of one of its items (POST /wishlists/<id>/alerts). A guest
 * without an address on file gives one (`email`), confirmed from the e-mail sent to it.
 *
 * @param id      The list's id.
 * @param request The choice: the item (absent: the list), each kind on or off, or `inherit`.
 */
export function saveWishlistAlerts(
	id: number,
	request: SaveAlertsRequest
): Promise< AlertsAnswer > {
	return send( 'POST /wishlists/<wishlist_id>/alerts', isWishlistAlerts, {
		param: id,
		data: request,
	} );
}

/**
 * Turns every alert of a list and of its items off (DELETE /wishlists/<id>/alerts).
 *
 * @param id The list's id.
 */
export function stopWishlistAlerts( id: number ): Promise< AlertsAnswer > {
	return send( 'DELETE /wishlists/<wishlist_id>/alerts', isWishlistAlerts, {
		param: id,
	} );
}
