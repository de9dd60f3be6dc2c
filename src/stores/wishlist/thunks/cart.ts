/**
 * An item of a list on its way to the cart.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { loadHandles, readManifest } from '@boudoir/islands';
import type { AddItemArgs, AddItemResult } from '@boudoir/stores/cart';
import * as actions from '../actions';
import * as client from '../client';
import { cartKey } from '../pending-keys';
import { cartVariationOf, needsChoice } from '../variation';
import type { AddItemToCartResult, ApiError } from '../types';
import type { ThunkArgs } from './args';
import { createNotice } from './notices';
import { receiveListsAnswer, snapshotOf, writeOptimistically } from './write';

/** The cart store's name (`@boudoir/stores/cart`), reached by name: it is not imported. */
export const CART_STORE_NAME = 'boudoir/cart';

/**
 * The cart store's script handle. The page holds it back (`Boudoir\Islands` prints it inert
 * and lists it in the islands manifest under this handle, as a late dependency of the
 * wishlist store's script): it loads when an item first goes to the cart.
 */
export const CART_SCRIPT_HANDLE = 'boudoir-stores-cart';

/** The cart store's add, as this store calls it. */
type AddToCart = ( args: AddItemArgs ) => Promise< unknown >;

function isAddItemResult( value: unknown ): value is AddItemResult {
	if ( typeof value !== 'object' || value === null || ! ( 'ok' in value ) ) {
		return false;
	}
	return (
		value.ok === true ||
		( value.ok === false && 'error' in value && isApiError( value.error ) )
	);
}

/** Why an item could not reach the cart when the cart store is missing or answers oddly. */
function cartUnavailable(): ApiError {
	return {
		code: 'boudoir_cart_unavailable',
		message: __(
			'The cart could not be reached. Please reload the page.',
			'boudoir'
		),
	};
}

/**
 * The cart store's add: loads the cart store's scripts first when the page holds them
 * back (nothing to load when they ran already, or when the page has no manifest).
 *
 * @param registry The registry the cart store registers in.
 */
async function loadAddToCart(
	registry: ThunkArgs[ 'registry' ]
): Promise< AddToCart > {
	await loadHandles(
		document,
		readManifest( document ).islands[ CART_SCRIPT_HANDLE ] ?? []
	);
	const addItem: unknown = registry.dispatch( CART_STORE_NAME )?.addItem;
	if ( typeof addItem !== 'function' ) {
		throw cartUnavailable();
	}
	return ( args ) => addItem( args );
}

/**
 * After an add to the cart, deletes the item when the shop says so and the shopper owns
 * the list (DELETE /items/<id>), optimistically.
 *
 * @param token  The item's list.
 * @param itemId The item.
 * @return Whether the item was deleted.
 */
const removeAfterAdd =
	( token: string, itemId: number ) =>
	async ( { dispatch, select }: ThunkArgs ): Promise< boolean > => {
		if (
			! select.getSettings().removeAfterAdd ||
			! select.getList( token )?.is_user_owner
		) {
			return false;
		}
		const outcome = await writeOptimistically( dispatch, {
			rollback: snapshotOf( select.getRawState(), token ),
			apply: () => dispatch( actions.removeItems( [ itemId ], token ) ),
			send: () => client.deleteItem( itemId ),
			commit: ( answer ) => dispatch( receiveListsAnswer( answer ) ),
			// The cart's message says it all.
			successMessage: () => '',
		} );
		return outcome.status === 'done';
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
		if ( needsChoice( item ) ) {
			// The cart would refuse it ("No matching variation found."): say what to do instead.
			const refusal = sprintf(
				/* translators: %s: product name. */
				__(
					'Choose the options of “%s” on its page before adding it to your cart.',
					'boudoir'
				),
				item.name
			);
			dispatch( createNotice( 'error', refusal ) );
			return { ok: false, message: refusal, removed: false };
		}
		const message = sprintf(
			/* translators: %s: product name. */
			__( '“%s” has been added to your cart.', 'boudoir' ),
			item.name
		);
		const variation = cartVariationOf( item );
		const outcome = await writeOptimistically( dispatch, {
			key: cartKey( itemId ),
			send: async () => {
				const addToCart = await loadAddToCart( registry );
				const added = await addToCart( {
					id:
						item.variation_id > 0
							? item.variation_id
							: item.product_id,
					quantity: quantity ?? item.quantity,
					...( variation && { variation } ),
					fromListItem: itemId,
				} );
				if ( ! isAddItemResult( added ) ) {
					throw cartUnavailable();
				}
				if ( ! added.ok ) {
					throw added.error;
				}
				return {
					removed: await dispatch( removeAfterAdd( token, itemId ) ),
				};
			},
			successMessage: () => message,
			// The lists change only by the removal, which tells the other tabs itself.
			broadcast: false,
		} );
		if ( outcome.status !== 'done' ) {
			return {
				ok: false,
				message:
					outcome.status === 'failed' ? outcome.error.message : '',
				removed: false,
			};
		}
		return { ok: true, message, removed: outcome.answer.removed };
	};
