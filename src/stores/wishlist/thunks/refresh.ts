/**
 * Forgetting what was loaded: after login and merge, or when another tab changed the lists.
 */

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import { STORE_NAME } from '../constants';
import { listenToOtherTabs } from '../sync';
import type { ThunkArgs } from './args';
import { cancelQuantityUpdates } from './quantity';

/**
 * Forgets everything loaded (after login and merge, or when another tab changed the lists).
 */
export const invalidateAll =
	() =>
	( { dispatch, registry }: ThunkArgs ): void => {
		dispatch( cancelQuantityUpdates() );
		dispatch( actions.resetData() );
		registry.dispatch( STORE_NAME ).invalidateResolutionForStore();
	};

/**
 * Starts listening to other tabs, once per registry (resolvers call it; nothing listens at import).
 */
export const startCrossTabSync =
	() =>
	( { dispatch, select }: ThunkArgs ): void => {
		if ( select.getRawState().crossTab ) {
			return;
		}
		dispatch(
			actions.setCrossTab(
				listenToOtherTabs( () => dispatch( invalidateAll() ) )
			)
		);
	};

/**
 * Stops listening to other tabs (a page that drops the store; tests).
 */
export const stopCrossTabSync =
	() =>
	( { dispatch, select }: ThunkArgs ): void => {
		select.getRawState().crossTab?.stop();
		dispatch( actions.setCrossTab( null ) );
	};
