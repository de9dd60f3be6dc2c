/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';
import type { ReduxStoreConfig, StoreDescriptor } from '@wordpress/data';

/**
 * Creates a store, typed by its reducer's state, its actions and its selectors, and
 * registers it: the one side effect a store module has when imported.
 *
 * @param name   The store's name.
 * @param config Its reducer, actions, selectors and resolvers.
 * @return The store descriptor.
 */
export function registerStore< State, Actions, Selectors >(
	name: string,
	config: ReduxStoreConfig< State, Actions, Selectors > & {
		reducer: ( state: State | undefined, action: never ) => State;
	}
): StoreDescriptor< ReduxStoreConfig< State, Actions, Selectors > > {
	const store = createReduxStore< State, Actions, Selectors >( name, config );
	register( store );
	return store;
}
