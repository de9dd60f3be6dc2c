/**
 * Internal dependencies
 */
import {
	cartAttributeOf,
	cartVariationOf,
	choiceOf,
	isSameChoice,
	needsChoice,
} from '../variation';
import { BLUSH_34 } from './fixtures';

describe( 'needsChoice', () => {
	it( 'asks for the options of a variable product saved without a variation, the products of a grouped one', () => {
		expect(
			needsChoice( { variation_id: 0, product_type: 'variable' } )
		).toBe( 'options' );
		expect(
			needsChoice( { variation_id: 301, product_type: 'variable' } )
		).toBeNull();
		expect(
			needsChoice( { variation_id: 0, product_type: 'grouped' } )
		).toBe( 'products' );
		expect(
			needsChoice( { variation_id: 0, product_type: 'simple' } )
		).toBeNull();
		// A product no longer there: the row says it is unavailable instead.
		expect(
			needsChoice( { variation_id: 0, product_type: null } )
		).toBeNull();
	} );
} );

describe( 'cartVariationOf', () => {
	it( 'sends each attribute by the name every supported WooCommerce takes (the taxonomy, not the field) and its raw value', () => {
		expect(
			cartVariationOf( {
				variation: BLUSH_34,
			} )
		).toEqual( [
			{ attribute: 'pa_color', value: 'blush' },
			{ attribute: 'pa_band', value: '34' },
		] );
	} );

	it( 'sends nothing for a product without attribute values', () => {
		expect( cartVariationOf( { variation: [] } ) ).toBeUndefined();
		expect( cartVariationOf( {} ) ).toBeUndefined();
		expect(
			cartVariationOf( {
				variation: [
					{
						raw_attribute: 'attribute_pa_color',
						raw_value: '',
						attribute: 'Colour',
						value: '',
					},
				],
			} )
		).toBeUndefined();
	} );
} );

describe( 'choiceOf', () => {
	it( 'names each value by the variations form’s field, as the page compares them', () => {
		expect(
			choiceOf( {
				variation: [
					{
						raw_attribute: 'attribute_pa_color',
						raw_value: 'blush',
						attribute: 'Colour',
						value: 'Blush',
					},
					{
						raw_attribute: 'attribute_size',
						raw_value: '',
						attribute: 'Size',
						value: '',
					},
				],
			} )
		).toEqual( [ { attribute: 'attribute_pa_color', value: 'blush' } ] );
		expect( choiceOf( {} ) ).toBeUndefined();
	} );
} );

describe( 'cartAttributeOf', () => {
	it( 'names a global attribute by its taxonomy', () => {
		expect(
			cartAttributeOf( {
				raw_attribute: 'attribute_pa_color',
				attribute: 'Colour',
			} )
		).toBe( 'pa_color' );
	} );

	it( 'names a custom attribute by its label (WooCommerce 9.0–9.6 know no other name for it)', () => {
		expect(
			cartAttributeOf( {
				raw_attribute: 'attribute_size',
				attribute: 'Size',
			} )
		).toBe( 'Size' );
	} );

	it( 'falls back to the field when no label is known', () => {
		expect(
			cartAttributeOf( {
				raw_attribute: 'attribute_size',
				attribute: '',
			} )
		).toBe( 'attribute_size' );
	} );
} );

describe( 'isSameChoice', () => {
	const blush34 = [
		{ attribute: 'attribute_pa_band', value: '34' },
		{ attribute: 'attribute_pa_color', value: 'blush' },
	];

	it( 'matches the same values, whatever their order', () => {
		expect(
			isSameChoice( blush34, [
				{ attribute: 'attribute_pa_color', value: 'blush' },
				{ attribute: 'attribute_pa_band', value: '34' },
			] )
		).toBe( true );
	} );

	it( 'tells another colour of the same variation apart', () => {
		expect(
			isSameChoice( blush34, [
				{ attribute: 'attribute_pa_color', value: 'noir' },
				{ attribute: 'attribute_pa_band', value: '34' },
			] )
		).toBe( false );
	} );

	it( 'matches when either side has no values', () => {
		expect( isSameChoice( undefined, blush34 ) ).toBe( true );
		expect( isSameChoice( [], blush34 ) ).toBe( true );
		expect( isSameChoice( blush34, [] ) ).toBe( true );
	} );
} );
