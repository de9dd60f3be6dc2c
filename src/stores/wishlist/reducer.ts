/**
 * Internal dependencies
 */
import type { Action } from './actions';
import { NO_SETTINGS } from './constants';
import { itemsReducer } from './reducers/items';
import { listsReducer } from './reducers/lists';
import { savedReducer } from './reducers/saved';
import type { WishlistSettings, WishlistState } from './types';

/**
 * The settings PHP printed (NO_SETTINGS for what it left out).
 */
export function readSettings(): WishlistSettings {
	const printed =
		typeof window !== 'undefined' ? window.boudoirWishlistSettings : {};
	return {
		...NO_SETTINGS,
		...printed,
		limits: { ...NO_SETTINGS.limits, ...printed?.limits },
	};
}

/**
 * The state before anything is loaded.
 */
export function initialState(): WishlistState {
	return {
		settings: readSettings(),
		listIds: null,
		lists: {},
		listErrors: {},
		renamedTokens: {},
		items: {},
		pages: {},
		saved: null,
		notices: [],
		noticeCount: 0,
		pending: {},
		quantityUpdates: {},
		crossTab: null,
	};
}

/**
 * What the store keeps besides its data: rollbacks, requests under way, notices, the
 * cross-tab listener, and the reset that forgets the data.
 *
 * @param state  The state.
 * @param action An action.
 */
function sessionReducer(
	state: WishlistState,
	action: Action
): WishlistState | undefined {
	switch ( action.type ) {
		case 'RESTORE': {
			const { snapshot } = action;
			return {
				...state,
				...( snapshot.lists && {
					lists: { ...state.lists, ...snapshot.lists },
				} ),
				...( snapshot.items && {
					items: { ...state.items, ...snapshot.items },
				} ),
				...( snapshot.pages && {
					pages: { ...state.pages, ...snapshot.pages },
				} ),
				...( snapshot.saved !== undefined && {
					saved: snapshot.saved,
				} ),
				...( snapshot.listIds !== undefined && {
					listIds: snapshot.listIds,
				} ),
			};
		}
		case 'SET_PENDING': {
			const pending = { ...state.pending };
			if ( action.isPending ) {
				pending[ action.key ] = true;
			} else {
				delete pending[ action.key ];
			}
			return { ...state, pending };
		}
		case 'ADD_NOTICE':
			return {
				...state,
				notices: [
					...state.notices.filter(
						( notice ) => notice.id !== action.notice.id
					),
					action.notice,
				],
				noticeCount: state.noticeCount + 1,
			};
		case 'REMOVE_NOTICE':
			return {
				...state,
				notices: state.notices.filter(
					( notice ) => notice.id !== action.id
				),
			};
		case 'CLEAR_NOTICES':
			return {
				...state,
				notices: action.context
					? state.notices.filter(
							( notice ) => notice.context !== action.context
						)
					: [],
			};
		case 'SET_QUANTITY_UPDATE': {
			const quantityUpdates = { ...state.quantityUpdates };
			if ( action.update ) {
				quantityUpdates[ action.itemId ] = action.update;
			} else {
				delete quantityUpdates[ action.itemId ];
			}
			return { ...state, quantityUpdates };
		}
		case 'SET_CROSS_TAB':
			return { ...state, crossTab: action.crossTab };
		case 'RESET_DATA':
			return {
				...initialState(),
				settings: state.settings,
				notices: state.notices,
				noticeCount: state.noticeCount,
				crossTab: state.crossTab,
			};
	}
}

/**
 * The store's reducer: each concern's reducer takes its actions (undefined: not its own).
 *
 * @param state  The state.
 * @param action An action.
 */
export default function reducer(
	state: WishlistState = initialState(),
	action: Action
): WishlistState {
	return (
		listsReducer( state, action ) ??
		itemsReducer( state, action ) ??
		savedReducer( state, action ) ??
		sessionReducer( state, action ) ??
		state
	);
}
