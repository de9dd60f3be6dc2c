/**
 * Internal dependencies
 */
import type { Action } from './actions';
import type { AlertsState } from './types';

/** Nothing read yet. */
export function initialState(): AlertsState {
	return { lists: {}, errors: {}, pending: {} };
}

/**
 * The alerts store's reducer.
 *
 * @param state  The state.
 * @param action An action.
 */
export default function reducer(
	state: AlertsState = initialState(),
	action: Action
): AlertsState {
	switch ( action.type ) {
		case 'RECEIVE_ALERTS': {
			const { wishlist_id: listId } = action.alerts;
			const errors = { ...state.errors };
			delete errors[ listId ];
			return {
				...state,
				lists: { ...state.lists, [ listId ]: action.alerts },
				errors,
			};
		}
		case 'RECEIVE_ALERTS_ERROR':
			return {
				...state,
				errors: { ...state.errors, [ action.listId ]: action.error },
			};
		case 'SET_ALERTS_PENDING': {
			const pending = { ...state.pending };
			if ( action.isPending ) {
				pending[ action.key ] = true;
			} else {
				delete pending[ action.key ];
			}
			return { ...state, pending };
		}
	}
	return state;
}
