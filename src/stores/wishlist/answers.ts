/**
 * The check at the boundary: an answer of a Boudoir route is held, once, to the schema the
 * route publishes (`ANSWERS`, generated with the types from the routes' own schemas:
 * docs/development.md, "REST types"); a malformed one rejects with a clear ApiError.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '@boudoir/api';
import type { RestRoutes } from './rest-types.gen';

/** The error code of an answer that does not have the route's shape. */
export const INVALID_ANSWER = 'boudoir_invalid_answer';

/** What a route answers (for a collection, one entry). */
export type AnswerOf< Route extends keyof RestRoutes > =
	RestRoutes[ Route ][ 'answer' ];

/** The fields a route takes, path parameters too. */
export type ArgsOf< Route extends keyof RestRoutes > =
	RestRoutes[ Route ][ 'args' ];

/**
 * Whether a value is a JSON object (what the generated checks and the hand-written one share).
 *
 * @param value A parsed JSON value.
 */
export function isObject(
	value: unknown
): value is { [ field: string ]: unknown } {
	return typeof value === 'object' && value !== null;
}

/**
 * Whether a value is a list whose every entry passes a check.
 *
 * @param value A parsed JSON value.
 * @param each  The entries' check.
 */
export function isList(
	value: unknown,
	each: ( entry: unknown ) => boolean
): boolean {
	return Array.isArray( value ) && value.every( each );
}

/**
 * A check of what a route answers: its guard in rest-types.gen.ts, generated from the same
 * schema as its type (bin/lib/rest-types.js).
 */
export type Check< Route extends keyof RestRoutes > = (
	value: unknown
) => value is AnswerOf< Route >;

/**
 * The error a malformed answer rejects with.
 *
 * @param route The route, e.g. `POST /items/add`.
 */
export function invalidAnswer( route: string ): ApiError {
	return {
		code: INVALID_ANSWER,
		message: __(
			'The shop sent an answer the wishlist could not read. Please reload the page.',
			'boudoir'
		),
		data: { route },
	};
}

/**
 * The answer of a collection, when every entry is what the route answers; else throws invalidAnswer().
 *
 * @param route  The route.
 * @param check  Its check (of one entry).
 * @param answer The parsed answer.
 */
export function checkedList< Route extends keyof RestRoutes >(
	route: Route,
	check: Check< Route >,
	answer: unknown
): Array< AnswerOf< Route > > {
	if ( ! Array.isArray( answer ) || ! answer.every( check ) ) {
		throw invalidAnswer( route );
	}
	return answer;
}
