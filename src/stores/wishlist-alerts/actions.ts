/**
 * Plain actions of the alerts store (the reducer's vocabulary); the requests are thunks.ts'.
 */

/**
 * Internal dependencies
 */
import type { ActionOf } from '../types';
import type { ApiError, ListAlerts } from './types';

/**
 * A list's choices, read or answered by a write (or as a write will leave them).
 *
 * @param alerts The choices.
 */
export function receiveAlerts( alerts: ListAlerts ) {
	return { type: 'RECEIVE_ALERTS', alerts } as const;
}

/**
 * A read of a list's choices that failed.
 *
 * @param listId The list.
 * @param error  The error.
 */
export function receiveAlertsError( listId: number, error: ApiError ) {
	return { type: 'RECEIVE_ALERTS_ERROR', listId, error } as const;
}

/**
 * Marks a save under way, or done.
 *
 * @param key       pendingKey().
 * @param isPending Whether it is under way.
 */
export function setPending( key: string, isPending: boolean ) {
	return { type: 'SET_ALERTS_PENDING', key, isPending } as const;
}

/** Every plain action: what this module's creators make. */
export type Action = ActionOf< typeof import( './actions' ) >;
