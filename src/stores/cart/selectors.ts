/**
 * Internal dependencies
 */
import type { Cart, CartError, CartState } from './types';

/**
 * The cart as last answered (null before any request). Its resolver fetches the cart
 * once and starts listening to WooCommerce's cart events.
 *
 * @param state The state.
 */
export function getCart( state: CartState ): Cart | null {
	return state.cart;
}

/**
 * How many items the cart holds (0 before any request).
 *
 * @param state The state.
 */
export function getItemsCount( state: CartState ): number {
	return state.cart?.items_count ?? 0;
}

/**
 * Whether a product is being added.
 *
 * @param state The state.
 * @param id    The product or variation id.
 */
export function isAdding( state: CartState, id: number ): boolean {
	return state.adding[ id ] === true;
}

/**
 * The Store API nonce in use.
 *
 * @param state The state.
 */
export function getNonce( state: CartState ): string {
	return state.nonce;
}

/**
 * The Store API cart token in use ('' until the first answer).
 *
 * @param state The state.
 */
export function getCartToken( state: CartState ): string {
	return state.cartToken;
}

/**
 * Whether a cart line is being removed or having its quantity changed.
 *
 * @param state The state.
 * @param key   The cart line's key.
 */
export function isUpdating( state: CartState, key: string ): boolean {
	return state.updating[ key ] === true;
}

/**
 * The last failed request's error, message ready to show (null after a success).
 *
 * @param state The state.
 */
export function getLastError( state: CartState ): CartError | null {
	return state.lastError;
}

/**
 * Whether the store listens to WooCommerce's cart events already.
 *
 * @param state The state.
 */
export function isListening( state: CartState ): boolean {
	return state.listening;
}
