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
	return {
		cart: null,
		cartSequence: 0,
		nonce: initialNonce(),
		cartToken: '',
		adding: {},
		updating: {},
		lastError: null,
		listening: false,
	};
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
			// A slow answer to a request older than the cart's (a refetch overtaken by a
			// removal) would bring back a state the shopper already changed.
			if ( action.sequence > 0 && action.sequence < state.cartSequence ) {
				return state;
			}
			return {
				...state,
				cart: action.cart,
				cartSequence: Math.max( action.sequence, state.cartSequence ),
			};
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
		case 'SET_UPDATING': {
			const updating = { ...state.updating };
			if ( action.isUpdating ) {
				updating[ action.key ] = true;
			} else {
				delete updating[ action.key ];
			}
			return { ...state, updating };
		}
		case 'RECEIVE_ERROR':
			return { ...state, lastError: action.error };
		case 'SET_LISTENING':
			return { ...state, listening: true };
		default:
			return state;
	}
}
