/**
 * The wishlist store's public actions: requests over the REST API, optimistic
 * changes with rollback, and notices.
 */

/**
 * WordPress dependencies
 */
import type {
	CurriedSelectorsOf,
	CurriedSelectorsResolveOf,
	DataRegistry,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	REST_NAMESPACE,
	apiRequest,
	isApiError,
	toApiError,
} from '@boudoir/api';
import { store as cartStore } from '@boudoir/stores/cart';
import * as actions from './actions';
import type { Action, Snapshot } from './actions';
import { QUANTITY_DEBOUNCE_MS, STORE_NAME } from './constants';
import { pageKey } from './reducer';
import type * as selectors from './selectors';
import { broadcastChange, startSync } from './sync';
import { cartVariationOf } from './variation';
import type {
	AddItemToCartResult,
	AddResult,
	AddToWishlistArgs,
	ApiError,
	EstimateResult,
	NoticeContext,
	Privacy,
	SavedItem,
	TransferItemArgs,
	UserWishlist,
	Wishlist,
	WishlistItem,
	WishlistNotice,
	WishlistState,
} from './types';

type SelectorStore = StoreDescriptor<
	ReduxStoreConfig< WishlistState, Record< string, never >, typeof selectors >
>;

/** What a thunk of this store receives. */
export interface ThunkArgs {
	select: CurriedSelectorsOf< SelectorStore >;
	resolveSelect: CurriedSelectorsResolveOf< SelectorStore >;
	dispatch: ThunkDispatch;
	registry: DataRegistry;
}

/** The store's dispatch as thunks see it: plain actions and other thunks. */
export interface ThunkDispatch {
	( action: Action ): Action;
	< R >( thunk: ( args: ThunkArgs ) => R ): R;
}

/** Answer of the writes that return the shopper's lists. */
interface ListsAnswer {
	message?: string;
	wishlist?: Wishlist | null;
	user_wishlists?: UserWishlist[];
}

interface ItemAnswer extends ListsAnswer {
	result: true | 'exists';
	message: string;
	item: WishlistItem;
	wishlist: Wishlist;
}

interface ReloadAnswer {
	result: true | 'exists' | null;
	message: string;
	wishlist: Wishlist;
	items: WishlistItem[];
	total: number;
	total_pages: number;
	page: number;
	per_page: number;
}

const path = ( route: string ): string => `/${ REST_NAMESPACE }${ route }`;

let noticeCount = 0;

function isAbort( error: unknown ): boolean {
	return error instanceof DOMException && error.name === 'AbortError';
}

function failure( error: unknown ): ApiError {
	return isApiError( error ) ? error : toApiError( error );
}

/**
 * An AddResult for a failure: `result` is the error code.
 * @param error
 */
function failedAdd( error: ApiError ): AddResult {
	return { result: error.code, message: error.message };
}

function savedOf( item: WishlistItem, list: Wishlist ): SavedItem {
	const variation = cartVariationOf( item );
	return {
		item_id: item.item_id,
		product_id: item.product_id,
		variation_id: item.variation_id,
		...( variation && { variation } ),
		wishlist_id: list.id,
		wishlist_token: list.token,
	};
}

/**
 * Loaded pages and items of a list, for a rollback.
 * @param state
 * @param token
 */
function snapshotOf( state: WishlistState, token?: string ): Snapshot {
	return {
		lists:
			token && state.lists[ token ]
				? { [ token ]: state.lists[ token ] }
				: {},
		items: { ...state.items },
		pages: { ...state.pages },
		saved: state.saved,
	};
}

/**
 * Views of item pages re-read after a change they cannot compute locally.
 * @param registry
 */
function refreshItemPages( registry: DataRegistry ): void {
	const metadata = registry.dispatch( STORE_NAME );
	metadata.invalidateResolutionForStoreSelector( 'getItems' );
	metadata.invalidateResolutionForStoreSelector( 'getItemsPage' );
}

/**
 * Takes in what a write answered about the shopper's lists.
 *
 * @param answer The answer.
 */
const receiveListsAnswer =
	( answer: ListsAnswer ) =>
	( { dispatch }: ThunkArgs ): void => {
		if ( answer.user_wishlists ) {
			dispatch( actions.receiveUserWishlists( answer.user_wishlists ) );
		}
		if ( answer.wishlist ) {
			dispatch( actions.receiveList( answer.wishlist ) );
		}
	};

