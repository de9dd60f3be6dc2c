/**
 * The insights screen's words and numbers: counts, money and days in the page's language.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SortOrder } from './types';

/** The page's language (WordPress prints it on `<html lang>`). */
export function pageLocale(): string {
	return document.documentElement.lang || 'en-US';
}

/**
 * A formatter for the language, or for the browser's own when the language is not one Intl knows.
 *
 * @param locale A BCP 47 language tag.
 * @param make   Makes the formatter.
 */
function inLanguage< Formatter >(
	locale: string,
	make: ( language: string | undefined ) => Formatter
): Formatter {
	try {
		return make( locale );
	} catch {
		return make( undefined );
	}
}

/**
 * A count, grouped as the language groups digits ("1,000,000", "1 000 000").
 *
 * @param value  The count.
 * @param locale The language (default: the page's).
 */
export function formatCount( value: number, locale = pageLocale() ): string {
	return inLanguage(
		locale,
		( language ) => new Intl.NumberFormat( language )
	).format( value );
}

/**
 * An amount of money ("€1,234.50").
 *
 * @param amount   A decimal string ("1234.50"), or null when unknown.
 * @param currency An ISO 4217 code.
 * @param locale   The language (default: the page's).
 * @return The text, or '' when the amount is unknown or not a number.
 */
export function formatMoney(
	amount: string | null,
	currency: string,
	locale = pageLocale()
): string {
	if ( amount === null || amount.trim() === '' ) {
		return '';
	}
	const value = Number( amount );
	if ( ! Number.isFinite( value ) ) {
		return '';
	}
	try {
		return inLanguage(
			locale,
			( language ) =>
				new Intl.NumberFormat( language, {
					style: 'currency',
					currency,
				} )
		).format( value );
	} catch {
		// A currency code Intl does not know: the number with the code beside it.
		return `${ inLanguage(
			locale,
			( language ) =>
				new Intl.NumberFormat( language, {
					minimumFractionDigits: 2,
					maximumFractionDigits: 2,
				} )
		).format( value ) } ${ currency }`.trim();
	}
}

/**
 * A calendar day ("7 Sept 2026"), the same wherever the browser is: a day has no time zone.
 *
 * @param day    `YYYY-MM-DD`.
 * @param locale The language (default: the page's).
 * @return The day in words, or the text as given when it is not a day.
 */
export function formatDay( day: string, locale = pageLocale() ): string {
	const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec( day );
	if ( ! parts ) {
		return day;
	}
	const time = Date.UTC(
		Number( parts[ 1 ] ),
		Number( parts[ 2 ] ) - 1,
		Number( parts[ 3 ] )
	);
	return inLanguage(
		locale,
		( language ) =>
			new Intl.DateTimeFormat( language, {
				dateStyle: 'medium',
				timeZone: 'UTC',
			} )
	).format( time );
}

/**
 * A moment ("28 Nov 2026, 13:00") in the browser's time zone.
 *
 * @param moment   ISO 8601 with its offset.
 * @param withTime Whether to give the time too.
 * @param locale   The language (default: the page's).
 * @return The moment in words, or the text as given when it is not a moment.
 */
export function formatMoment(
	moment: string,
	withTime: boolean,
	locale = pageLocale()
): string {
	const time = Date.parse( moment );
	if ( Number.isNaN( time ) ) {
		return moment;
	}
	return inLanguage(
		locale,
		( language ) =>
			new Intl.DateTimeFormat( language, {
				dateStyle: 'medium',
				...( withTime && { timeStyle: 'short' } ),
			} )
	).format( time );
}

/**
 * A saved product's name as the screen gives it: with its options when it is a variation.
 *
 * @param name      The product's name.
 * @param variation The variation's options ('' for a product).
 */
export function productLabel( name: string, variation: string ): string {
	return variation
		? sprintf(
				/* translators: 1: a product's name, 2: its variation's options, e.g. "34C, Noir". */
				__( '%1$s – %2$s', 'boudoir' ),
				name,
				variation
			)
		: name;
}

/**
 * What is said after the table is sorted ("Sorted by Saved, descending.").
 *
 * @param column The column's name.
 * @param order  The order.
 */
export function sortedMessage( column: string, order: SortOrder ): string {
	return order === 'asc'
		? sprintf(
				/* translators: %s: a column's name, e.g. "Saved". */
				__( 'Sorted by %s, ascending.', 'boudoir' ),
				column
			)
		: sprintf(
				/* translators: %s: a column's name, e.g. "Saved". */
				__( 'Sorted by %s, descending.', 'boudoir' ),
				column
			);
}

/**
 * "Page 2 of 7".
 *
 * @param page   The page, from 1.
 * @param pages  How many there are.
 * @param locale The language (default: the page's).
 */
export function pageOfPages(
	page: number,
	pages: number,
	locale = pageLocale()
): string {
	return sprintf(
		/* translators: 1: the page shown, 2: how many pages there are. */
		__( 'Page %1$s of %2$s', 'boudoir' ),
		formatCount( page, locale ),
		formatCount( Math.max( pages, 1 ), locale )
	);
}
