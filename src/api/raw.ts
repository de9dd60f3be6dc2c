/**
 * Requests whose caller needs the response's headers too (`X-WP-Total`, the Store API's
 * `Nonce` and `Cart-Token`), through the same api-fetch set-up as apiRequest.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { toApiError } from './errors';
import type { ApiError, RequestOptions } from './types';

/** A parsed answer with its headers. */
export interface RawResponse< T > {
	body: T;
	headers: Headers;
	status: number;
}

/** A failed request with the headers of the error answer, when the server answered. */
export type ApiErrorWithHeaders = ApiError & { headers?: Headers };

function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		'headers' in value &&
		'status' in value &&
		typeof ( value as { json?: unknown } ).json === 'function'
	);
}

async function readJson( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text =
		typeof response.text === 'function'
			? await response.text()
			: JSON.stringify( await response.json() );
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw toApiError( { code: 'invalid_json' } );
	}
}

async function refreshNonce(): Promise< boolean > {
	if ( ! apiFetch.nonceEndpoint || ! apiFetch.nonceMiddleware ) {
		return false;
	}
	try {
		const response = await globalThis.fetch( apiFetch.nonceEndpoint );
		if ( ! response.ok ) {
			return false;
		}
		apiFetch.nonceMiddleware.nonce = await response.text();
		return true;
	} catch {
		return false;
	}
}

/**
 * Makes apiRequestWithHeaders around the api package's own set-up (passed in, so this
 * module does not import index.ts: no import cycle for bundlers or jest mocks).
 *
 * @param setUp Registers Boudoir's middlewares once (`setUpApiFetch`).
 */
export function createRequestWithHeaders( setUp: () => void ) {
	/**
	 * A REST request whose answer comes with its headers and status.
	 *
	 * Like apiRequest (api-fetch's middlewares, normalised errors, a refreshed nonce
	 * and one retry on `rest_cookie_invalid_nonce`), but resolves to `{ body, headers, status }`
	 * and rejects with an ApiError that also carries the error answer's headers.
	 *
	 * @param options api-fetch options (`path`, `method`, `data`, `headers`, `signal`, …).
	 */
	return async function apiRequestWithHeaders< T >(
		options: RequestOptions
	): Promise< RawResponse< T > > {
		setUp();
		for ( let attempt = 0; ; attempt++ ) {
			let response: Response;
			try {
				response = await apiFetch< T, false >( {
					...options,
					parse: false,
				} );
			} catch ( error ) {
				if (
					error instanceof DOMException &&
					error.name === 'AbortError'
				) {
					throw error;
				}
				if ( ! isResponse( error ) ) {
					throw toApiError( error );
				}
				let body: unknown;
				try {
					body = await readJson( error );
				} catch ( parseError ) {
					throw {
						...toApiError( parseError ),
						headers: error.headers,
					};
				}
				const apiError: ApiErrorWithHeaders = {
					...toApiError( body ),
					headers: error.headers,
				};
				apiError.status ??= error.status;
				if (
					apiError.code === 'rest_cookie_invalid_nonce' &&
					attempt === 0 &&
					( await refreshNonce() )
				) {
					continue;
				}
				throw apiError;
			}
			return {
				body: ( await readJson( response ) ) as T,
				headers: response.headers,
				status: response.status,
			};
		}
	};
}
