/**
 * The settings page's pure logic: values between the REST answer and the controls, what changed,
 * what is wrong before sending, and what the server said about each field.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Edits, Field, FieldMessages, Tab, Values } from './types';

/**
 * Every field of the page.
 *
 * @param tabs The page's tabs.
 */
export function allFields( tabs: Tab[] ): Field[] {
	return tabs.flatMap( ( tab ) =>
		tab.groups.flatMap( ( group ) => group.fields )
	);
}

/**
 * A value as its control shows it: a switch `yes`/`no`, a number as its digits, text as is.
 *
 * @param field The field.
 * @param value The value from `/wp/v2/settings` (null or missing for an option never saved without a default).
 */
export function toEdit( field: Field, value: unknown ): string {
	if ( field.type === 'switch' ) {
		return value === 'yes' ? 'yes' : 'no';
	}
	if ( value === null || value === undefined || value === false ) {
		return '';
	}
	return String( value );
}

/**
 * The controls' values of some settings.
 *
 * @param fields The fields.
 * @param values `/wp/v2/settings`'s answer.
 */
export function toEdits( fields: Field[], values: Values ): Edits {
	return Object.fromEntries(
		fields.map( ( field ) => [
			field.name,
			toEdit( field, values[ field.name ] ),
		] )
	);
}

/**
 * The names of the fields whose control differs from the saved value.
 *
 * @param fields The fields.
 * @param saved  The saved values, as controls show them.
 * @param edits  The controls' values.
 */
export function changedNames(
	fields: Field[],
	saved: Edits,
	edits: Edits
): string[] {
	return fields
		.filter( ( field ) => edits[ field.name ] !== saved[ field.name ] )
		.map( ( field ) => field.name );
}

/** A plain e-mail address: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a control's value, checked before sending ('' when nothing is); the server checks again.
 *
 * @param field The field.
 * @param edit  The control's value.
 */
export function problemOf( field: Field, edit: string ): string {
	const text = edit.trim();
	if ( field.type === 'integer' ) {
		const min = field.min ?? Number.MIN_SAFE_INTEGER;
		const max = field.max ?? Number.MAX_SAFE_INTEGER;
		const number = Number( text );
		if ( text === '' || ! Number.isInteger( number ) ) {
			return field.min !== null && field.max !== null
				? sprintf(
						/* translators: 1: the least value, 2: the greatest. */
						__(
							'Enter a whole number from %1$d to %2$d.',
							'boudoir'
						),
						min,
						max
					)
				: __( 'Enter a whole number.', 'boudoir' );
		}
		if ( number < min || number > max ) {
			return sprintf(
				/* translators: 1: the least value, 2: the greatest. */
				__( 'Enter a whole number from %1$d to %2$d.', 'boudoir' ),
				min,
				max
			);
		}
	}
	if ( field.type === 'email' && text !== '' && ! EMAIL.test( text ) ) {
		return __(
			'Enter an e-mail address such as name@example.com, or leave the field empty.',
			'boudoir'
		);
	}
	if (
		field.type === 'url' &&
		text !== '' &&
		! /^https?:\/\/\S+$/i.test( text )
	) {
		return __(
			'Enter an address that starts with https:// or http://, or leave the field empty.',
			'boudoir'
		);
	}
	if (
		field.type === 'choice' &&
		! field.choices.some( ( choice ) => choice.value === edit )
	) {
		return __( 'Choose one of the options.', 'boudoir' );
	}
	return '';
}

/**
 * The problems of the changed fields.
 *
 * @param fields  The fields.
 * @param changed The changed fields' names.
 * @param edits   The controls' values.
 */
export function problemsOf(
	fields: Field[],
	changed: string[],
	edits: Edits
): FieldMessages {
	const problems: FieldMessages = {};
	for ( const field of fields ) {
		if ( changed.includes( field.name ) ) {
			const problem = problemOf( field, edits[ field.name ] ?? '' );
			if ( problem ) {
				problems[ field.name ] = problem;
			}
		}
	}
	return problems;
}

/**
 * The request's body: each changed option as its schema wants it (integers as numbers).
 *
 * @param fields  The fields.
 * @param changed The changed fields' names.
 * @param edits   The controls' values.
 */
export function requestOf(
	fields: Field[],
	changed: string[],
	edits: Edits
): Values {
	const body: Values = {};
	for ( const field of fields ) {
		if ( changed.includes( field.name ) ) {
			const edit = edits[ field.name ] ?? '';
			body[ field.name ] =
				field.type === 'integer' ? Number( edit.trim() ) : edit.trim();
		}
	}
	return body;
}

/**
 * The fields the server saved otherwise than asked (its sanitizer kept the old value or cleaned the new one).
 *
 * @param fields  The fields.
 * @param request What was sent.
 * @param answer  `/wp/v2/settings`'s answer.
 */
export function adjustedBy(
	fields: Field[],
	request: Values,
	answer: Values
): FieldMessages {
	const messages: FieldMessages = {};
	for ( const field of fields ) {
		if ( ! ( field.name in request ) ) {
			continue;
		}
		const sent = toEdit( field, request[ field.name ] );
		const kept = toEdit( field, answer[ field.name ] );
		if ( sent !== kept ) {
			messages[ field.name ] =
				kept === ''
					? __(
							'This value was not accepted, so the field was left empty.',
							'boudoir'
						)
					: sprintf(
							/* translators: %s: the value the site kept. */
							__(
								'This value was not accepted; the site kept “%s”.',
								'boudoir'
							),
							kept
						);
		}
	}
	return messages;
}

/** An error as api-fetch rejects it. */
interface RestError {
	code?: string;
	message?: string;
	data?: { params?: Record< string, string > };
}

/**
 * The server's messages by field from a refused request (`rest_invalid_param`), if any.
 *
 * @param error What api-fetch rejected with.
 */
export function serverProblems( error: unknown ): FieldMessages {
	const params = ( error as RestError )?.data?.params;
	if ( ! params || typeof params !== 'object' ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( params ).map( ( [ name, message ] ) => [
			name,
			String( message ),
		] )
	);
}

/**
 * The first tab holding one of some fields.
 *
 * @param tabs  The tabs.
 * @param names Field names.
 */
export function tabOf( tabs: Tab[], names: string[] ): string | null {
	const tab = tabs.find( ( candidate ) =>
		candidate.groups.some( ( group ) =>
			group.fields.some( ( field ) => names.includes( field.name ) )
		)
	);
	return tab ? tab.name : null;
}
