/**
 * Internal dependencies
 */
import {
	formatCount,
	formatDay,
	formatMoment,
	formatMoney,
	pageOfPages,
	productLabel,
	sortedMessage,
} from '../format';
import { guestsSentence } from '../savers-modal';

describe( 'insights formats', () => {
	it( 'groups counts as the language does', () => {
		expect( formatCount( 1000000, 'en-US' ) ).toBe( '1,000,000' );
		expect( formatCount( 1000000, 'de-DE' ) ).toBe( '1.000.000' );
		expect( formatCount( 0, 'en-US' ) ).toBe( '0' );
	} );

	it( 'falls back to the browser’s language when the page’s is unknown to Intl', () => {
		expect( () => formatCount( 5, 'not a language!' ) ).not.toThrow();
		expect( formatCount( 5, 'not a language!' ) ).toBe( '5' );
	} );

	it( 'formats money in the currency, and nothing for no amount', () => {
		expect( formatMoney( '1234.50', 'EUR', 'en-US' ) ).toBe( '€1,234.50' );
		expect( formatMoney( '1234.50', 'EUR', 'de-DE' ) ).toBe(
			'1.234,50\u00a0€'
		);
		expect( formatMoney( '39', 'JPY', 'en-US' ) ).toBe( '¥39' );
		expect( formatMoney( null, 'EUR', 'en-US' ) ).toBe( '' );
		expect( formatMoney( '', 'EUR', 'en-US' ) ).toBe( '' );
		expect( formatMoney( 'abc', 'EUR', 'en-US' ) ).toBe( '' );
		// A code Intl refuses: the number with the code beside it.
		expect( formatMoney( '1234.5', 'EURO', 'en-US' ) ).toBe(
			'1,234.50 EURO'
		);
	} );

	it( 'gives a day as the same day wherever the browser is', () => {
		expect( formatDay( '2026-09-07', 'en-US' ) ).toBe( 'Sep 7, 2026' );
		expect( formatDay( '2026-01-01', 'en-GB' ) ).toBe( '1 Jan 2026' );
		expect( formatDay( 'soon', 'en-US' ) ).toBe( 'soon' );
	} );

	it( 'gives a moment with or without its time', () => {
		expect(
			formatMoment( '2026-11-01T10:00:00+00:00', false, 'en-US' )
		).toMatch( /^(Oct 31|Nov 1|Nov 2), 2026$/ );
		expect(
			formatMoment( '2026-11-01T10:00:00+00:00', true, 'en-US' )
		).toMatch( /2026, \d{1,2}:\d{2}\s?[AP]M$/ );
		expect( formatMoment( 'never', true, 'en-US' ) ).toBe( 'never' );
	} );

	it( 'names a product with its options when it is a variation', () => {
		expect( productLabel( 'Lace bra', '' ) ).toBe( 'Lace bra' );
		expect( productLabel( 'Lace bra', '34C, Noir' ) ).toBe(
			'Lace bra – 34C, Noir'
		);
	} );

	it( 'says how the table is sorted and which page it shows', () => {
		expect( sortedMessage( 'Saved', 'desc' ) ).toBe(
			'Sorted by Saved, descending.'
		);
		expect( sortedMessage( 'Product', 'asc' ) ).toBe(
			'Sorted by Product, ascending.'
		);
		expect( pageOfPages( 2, 7, 'en-US' ) ).toBe( 'Page 2 of 7' );
		expect( pageOfPages( 1, 0, 'en-US' ) ).toBe( 'Page 1 of 1' );
		expect( pageOfPages( 1, 1200, 'en-US' ) ).toBe( 'Page 1 of 1,200' );
	} );

	it( 'counts the guests, after named shoppers or alone', () => {
		expect( guestsSentence( 12, true ) ).toBe( 'Plus 12 guests.' );
		expect( guestsSentence( 1, true ) ).toBe( 'Plus 1 guest.' );
		expect( guestsSentence( 3, false ) ).toBe( '3 guests saved it.' );
		expect( guestsSentence( 0, true ) ).toBe( '' );
	} );
} );
