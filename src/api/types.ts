/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/** Settings printed by PHP before the api package (`window.boudoirApiSettings`). */
export interface ApiSettings {
	/** Query arguments added to every request whose path mentions boudoir. */
	query: Record< string, string >;
}

/** A failed request, normalised: always a code and a translated message for shoppers. */
export interface ApiError {
	code: string;
	message: string;
	/** HTTP status when the server answered. */
	status?: number;
	/** The error's `data` as the server sent it (REST errors: `{ status, params, … }`). */
	data?: Record< string, unknown >;
	/** The caller's lists, which a refused add, move or copy carries beside `code` (docs/rest-api.md). */
	userWishlists?: unknown;
}

/** Options of a request whose JSON response is parsed (Boudoir never asks for a raw Response). */
export type RequestOptions = APIFetchOptions< true >;

declare global {
	interface Window {
		boudoirApiSettings?: Partial< ApiSettings >;
	}
}
