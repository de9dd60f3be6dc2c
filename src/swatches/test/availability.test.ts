/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import {
	valueStates,
	variationsFromMap,
	variationsFromWooData,
} from '../availability';
import { stockLeft } from '../stock-left';
import type { SwatchVariation } from '../types';
import { mapOf, productArbitrary, wooEnabledOptions } from './woo-rule';

const RUNS = 3000;

describe( 'valueStates', () => {
	it( 'agrees with WooCommerce’s rule on which values can be chosen, over generated products', () => {
		fc.assert(
			fc.property( productArbitrary, ( product ) => {
				const variations = variationsFromWooData(
					JSON.parse( JSON.stringify( product.variations ) )
				);
				expect( variations ).not.toBeNull();
				const states = valueStates(
					variations as SwatchVariation[],
					product.attributes,
					product.chosen
				);
				const woo = wooEnabledOptions(
					product.variations,
					product.attributes,
					product.chosen
				);
				for ( const { name, values } of product.attributes ) {
					for ( const value of values ) {
						expect( [
							name,
							value,
							states[ name ][ value ] !== 'disabled',
						] ).toEqual( [
							name,
							value,
							woo[ name ].has( value ),
						] );
					}
				}
			} ),
			{ numRuns: RUNS }
		);
	} );

	it( 'marks a value out of stock exactly when every compatible active variation offering it is out of stock', () => {
		fc.assert(
			fc.property( productArbitrary, ( product ) => {
				const states = valueStates(
					product.variations,
					product.attributes,
					product.chosen
				);
				for ( const { name, values } of product.attributes ) {
					for ( const value of values ) {
						const offering = product.variations.filter(
							( variation ) =>
								variation.variation_is_active &&
								name in variation.attributes &&
								( variation.attributes[ name ] === '' ||
									variation.attributes[ name ] === value ) &&
								Object.entries( variation.attributes ).every(
									( [ other, own ] ) =>
										other === name ||
										own === '' ||
										! product.chosen[ other ] ||
										product.chosen[ other ] === own
								)
						);
						let expected = 'disabled';
						if ( offering.length > 0 ) {
							expected = offering.some( ( v ) => v.is_in_stock )
								? 'enabled'
								: 'no-stock';
						}
						expect( [
							name,
							value,
							states[ name ][ value ],
						] ).toEqual( [ name, value, expected ] );
					}
				}
			} ),
			{ numRuns: RUNS }
		);
	} );

	it( 'greys out impossible and sold-out values of a small bra', () => {
		const attributes = [
			{ name: 'attribute_pa_color', values: [ 'noir', 'ivory' ] },
			{ name: 'attribute_pa_band', values: [ '70', '75' ] },
		];
		const variations: SwatchVariation[] = [
			{
				attributes: {
					attribute_pa_color: 'noir',
					attribute_pa_band: '70',
				},
				is_in_stock: true,
			},
			{
				attributes: {
					attribute_pa_color: 'noir',
					attribute_pa_band: '75',
				},
				is_in_stock: false,
			},
			{
				attributes: {
					attribute_pa_color: 'ivory',
					attribute_pa_band: '70',
				},
				is_in_stock: true,
			},
		];
		expect(
			valueStates( variations, attributes, {
				attribute_pa_color: 'ivory',
			} )
		).toEqual( {
			attribute_pa_color: { noir: 'enabled', ivory: 'enabled' },
			attribute_pa_band: { 70: 'enabled', 75: 'disabled' },
		} );
		expect(
			valueStates( variations, attributes, {
				attribute_pa_color: 'noir',
			} ).attribute_pa_band
		).toEqual( { 70: 'enabled', 75: 'no-stock' } );
		expect(
			valueStates( variations, attributes, { attribute_pa_band: '75' } )
				.attribute_pa_color
		).toEqual( { noir: 'no-stock', ivory: 'disabled' } );
	} );

	it( 'offers every value of an attribute a variation leaves as “any”', () => {
		const states = valueStates(
			[
				{
					attributes: {
						attribute_pa_color: 'noir',
						attribute_pa_band: '',
					},
					is_in_stock: true,
				},
			],
			[
				{ name: 'attribute_pa_color', values: [ 'noir', 'ivory' ] },
				{ name: 'attribute_pa_band', values: [ '70', '75' ] },
			],
			{ attribute_pa_band: '75' }
		);
		expect( states ).toEqual( {
			attribute_pa_color: { noir: 'enabled', ivory: 'disabled' },
			attribute_pa_band: { 70: 'enabled', 75: 'enabled' },
		} );
	} );
} );

