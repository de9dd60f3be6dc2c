/**
 * Resolvers: the first use of a selector loads its data.
 */

/**
 * Internal dependencies
 */
import { fetchCart, listenToWooCommerce } from './thunks';
import type { ThunkArgs } from './thunks';

/**
 * Fetches the cart once (GET /wc/store/v1/cart), unless a thunk already brought it,
 * and starts listening to WooCommerce's cart events, which refetch it. A failure
 * leaves the cart null and sets getLastError.
 */
export const getCart =
	() =>
	async ( args: ThunkArgs ): Promise< void > => {
		listenToWooCommerce()( args );
		if ( args.select.getCart() === null ) {
			await fetchCart()( args );
		}
	};
