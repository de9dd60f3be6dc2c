/**
 * Writes of items: add, remove (one item, a product from a list, a product from all
 * lists), sort, and the add that reloads a page.
 */

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import * as actions from '../actions';
import type { Snapshot } from '../actions';
import * as client from '../client';
import { STORE_NAME } from '../constants';
import {
	addKey,
	itemKey,
	removeAllKey,
	removeKey,
	sortKey,
} from '../pending-keys';
import { pageKey, tokenOfKey } from '../page-key';
import type {
	AddResult,
	AddToWishlistArgs,
	ApiError,
	NoticeContext,
	WishlistState,
} from '../types';
import { productMatcher } from '../variation';
import type { ThunkArgs } from './args';
import {
	answerOrError,
	receiveListsAnswer,
	refreshItemPages,
	savedOf,
	snapshotOf,
	writeDoneOrError,
	writeOptimistically,
} from './write';
import type { WriteOutcome } from './write';

/**
 * An AddResult for a failure: `result` is the error code.
 *
 * @param error The failure.
 */
export function failedAdd( error: ApiError ): AddResult {
	return { result: error.code, message: error.message };
}

/**
 * What add, move and copy answer their callers.
 *
 * @param outcome How the write ended.
 */
export function addResultOf(
	outcome: WriteOutcome< client.ItemAnswer >
): AddResult {
	const answer = answerOrError( outcome );
	if ( isApiError( answer ) ) {
		return failedAdd( answer );
	}
	const { result, message, item, wishlist } = answer;
	return { result, message, item, wishlist };
}

/**
 * Takes in what add, move and copy answer: the lists, the item, the saved product.
 *
 * @param answer The answer.
 */
export const receiveItemAnswer =
	( answer: client.ItemAnswer ) =>
	( { dispatch, registry }: ThunkArgs ): void => {
		dispatch( receiveListsAnswer( answer ) );
		dispatch( actions.receiveItems( [ answer.item ] ) );
		dispatch( actions.addSaved( savedOf( answer.item, answer.wishlist ) ) );
		refreshItemPages( registry );
	};

/**
 * The request of POST /items/add for addToWishlist's arguments.
 *
 * @param args The product, the list and the quantity.
 */
function addRequest( args: AddToWishlistArgs ): client.AddItemRequest {
	const variationId = args.variationId ?? 0;
	return {
		add_to_wishlist: args.productId,
		...( variationId > 0 && { variation_id: variationId } ),
		...( args.variation?.length && { variation: args.variation } ),
		...( args.productType && { product_type: args.productType } ),
		...( args.wishlistId !== undefined && {
			wishlist_id: args.wishlistId,
		} ),
		...( args.wishlistId === 'new' && {
			wishlist_name: args.wishlistName ?? '',
			wishlist_visibility: args.wishlistVisibility ?? 'private',
		} ),
		...( args.quantity !== undefined && { quantity: args.quantity } ),
	};
}

/**
 * Adds a product to a list of the shopper's (POST /items/add).
 *
 * @param args The product, the list (absent: default; 'new': create) and the quantity.
 * @return `result` true or 'exists' on success, else the error code, with the message.
 */
export const addToWishlist =
	( args: AddToWishlistArgs & { noticeContext?: NoticeContext } ) =>
	async ( { dispatch }: ThunkArgs ): Promise< AddResult > => {
		const outcome = await writeOptimistically( dispatch, {
			key: addKey( args.productId, args.variationId ?? 0 ),
			noticeContext: args.noticeContext,
			send: () => client.addItem( addRequest( args ) ),
			commit: ( answer ) => dispatch( receiveItemAnswer( answer ) ),
			// A refusal (e.g. the list is full) still tells which lists the shopper has.
			onFailure: ( error ) => {
				const userWishlists = error.userWishlists;
				if (
					Array.isArray( userWishlists ) &&
					userWishlists.every( client.isUserWishlist )
				) {
					dispatch( actions.receiveUserWishlists( userWishlists ) );
				}
			},
		} );
		return addResultOf( outcome );
	};

/**
 * Deletes an item (DELETE /items/<id>), optimistically.
 *
 * @param token  The item's list.
 * @param itemId The item.
 * @return true, or the failure.
 */
export const removeItem =
	( token: string, itemId: number ) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > =>
		writeDoneOrError( dispatch, {
			key: itemKey( itemId ),
			rollback: snapshotOf( select.getRawState(), token ),
			apply: () => dispatch( actions.removeItems( [ itemId ], token ) ),
			send: () => client.deleteItem( itemId ),
			commit: ( answer ) => dispatch( receiveListsAnswer( answer ) ),
		} );

/**
 * Ids of the loaded items and saved products of a product, on the lists of the tokens.
 *
 * @param state   The state.
 * @param matches Whether an item is the product.
 * @param tokens  The lists.
 */
function itemIdsOf(
	state: WishlistState,
	matches: ReturnType< typeof productMatcher >,
	tokens: string[]
): number[] {
	const ids = new Set< number >();
	Object.entries( state.pages )
		.filter( ( [ pageName ] ) => tokens.includes( tokenOfKey( pageName ) ) )
		.flatMap( ( [ , page ] ) => page.ids )
		.filter( ( id ) => state.items[ id ] && matches( state.items[ id ] ) )
		.forEach( ( id ) => ids.add( id ) );
	( state.saved ?? [] )
		.filter(
			( saved ) =>
				tokens.includes( saved.wishlist_token ) && matches( saved )
		)
		.forEach( ( saved ) => ids.add( saved.item_id ) );
	return [ ...ids ];
}

