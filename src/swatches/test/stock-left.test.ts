/**
 * Internal dependencies
 */
import { stockLeft } from '../stock-left';
import type { SwatchVariation } from '../types';

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

describe( 'stockLeft', () => {
	const allButCup = { attribute_pa_color: 'noir', attribute_pa_band: '70' };

	it( 'shows the quantity when all four conditions hold', () => {
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				5
			)
		).toBe( 3 );
		// At the threshold counts.
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				3
			)
		).toBe( 3 );
	} );

	it( 'needs the variation in stock', () => {
		const soldOutWithQuantity = [
			variation( 'noir', '70', 'b', false, 3 ),
		];
		expect(
			stockLeft(
				soldOutWithQuantity,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				5
			)
		).toBeNull();
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'c',
				5
			)
		).toBeNull();
	} );

	it( 'needs a quantity', () => {
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'd',
				5
			)
		).toBeNull();
	} );

	it( 'needs the quantity at or under the threshold', () => {
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'e',
				5
			)
		).toBeNull();
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'e',
				9
			)
		).toBe( 9 );
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				2
			)
		).toBeNull();
	} );

	it( 'needs every other attribute chosen', () => {
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				{ attribute_pa_color: 'noir' },
				'attribute_pa_cup',
				'b',
				5
			)
		).toBeNull();
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				{ attribute_pa_color: 'noir', attribute_pa_band: '' },
				'attribute_pa_cup',
				'b',
				5
			)
		).toBeNull();
		// The swatch's own attribute may be chosen already: the others decide.
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				{ ...allButCup, attribute_pa_cup: 'e' },
				'attribute_pa_cup',
				'b',
				5
			)
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
		expect(
			stockLeft(
				VARIATIONS,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'f',
				5
			)
		).toBeNull();
		const backordered = [ variation( 'noir', '70', 'b', true, 0 ) ];
		expect(
			stockLeft(
				backordered,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				5
			)
		).toBeNull();
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
			stockLeft(
				soldIndividually,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				5
			)
		).toBeNull();
		// With its real stock, that stock shows.
		soldIndividually[ 0 ].stock_quantity = 4;
		expect(
			stockLeft(
				soldIndividually,
				NAMES,
				allButCup,
				'attribute_pa_cup',
				'b',
				5
			)
		).toBe( 4 );
	} );
} );
