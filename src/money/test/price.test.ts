/**
 * Internal dependencies
 */
import { formatPrice } from '../price';

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
