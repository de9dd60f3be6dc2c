/**
 * WordPress dependencies
 */
import type {
	CurriedSelectorsOf,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders, isApiError, toApiError } from '@boudoir/api';
import type { ApiErrorWithHeaders } from '@boudoir/api';
import { triggerWooEvent } from '@boudoir/woo-events';
import * as actions from './actions';
import type { Action } from './actions';
import {
	ADDED_TO_CART_EVENT,
	ADD_ITEM_PATH,
	FRAGMENT_REFRESH_EVENT,
	NONCE_ERRORS,
} from './constants';
import type * as selectors from './selectors';
import type { AddItemArgs, AddItemResult, Cart, CartState } from './types';

type SelectorStore = StoreDescriptor<
	ReduxStoreConfig< CartState, Record< string, never >, typeof selectors >
>;

/** What a thunk of this store receives. */
export interface ThunkArgs {
	select: CurriedSelectorsOf< SelectorStore >;
	dispatch: ( action: Action ) => Action;
}

function tokensOf( headers: Headers | undefined ): [ string, string ] {
	return [
		headers?.get( 'Nonce' ) ?? '',
		headers?.get( 'Cart-Token' ) ?? '',
	];
}

/**
 * Adds a product to the cart (POST /wc/store/v1/cart/add-item) with the Store API
 * nonce and cart token, both refreshed from each answer; a nonce error is retried
 * once with the nonce the error answer brought. After success, tells WooCommerce's
 * cart blocks (`wc-blocks_added_to_cart`) and classic mini-carts (`wc_fragment_refresh`).
 *
 * @param args The product or variation id, the quantity and the variation's attributes.
 * @return `{ ok: true, cart }` or `{ ok: false, error }`; never throws.
 */
export const addItem =
	( args: AddItemArgs ) =>
	async ( { dispatch, select }: ThunkArgs ): Promise< AddItemResult > => {
		dispatch( actions.setAdding( args.id, true ) );
		const send = () => {
			const nonce = select.getNonce();
			const cartToken = select.getCartToken();
			return apiRequestWithHeaders< Cart >( {
				path: ADD_ITEM_PATH,
				method: 'POST',
				data: {
					id: args.id,
					quantity: args.quantity ?? 1,
					...( args.variation && { variation: args.variation } ),
				},
				headers: {
					Nonce: nonce,
					...( cartToken && { 'Cart-Token': cartToken } ),
				},
			} );
		};
		try {
			let answer;
			try {
				answer = await send();
			} catch ( error ) {
				const apiError = error as ApiErrorWithHeaders;
				if (
					! isApiError( error ) ||
					! NONCE_ERRORS.includes( apiError.code )
				) {
					throw error;
				}
				dispatch(
					actions.receiveTokens( ...tokensOf( apiError.headers ) )
				);
				answer = await send();
			}
			dispatch( actions.receiveTokens( ...tokensOf( answer.headers ) ) );
			dispatch( actions.receiveCart( answer.body ) );
			document.body.dispatchEvent(
				new CustomEvent( ADDED_TO_CART_EVENT, { bubbles: true } )
			);
			triggerWooEvent( FRAGMENT_REFRESH_EVENT );
			return { ok: true, cart: answer.body };
		} catch ( error ) {
			const apiError = error as ApiErrorWithHeaders;
			if ( isApiError( error ) ) {
				dispatch(
					actions.receiveTokens( ...tokensOf( apiError.headers ) )
				);
				const { headers, ...plain } = apiError;
				void headers;
				return { ok: false, error: plain };
			}
			return { ok: false, error: toApiError( error ) };
		} finally {
			dispatch( actions.setAdding( args.id, false ) );
		}
	};
