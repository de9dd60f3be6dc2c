/**
 * The one way the store talks to the Store API: every thunk's request gets the
 * `Nonce` header (from the page, then refreshed from each answer), one retry on a
 * nonce error, the cart of a 409 answer, and an error whose message is ready to show;
 * the `Cart-Token` of each answer is kept.
 */

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders, isApiError, toApiError } from '@boudoir/api';
import type { ApiErrorWithHeaders, RequestOptions } from '@boudoir/api';
import type { StoreThunkArgs } from '../types';
import * as actions from './actions';
import type { Action } from './actions';
import { NONCE_ERRORS } from './constants';
import { cartErrorMessage } from './errors';
import type * as selectors from './selectors';
import type { Cart, CartError, CartResult, CartState } from './types';

/** What a thunk of this store receives (of all @wordpress/data gives, what it uses). */
export type ThunkArgs = Pick<
	StoreThunkArgs< CartState, Action, typeof selectors >,
	'select' | 'dispatch'
>;

/** The store's dispatch as thunks see it: plain actions and other thunks. */
export type ThunkDispatch = ThunkArgs[ 'dispatch' ];

/** A Store API request: the route, and for writes the method and body. */
export type CartRequest = Pick<
	RequestOptions,
	'path' | 'method' | 'data' | 'headers'
>;

let lastSequence = 0;

function tokensOf( headers: Headers | undefined ): [ string, string ] {
	return [
		headers?.get( 'Nonce' ) ?? '',
		headers?.get( 'Cart-Token' ) ?? '',
	];
}

function isCart( value: unknown ): value is Cart {
	return (
		typeof value === 'object' &&
		value !== null &&
		Array.isArray( ( value as Cart ).items )
	);
}

/**
 * Sends a Store API cart request and files the answer: tokens, cart, last error.
 *
 * @param args    The thunk's arguments.
 * @param request The route, method and body.
 * @param context What is being done, to which line or product (kept on the error).
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export async function requestCart(
	args: ThunkArgs,
	request: CartRequest,
	context: Pick< CartError, 'action' | 'key' | 'id' >
): Promise< CartResult > {
	const { dispatch, select } = args;
	const sequence = ++lastSequence;
	// The Cart-Token is kept (getCartToken) but not sent back: it selects the token's
	// session over the shopper's cookie one, so a guest whose first request came before
	// any session cookie would get a second cart, apart from the classic add-to-cart's.
	// WooCommerce's own blocks do the same (the token is for headless clients).
	const send = () =>
		apiRequestWithHeaders< Cart >( {
			...request,
			headers: { ...request.headers, Nonce: select.getNonce() },
		} );
	try {
		let answer;
		try {
			answer = await send();
		} catch ( error ) {
			if (
				! isApiError( error ) ||
				! NONCE_ERRORS.includes( error.code )
			) {
				throw error;
			}
			// The error answer brings a fresh nonce: try once more with it.
			dispatch(
				actions.receiveTokens(
					...tokensOf( ( error as ApiErrorWithHeaders ).headers )
				)
			);
			answer = await send();
		}
		dispatch( actions.receiveTokens( ...tokensOf( answer.headers ) ) );
		dispatch( actions.receiveCart( answer.body, sequence ) );
		// A refetch (e.g. the bridge's) must not hide a failed change the shopper has yet to read.
		if (
			context.action !== 'fetch' ||
			select.getLastError()?.action === 'fetch'
		) {
			dispatch( actions.receiveError( null ) );
		}
		return { ok: true, cart: answer.body };
	} catch ( caught ) {
		let apiError;
		if ( isApiError( caught ) ) {
			const { headers, ...plain } = caught as ApiErrorWithHeaders;
			dispatch( actions.receiveTokens( ...tokensOf( headers ) ) );
			apiError = plain;
		} else {
			apiError = toApiError( caught );
		}
		// A 409 (e.g. an unknown line key) comes with the cart as it is now.
		if ( isCart( apiError.data?.cart ) ) {
			dispatch( actions.receiveCart( apiError.data.cart, sequence ) );
		}
		const error: CartError = {
			...apiError,
			message: cartErrorMessage( apiError ),
			...context,
		};
		dispatch( actions.receiveError( error ) );
		return { ok: false, error };
	}
}
