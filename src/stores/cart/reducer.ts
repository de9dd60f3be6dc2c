/**
 * Internal dependencies
 */
import type { Action } from './actions';
import type { CartState } from './types';

/**
 * The nonce the page printed: Boudoir's own, else WooCommerce Blocks'.
 */
export function initialNonce(): string {
	if ( typeof window === 'undefined' ) {
		return '';
	}
	return (
		window.boudoirCartSettings?.storeApiNonce ||
		window.wcBlocksMiddlewareConfig?.storeApiNonce ||
		''
	);
}

/**
 * The state before any request.
 */
export function initialState(): CartState {
	return { cart: null, nonce: initialNonce(), cartToken: '', adding: {} };
}

/**
 * The store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export default function reducer(
	state: CartState = initialState(),
	action: Action
): CartState {
	switch ( action.type ) {
		case 'RECEIVE_CART':
			return { ...state, cart: action.cart };
		case 'RECEIVE_TOKENS':
			return {
				...state,
				nonce: action.nonce || state.nonce,
				cartToken: action.cartToken || state.cartToken,
			};
		case 'SET_ADDING': {
			const adding = { ...state.adding };
			if ( action.isAdding ) {
				adding[ action.id ] = true;
			} else {
				delete adding[ action.id ];
			}
			return { ...state, adding };
		}
		default:
			return state;
	}
}
