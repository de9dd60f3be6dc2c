/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from './types';

/**
 * The client-side failures (docs/contract.md, Messages), in Boudoir's text domain so
 * every WordPress version shows the same words, translated. api-fetch's own codes
 * are kept; only their messages are replaced.
 */
function clientMessages(): Record< string, string > {
	return {
		fetch_error: __( 'You are probably offline.', 'boudoir' ),
		offline_error: __( 'You are probably offline.', 'boudoir' ),
		post_process: __(
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
			'boudoir'
		),
		invalid_json: __(
			'The response is not a valid JSON response.',
			'boudoir'
		),
		unknown_error: __( 'An unknown error occurred.', 'boudoir' ),
	};
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * Turns whatever a request rejected with into an ApiError.
 *
 * Server errors (`{ code, message, data: { status } }`) keep their own, server-translated
 * message; api-fetch's client errors get the specification's words; anything else is unknown.
 *
 * @param error What the request rejected with.
 */
export function toApiError( error: unknown ): ApiError {
	const messages = clientMessages();
	if ( ! isRecord( error ) || typeof error.code !== 'string' ) {
		return { code: 'unknown_error', message: messages.unknown_error };
	}
	const data = isRecord( error.data ) ? error.data : undefined;
	const status = typeof data?.status === 'number' ? data.status : undefined;
	// The offline codes of older (fetch_error) and newer (offline_error) api-fetch read the same.
	const code = error.code === 'offline_error' ? 'fetch_error' : error.code;
	// Own keys only: a server code such as `constructor` must not find Object's methods.
	const clientMessage = Object.prototype.hasOwnProperty.call( messages, code )
		? messages[ code ]
		: undefined;
	const message =
		clientMessage ??
		( typeof error.message === 'string' && error.message !== ''
			? error.message
			: messages.unknown_error );
	return {
		code,
		message,
		...( status !== undefined && { status } ),
		...( data && { data } ),
		...( error.user_wishlists !== undefined && {
			userWishlists: error.user_wishlists,
		} ),
	};
}

/**
 * Whether a value is an ApiError (for catch blocks).
 *
 * @param value Anything.
 */
export function isApiError( value: unknown ): value is ApiError {
	return (
		isRecord( value ) &&
		typeof value.code === 'string' &&
		typeof value.message === 'string'
	);
}