describe( 'variationsFromWooData', () => {
	it( 'returns null when the page carries no variations', () => {
		expect( variationsFromWooData( false ) ).toBeNull();
		expect( variationsFromWooData( 'false' ) ).toBeNull();
		expect( variationsFromWooData( null ) ).toBeNull();
	} );

	it( 'reads WooCommerce’s variation JSON', () => {
		expect(
			variationsFromWooData( [
				{
					attributes: {
						attribute_pa_color: 'noir',
						attribute_size: '',
					},
					is_in_stock: true,
					variation_is_active: true,
					max_qty: 3,
					variation_id: 12,
					price_html: '<span>€10</span>',
				},
				{
					attributes: {
						attribute_pa_color: 'ivory',
						attribute_size: 'S',
					},
					is_in_stock: false,
					variation_is_active: false,
					max_qty: '',
					variation_id: 13,
				},
				'not a variation',
			] )
		).toEqual( [
			{
				attributes: { attribute_pa_color: 'noir', attribute_size: '' },
				is_in_stock: true,
				variation_is_active: true,
				max_qty: 3,
				stock_quantity: 3,
				variation_id: 12,
			},
			{
				attributes: {
					attribute_pa_color: 'ivory',
					attribute_size: 'S',
				},
				is_in_stock: false,
				variation_is_active: false,
				max_qty: '',
				stock_quantity: null,
				variation_id: 13,
			},
		] );
	} );
} );

describe( 'variationsFromMap', () => {
	it( 'gives the same states and stock-left labels as the page’s variations of the same product', () => {
		const complete = productArbitrary.map( ( product ) => ( {
			...product,
			// The shop prints every attribute of every variation.
			variations: product.variations.map( ( variation ) => ( {
				...variation,
				attributes: Object.fromEntries(
					product.attributes.map( ( { name } ) => [
						name,
						variation.attributes[ name ] ?? '',
					] )
				),
			} ) ),
		} ) );
		fc.assert(
			fc.property(
				complete,
				fc.integer( { min: 0, max: 12 } ),
				( product, threshold ) => {
					const fromWoo = variationsFromWooData(
						product.variations
					) as SwatchVariation[];
					const fromMap = variationsFromMap( mapOf( product ) );
					// The map keeps the active variations, without their ids.
					expect( fromMap ).toEqual(
						fromWoo
							.filter(
								( variation ) => variation.variation_is_active
							)
							.map( ( { variation_id: _id, ...rest } ) => rest )
					);
					expect(
						valueStates(
							fromMap,
							product.attributes,
							product.chosen
						)
					).toEqual(
						valueStates(
							fromWoo,
							product.attributes,
							product.chosen
						)
					);
					const names = product.attributes.map(
						( { name } ) => name
					);
					for ( const { name, values } of product.attributes ) {
						for ( const value of values ) {
							expect(
								stockLeft(
									fromMap,
									names,
									product.chosen,
									name,
									value,
									threshold
								)
							).toBe(
								stockLeft(
									fromWoo,
									names,
									product.chosen,
									name,
									value,
									threshold
								)
							);
						}
					}
				}
			),
			{ numRuns: 1000 }
		);
	} );

	it( 'reads a row: values, in stock, quantity', () => {
		expect(
			variationsFromMap( {
				attributes: [ 'attribute_pa_color', 'attribute_pa_band' ],
				variations: [
					[ 'noir', '', 1, 4 ],
					[ 'ivory', '70', 0, null ],
				],
			} )
		).toEqual( [
			{
				attributes: {
					attribute_pa_color: 'noir',
					attribute_pa_band: '',
				},
				is_in_stock: true,
				variation_is_active: true,
				max_qty: 4,
				stock_quantity: 4,
			},
			{
				attributes: {
					attribute_pa_color: 'ivory',
					attribute_pa_band: '70',
				},
				is_in_stock: false,
				variation_is_active: true,
				max_qty: '',
				stock_quantity: null,
			},
		] );
	} );
} );
