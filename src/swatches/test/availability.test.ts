/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import {
	offeredValues,
	valueStates,
	variationsFromMap,
	variationsFromWooData,
} from '../availability';
import { stockLeft } from '../stock-left';
import type { SwatchVariation } from '../types';
import {
	type GeneratedProduct,
	type WooVariation,
	mapOf,
	productArbitrary,
	wooEnabledOptions,
	wooOptions,
} from './woo-rule';

const RUNS = 3000;

/**
 * The product's variations as the swatches read them from the page (through JSON, as the page carries them).
 *
 * @param product A generated product.
 */
const fromPage = ( product: GeneratedProduct ): SwatchVariation[] =>
	variationsFromWooData(
		JSON.parse( JSON.stringify( product.variations ) ),
		product.stock
	) as SwatchVariation[];

/**
 * The states of a generated product's values, given its choice.
 *
 * @param product    A generated product.
 * @param variations Its variations as the swatches read them (default: from the page).
 */
const statesOf = (
	product: GeneratedProduct,
	variations: SwatchVariation[] = fromPage( product )
) => valueStates( variations, product.attributes, product.chosen );

/**
 * The "N left" of one value of a generated product, given its choice.
 *
 * @param product    A generated product.
 * @param variations Its variations as the swatches read them.
 * @param name       The attribute.
 * @param value      The value.
 * @param threshold  The shop's threshold.
 */
const leftOf = (
	product: GeneratedProduct,
	variations: SwatchVariation[],
	name: string,
	value: string,
	threshold: number
) =>
	stockLeft(
		variations,
		product.attributes.map( ( attribute ) => attribute.name ),
		product.chosen,
		name,
		value,
		threshold
	);

/**
 * A variation as the swatches read it, active.
 *
 * @param attributes Its attributes (`''`: any value).
 * @param inStock    Whether it is in stock.
 */
const variationOf = (
	attributes: Record< string, string >,
	inStock = true
): SwatchVariation => ( {
	attributes,
	is_in_stock: inStock,
	variation_is_active: true,
} );

/**
 * A variation as WooCommerce prints it, in stock.
 *
 * @param id         Its id.
 * @param attributes Its attributes.
 * @param active     Whether it is active.
 */
const wooVariationOf = (
	id: number,
	attributes: Record< string, string >,
	active = true
): WooVariation => ( {
	attributes,
	variation_is_active: active,
	is_in_stock: true,
	variation_id: id,
} );

/**
 * A browser's reading of HTML text (the test's own decoder).
 *
 * @param html HTML.
 */
const textOf = ( html: string ): string => {
	const div = document.createElement( 'div' );
	div.innerHTML = html;
	return div.textContent ?? '';
};

