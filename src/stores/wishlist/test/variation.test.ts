/**
 * Internal dependencies
 */
import { cartVariationOf, isSameChoice } from '../variation';

describe( 'cartVariationOf', () => {
	it( 'sends the raw field and value of each attribute, as the Store API takes them', () => {
		expect(
			cartVariationOf( {
				variation: [
					{
						raw_attribute: 'attribute_pa_color',
						raw_value: 'blush',
						attribute: 'Colour',
						value: 'Blush',
					},
					{
						raw_attribute: 'attribute_pa_band',
						raw_value: '34',
						attribute: 'Band',
						value: '34',
					},
				],
			} )
		).toEqual( [
			{ attribute: 'attribute_pa_color', value: 'blush' },
			{ attribute: 'attribute_pa_band', value: '34' },
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