/**
 * Shows a message in the notice box (or the open popup).
 *
 * @param status  'success', 'error' or 'info'.
 * @param message The translated message.
 * @param context 'global' (the notice box) or 'popup'.
 * @return The notice's id.
 */
export const createNotice =
	(
		status: WishlistNotice[ 'status' ],
		message: string,
		context: NoticeContext = 'global'
	) =>
	( { dispatch }: ThunkArgs ): string => {
		noticeCount += 1;
		const id = `boudoir-wishlist-notice-${ noticeCount }`;
		dispatch( actions.addNotice( { id, status, message, context } ) );
		return id;
	};

/**
 * Forgets everything loaded (after login and merge, or when another tab changed the lists).
 */
export const invalidateAll =
	() =>
	( { dispatch, registry }: ThunkArgs ): void => {
		cancelQuantityUpdates();
		dispatch( actions.resetData() );
		registry.dispatch( STORE_NAME ).invalidateResolutionForStore();
	};

/**
 * Adds a product to a list of the shopper's (POST /items/add).
 *
 * @param args The product, the list (absent: default; 'new': create) and the quantity.
 * @return `result` true or 'exists' on success, else the error code, with the message.
 */
export const addToWishlist =
	( args: AddToWishlistArgs & { noticeContext?: NoticeContext } ) =>
	async ( { dispatch, registry }: ThunkArgs ): Promise< AddResult > => {
		const variationId = args.variationId ?? 0;
		const key = `add:${ args.productId }:${ variationId }`;
		const context = args.noticeContext ?? 'global';
		dispatch( actions.setPending( key, true ) );
		try {
			const answer = await apiRequest< ItemAnswer >( {
				path: path( '/items/add' ),
				method: 'POST',
				data: {
					add_to_wishlist: args.productId,
					...( variationId > 0 && { variation_id: variationId } ),
					...( args.variation?.length && {
						variation: args.variation,
					} ),
					...( args.productType && {
						product_type: args.productType,
					} ),
					...( args.wishlistId !== undefined && {
						wishlist_id: args.wishlistId,
					} ),
					...( args.wishlistId === 'new' && {
						wishlist_name: args.wishlistName ?? '',
						wishlist_visibility:
							args.wishlistVisibility ?? 'private',
					} ),
					...( args.quantity !== undefined && {
						quantity: args.quantity,
					} ),
				},
			} );
			dispatch( receiveListsAnswer( answer ) );
			dispatch( actions.receiveItems( [ answer.item ] ) );
			dispatch(
				actions.addSaved( savedOf( answer.item, answer.wishlist ) )
			);
			refreshItemPages( registry );
			broadcastChange();
			dispatch( createNotice( 'success', answer.message, context ) );
			return {
				result: answer.result,
				message: answer.message,
				item: answer.item,
				wishlist: answer.wishlist,
			};
		} catch ( error ) {
			const apiError = failure( error );
			const userWishlists = apiError.data?.user_wishlists;
			if ( Array.isArray( userWishlists ) ) {
				dispatch(
					actions.receiveUserWishlists(
						userWishlists as UserWishlist[]
					)
				);
			}
			dispatch( createNotice( 'error', apiError.message, context ) );
			return failedAdd( apiError );
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/** An optimistic write, as every such thunk makes it. */
interface OptimisticWrite< Answer extends { message: string } > {
	/** The pending key views show a busy state by. */
	key: string;
	/** What a failure restores. */
	snapshot: Snapshot;
	/** The change shown at once, before the request. */
	apply: () => void;
	/** The request. */
	send: () => Promise< Answer >;
	/** Takes the answer in, before the success notice. */
	receive: ( answer: Answer ) => void;
}

/**
 * Marks the key pending, shows the change, sends it; then takes the answer in, tells
 * the other tabs and shows its message, or restores the snapshot and shows the error.
 *
 * @param dispatch       The store's dispatch.
 * @param write          The write.
 * @param write.key
 * @param write.snapshot
 * @param write.apply
 * @param write.send
 * @param write.receive
 * @return true, or the failure (never throws).
 */
async function writeOptimistically< Answer extends { message: string } >(
	dispatch: ThunkDispatch,
	{ key, snapshot, apply, send, receive }: OptimisticWrite< Answer >
): Promise< true | ApiError > {
	dispatch( actions.setPending( key, true ) );
	apply();
	try {
		const answer = await send();
		receive( answer );
		broadcastChange();
		dispatch( createNotice( 'success', answer.message ) );
		return true;
	} catch ( error ) {
		const apiError = failure( error );
		dispatch( actions.restore( snapshot ) );
		dispatch( createNotice( 'error', apiError.message ) );
		return apiError;
	} finally {
		dispatch( actions.setPending( key, false ) );
	}
}

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
		writeOptimistically( dispatch, {
			key: `item:${ itemId }`,
			snapshot: snapshotOf( select.getRawState(), token ),
			apply: () => dispatch( actions.removeItems( [ itemId ], token ) ),
			send: () =>
				apiRequest< ListsAnswer & { message: string } >( {
					path: path( `/items/${ itemId }` ),
					method: 'DELETE',
				} ),
			receive: ( answer ) => dispatch( receiveListsAnswer( answer ) ),
		} );

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
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		const list = state.lists[ token ];
		const snapshot: Snapshot = { ...snapshotOf( state, token ) };
		const matches = ( item: {
			product_id: number;
			variation_id: number;
		} ) =>
			item.product_id === productId &&
			( variationId === undefined || item.variation_id === variationId );
		const itemIds = Object.entries( state.pages )
			.filter( ( [ pageName ] ) => pageName.startsWith( `${ token }:` ) )
			.flatMap( ( [ , page ] ) => page.ids )
			.filter(
				( id ) => state.items[ id ] && matches( state.items[ id ] )
			);
		( state.saved ?? [] )
			.filter(
				( saved ) => saved.wishlist_token === token && matches( saved )
			)
			.forEach( ( saved ) => {
				if ( ! itemIds.includes( saved.item_id ) ) {
					itemIds.push( saved.item_id );
				}
			} );
		return writeOptimistically( dispatch, {
			key: `remove:${ productId }:${ variationId ?? 0 }`,
			snapshot,
			apply: () => {
				dispatch( actions.removeItems( itemIds, token ) );
				if ( list ) {
					dispatch(
						actions.removeSaved( productId, variationId, list.id )
					);
				}
			},
			send: () =>
				apiRequest< ListsAnswer & { message: string } >( {
					path: path( '/items/remove' ),
					method: 'POST',
					data: {
						remove_from_wishlist: productId,
						...( variationId !== undefined && {
							variation_id: variationId,
						} ),
						wishlist_token: token,
					},
				} ),
			receive: ( answer ) => {
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

/** A quantity change waiting for calm, per item. */
interface PendingQuantity {
	timer?: ReturnType< typeof setTimeout >;
	controller?: AbortController;
	/** The quantity the server has, to roll back to. */
	confirmed: number;
	waiters: Array< ( result: true | ApiError ) => void >;
}

const quantityUpdates = new Map< number, PendingQuantity >();

/** Stops every waiting or running quantity update (invalidateAll). */
function cancelQuantityUpdates(): void {
	quantityUpdates.forEach( ( pending ) => {
		clearTimeout( pending.timer );
		pending.controller?.abort();
	} );
	quantityUpdates.clear();
}

/**
 * Changes an item's quantity at once in the view and sends it after 1000 ms of calm
 * (POST /items/quantity); a newer change for the same item aborts the pending request.
 *
 * @param token    The item's list.
 * @param itemId   The item.
 * @param quantity The new quantity.
 * @return Settles when the last change for this item is saved: true, or the failure.
 */
export const updateQuantity =
	( token: string, itemId: number, quantity: number ) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > => {
		const key = `item:${ itemId }`;
		const previous = quantityUpdates.get( itemId );
		const entry: PendingQuantity = {
			confirmed:
				previous?.confirmed ??
				select.getItem( itemId )?.quantity ??
				quantity,
			waiters: previous?.waiters ?? [],
		};
		if ( previous ) {
			clearTimeout( previous.timer );
			previous.controller?.abort();
		}
		quantityUpdates.set( itemId, entry );
		dispatch( actions.patchItem( itemId, { quantity } ) );
		dispatch( actions.setPending( key, true ) );

		const promise = new Promise< true | ApiError >( ( resolve ) => {
			entry.waiters.push( resolve );
		} );

		entry.timer = setTimeout( async () => {
			const controller = new AbortController();
			entry.controller = controller;
			let result: true | ApiError;
			try {
				const answer = await apiRequest< { item: WishlistItem } >( {
					path: path( '/items/quantity' ),
					method: 'POST',
					data: { wishlist_token: token, item_id: itemId, quantity },
					signal: controller.signal,
				} );
				dispatch( actions.receiveItems( [ answer.item ] ) );
				broadcastChange();
				result = true;
			} catch ( error ) {
				if (
					isAbort( error ) ||
					quantityUpdates.get( itemId ) !== entry
				) {
					// A newer change replaced this one; its request settles the waiters.
					return;
				}
				result = failure( error );
				dispatch(
					actions.patchItem( itemId, { quantity: entry.confirmed } )
				);
				dispatch( createNotice( 'error', result.message ) );
			}
			if ( quantityUpdates.get( itemId ) !== entry ) {
				return;
			}
			quantityUpdates.delete( itemId );
			dispatch( actions.setPending( key, false ) );
			entry.waiters.forEach( ( resolve ) => resolve( result ) );
		}, QUANTITY_DEBOUNCE_MS );

		return promise;
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
	async ( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > => {
		const pageName = pageKey( token, page, perPage );
		const before = select.getRawState().pages[ pageName ];
		const key = `sort:${ token }`;
		dispatch( actions.setPending( key, true ) );
		dispatch( actions.setPageIds( pageName, orderedItemIds ) );
		try {
			await apiRequest< { result: true; positions: number[] } >( {
				path: path( '/items/sort' ),
				method: 'POST',
				data: {
					wishlist_token: token,
					positions: orderedItemIds,
					page,
					per_page: perPage,
				},
			} );
			broadcastChange();
			return true;
		} catch ( error ) {
			const apiError = failure( error );
			if ( before ) {
				dispatch(
					actions.restore( { pages: { [ pageName ]: before } } )
				);
			}
			dispatch( createNotice( 'error', apiError.message ) );
			return apiError;
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

function missingTransferFields(): AddResult {
	return {
		result: 'boudoir_missing_destination',
		message: __( 'Please choose a wishlist.', 'boudoir' ),
	};
}

const transferItem =
	(
		mode: 'move' | 'copy',
		args: TransferItemArgs & { noticeContext?: NoticeContext }
	) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< AddResult > => {
		const context = args.noticeContext ?? 'global';
		if ( ! args.token || ! args.destination || ! args.itemId ) {
			const refused = missingTransferFields();
			dispatch( createNotice( 'error', refused.message, context ) );
			return refused;
		}
		const key = `item:${ args.itemId }`;
		const snapshot: Snapshot = {
			...snapshotOf( select.getRawState(), args.token ),
		};
		dispatch( actions.setPending( key, true ) );
		if ( mode === 'move' ) {
			dispatch( actions.removeItems( [ args.itemId ], args.token ) );
		}
		try {
			const answer = await apiRequest< ItemAnswer >( {
				path: path( `/items/${ mode }` ),
				method: 'POST',
				data: {
					wishlist_token: args.token,
					destination_wishlist_token: args.destination,
					item_id: args.itemId,
					...( args.destination === 'new' && {
						wishlist_name: args.wishlistName ?? '',
						wishlist_visibility:
							args.wishlistVisibility ?? 'private',
					} ),
				},
			} );
			dispatch( receiveListsAnswer( answer ) );
			dispatch( actions.receiveItems( [ answer.item ] ) );
			dispatch(
				actions.addSaved( savedOf( answer.item, answer.wishlist ) )
			);
			refreshItemPages( registry );
			registry
				.dispatch( STORE_NAME )
				.invalidateResolution( 'getList', [ args.token ] );
			broadcastChange();
			dispatch( createNotice( 'success', answer.message, context ) );
			return {
				result: answer.result,
				message: answer.message,
				item: answer.item,
				wishlist: answer.wishlist,
			};
		} catch ( error ) {
			const apiError = failure( error );
			dispatch( actions.restore( snapshot ) );
			dispatch( createNotice( 'error', apiError.message, context ) );
			return failedAdd( apiError );
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/**
 * Moves an item to another list of the shopper's, or a new one (POST /items/move).
 * Refuses without a request unless the source token, the destination and the item are given.
 *
 * @param args Source token, item id, destination token or 'new' (with name and privacy).
 */
export const moveItem = (
	args: TransferItemArgs & { noticeContext?: NoticeContext }
) => transferItem( 'move', args );

/**
 * Copies an item to another list of the shopper's, or a new one (POST /items/copy).
 * Refuses without a request unless the source token, the destination and the item are given.
 *
 * @param args Source token, item id, destination token or 'new' (with name and privacy).
 */
export const copyItem = (
	args: TransferItemArgs & { noticeContext?: NoticeContext }
) => transferItem( 'copy', args );

/**
 * Removes a product from all the shopper's lists (POST /items/remove-from-all), optimistically.
 *
 * @param productId   The product.
 * @param variationId Only this variation.
 * @return true, or the failure.
 */
export const removeFromAll =
	( productId: number, variationId?: number ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		const snapshot: Snapshot = {
			...snapshotOf( state ),
			lists: { ...state.lists },
		};
		const ownTokens = Object.values( state.lists )
			.filter( ( list ) => list.is_user_owner )
			.map( ( list ) => list.token );
		const matches = ( item: {
			product_id: number;
			variation_id: number;
		} ) =>
			item.product_id === productId &&
			( variationId === undefined || item.variation_id === variationId );
		const itemIds = new Set< number >();
		( state.saved ?? [] )
			.filter( matches )
			.forEach( ( saved ) => itemIds.add( saved.item_id ) );
		Object.entries( state.pages )
			.filter( ( [ pageName ] ) =>
				ownTokens.includes(
					pageName.slice( 0, pageName.indexOf( ':' ) )
				)
			)
			.flatMap( ( [ , page ] ) => page.ids )
			.filter(
				( id ) => state.items[ id ] && matches( state.items[ id ] )
			)
			.forEach( ( id ) => itemIds.add( id ) );
		return writeOptimistically( dispatch, {
			key: `remove-all:${ productId }:${ variationId ?? 0 }`,
			snapshot,
			apply: () => {
				dispatch( actions.removeItems( [ ...itemIds ] ) );
				dispatch( actions.removeSaved( productId, variationId ) );
			},
			send: () =>
				apiRequest< ListsAnswer & { message: string } >( {
					path: path( '/items/remove-from-all' ),
					method: 'POST',
					data: {
						prod_id: productId,
						...( variationId !== undefined && {
							variation_id: variationId,
						} ),
					},
				} ),
			receive: ( answer ) => {
				dispatch( receiveListsAnswer( answer ) );
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getLists', [] );
				refreshItemPages( registry );
			},
		} );
	};

/**
 * Creates a list (POST /wishlists).
 *
 * @param name    The list's name.
 * @param privacy Who may read it.
 * @return The new list, or the failure.
 */
export const createList =
	( name: string, privacy: Privacy ) =>
	async ( { dispatch }: ThunkArgs ): Promise< Wishlist | ApiError > => {
		const key = 'list:new';
		dispatch( actions.setPending( key, true ) );
		try {
			const list = await apiRequest< Wishlist >( {
				path: path( '/wishlists' ),
				method: 'POST',
				data: { wishlist_name: name, wishlist_visibility: privacy },
			} );
			dispatch( actions.receiveList( list ) );
			broadcastChange();
			return list;
		} catch ( error ) {
			const apiError = failure( error );
			dispatch( createNotice( 'error', apiError.message ) );
			return apiError;
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/**
 * Deletes a list and its items (DELETE /wishlists/<id>), optimistically.
 *
 * @param id The list.
 * @return true, or the failure.
 */
export const deleteList =
	( id: number ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		const snapshot: Snapshot = {
			...snapshotOf( state ),
			lists: { ...state.lists },
			listIds: state.listIds,
		};
		return writeOptimistically( dispatch, {
			key: `list:${ id }`,
			snapshot,
			apply: () => dispatch( actions.removeList( id ) ),
			send: () =>
				apiRequest< ListsAnswer & { message: string } >( {
					path: path( `/wishlists/${ id }` ),
					method: 'DELETE',
				} ),
			receive: ( answer ) => {
				dispatch( receiveListsAnswer( answer ) );
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getLists', [] );
			},
		} );
	};

const saveListField =
	(
		id: number,
		route: 'title' | 'privacy',
		patch: Partial< Wishlist >,
		data: Record< string, string >
	) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > =>
		writeOptimistically( dispatch, {
			key: `list:${ id }`,
			snapshot: { lists: { ...select.getRawState().lists } },
			apply: () => dispatch( actions.patchList( id, patch ) ),
			send: () =>
				apiRequest< { message: string; wishlist: Wishlist } >( {
					path: path( `/wishlists/${ id }/${ route }` ),
					method: 'POST',
					data,
				} ),
			receive: ( answer ) =>
				dispatch( actions.receiveList( answer.wishlist ) ),
		} );

/**
 * Renames a list (POST /wishlists/<id>/title), optimistically.
 *
 * @param id    The list.
 * @param title The new title.
 * @return true, or the failure.
 */
export const saveTitle = ( id: number, title: string ) =>
	saveListField( id, 'title', { wishlist_name: title }, { title } );

/**
 * Changes who may read a list (POST /wishlists/<id>/privacy), optimistically.
 *
 * @param id      The list.
 * @param privacy The new privacy.
 * @return true, or the failure.
 */
export const savePrivacy = ( id: number, privacy: Privacy ) =>
	saveListField( id, 'privacy', { privacy }, { privacy } );

/**
 * Asks the shop for an estimate of a list (POST /wishlists/<token>/estimate).
 * Pushes no notice on failure: the dialog shows the error itself.
 *
 * @param token  The list.
 * @param fields name, email, notes, copy and the shop's extra fields.
 * @return The confirmation, or the failure.
 */
export const askEstimate =
	( token: string, fields: Record< string, string | boolean > ) =>
	async ( { dispatch }: ThunkArgs ): Promise< EstimateResult | ApiError > => {
		const key = `estimate:${ token }`;
		dispatch( actions.setPending( key, true ) );
		try {
			return await apiRequest< EstimateResult >( {
				path: path(
					`/wishlists/${ encodeURIComponent( token ) }/estimate`
				),
				method: 'POST',
				data: fields,
			} );
		} catch ( error ) {
			return failure( error );
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
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
		const key = `add:${ productId }:0`;
		dispatch( actions.setPending( key, true ) );
		try {
			const answer = await apiRequest< ReloadAnswer >( {
				path: path( '/wishlists/reload' ),
				method: 'POST',
				data: {
					wishlist_token: token,
					add_to_wishlist: productId,
					page,
					per_page: perPage,
				},
			} );
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
			broadcastChange();
			const result = answer.result ?? true;
			if ( answer.message ) {
				dispatch( createNotice( 'success', answer.message ) );
			}
			return {
				result,
				message: answer.message,
				wishlist: answer.wishlist,
			};
		} catch ( error ) {
			const apiError = failure( error );
			dispatch( createNotice( 'error', apiError.message ) );
			return failedAdd( apiError );
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/**
 * Adds a list item to the cart through the cart store (Store API); then, when the shop
 * removes items after adding them and the shopper owns the list, deletes the item.
 * Never redirects.
 *
 * @param token    The item's list.
 * @param itemId   The item.
 * @param quantity How many (default: the item's quantity).
 */
export const addItemToCart =
	( token: string, itemId: number, quantity?: number ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< AddItemToCartResult > => {
		const item = select.getItem( itemId );
		if ( ! item ) {
			const message = __(
				'This item is no longer on the list.',
				'boudoir'
			);
			dispatch( createNotice( 'error', message ) );
			return { ok: false, message, removed: false };
		}
		const key = `cart:${ itemId }`;
		dispatch( actions.setPending( key, true ) );
		try {
			const variation = cartVariationOf( item );
			const added = await registry.dispatch( cartStore ).addItem( {
				id: item.variation_id > 0 ? item.variation_id : item.product_id,
				quantity: quantity ?? item.quantity,
				...( variation && { variation } ),
			} );
			if ( ! added.ok ) {
				dispatch( createNotice( 'error', added.error.message ) );
				return {
					ok: false,
					message: added.error.message,
					removed: false,
				};
			}
			const message = sprintf(
				/* translators: %s: product name. */
				__( '“%s” has been added to your cart.', 'boudoir' ),
				item.name
			);
			const list = select.getList( token );
			let removed = false;
			if ( select.getSettings().removeAfterAdd && list?.is_user_owner ) {
				const snapshot: Snapshot = {
					...snapshotOf( select.getRawState(), token ),
				};
				dispatch( actions.removeItems( [ itemId ], token ) );
				try {
					const answer = await apiRequest< ListsAnswer >( {
						path: path( `/items/${ itemId }` ),
						method: 'DELETE',
					} );
					dispatch( receiveListsAnswer( answer ) );
					broadcastChange();
					removed = true;
				} catch ( error ) {
					dispatch( actions.restore( snapshot ) );
					dispatch(
						createNotice( 'error', failure( error ).message )
					);
				}
			}
			dispatch( createNotice( 'success', message ) );
			return { ok: true, message, removed };
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/**
 * Starts listening to other tabs (resolvers call it; nothing listens at import).
 */
export const startCrossTabSync =
	() =>
	( { dispatch }: ThunkArgs ): void => {
		startSync( () => dispatch( invalidateAll() ) );
	};
