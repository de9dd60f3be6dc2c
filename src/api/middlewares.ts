/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { BOUDOIR_PATH_MARKER } from './constants';

/**
 * Adds Boudoir's query arguments to requests whose path or URL mentions boudoir
 * (api-fetch has no middleware for this; everything else comes from api-fetch itself).
 *
 * @param query Arguments to add; existing ones in the request win.
 */
export function createBoudoirQueryMiddleware(
	query: Record< string, string >
): APIFetchMiddleware {
	return ( options, next ) => {
		if ( Object.keys( query ).length === 0 ) {
			return next( options );
		}
		if (
			typeof options.path === 'string' &&
			options.path.includes( BOUDOIR_PATH_MARKER )
		) {
			return next( {
				...options,
				path: addMissingArgs( options.path, query ),
			} );
		}
		if (
			typeof options.url === 'string' &&
			options.url.includes( BOUDOIR_PATH_MARKER )
		) {
			return next( {
				...options,
				url: addMissingArgs( options.url, query ),
			} );
		}
		// api-fetch builds the path from `namespace` and `endpoint` after this middleware has run.
		if (
			typeof options.namespace === 'string' &&
			typeof options.endpoint === 'string' &&
			`${ options.namespace }/${ options.endpoint }`.includes(
				BOUDOIR_PATH_MARKER
			)
		) {
			return next( {
				...options,
				endpoint: addMissingArgs( options.endpoint, query ),
			} );
		}
		return next( options );
	};
}

function addMissingArgs(
	target: string,
	query: Record< string, string >
): string {
	const [ , search = '' ] = target.split( '?' );
	const present = new URLSearchParams( search );
	const missing = Object.fromEntries(
		Object.entries( query ).filter( ( [ key ] ) => ! present.has( key ) )
	);
	return addQueryArgs( target, missing );
}
