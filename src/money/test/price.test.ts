/**
 * Internal dependencies
 */
import { formatDecimal, formatPrice, shopCurrencyFields } from '../price';

const EURO = {
	currency_minor_unit: 2,
	currency_prefix: '€',
	currency_suffix: '',
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
};

describe( 'formatPrice', () => {
	it( 'formats minor units with the currency’s separators and prefix', () => {
		expect( formatPrice( '4250', EURO ) ).toBe( '€42,50' );
		expect( formatPrice( '123456789', EURO ) ).toBe( '€1.234.567,89' );
		expect( formatPrice( 5, EURO ) ).toBe( '€0,05' );
		expect( formatPrice( '0', EURO ) ).toBe( '€0,00' );
	} );

	it( 'puts the suffix after and handles no minor units', () => {
		expect(
			formatPrice( '1500', {
				currency_minor_unit: 0,
				currency_prefix: '',
				currency_suffix: ' kr',
				currency_thousand_separator: ' ',
			} )
		).toBe( '1 500 kr' );
	} );

	it( 'keeps a minus sign before the prefix', () => {
		expect( formatPrice( '-199', EURO ) ).toBe( '-€1,99' );
	} );

	it( 'defaults to two minor units, "." and ","', () => {
		expect( formatPrice( '123456', {} ) ).toBe( '1,234.56' );
	} );

	it( 'formats nothing for what is not a whole number of minor units', () => {
		expect( formatPrice( '12.5', EURO ) ).toBe( '' );
		expect( formatPrice( undefined, EURO ) ).toBe( '' );
		expect( formatPrice( 'abc', EURO ) ).toBe( '' );
	} );
} );

describe( 'formatDecimal and the shop’s currency', () => {
	const shop = shopCurrencyFields( {
		code: 'EUR',
		symbol: '€',
		decimals: 2,
		decimal_separator: ',',
		thousand_separator: '.',
		position: 'left',
	} );

	it( 'rounds a decimal amount to the minor units, then formats it as a Store API amount', () => {
		expect( formatDecimal( '49.9000', shop ) ).toBe( '€49,90' );
		expect( formatDecimal( '0.125', shop ) ).toBe( '€0,13' );
		expect( formatDecimal( 1234567.5, shop ) ).toBe( '€1.234.567,50' );
		expect( formatDecimal( '-3', shop ) ).toBe( '-€3,00' );
		expect( formatDecimal( '', shop ) ).toBe( '' );
		expect( formatDecimal( null, shop ) ).toBe( '' );
	} );

	it( 'puts the symbol where the shop says, with a no-break space when asked', () => {
		const fields = ( position: string ) =>
			shopCurrencyFields( {
				code: 'EUR',
				symbol: '€',
				decimals: 2,
				decimal_separator: ',',
				thousand_separator: '.',
				position,
			} );
		expect( formatDecimal( '5', fields( 'left_space' ) ) ).toBe(
			'€\u00a05,00'
		);
		expect( formatDecimal( '5', fields( 'right' ) ) ).toBe( '5,00€' );
		expect( formatDecimal( '5', fields( 'right_space' ) ) ).toBe(
			'5,00\u00a0€'
		);
	} );
} );
