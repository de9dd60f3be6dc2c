/**
 * Internal dependencies
 */
import { pendingKey } from './choices';
import type { AlertsState, ApiError, ListAlerts } from './types';

/**
 * A list's alert choices (undefined until read; its resolver reads them).
 *
 * @param state  The state.
 * @param listId The list.
 */
export function getAlerts(
	state: AlertsState,
	listId: number
): ListAlerts | undefined {
	return state.lists[ listId ];
}

/**
 * Why a list's choices could not be read (undefined: they were, or are on their way).
 *
 * @param state  The state.
 * @param listId The list.
 */
export function getAlertsError(
	state: AlertsState,
	listId: number
): ApiError | undefined {
	return state.errors[ listId ];
}

/**
 * Whether a save of the list's choice (itemId 0), or of one item's, is under way.
 *
 * @param state  The state.
 * @param listId The list.
 * @param itemId The item (0: the list).
 */
export function isSaving(
	state: AlertsState,
	listId: number,
	itemId: number = 0
): boolean {
	return state.pending[ pendingKey( listId, itemId ) ] === true;
}
