/**
 * Internal dependencies
 */
import { fetchAlerts } from './thunks';
import type { ThunkArgs } from './thunks';

/**
 * getAlerts reads the list's choices.
 *
 * @param listId The list.
 */
export const getAlerts =
	( listId: number ) =>
	( { dispatch }: ThunkArgs ): Promise< void > =>
		dispatch( fetchAlerts( listId ) );

/**
 * getAlertsError reads them too.
 *
 * @param listId The list.
 */
export const getAlertsError =
	( listId: number ) =>
	( { resolveSelect }: ThunkArgs ): Promise< unknown > =>
		resolveSelect.getAlerts( listId );
