/**
 * Test helpers: a straightforward port of WooCommerce's `update_variation_values`
 * (add-to-cart-variation.js), and generated variable products.
 */

/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import type { AvailabilityMap, SwatchChoices } from '../types';

/** A variation as WooCommerce prints it in `data-product_variations` (the fields the swatches read). */
export interface WooVariation {
	attributes: Record< string, string >;
	is_in_stock: boolean;
	variation_is_active: boolean;
	max_qty: number | '';
	variation_id: number;
}

/** A generated product: its attributes with their values, its variations, and a choice. */
export interface GeneratedProduct {
	attributes: { name: string; values: string[] }[];
	variations: WooVariation[];
	chosen: SwatchChoices;
}

/**
 * WooCommerce's `isMatch`: the variation's own attributes against the choices, `''` on either side matching.
 *
 * @param variationAttributes The variation's attributes.
 * @param attributes          The choices (the current attribute deleted).
 */
function isMatch(
	variationAttributes: Record< string, string >,
	attributes: Record< string, string >
): boolean {
	let match = true;
	for ( const attrName in variationAttributes ) {
		if (
			Object.prototype.hasOwnProperty.call(
				variationAttributes,
				attrName
			)
		) {
			const val1 = variationAttributes[ attrName ];
			const val2 = attributes[ attrName ];
			if (
				val1 !== undefined &&
				val2 !== undefined &&
				val1.length !== 0 &&
				val2.length !== 0 &&
				val1 !== val2
			) {
				match = false;
			}
		}
	}
	return match;
}

/**
 * The options WooCommerce leaves enabled in each select: per attribute, the options attached by a
 * matching variation (with the current attribute's choice removed) whose variation is active.
 *
 * @param variations The page's variations.
 * @param attributes The selects and their options.
 * @param chosen     The selects' values.
 * @return `attribute → enabled values`.
 */
export function wooEnabledOptions(
	variations: WooVariation[],
	attributes: { name: string; values: string[] }[],
	chosen: SwatchChoices
): Record< string, Set< string > > {
	const enabled: Record< string, Set< string > > = {};
	for ( const { name: currentAttrName, values } of attributes ) {
		const checkAttributes: Record< string, string > = {};
		for ( const { name } of attributes ) {
			checkAttributes[ name ] = chosen[ name ] ?? '';
		}
		delete checkAttributes[ currentAttrName ];
		const matching = variations.filter( ( variation ) =>
			isMatch( variation.attributes, checkAttributes )
		);
		const classes = new Map< string, Set< string > >();
		const addClass = ( value: string, active: boolean ) => {
			const set = classes.get( value ) ?? new Set< string >();
			set.add( 'attached' );
			if ( active ) {
				set.add( 'enabled' );
			}
			classes.set( value, set );
		};
		for ( const variation of matching ) {
			for ( const attrName in variation.attributes ) {
				if ( attrName !== currentAttrName ) {
					continue;
				}
				const attrVal = variation.attributes[ attrName ];
				if ( attrVal ) {
					addClass( attrVal, variation.variation_is_active );
				} else {
					values.forEach( ( value ) =>
						addClass( value, variation.variation_is_active )
					);
				}
			}
		}
		enabled[ currentAttrName ] = new Set(
			values.filter( ( value ) => classes.get( value )?.has( 'enabled' ) )
		);
	}
	return enabled;
}

/**
 * Generated variable products: 1–4 attributes of 1–5 values, a random subset of the combinations
 * (so some are missing), some values `''` (any), some keys missing, stock flags, inactive variations,
 * quantities, and a random choice (including values no variation has).
 */
export const productArbitrary: fc.Arbitrary< GeneratedProduct > = fc
	.array( fc.integer( { min: 1, max: 5 } ), { minLength: 1, maxLength: 4 } )
	.chain( ( sizes ) => {
		const attributes = sizes.map( ( size, index ) => ( {
			name: `attribute_pa_${ index }`,
			values: Array.from( { length: size }, ( _, v ) => `v${ v }` ),
		} ) );
		const valueOf = ( index: number ) =>
			fc.oneof(
				{
					weight: 6,
					arbitrary: fc.constantFrom( ...attributes[ index ].values ),
				},
				{ weight: 1, arbitrary: fc.constant( '' ) },
				{ weight: 1, arbitrary: fc.constant( undefined ) }
			);
		const variation = fc.record( {
			values: fc.tuple(
				...attributes.map( ( _, index ) => valueOf( index ) )
			),
			is_in_stock: fc.boolean(),
			variation_is_active: fc.oneof(
				{ weight: 5, arbitrary: fc.constant( true ) },
				{ weight: 1, arbitrary: fc.constant( false ) }
			),
			max_qty: fc.oneof(
				fc.constant( '' as const ),
				fc.integer( { min: 1, max: 12 } )
			),
		} );
		const chosen = fc.tuple(
			...attributes.map( ( attribute ) =>
				fc.constantFrom( '', '', ...attribute.values, 'missing' )
			)
		);
		return fc.record( {
			attributes: fc.constant( attributes ),
			variations: fc.array( variation, { maxLength: 30 } ),
			chosen,
		} );
	} )
	.map( ( { attributes, variations, chosen } ) => ( {
		attributes,
		variations: variations.map( ( generated, id ) => {
			const own: Record< string, string > = {};
			attributes.forEach( ( { name }, index ) => {
				const value = generated.values[ index ];
				if ( value !== undefined ) {
					own[ name ] = value;
				}
			} );
			return {
				attributes: own,
				is_in_stock: generated.is_in_stock,
				variation_is_active: generated.variation_is_active,
				max_qty: generated.max_qty,
				variation_id: id + 1,
			};
		} ),
		chosen: Object.fromEntries(
			attributes.map( ( { name }, index ) => [ name, chosen[ index ] ] )
		),
	} ) );

/**
 * The map `Swatch_Data::availability()` prints for the same product: active variations only, every attribute present.
 *
 * @param product A generated product whose variations carry every attribute.
 */
export function mapOf( product: GeneratedProduct ): AvailabilityMap {
	const names = product.attributes.map( ( { name } ) => name );
	return {
		attributes: names,
		variations: product.variations
			.filter( ( variation ) => variation.variation_is_active )
			.map( ( variation ) => [
				...names.map( ( name ) => variation.attributes[ name ] ?? '' ),
				variation.is_in_stock ? 1 : 0,
				variation.max_qty === '' ? null : variation.max_qty,
			] ),
	};
}
