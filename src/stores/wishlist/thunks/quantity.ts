/**
 * Quantity changes: shown at once, sent after a calm, per item. What waits lives in the
 * store's state (`quantityUpdates`), so each registry has its own.
 */

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import * as client from '../client';
import { QUANTITY_DEBOUNCE_MS } from '../constants';
import { itemKey } from '../pending-keys';
import type { ApiError, QuantityUpdate } from '../types';
import type { ThunkArgs } from './args';
import { doneOrError, writeOptimistically } from './write';

function isAbort( error: unknown ): boolean {
	return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends a quantity change that waited for calm, unless a newer one replaced it; the newest
 * settles the callers of every change it replaced.
 *
 * @param token    The item's list.
 * @param itemId   The item.
 * @param quantity The quantity.
 * @param update   The change, as kept in the state.
 */
const sendQuantity =
	(
		token: string,
		itemId: number,
		quantity: number,
		update: QuantityUpdate
	) =>
	async ( { dispatch, select }: ThunkArgs ): Promise< void > => {
		const isCurrent = () =>
			select.getRawState().quantityUpdates[ itemId ] === update;
		const outcome = await writeOptimistically( dispatch, {
			send: () =>
				client.setItemQuantity(
					{ wishlist_token: token, item_id: itemId, quantity },
					update.controller.signal
				),
			commit: ( answer ) =>
				dispatch( actions.receiveItems( [ answer.item ] ) ),
			// The new quantity is on screen already: it needs no message.
			successMessage: () => '',
			rollback: () =>
				dispatch(
					actions.patchItem( itemId, { quantity: update.confirmed } )
				),
			isSuperseded: ( error ) => isAbort( error ) || ! isCurrent(),
		} );
		if ( outcome.status === 'superseded' || ! isCurrent() ) {
			return;
		}
		dispatch( actions.setQuantityUpdate( itemId ) );
		dispatch( actions.setPending( itemKey( itemId ), false ) );
		const result = doneOrError( outcome );
		update.waiters.forEach( ( resolve ) => resolve( result ) );
	};

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
		const previous = select.getRawState().quantityUpdates[ itemId ];
		if ( previous ) {
			clearTimeout( previous.timer );
			previous.controller.abort();
		}
		return new Promise( ( resolve ) => {
			const update: QuantityUpdate = {
				confirmed:
					previous?.confirmed ??
					select.getItem( itemId )?.quantity ??
					quantity,
				controller: new AbortController(),
				waiters: [ ...( previous?.waiters ?? [] ), resolve ],
				timer: setTimeout(
					() =>
						dispatch(
							sendQuantity( token, itemId, quantity, update )
						),
					QUANTITY_DEBOUNCE_MS
				),
			};
			dispatch( actions.setQuantityUpdate( itemId, update ) );
			dispatch( actions.patchItem( itemId, { quantity } ) );
			dispatch( actions.setPending( itemKey( itemId ), true ) );
		} );
	};

/**
 * Stops every waiting or running quantity change (before invalidateAll forgets them).
 */
export const cancelQuantityUpdates =
	() =>
	( { select }: ThunkArgs ): void => {
		Object.values( select.getRawState().quantityUpdates ).forEach(
			( update ) => {
				clearTimeout( update.timer );
				update.controller.abort();
			}
		);
	};
