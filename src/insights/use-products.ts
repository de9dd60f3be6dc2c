/**
 * The products table's rows for its choices and period, newest request winning.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { failureMessage, getProducts } from './api';
import type { DateRange, ProductsPage, ProductsQuery } from './types';

/** Rows received, with the choices they were asked with. */
export interface ShownProducts extends ProductsPage {
	query: ProductsQuery;
}

export interface ProductsState {
	/** The rows last received (kept while newer ones load, or when they fail). */
	shown: ShownProducts | null;
	isLoading: boolean;
	/** Why the last request failed ('' when it did not). */
	error: string;
}

/**
 * Fetches the rows whenever the choices or the period change; an older request still on its way
 * is aborted.
 *
 * @param query The view, grouping, order and page.
 * @param range The period.
 */
export function useProducts(
	query: ProductsQuery,
	range: DateRange
): ProductsState {
	const [ state, setState ] = useState< ProductsState >( {
		shown: null,
		isLoading: true,
		error: '',
	} );

	useEffect( () => {
		const controller = new AbortController();
		setState( ( current ) => ( { ...current, isLoading: true } ) );
		getProducts( query, range, controller.signal )
			.then( ( page ) =>
				setState( {
					shown: { ...page, query },
					isLoading: false,
					error: '',
				} )
			)
			.catch( ( error: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setState( ( current ) => ( {
						...current,
						isLoading: false,
						error: failureMessage( error ),
					} ) );
				}
			} );
		return () => controller.abort();
	}, [ query, range ] );

	return state;
}
