/**
 * The cart store `boudoir/cart` (script handle `boudoir-stores-cart`, import
 * `@boudoir/stores/cart`): a small, typed client of WooCommerce's Store API for
 * the features that add to the cart. Importing it registers the store, nothing else.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';
import type { CartState } from './types';

export { STORE_NAME } from './constants';
export type * from './types';

const actions = {
	addItem: thunks.addItem,
};

/** The store descriptor. */
export const store = createReduxStore<
	CartState,
	typeof actions,
	typeof selectors
>( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );
