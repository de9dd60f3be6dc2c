/**
 * Internal dependencies
 */
import { onWooEvent } from '@boudoir/woo-events';
import * as actions from './actions';
import {
	ADDED_TO_CART_EVENT,
	ADD_ITEM_PATH,
	CART_PATH,
	CLASSIC_CART_EVENTS,
	LIST_ITEM_HEADER,
	REMOVED_FROM_CART_EVENT,
	REMOVE_ITEM_PATH,
	UPDATE_ITEM_PATH,
} from './constants';
import {
	announceAdded,
	announceRemoved,
	announceUpdated,
	isAnnouncing,
} from './events';
import { requestCart } from './request';
import type { ThunkArgs } from './request';
import type { AddItemArgs, AddItemResult, CartResult } from './types';

export type { ThunkArgs, ThunkDispatch } from './request';

const listeners = new Set< () => void >();

/** For tests: every store instance stops listening to WooCommerce's events. */
export function stopListeningForTests(): void {
	listeners.forEach( ( stop ) => stop() );
}

/**
 * Keeps the store's cart in step with WooCommerce's other cart paths: the classic
 * add-to-cart and mini-cart (jQuery `added_to_cart`, `removed_from_cart`, through the
 * bridge) and WooCommerce's cart blocks (`wc-blocks_added_to_cart`,
 * `wc-blocks_removed_from_cart`) refetch the cart. The store's own events are ignored.
 * Once per store; getCart's resolver and every thunk call it.
 *
 * @return Stops listening (the first call only; later calls return a no-op).
 */
export const listenToWooCommerce =
	() =>
	( args: ThunkArgs ): ( () => void ) => {
		const { dispatch, select } = args;
		if ( select.isListening() ) {
			return () => {};
		}
		dispatch( actions.setListening() );
		let running = false;
		let again = false;
		const refresh = async () => {
			// A burst of events (several adds) costs one request in flight and one after.
			if ( running ) {
				again = true;
				return;
			}
			running = true;
			try {
				do {
					again = false;
					await fetchCart()( args );
				} while ( again );
			} finally {
				running = false;
			}
		};
		// One classic add can arrive twice at once (jQuery's event, and the native one
		// WooCommerce's mini-cart block translates it to): one refetch per tick.
		let scheduled = false;
		const onEvent = () => {
			if ( isAnnouncing() || scheduled ) {
				return;
			}
			scheduled = true;
			queueMicrotask( () => {
				scheduled = false;
				void refresh();
			} );
		};
		const stops = CLASSIC_CART_EVENTS.map( ( name ) =>
			onWooEvent( name, onEvent )
		);
		if ( typeof document !== 'undefined' ) {
			const body = document.body;
			for ( const name of [
				ADDED_TO_CART_EVENT,
				REMOVED_FROM_CART_EVENT,
			] ) {
				body.addEventListener( name, onEvent );
				stops.push( () => body.removeEventListener( name, onEvent ) );
			}
		}
		const stop = () => {
			stops.forEach( ( undo ) => undo() );
			listeners.delete( stop );
		};
		listeners.add( stop );
		return stop;
	};

/**
 * Fetches the cart (GET /wc/store/v1/cart).
 *
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export const fetchCart =
	() =>
	async ( args: ThunkArgs ): Promise< CartResult > => {
		listenToWooCommerce()( args );
		return requestCart( args, { path: CART_PATH }, { action: 'fetch' } );
	};

/**
 * Adds a product to the cart (POST /wc/store/v1/cart/add-item). After success, tells
 * WooCommerce's cart data store, its cart blocks (`wc-blocks_added_to_cart`) and classic
 * mini-carts (`wc_fragment_refresh`): events.ts.
 *
 * @param args The product or variation id, the quantity and the variation's attributes.
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export const addItem =
	( args: AddItemArgs ) =>
	async ( thunkArgs: ThunkArgs ): Promise< AddItemResult > => {
		const { dispatch } = thunkArgs;
		listenToWooCommerce()( thunkArgs );
		dispatch( actions.setAdding( args.id, true ) );
		try {
			const result = await requestCart(
				thunkArgs,
				{
					path: ADD_ITEM_PATH,
					method: 'POST',
					data: {
						id: args.id,
						quantity: args.quantity ?? 1,
						...( args.variation && { variation: args.variation } ),
					},
					...( args.fromListItem && {
						headers: {
							[ LIST_ITEM_HEADER ]: String( args.fromListItem ),
						},
					} ),
				},
				{ action: 'add', id: args.id }
			);
			if ( result.ok ) {
				announceAdded( result.cart );
			}
			return result;
		} finally {
			dispatch( actions.setAdding( args.id, false ) );
		}
	};

/**
 * Removes a cart line (POST /wc/store/v1/cart/remove-item). After success, tells
 * WooCommerce's cart data store, its mini-cart block (`wc-blocks_removed_from_cart`) and
 * classic mini-carts (`wc_fragment_refresh`): events.ts.
 *
 * @param key The cart line's key.
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export const removeItem =
	( key: string ) =>
	async ( thunkArgs: ThunkArgs ): Promise< CartResult > => {
		const { dispatch, select } = thunkArgs;
		listenToWooCommerce()( thunkArgs );
		const productId =
			select.getCart()?.items.find( ( item ) => item.key === key )?.id ??
			0;
		dispatch( actions.setUpdating( key, true ) );
		try {
			const result = await requestCart(
				thunkArgs,
				{ path: REMOVE_ITEM_PATH, method: 'POST', data: { key } },
				{ action: 'remove', key }
			);
			if ( result.ok ) {
				// The product left the cart when no other line of it is still there.
				const gone = ! result.cart.items.some(
					( item ) => item.id === productId
				);
				announceRemoved( result.cart, key, gone ? productId : 0 );
			}
			return result;
		} finally {
			dispatch( actions.setUpdating( key, false ) );
		}
	};

/**
 * Sets a cart line's quantity (POST /wc/store/v1/cart/update-item); 0 or less removes
 * the line (removeItem). After success, tells WooCommerce's cart data store, its cart
 * blocks and classic mini-carts (`wc_fragment_refresh`): events.ts.
 *
 * @param key      The cart line's key.
 * @param quantity The new quantity.
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export const updateItemQuantity =
	( key: string, quantity: number ) =>
	async ( thunkArgs: ThunkArgs ): Promise< CartResult > => {
		if ( quantity <= 0 ) {
			return removeItem( key )( thunkArgs );
		}
		const { dispatch } = thunkArgs;
		listenToWooCommerce()( thunkArgs );
		dispatch( actions.setUpdating( key, true ) );
		try {
			const result = await requestCart(
				thunkArgs,
				{
					path: UPDATE_ITEM_PATH,
					method: 'POST',
					data: { key, quantity },
				},
				{ action: 'update', key }
			);
			if ( result.ok ) {
				announceUpdated( result.cart );
			}
			return result;
		} finally {
			dispatch( actions.setUpdating( key, false ) );
		}
	};
