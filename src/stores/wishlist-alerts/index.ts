/**
 * The wishlist alerts' store `boudoir/wishlist-alerts` (issue 37): each of the shopper's lists'
 * price-drop and back-in-stock choices, its items' own, and where the alerts go. Not a shared
 * package: the wishlist block's alerts chunk bundles it, so the page pays for it on first use.
 * Importing it registers the store, nothing else.
 *
 * Selectors: `getAlerts( listId )` (its resolver reads the list's choices),
 * `getAlertsError( listId )`, `isSaving( listId, itemId? )`. Actions, each resolving the answer
 * (its `message`) or the failure, never throwing: `saveAlerts( listId, request )`,
 * `stopAlerts( listId )`, and `fetchAlerts( listId )` to read again.
 */

/**
 * Internal dependencies
 */
import { registerStore } from '../register';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export { STORE_NAME, EMAIL_MAX_LENGTH } from './constants';
export {
	ALERT_KINDS,
	addressError,
	addressProblem,
	isAnyOn,
	itemAlerts,
	offeredKinds,
	toggled,
} from './choices';
export type { AddressProblem } from './choices';
export type * from './types';

const actions = {
	fetchAlerts: thunks.fetchAlerts,
	saveAlerts: thunks.saveAlerts,
	stopAlerts: thunks.stopAlerts,
};

/** The store descriptor: `useSelect( ( select ) => select( store ).getAlerts( id ), [ id ] )`. */
export const store = registerStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
