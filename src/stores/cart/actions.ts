/**
 * Internal dependencies
 */
import type { ActionOf } from '../types';
import type { Cart, CartError } from './types';

/**
 * The cart as the Store API answered.
 *
 * @param cart     The cart.
 * @param sequence When its request started (requests are numbered as they start); an
 *                 answer to an older request than the cart's is dropped. 0: always taken.
 */
export function receiveCart( cart: Cart, sequence = 0 ) {
	return { type: 'RECEIVE_CART', cart, sequence } as const;
}

/**
 * The Store API nonce and cart token from an answer's headers (empty: unchanged).
 *
 * @param nonce     The `Nonce` header.
 * @param cartToken The `Cart-Token` header.
 */
export function receiveTokens( nonce: string, cartToken: string ) {
	return { type: 'RECEIVE_TOKENS', nonce, cartToken } as const;
}

/**
 * Marks a product being added or done.
 *
 * @param id       The product or variation id.
 * @param isAdding Whether it is being added.
 */
export function setAdding( id: number, isAdding: boolean ) {
	return { type: 'SET_ADDING', id, isAdding } as const;
}

/**
 * Marks a cart line being removed or changed, or done.
 *
 * @param key        The cart line's key.
 * @param isUpdating Whether it is being removed or changed.
 */
export function setUpdating( key: string, isUpdating: boolean ) {
	return { type: 'SET_UPDATING', key, isUpdating } as const;
}

/**
 * The last failure (null: none).
 *
 * @param error The failure.
 */
export function receiveError( error: CartError | null ) {
	return { type: 'RECEIVE_ERROR', error } as const;
}

/** Forgets the last failure (e.g. once the shopper dismissed its notice). */
export function clearError() {
	return receiveError( null );
}

/** The store now listens to WooCommerce's cart events. */
export function setListening() {
	return { type: 'SET_LISTENING' } as const;
}

/** Every plain action: what this module's creators make. */
export type Action = ActionOf< typeof import( './actions' ) >;
