/**
 * The typed REST client of the wishlist store: one function per route of
 * `boudoir/v1` (docs/rest-api.md), with its request and answer types. Thunks and
 * resolvers call these and never build a path or a field name themselves; every
 * answer is checked here, once, and a malformed one rejects with a clear ApiError.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	REST_NAMESPACE,
	apiRequest,
	apiRequestWithHeaders,
} from '@boudoir/api';
import type {
	ApiError,
	ChosenAttribute,
	EstimateResult,
	Privacy,
	SavedItem,
	UserWishlist,
	Wishlist,
	WishlistItem,
} from './types';

/** The error code of an answer that does not have the route's shape. */
export const INVALID_ANSWER = 'boudoir_invalid_answer';

const path = ( route: string ): string => `/${ REST_NAMESPACE }${ route }`;

const listPath = ( token: string ): string =>
	path( `/wishlists/${ encodeURIComponent( token ) }` );

/* -------------------------------------------------------------------------- */
/* Checks at the boundary                                                     */
/* -------------------------------------------------------------------------- */

type Guard< T > = ( value: unknown ) => value is T;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * Whether a value is a list as the API returns it.
 *
 * @param value The value.
 */
export function isWishlist( value: unknown ): value is Wishlist {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.token === 'string' &&
		typeof value.wishlist_name === 'string' &&
		typeof value.is_user_owner === 'boolean'
	);
}

/**
 * Whether a value is one of the caller's lists as in `user_wishlists`.
 *
 * @param value The value.
 */
export function isUserWishlist( value: unknown ): value is UserWishlist {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.token === 'string' &&
		typeof value.wishlist_name === 'string'
	);
}

/**
 * Whether a value is an item as the API returns it.
 *
 * @param value The value.
 */
export function isWishlistItem( value: unknown ): value is WishlistItem {
	return (
		isRecord( value ) &&
		typeof value.item_id === 'number' &&
		typeof value.product_id === 'number' &&
		typeof value.variation_id === 'number' &&
		typeof value.quantity === 'number'
	);
}

/**
 * Whether a value is a saved product (GET /items/saved).
 *
 * @param value The value.
 */
export function isSavedItem( value: unknown ): value is SavedItem {
	return (
		isRecord( value ) &&
		typeof value.item_id === 'number' &&
		typeof value.product_id === 'number' &&
		typeof value.variation_id === 'number' &&
		typeof value.wishlist_id === 'number' &&
		typeof value.wishlist_token === 'string'
	);
}

function arrayOf< T >( guard: Guard< T > ): Guard< T[] > {
	return ( value: unknown ): value is T[] =>
		Array.isArray( value ) && value.every( guard );
}

/**
 * The error a malformed answer rejects with.
 *
 * @param route The route, e.g. `POST /items/add`.
 */
export function invalidAnswer( route: string ): ApiError {
	return {
		code: INVALID_ANSWER,
		message: __(
			'The shop sent an answer the wishlist could not read. Please reload the page.',
			'boudoir'
		),
		data: { route },
	};
}

/**
 * The answer, when it has the route's shape; else throws invalidAnswer().
 *
 * @param route  The route, for the error.
 * @param answer The parsed answer.
 * @param guard  The shape.
 */
export function checked< T >(
	route: string,
	answer: unknown,
	guard: Guard< T >
): T {
	if ( ! guard( answer ) ) {
		throw invalidAnswer( route );
	}
	return answer;
}

/** Fields every write answer about lists may carry. */
export interface ListsAnswer {
	message: string;
	/** The list the write changed (null when it changed several). */
	wishlist?: Wishlist | null;
	/** The caller's lists after the write. */
	user_wishlists?: UserWishlist[];
}

function isListsAnswer( value: unknown ): value is ListsAnswer {
	return (
		isRecord( value ) &&
		typeof value.message === 'string' &&
		( value.wishlist === undefined ||
			value.wishlist === null ||
			isWishlist( value.wishlist ) ) &&
		( value.user_wishlists === undefined ||
			arrayOf( isUserWishlist )( value.user_wishlists ) )
	);
}

/* -------------------------------------------------------------------------- */
/* Lists                                                                      */
/* -------------------------------------------------------------------------- */

/**
 * The caller's lists, default first (GET /wishlists, every page).
 */
export async function getWishlists(): Promise< Wishlist[] > {
	// per_page=-1 makes api-fetch follow the Link header 100 at a time.
	const answer = await apiRequest< unknown >( {
		path: path( '/wishlists?per_page=-1' ),
	} );
	return checked( 'GET /wishlists', answer, arrayOf( isWishlist ) );
}

/**
 * One list by its token, a visitor's shared list too (GET /wishlists/<token>).
 *
 * @param token The list's token.
 */
export async function getWishlist( token: string ): Promise< Wishlist > {
	const answer = await apiRequest< unknown >( { path: listPath( token ) } );
	return checked( 'GET /wishlists/<token>', answer, isWishlist );
}

