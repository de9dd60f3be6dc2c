/**
 * Boudoir's single api-fetch set-up (script handle `boudoir-api`, import `@boudoir/api`).
 *
 * WordPress already gives api-fetch the root URL, the nonce, the nonce refresh endpoint
 * (admin-ajax `rest-nonce`, retried on `rest_cookie_invalid_nonce`), the method override
 * for PUT/PATCH/DELETE (`httpV1Middleware`), `per_page=-1` paging by 100
 * (`fetchAllMiddleware`) and media post-processing retries. This module adds what
 * api-fetch lacks and gives every caller one typed entry with normalised errors.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { toApiError } from './errors';
import { createBoudoirQueryMiddleware } from './middlewares';
import { createRequestWithHeaders } from './raw';
import type { RequestOptions } from './types';

export { REST_NAMESPACE } from './constants';
export { isApiError, toApiError } from './errors';
export { createBoudoirQueryMiddleware } from './middlewares';
export type { ApiErrorWithHeaders, RawResponse } from './raw';
export type { ApiError, ApiSettings, RequestOptions } from './types';

let isSetUp = false;

/**
 * Registers Boudoir's middleware once. Called lazily by the first request so that
 * importing this module has no side effects.
 */
export function setUpApiFetch(): void {
	if ( isSetUp ) {
		return;
	}
	isSetUp = true;
	apiFetch.use(
		createBoudoirQueryMiddleware( window.boudoirApiSettings?.query ?? {} )
	);
}

/**
 * A REST request through api-fetch and its middlewares.
 *
 * @param options api-fetch options (`path`, `method`, `data`, `signal`, …).
 * @return The parsed response; rejects with an ApiError.
 */
export async function apiRequest< T >( options: RequestOptions ): Promise< T > {
	setUpApiFetch();
	try {
		return await apiFetch< T >( options );
	} catch ( error ) {
		// Aborts are the caller's own doing (a newer request replaced this one): pass them on.
		if ( error instanceof DOMException && error.name === 'AbortError' ) {
			throw error;
		}
		throw toApiError( error );
	}
}

/**
 * A REST request whose answer comes with its headers: `{ body, headers, status }`
 * (see raw.ts); rejects with an ApiError carrying the error answer's headers.
 */
export const apiRequestWithHeaders = createRequestWithHeaders( setUpApiFetch );

/** For tests: forget the set-up. */
export function resetApiSetUpForTests(): void {
	isSetUp = false;
}
