/**
 * Internal dependencies
 */
import type { Cart } from './types';

/**
 * The cart as the Store API answered.
 *
 * @param cart The cart.
 */
export function receiveCart( cart: Cart ) {
	return { type: 'RECEIVE_CART', cart } as const;
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

/** Every plain action. */
export type Action =
	| ReturnType< typeof receiveCart >
	| ReturnType< typeof receiveTokens >
	| ReturnType< typeof setAdding >;
