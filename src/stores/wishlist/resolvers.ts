/**
 * Resolvers: the first use of a selector loads its data.
 */

/**
 * Internal dependencies
 */
import {
	REST_NAMESPACE,
	apiRequest,
	apiRequestWithHeaders,
	isApiError,
	toApiError,
} from '@boudoir/api';
import * as actions from './actions';
import { DEFAULT_PER_PAGE } from './constants';
import { startCrossTabSync } from './thunks';
import type { ThunkArgs } from './thunks';
import type { SavedItem, Wishlist, WishlistItem } from './types';

const path = ( route: string ): string => `/${ REST_NAMESPACE }${ route }`;

/**
 * Loads the shopper's lists (GET /wishlists).
 */
export const getLists =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			// Every page: per_page=-1 makes api-fetch follow the Link header 100 at a time.
			const lists = await apiRequest< Wishlist[] >( {
				path: path( '/wishlists?per_page=-1' ),
			} );
			dispatch( actions.receiveLists( lists ) );
		} catch {
			// Nothing to show; the views read an empty, loaded state.
			dispatch( actions.receiveLists( [] ) );
		}
	};

/** hasLoadedLists and getDefaultList load the lists. */
export const hasLoadedLists =
	() =>
	async ( { resolveSelect }: ThunkArgs ): Promise< void > => {
		await resolveSelect.getLists();
	};

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
			const list = await apiRequest< Wishlist >( {
				path: path( `/wishlists/${ encodeURIComponent( token ) }` ),
			} );
			dispatch( actions.receiveList( list ) );
		} catch ( error ) {
			dispatch(
				actions.receiveListError(
					token,
					isApiError( error ) ? error : toApiError( error )
				)
			);
		}
	};

/**
 * getListError loads the list.
 *
 * @param token The list's token.
 */
export const getListError =
	( token: string ) =>
	async ( { resolveSelect }: ThunkArgs ): Promise< void > => {
		await resolveSelect.getList( token );
	};

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
			const { body, headers } = await apiRequestWithHeaders<
				WishlistItem[]
			>( {
				path: path(
					`/wishlists/${ encodeURIComponent(
						token
					) }/items?page=${ page }&per_page=${ perPage }`
				),
			} );
			const total = Number( headers.get( 'X-WP-Total' ) ?? body.length );
			const totalPages = Number(
				headers.get( 'X-WP-TotalPages' ) ?? ( body.length > 0 ? 1 : 0 )
			);
			dispatch(
				actions.receiveItemsPage( token, body, {
					total,
					totalPages,
					page,
					perPage,
				} )
			);
		} catch ( error ) {
			dispatch(
				actions.receiveListError(
					token,
					isApiError( error ) ? error : toApiError( error )
				)
			);
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
	async ( { resolveSelect }: ThunkArgs ): Promise< void > => {
		await resolveSelect.getItems( token, page, perPage );
	};

/**
 * Loads the shopper's saved products (GET /items/saved).
 */
export const getSavedItems =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		dispatch( startCrossTabSync() );
		try {
			const saved = await apiRequest< SavedItem[] >( {
				path: path( '/items/saved' ),
			} );
			dispatch( actions.receiveSaved( saved ) );
		} catch {
			dispatch( actions.receiveSaved( [] ) );
		}
	};

/** isProductSaved and getItemCount load the saved products. */
export const isProductSaved =
	() =>
	async ( { resolveSelect }: ThunkArgs ): Promise< void > => {
		await resolveSelect.getSavedItems();
	};

export const getItemCount = isProductSaved;
