/**
 * Resolvers: the first use of a selector loads its data.
 */

/**
 * Internal dependencies
 */
import * as actions from './actions';
import * as client from './client';
import { DEFAULT_PER_PAGE } from './constants';
import { startCrossTabSync } from './thunks';
import type { ThunkArgs } from './thunks';
import { failure } from './thunks/write';

/**
 * Loads the shopper's lists (GET /wishlists).
 */
export const getLists =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			dispatch( actions.receiveLists( await client.getWishlists() ) );
		} catch {
			// Nothing to show; the views read an empty, loaded state.
			dispatch( actions.receiveLists( [] ) );
		}
	};

/** hasLoadedLists and getDefaultList load the lists. */
export const hasLoadedLists =
	() =>
	( { resolveSelect }: ThunkArgs ): Promise< unknown > =>
		resolveSelect.getLists();

export const getDefaultList = hasLoadedLists;

/**
 * Loads one list by its token (GET /wishlists/<token>), a visitor's shared list too.
 *
 * @param token The list's token.
 */
export const getList =
	( token: string ) =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			dispatch(
				actions.receiveList( await client.getWishlist( token ) )
			);
		} catch ( error ) {
			dispatch( actions.receiveListError( token, failure( error ) ) );
		}
	};

/**
 * getListError loads the list.
 *
 * @param token The list's token.
 */
export const getListError =
	( token: string ) =>
	( { resolveSelect }: ThunkArgs ): Promise< unknown > =>
		resolveSelect.getList( token );

/**
 * Loads a page of a list's items (GET /wishlists/<token>/items).
 *
 * @param token   The list's token.
 * @param page    The page.
 * @param perPage Items per page.
 */
export const getItems =
	( token: string, page: number = 1, perPage: number = DEFAULT_PER_PAGE ) =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			const { items, total, totalPages } = await client.getWishlistItems(
				token,
				page,
				perPage
			);
			dispatch(
				actions.receiveItemsPage( token, items, {
					total,
					totalPages,
					page,
					perPage,
				} )
			);
		} catch ( error ) {
			dispatch( actions.receiveListError( token, failure( error ) ) );
		}
	};

/**
 * getItemsPage loads the page.
 *
 * @param token   The list's token.
 * @param page    The page.
 * @param perPage Items per page.
 */
export const getItemsPage =
	( token: string, page: number = 1, perPage: number = DEFAULT_PER_PAGE ) =>
	( { resolveSelect }: ThunkArgs ): Promise< unknown > =>
		resolveSelect.getItems( token, page, perPage );

/**
 * Loads the shopper's saved products (GET /items/saved).
 */
export const getSavedItems =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			dispatch( actions.receiveSaved( await client.getSavedItems() ) );
		} catch {
			dispatch( actions.receiveSaved( [] ) );
		}
	};

/** isProductSaved, getItemCount and getSavedItemsOfProduct load the saved products. */
export const isProductSaved =
	() =>
	( { resolveSelect }: ThunkArgs ): Promise< unknown > =>
		resolveSelect.getSavedItems();

export const getItemCount = isProductSaved;

export const getSavedItemsOfProduct = isProductSaved;
