/**
 * Internal dependencies
 */
import {
	canAddToCart,
	formatPrice,
	maxQuantity,
	moveId,
	priceWhenAddedLabel,
	stockLabel,
} from '../format';
import { sampleItems } from '../sample-data';

/** A shop selling in euros, German style. */
const EURO_SHOP = {
	code: 'EUR',
	symbol: '€',
	decimals: 2,
	decimal_separator: ',',
	thousand_separator: '.',
	position: 'right_space',
};

describe( 'formatPrice', () => {
	it( 'formats a price in the shop’s currency as the shop’s settings say (as the mini-cart does)', () => {
		expect( formatPrice( '1249.9000', 'EUR', EURO_SHOP, 'en-US' ) ).toBe(
			'1.249,90\u00a0€'
		);
		expect(
			formatPrice( '5', 'GBP', {
				...EURO_SHOP,
				code: 'GBP',
				symbol: '£',
				decimal_separator: '.',
				thousand_separator: ',',
				position: 'left',
			} )
		).toBe( '£5.00' );
		expect(
			formatPrice( '1200', 'JPY', {
				...EURO_SHOP,
				code: 'JPY',
				symbol: '¥',
				decimals: 0,
				position: 'left_space',
			} )
		).toBe( '¥\u00a01.200' );
	} );

	it( 'formats another currency in the page’s language', () => {
		expect( formatPrice( '49.9000', 'USD', EURO_SHOP, 'en-US' ) ).toBe(
			'$49.90'
		);
		expect( formatPrice( '49.9000', 'EUR', null, 'en-US' ) ).toBe(
			'€49.90'
		);
	} );

	it( 'gives nothing for an unknown price', () => {
		expect( formatPrice( null, 'EUR', EURO_SHOP, 'en-US' ) ).toBe( '' );
		expect( formatPrice( 'abc', 'EUR', EURO_SHOP, 'en-US' ) ).toBe( '' );
		expect( formatPrice( 'abc', 'EUR', null, 'en-US' ) ).toBe( '' );
	} );

	it( 'falls back to the number and code for an unknown currency', () => {
		expect( formatPrice( '5', 'NOT-A-CODE', null, 'en-US' ) ).toBe(
			'5.00 NOT-A-CODE'
		);
	} );
} );

describe( 'item labels', () => {
	const [ dropped, lowStock, outOfStock ] = sampleItems();

	it( 'says what the price was when it dropped, in words', () => {
		expect( priceWhenAddedLabel( dropped, null ) ).toBe( 'Was €49.90' );
		expect( priceWhenAddedLabel( dropped, EURO_SHOP ) ).toBe(
			'Was 49,90\u00a0€'
		);
		expect( priceWhenAddedLabel( lowStock, EURO_SHOP ) ).toBe( '' );
	} );

	it( 'names the stock', () => {
		expect( stockLabel( dropped ) ).toBe( 'In stock' );
		expect( stockLabel( lowStock ) ).toBe( '2 in stock' );
		expect( stockLabel( outOfStock ) ).toBe( 'Out of stock' );
		expect(
			stockLabel( { ...dropped, product_type: null, stock_status: null } )
		).toBe( 'No longer available' );
	} );

	it( 'only lets items in stock go to the cart, and only with their options chosen', () => {
		expect( canAddToCart( dropped ) ).toBe( true );
		expect( canAddToCart( outOfStock ) ).toBe( false );
		expect(
			canAddToCart( {
				...dropped,
				product_type: 'variable',
				variation_id: 0,
			} )
		).toBe( false );
		expect(
			canAddToCart( {
				...dropped,
				product_type: 'variable',
				variation_id: 301,
			} )
		).toBe( true );
	} );

	it( 'caps the quantity at a counted stock', () => {
		expect( maxQuantity( lowStock, 9999 ) ).toBe( 2 );
		expect( maxQuantity( dropped, 9999 ) ).toBe( 9999 );
	} );
} );

describe( 'moveId', () => {
	it( 'moves an id up or down', () => {
		expect( moveId( [ 1, 2, 3 ], 3, -1 ) ).toEqual( [ 1, 3, 2 ] );
		expect( moveId( [ 1, 2, 3 ], 1, 2 ) ).toEqual( [ 2, 3, 1 ] );
	} );

	it( 'refuses moves past the ends', () => {
		expect( moveId( [ 1, 2, 3 ], 1, -1 ) ).toBeNull();
		expect( moveId( [ 1, 2, 3 ], 3, 1 ) ).toBeNull();
		expect( moveId( [ 1, 2, 3 ], 4, 1 ) ).toBeNull();
	} );
} );
