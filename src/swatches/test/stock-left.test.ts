/**
 * Internal dependencies
 */
import { stockLeft } from '../stock-left';
import type { SwatchChoices, SwatchVariation } from '../types';

const NAMES = [ 'attribute_pa_color', 'attribute_pa_band', 'attribute_pa_cup' ];

function variation(
	color: string,
	band: string,
	cup: string,
	isInStock: boolean,
	quantity: number | null
): SwatchVariation {
	return {
		attributes: {
			attribute_pa_color: color,
			attribute_pa_band: band,
			attribute_pa_cup: cup,
		},
		is_in_stock: isInStock,
		variation_is_active: true,
		stock_quantity: quantity,
	};
}

const VARIATIONS = [
	variation( 'noir', '70', 'b', true, 3 ),
	variation( 'noir', '70', 'c', false, 0 ),
	variation( 'noir', '70', 'd', true, null ),
	variation( 'noir', '70', 'e', true, 9 ),
	variation( 'noir', '75', 'b', true, 2 ),
];

/** The colour and band chosen: a cup swatch's figure depends on them. */
const ALL_BUT_CUP = { attribute_pa_color: 'noir', attribute_pa_band: '70' };

/**
 * What a cup swatch shows.
 *
 * @param value              The swatch's cup.
 * @param threshold          The shop's threshold.
 * @param options            What differs from the usual product.
 * @param options.variations The variations (default: VARIATIONS).
 * @param options.chosen     What is chosen (default: colour and band).
 */
function cupLeft(
	value: string,
	threshold: number,
	{
		variations = VARIATIONS,
		chosen = ALL_BUT_CUP,
	}: {
		variations?: SwatchVariation[];
		chosen?: SwatchChoices;
	} = {}
): number | null {
	return stockLeft(
		variations,
		NAMES,
		chosen,
		'attribute_pa_cup',
		value,
		threshold
	);
}

describe( 'stockLeft', () => {
	it( 'shows the quantity when all four conditions hold', () => {
		expect( cupLeft( 'b', 5 ) ).toBe( 3 );
		// At the threshold counts.
		expect( cupLeft( 'b', 3 ) ).toBe( 3 );
	} );

	it( 'needs the variation in stock', () => {
		const soldOutWithQuantity = [
			variation( 'noir', '70', 'b', false, 3 ),
		];
		expect(
			cupLeft( 'b', 5, { variations: soldOutWithQuantity } )
		).toBeNull();
		expect( cupLeft( 'c', 5 ) ).toBeNull();
	} );

	it( 'needs a quantity', () => {
		expect( cupLeft( 'd', 5 ) ).toBeNull();
	} );

	it( 'needs the quantity at or under the threshold', () => {
		expect( cupLeft( 'e', 5 ) ).toBeNull();
		expect( cupLeft( 'e', 9 ) ).toBe( 9 );
		expect( cupLeft( 'b', 2 ) ).toBeNull();
	} );

	it( 'needs every other attribute chosen', () => {
		expect(
			cupLeft( 'b', 5, { chosen: { attribute_pa_color: 'noir' } } )
		).toBeNull();
		expect(
			cupLeft( 'b', 5, {
				chosen: { attribute_pa_color: 'noir', attribute_pa_band: '' },
			} )
		).toBeNull();
		// The swatch's own attribute may be chosen already: the others decide.
		expect(
			cupLeft( 'b', 5, {
				chosen: { ...ALL_BUT_CUP, attribute_pa_cup: 'e' },
			} )
		).toBe( 3 );
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				{ attribute_pa_color: 'noir', attribute_pa_cup: 'b' },
				'attribute_pa_band',
				'75',
				5
			)
		).toBe( 2 );
	} );

	it( 'shows nothing when no variation matches, or for a backordered stock at zero', () => {
		expect( cupLeft( 'f', 5 ) ).toBeNull();
		const backordered = [ variation( 'noir', '70', 'b', true, 0 ) ];
		expect( cupLeft( 'b', 5, { variations: backordered } ) ).toBeNull();
	} );

	it( 'never reads WooCommerce’s max_qty as stock (it is 1 on a variation sold individually)', () => {
		const soldIndividually: SwatchVariation[] = [
			{
				attributes: {
					attribute_pa_color: 'noir',
					attribute_pa_band: '70',
					attribute_pa_cup: '',
				},
				is_in_stock: true,
				variation_is_active: true,
				max_qty: 1,
				stock_quantity: null,
			},
		];
		expect(
			cupLeft( 'b', 5, { variations: soldIndividually } )
		).toBeNull();
		// With its real stock, that stock shows.
		soldIndividually[ 0 ].stock_quantity = 4;
		expect( cupLeft( 'b', 5, { variations: soldIndividually } ) ).toBe( 4 );
	} );
} );