describe( 'valueStates', () => {
	it( 'agrees with WooCommerce’s rule on which values can be chosen, over generated products', () => {
		fc.assert(
			fc.property( productArbitrary, ( product ) => {
				const states = statesOf( product );
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
				const states = statesOf( product );
				for ( const { name, values } of product.attributes ) {
					for ( const value of values ) {
						const offering = product.variations.filter(
							( variation ) =>
								variation.variation_is_active &&
								name in variation.attributes &&
								( variation.attributes[ name ] === '' ||
									textOf( variation.attributes[ name ] ) ===
										value ) &&
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
		const variations = [
			variationOf( {
				attribute_pa_color: 'noir',
				attribute_pa_band: '70',
			} ),
			variationOf(
				{ attribute_pa_color: 'noir', attribute_pa_band: '75' },
				false
			),
			variationOf( {
				attribute_pa_color: 'ivory',
				attribute_pa_band: '70',
			} ),
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
				variationOf( {
					attribute_pa_color: 'noir',
					attribute_pa_band: '',
				} ),
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

describe( 'WooCommerce’s rule, point by point', () => {
	const colourAndBand = [
		{ name: 'attribute_pa_color', values: [ 'noir', 'ivory' ] },
		{ name: 'attribute_pa_band', values: [ '70', '75' ] },
	];

	it( 'reads variation_is_active and is_in_stock as WooCommerce’s script does: truthy or not', () => {
		// What `woocommerce_available_variation` filters may leave: 0, 1, "0", null, or nothing.
		const page: WooVariation[] = [
			{
				attributes: { attribute_pa_color: 'noir' },
				variation_is_active: 1,
				is_in_stock: 1,
				variation_id: 1,
			},
			{
				attributes: { attribute_pa_color: 'ivory' },
				variation_is_active: 0,
				is_in_stock: 1,
				variation_id: 2,
			},
			{
				attributes: { attribute_pa_band: '70' },
				variation_is_active: '0',
				is_in_stock: '0',
				variation_id: 3,
			},
			{
				attributes: { attribute_pa_band: '75' },
				is_in_stock: true,
				variation_id: 4,
			},
		];
		const variations = variationsFromWooData( page ) as SwatchVariation[];
		expect(
			variations.map(
				( { variation_is_active: active, is_in_stock: inStock } ) => [
					active,
					inStock,
				]
			)
		).toEqual( [
			[ true, true ],
			[ false, true ],
			[ true, true ],
			[ false, true ],
		] );
		expect( valueStates( variations, colourAndBand, {} ) ).toEqual( {
			attribute_pa_color: { noir: 'enabled', ivory: 'disabled' },
			attribute_pa_band: { 70: 'enabled', 75: 'disabled' },
		} );
		// The same answers as WooCommerce's own script.
		const woo = wooEnabledOptions( page, colourAndBand, {} );
		expect( [ ...woo.attribute_pa_color ] ).toEqual( [ 'noir' ] );
		expect( [ ...woo.attribute_pa_band ] ).toEqual( [ '70' ] );
	} );

	it( 'decodes the entities of the attribute being decided, and compares the other choices raw, as WooCommerce does', () => {
		const attributes = [
			{ name: 'attribute_strap', values: [ 'Lace & silk', 'Plain' ] },
			{ name: 'attribute_pa_band', values: [ '70', '75' ] },
		];
		const page = [
			wooVariationOf( 1, {
				attribute_strap: 'Lace &amp; silk',
				attribute_pa_band: '70',
			} ),
			wooVariationOf( 2, {
				attribute_strap: 'Plain',
				attribute_pa_band: '75',
			} ),
		];
		const variations = variationsFromWooData( page ) as SwatchVariation[];
		// The select's option value is the decoded text: the stored `&amp;` attaches to it.
		expect(
			valueStates( variations, attributes, {} ).attribute_strap
		).toEqual( { 'Lace & silk': 'enabled', Plain: 'enabled' } );
		expect(
			offeredValues( variations, attributes ).attribute_strap
		).toEqual( [ 'Lace & silk', 'Plain' ] );
		// WooCommerce's isMatch compares the chosen text with the stored value raw: no match.
		const chosen = { attribute_strap: 'Lace & silk' };
		expect(
			valueStates( variations, attributes, chosen ).attribute_pa_band
		).toEqual( { 70: 'disabled', 75: 'disabled' } );
		expect( [
			...wooEnabledOptions( page, attributes, chosen ).attribute_pa_band,
		] ).toEqual( [] );
	} );

	it( 'drops exactly the values WooCommerce’s script removes from every select, over generated products', () => {
		fc.assert(
			fc.property( productArbitrary, ( product ) => {
				const variations = fromPage( product );
				const offered = offeredValues( variations, product.attributes );
				// With nothing chosen WooCommerce attaches the most options; the others never come back.
				const woo = wooOptions(
					product.variations,
					product.attributes,
					{}
				);
				const states = statesOf( product, variations );
				const wooNow = wooOptions(
					product.variations,
					product.attributes,
					product.chosen
				);
				for ( const { name, values } of product.attributes ) {
					expect( [ name, offered[ name ] ] ).toEqual( [
						name,
						values.filter( ( value ) =>
							woo[ name ].attached.has( value )
						),
					] );
					for ( const value of values ) {
						// An option WooCommerce takes out given the choices is never choosable here.
						if ( ! wooNow[ name ].attached.has( value ) ) {
							expect( [
								name,
								value,
								states[ name ][ value ],
							] ).toEqual( [ name, value, 'disabled' ] );
						}
					}
				}
			} ),
			{ numRuns: RUNS }
		);
	} );

	it( 'drops a value only private (or hidden out-of-stock) variations use: the page leaves those variations out', () => {
		// The dropdown lists Ivory (read_variation_attributes() reads every child); the only Ivory
		// variation is private, so get_available_variations() does not print it.
		const variations = variationsFromWooData( [
			wooVariationOf( 1, {
				attribute_pa_color: 'noir',
				attribute_pa_band: '70',
			} ),
			wooVariationOf(
				2,
				{ attribute_pa_color: 'noir', attribute_pa_band: '75' },
				false
			),
		] ) as SwatchVariation[];
		expect( offeredValues( variations, colourAndBand ) ).toEqual( {
			attribute_pa_color: [ 'noir' ],
			// An inactive variation still attaches its value: WooCommerce disables it, keeps it.
			attribute_pa_band: [ '70', '75' ],
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
		const noir = {
			attributes: { attribute_pa_color: 'noir', attribute_size: '' },
			is_in_stock: true,
			variation_is_active: true,
			max_qty: 3,
			variation_id: 12,
		};
		const ivory = {
			attributes: { attribute_pa_color: 'ivory', attribute_size: 'S' },
			is_in_stock: false,
			variation_is_active: false,
			max_qty: '',
			variation_id: 13,
		};
		expect(
			variationsFromWooData( [
				{ ...noir, price_html: '<span>€10</span>' },
				ivory,
				'not a variation',
			] )
		).toEqual( [
			// max_qty is a purchase limit: no stock without Boudoir's stock data.
			{ ...noir, stock_quantity: null },
			{ ...ivory, stock_quantity: null },
		] );
	} );
} );

describe( 'variationsFromWooData and stock', () => {
	it( 'takes the stock from Boudoir’s stock data, never from max_qty (1 on a variation sold individually)', () => {
		const page = [
			wooVariationOf( 7, { attribute_pa_color: 'noir' } ),
			wooVariationOf( 8, { attribute_pa_color: 'ivory' } ),
		].map( ( variation ) => ( {
			...variation,
			is_sold_individually: 'yes',
			max_qty: 1,
		} ) );
		const variations = variationsFromWooData( page, {
			8: 4,
		} ) as SwatchVariation[];
		expect( variations.map( ( v ) => v.stock_quantity ) ).toEqual( [
			null,
			4,
		] );
		const names = [ 'attribute_pa_color' ];
		expect(
			stockLeft( variations, names, {}, 'attribute_pa_color', 'noir', 5 )
		).toBeNull();
		expect(
			stockLeft( variations, names, {}, 'attribute_pa_color', 'ivory', 5 )
		).toBe( 4 );
	} );

	it( 'shows "N left" only from real stock, over generated products', () => {
		fc.assert(
			fc.property(
				productArbitrary,
				fc.integer( { min: 0, max: 12 } ),
				( product, threshold ) => {
					const variations = fromPage( product );
					for ( const { name, values } of product.attributes ) {
						for ( const value of values ) {
							const left = leftOf(
								product,
								variations,
								name,
								value,
								threshold
							);
							if ( left === null ) {
								continue;
							}
							// Some in-stock, active variation matching the choices has exactly that stock.
							const matches = product.variations.filter(
								( variation ) =>
									variation.variation_is_active &&
									variation.is_in_stock &&
									product.stock[
										String( variation.variation_id )
									] === left
							);
							expect( matches.length ).toBeGreaterThan( 0 );
							expect( left ).toBeGreaterThan( 0 );
							expect( left ).toBeLessThanOrEqual( threshold );
						}
					}
				}
			),
			{ numRuns: 1000 }
		);
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
					const fromWoo = fromPage( product );
					const fromMap = variationsFromMap( mapOf( product ) );
					// The map keeps every variation of the page's JSON (inactive ones marked), without ids or max_qty.
					const comparable = ( variations: SwatchVariation[] ) =>
						variations.map(
							( {
								attributes,
								is_in_stock: inStock,
								variation_is_active: active,
								stock_quantity: quantity,
							} ) => ( { attributes, inStock, active, quantity } )
						);
					expect( comparable( fromMap ) ).toEqual(
						comparable( fromWoo )
					);
					expect(
						offeredValues( fromMap, product.attributes )
					).toEqual( offeredValues( fromWoo, product.attributes ) );
					expect( statesOf( product, fromMap ) ).toEqual(
						statesOf( product, fromWoo )
					);
					for ( const { name, values } of product.attributes ) {
						for ( const value of values ) {
							expect(
								leftOf(
									product,
									fromMap,
									name,
									value,
									threshold
								)
							).toBe(
								leftOf(
									product,
									fromWoo,
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

	it( 'reads a row: values, in stock, quantity, and a trailing 0 for an inactive variation', () => {
		expect(
			variationsFromMap( {
				attributes: [ 'attribute_pa_color', 'attribute_pa_band' ],
				variations: [
					[ 'noir', '', 1, 4 ],
					[ 'ivory', '70', 0, null ],
					[ 'ivory', '75', 1, null, 0 ],
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
			{
				attributes: {
					attribute_pa_color: 'ivory',
					attribute_pa_band: '75',
				},
				is_in_stock: true,
				variation_is_active: false,
				max_qty: '',
				stock_quantity: null,
			},
		] );
	} );
} );