/**
 * Removes a product (every variation, or one) from a list (POST /items/remove), optimistically.
 *
 * @param token       The list.
 * @param productId   The product.
 * @param variationId Only this variation.
 * @return true, or the failure.
 */
export const removeProduct =
	( token: string, productId: number, variationId?: number ) =>
	( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		const list = state.lists[ token ];
		const itemIds = itemIdsOf(
			state,
			productMatcher( productId, variationId ),
			[ token ]
		);
		return writeDoneOrError( dispatch, {
			key: removeKey( productId, variationId ),
			rollback: snapshotOf( state, token ),
			apply: () => {
				dispatch( actions.removeItems( itemIds, token ) );
				if ( list ) {
					dispatch(
						actions.removeSaved( productId, variationId, list.id )
					);
				}
			},
			send: () =>
				client.removeProduct( {
					remove_from_wishlist: productId,
					...( variationId !== undefined && {
						variation_id: variationId,
					} ),
					wishlist_token: token,
				} ),
			commit: ( answer ) => {
				dispatch( receiveListsAnswer( answer ) );
				if ( answer.wishlist ) {
					dispatch(
						actions.removeSaved(
							productId,
							variationId,
							answer.wishlist.id
						)
					);
				}
				refreshItemPages( registry );
			},
		} );
	};

/**
 * Removes a product from all the shopper's lists (POST /items/remove-from-all), optimistically.
 *
 * @param productId   The product.
 * @param variationId Only this variation.
 * @return true, or the failure.
 */
export const removeFromAll =
	( productId: number, variationId?: number ) =>
	( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		const ownTokens = Object.values( state.lists )
			.filter( ( list ) => list.is_user_owner )
			.map( ( list ) => list.token );
		const matches = productMatcher( productId, variationId );
		const itemIds = itemIdsOf( state, matches, ownTokens );
		// A saved product whose list is not loaded yet counts too.
		( state.saved ?? [] )
			.filter( matches )
			.forEach(
				( saved ) =>
					itemIds.includes( saved.item_id ) ||
					itemIds.push( saved.item_id )
			);
		const rollback: Snapshot = {
			...snapshotOf( state ),
			lists: { ...state.lists },
		};
		return writeDoneOrError( dispatch, {
			key: removeAllKey( productId, variationId ),
			rollback,
			apply: () => {
				dispatch( actions.removeItems( itemIds ) );
				dispatch( actions.removeSaved( productId, variationId ) );
			},
			send: () =>
				client.removeFromAll( {
					prod_id: productId,
					...( variationId !== undefined && {
						variation_id: variationId,
					} ),
				} ),
			commit: ( answer ) => {
				dispatch( receiveListsAnswer( answer ) );
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getLists', [] );
				refreshItemPages( registry );
			},
		} );
	};

/**
 * Saves the order of one page of a list (POST /items/sort), optimistically.
 *
 * @param token          The list.
 * @param orderedItemIds The page's item ids in their new order.
 * @param page           The page.
 * @param perPage        Items per page.
 * @return true, or the failure.
 */
export const sortItems =
	(
		token: string,
		orderedItemIds: number[],
		page: number,
		perPage: number
	) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > => {
		const pageName = pageKey( token, page, perPage );
		const before = select.getRawState().pages[ pageName ];
		return writeDoneOrError( dispatch, {
			key: sortKey( token ),
			rollback: before ? { pages: { [ pageName ]: before } } : {},
			apply: () =>
				dispatch( actions.setPageIds( pageName, orderedItemIds ) ),
			send: () =>
				client.sortItems( {
					wishlist_token: token,
					positions: orderedItemIds,
					page,
					per_page: perPage,
				} ),
			// The new order is on screen already: it needs no message.
			successMessage: () => '',
		} );
	};

/**
 * Adds a product to a list and reloads a page of it (POST /wishlists/reload):
 * the frequently-bought-together button.
 *
 * @param token          The list.
 * @param productId      The product (or variation) to add.
 * @param paging         The page to reload.
 * @param paging.page    The page.
 * @param paging.perPage Items per page.
 * @return The add's result and message.
 */
export const reloadAndAdd =
	(
		token: string,
		productId: number,
		{ page, perPage }: { page: number; perPage: number }
	) =>
	async ( { dispatch, registry }: ThunkArgs ): Promise< AddResult > => {
		const outcome = await writeOptimistically( dispatch, {
			key: addKey( productId ),
			send: () =>
				client.reloadWishlist( {
					wishlist_token: token,
					add_to_wishlist: productId,
					page,
					per_page: perPage,
				} ),
			commit: ( answer ) => {
				dispatch( actions.receiveList( answer.wishlist ) );
				refreshItemPages( registry );
				dispatch(
					actions.receiveItemsPage( token, answer.items, {
						total: answer.total,
						totalPages: answer.total_pages,
						page: answer.page,
						perPage: answer.per_page,
					} )
				);
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getSavedItems', [] );
			},
		} );
		const answer = answerOrError( outcome );
		if ( isApiError( answer ) ) {
			return failedAdd( answer );
		}
		return {
			result: answer.result ?? true,
			message: answer.message,
			wishlist: answer.wishlist,
		};
	};