/** What POST /wishlists takes. */
export interface CreateWishlistRequest {
	wishlist_name: string;
	wishlist_visibility: Privacy;
}

/**
 * Creates a list (POST /wishlists).
 *
 * @param request Name and privacy.
 */
export async function createWishlist(
	request: CreateWishlistRequest
): Promise< Wishlist > {
	const answer = await apiRequest< unknown >( {
		path: path( '/wishlists' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked( 'POST /wishlists', answer, isWishlist );
}

/**
 * Deletes a list and its items (DELETE /wishlists/<id>).
 *
 * @param id The list's id.
 */
export async function deleteWishlist( id: number ): Promise< ListsAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/wishlists/${ id }` ),
		method: 'DELETE',
	} );
	return checked( 'DELETE /wishlists/<id>', answer, isListsAnswer );
}

/** The answer of a list's title or privacy change. */
export interface WishlistAnswer {
	message: string;
	wishlist: Wishlist;
}

function isWishlistAnswer( value: unknown ): value is WishlistAnswer {
	return isListsAnswer( value ) && isWishlist( value.wishlist );
}

/**
 * Renames a list (POST /wishlists/<id>/title).
 *
 * @param id    The list's id.
 * @param title The new title.
 */
export async function saveWishlistTitle(
	id: number,
	title: string
): Promise< WishlistAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/wishlists/${ id }/title` ),
		method: 'POST',
		data: { title },
	} );
	return checked( 'POST /wishlists/<id>/title', answer, isWishlistAnswer );
}

/**
 * Changes who may read a list (POST /wishlists/<id>/privacy).
 *
 * @param id      The list's id.
 * @param privacy The new privacy.
 */
export async function saveWishlistPrivacy(
	id: number,
	privacy: Privacy
): Promise< WishlistAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/wishlists/${ id }/privacy` ),
		method: 'POST',
		data: { privacy },
	} );
	return checked( 'POST /wishlists/<id>/privacy', answer, isWishlistAnswer );
}

/** The answer of a new share link: the list with its new token, and the token it had. */
export interface NewLinkAnswer extends WishlistAnswer {
	previous_token: string;
}

function isNewLinkAnswer( value: unknown ): value is NewLinkAnswer {
	return (
		isWishlistAnswer( value ) &&
		'previous_token' in value &&
		typeof value.previous_token === 'string'
	);
}

/**
 * Gives a list a new share token (POST /wishlists/<id>/token): links made with the old one
 * find nothing.
 *
 * @param id The list's id.
 */
export async function newWishlistLink( id: number ): Promise< NewLinkAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/wishlists/${ id }/token` ),
		method: 'POST',
	} );
	return checked( 'POST /wishlists/<id>/token', answer, isNewLinkAnswer );
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
	const { body, headers } = await apiRequestWithHeaders< unknown >( {
		path: `${ listPath( token ) }/items?page=${ page }&per_page=${ perPage }`,
	} );
	const items = checked(
		'GET /wishlists/<token>/items',
		body,
		arrayOf( isWishlistItem )
	);
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
export async function askWishlistEstimate(
	token: string,
	fields: Record< string, string | boolean >
): Promise< EstimateResult > {
	const answer = await apiRequest< unknown >( {
		path: `${ listPath( token ) }/estimate`,
		method: 'POST',
		data: fields,
	} );
	return checked(
		'POST /wishlists/<token>/estimate',
		answer,
		( value ): value is EstimateResult =>
			isRecord( value ) &&
			value.result === true &&
			typeof value.message === 'string'
	);
}

/** What POST /wishlists/reload takes. */
export interface ReloadRequest {
	wishlist_token: string;
	add_to_wishlist: number;
	page: number;
	per_page: number;
}

/** The answer of POST /wishlists/reload. */
export interface ReloadAnswer {
	result: true | 'exists' | null;
	message: string;
	wishlist: Wishlist;
	items: WishlistItem[];
	total: number;
	total_pages: number;
	page: number;
	per_page: number;
}

/**
 * Adds a product to a list and answers a page of it (POST /wishlists/reload).
 *
 * @param request The list, the product and the page.
 */
export async function reloadWishlist(
	request: ReloadRequest
): Promise< ReloadAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/wishlists/reload' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked(
		'POST /wishlists/reload',
		answer,
		( value ): value is ReloadAnswer =>
			isRecord( value ) &&
			isWishlist( value.wishlist ) &&
			arrayOf( isWishlistItem )( value.items ) &&
			typeof value.total === 'number' &&
			typeof value.total_pages === 'number' &&
			typeof value.page === 'number' &&
			typeof value.per_page === 'number'
	);
}

/* -------------------------------------------------------------------------- */
/* Items                                                                      */
/* -------------------------------------------------------------------------- */

/**
 * The caller's saved products over all their lists (GET /items/saved).
 */
export async function getSavedItems(): Promise< SavedItem[] > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/saved' ),
	} );
	return checked( 'GET /items/saved', answer, arrayOf( isSavedItem ) );
}

