/**
 * The alerts store's requests, through the REST client (../wishlist/client.ts): the read, and
 * the writes, each shown at once and put back when the server refuses it.
 */

/**
 * Internal dependencies
 */
import { isApiError, toApiError } from '@boudoir/api';
import type { StoreThunkArgs } from '../types';
import * as client from '../wishlist/client';
import * as actions from './actions';
import type { Action } from './actions';
import { pendingKey, withSaved } from './choices';
import { PAGE_MAX_LENGTH } from './constants';
import type * as selectors from './selectors';
import type {
	AlertsAnswer,
	AlertsState,
	ApiError,
	ListAlerts,
	SaveAlertsRequest,
} from './types';

/** What a thunk of this store receives. */
export type ThunkArgs = StoreThunkArgs< AlertsState, Action, typeof selectors >;

/**
 * Any failure as an ApiError.
 *
 * @param error What was thrown.
 */
function failure( error: unknown ): ApiError {
	return isApiError( error ) ? error : toApiError( error );
}

/** The page a choice is made on, as the routes keep it (without its fragment). */
export function currentPage(): string {
	return window.location.href.split( '#' )[ 0 ].slice( 0, PAGE_MAX_LENGTH );
}

/**
 * Reads a list's choices (GET /wishlists/<id>/alerts).
 *
 * @param listId The list.
 */
export const fetchAlerts =
	( listId: number ) =>
	async ( { dispatch }: ThunkArgs ): Promise< void > => {
		try {
			const answer = await client.getWishlistAlerts( listId );
			dispatch( actions.receiveAlerts( answer.alerts ) );
		} catch ( error ) {
			dispatch( actions.receiveAlertsError( listId, failure( error ) ) );
		}
	};

/**
 * Sends a write of a list's choices: marks it under way, shows `expected` at once when given,
 * takes the answer's choices in, or puts the choices back when it fails. Never throws.
 *
 * @param listId   The list.
 * @param key      pendingKey().
 * @param send     The request.
 * @param expected The choices as the write will leave them.
 */
const write =
	(
		listId: number,
		key: string,
		send: () => Promise< AlertsAnswer >,
		expected?: ( alerts: ListAlerts ) => ListAlerts
	) =>
	async ( {
		dispatch,
		select,
	}: ThunkArgs ): Promise< AlertsAnswer | ApiError > => {
		const before = select.getAlerts( listId );
		dispatch( actions.setPending( key, true ) );
		if ( before && expected ) {
			dispatch( actions.receiveAlerts( expected( before ) ) );
		}
		try {
			const answer = await send();
			dispatch( actions.receiveAlerts( answer.alerts ) );
			return answer;
		} catch ( error ) {
			if ( before ) {
				dispatch( actions.receiveAlerts( before ) );
			}
			return failure( error );
		} finally {
			dispatch( actions.setPending( key, false ) );
		}
	};

/**
 * Saves the choice of a list or of one of its items (POST /wishlists/<id>/alerts), with the
 * page it is made on.
 *
 * @param listId  The list.
 * @param request The item (absent: the list), each kind on or off, or `inherit`; a guest's `email`.
 * @return The answer (its `message` to show), or the failure.
 */
export const saveAlerts = ( listId: number, request: SaveAlertsRequest ) =>
	write(
		listId,
		pendingKey( listId, request.item_id ),
		() =>
			client.saveWishlistAlerts( listId, {
				page: currentPage(),
				...request,
			} ),
		( alerts ) => withSaved( alerts, request )
	);

/**
 * Turns every alert of a list and of its items off (DELETE /wishlists/<id>/alerts).
 *
 * @param listId The list.
 * @return The answer (its `message` to show), or the failure.
 */
export const stopAlerts = ( listId: number ) =>
	write( listId, pendingKey( listId ), () =>
		client.stopWishlistAlerts( listId )
	);