/** What POST /items/add takes. */
export interface AddItemRequest {
	add_to_wishlist: number;
	variation_id?: number;
	variation?: ChosenAttribute[];
	product_type?: string;
	/** A list of the caller's, 'new' to create one, absent for the default list. */
	wishlist_id?: number | 'new';
	wishlist_name?: string;
	wishlist_visibility?: Privacy;
	quantity?: number;
}

/** The answer of add, move and copy. */
export interface ItemAnswer extends ListsAnswer {
	result: true | 'exists';
	item: WishlistItem;
	wishlist: Wishlist;
}

function isItemAnswer( value: unknown ): value is ItemAnswer {
	return (
		isListsAnswer( value ) &&
		isRecord( value ) &&
		( value.result === true || value.result === 'exists' ) &&
		isWishlistItem( value.item ) &&
		isWishlist( value.wishlist )
	);
}

/**
 * Adds a product to a list of the caller's (POST /items/add).
 *
 * @param request The product, the list and the quantity.
 */
export async function addItem(
	request: AddItemRequest
): Promise< ItemAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/add' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked( 'POST /items/add', answer, isItemAnswer );
}

/** What POST /items/move and /items/copy take. */
export interface TransferItemRequest {
	wishlist_token: string;
	/** The destination's token, or 'new'. */
	destination_wishlist_token: string;
	item_id: number;
	wishlist_name?: string;
	wishlist_visibility?: Privacy;
}

/**
 * Moves or copies an item to another list of the caller's (POST /items/move, /items/copy).
 *
 * @param mode    'move' or 'copy'.
 * @param request The item, its list and the destination.
 */
export async function transferItem(
	mode: 'move' | 'copy',
	request: TransferItemRequest
): Promise< ItemAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/items/${ mode }` ),
		method: 'POST',
		data: { ...request },
	} );
	return checked( `POST /items/${ mode }`, answer, isItemAnswer );
}

/**
 * Deletes an item (DELETE /items/<id>).
 *
 * @param itemId The item.
 */
export async function deleteItem( itemId: number ): Promise< ListsAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( `/items/${ itemId }` ),
		method: 'DELETE',
	} );
	return checked( 'DELETE /items/<id>', answer, isListsAnswer );
}

/** What POST /items/remove takes. */
export interface RemoveProductRequest {
	remove_from_wishlist: number;
	variation_id?: number;
	wishlist_token: string;
}

/**
 * Removes a product (every variation, or one) from a list (POST /items/remove).
 *
 * @param request The product and the list.
 */
export async function removeProduct(
	request: RemoveProductRequest
): Promise< ListsAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/remove' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked( 'POST /items/remove', answer, isListsAnswer );
}

/** What POST /items/remove-from-all takes. */
export interface RemoveFromAllRequest {
	prod_id: number;
	variation_id?: number;
}

/**
 * Removes a product from all the caller's lists (POST /items/remove-from-all).
 *
 * @param request The product.
 */
export async function removeFromAll(
	request: RemoveFromAllRequest
): Promise< ListsAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/remove-from-all' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked( 'POST /items/remove-from-all', answer, isListsAnswer );
}

/** What POST /items/quantity takes. */
export interface QuantityRequest {
	wishlist_token: string;
	item_id: number;
	quantity: number;
}

/** The answer of POST /items/quantity. */
export interface QuantityAnswer {
	item: WishlistItem;
}

/**
 * Changes an item's quantity (POST /items/quantity).
 *
 * @param request The item, its list and the quantity.
 * @param signal  Aborts the request (a newer change replaces it).
 */
export async function setItemQuantity(
	request: QuantityRequest,
	signal?: AbortSignal
): Promise< QuantityAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/quantity' ),
		method: 'POST',
		data: { ...request },
		signal,
	} );
	return checked(
		'POST /items/quantity',
		answer,
		( value ): value is QuantityAnswer =>
			isRecord( value ) && isWishlistItem( value.item )
	);
}

/** What POST /items/sort takes. */
export interface SortItemsRequest {
	wishlist_token: string;
	/** The page's item ids in their new order. */
	positions: number[];
	page: number;
	per_page: number;
}

/** The answer of POST /items/sort: the whole list's item ids in order. */
export interface SortItemsAnswer {
	result: true;
	positions: number[];
}

/**
 * Saves the order of one page of a list (POST /items/sort).
 *
 * @param request The list, the page and its ids in order.
 */
export async function sortItems(
	request: SortItemsRequest
): Promise< SortItemsAnswer > {
	const answer = await apiRequest< unknown >( {
		path: path( '/items/sort' ),
		method: 'POST',
		data: { ...request },
	} );
	return checked(
		'POST /items/sort',
		answer,
		( value ): value is SortItemsAnswer =>
			isRecord( value ) &&
			value.result === true &&
			arrayOf( ( id ): id is number => typeof id === 'number' )(
				value.positions
			)
	);
}
