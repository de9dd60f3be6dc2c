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

/**
 * A variation as WooCommerce prints it in `data-product_variations` (the fields the swatches read).
 * `is_in_stock` and `variation_is_active` are whatever a `woocommerce_available_variation` filter
 * left there (`0`, `1`, `"0"`, `null`, missing…); attribute values carry entities as stored.
 */
export interface WooVariation {
	attributes: Record< string, string >;
	is_in_stock?: unknown;
	variation_is_active?: unknown;
	max_qty?: number | '';
	is_sold_individually?: 'yes' | 'no';
	variation_id: number;
}

/**
 * A generated product: its attributes with their values (the selects' option values, entities
 * decoded as a browser reads `value="…"`), its variations, the real stock of those that manage it
 * (`variation id → quantity`, which the JSON lacks), and a choice.
 */
export interface GeneratedProduct {
	attributes: { name: string; values: string[] }[];
	variations: WooVariation[];
	stock: Record< string, number >;
	chosen: SwatchChoices;
}

/** What WooCommerce's script does with each option of a select: `attached` ones stay, `enabled` ones can be chosen. */
export interface WooOptions {
	attached: Set< string >;
	enabled: Set< string >;
}

/**
 * WooCommerce's entity decoding: `$( '<div/>' ).html( attr_val ).text()`.
 *
 * @param value A variation's attribute value.
 */
function jqueryText( value: string ): string {
	const div = document.createElement( 'div' );
	div.innerHTML = value;
	return div.textContent ?? '';
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
 * What WooCommerce's `onUpdateAttributes` does to each select: per attribute, the options attached
 * by a matching variation (the current attribute's choice blanked; values decoded; `''` attaches
 * all), enabled when that variation's `variation_is_active` is truthy. Unattached options are
 * removed from the select, attached but not enabled ones disabled.
 *
 * @param variations The page's variations.
 * @param attributes The selects and their options.
 * @param chosen     The selects' values.
 * @return `attribute → { attached, enabled }`.
 */
export function wooOptions(
	variations: WooVariation[],
	attributes: { name: string; values: string[] }[],
	chosen: SwatchChoices
): Record< string, WooOptions > {
	const result: Record< string, WooOptions > = {};
	for ( const { name: currentAttrName, values } of attributes ) {
		const checkAttributes: Record< string, string > = {};
		for ( const { name } of attributes ) {
			checkAttributes[ name ] = chosen[ name ] ?? '';
		}
		checkAttributes[ currentAttrName ] = '';
		const matching = variations.filter( ( variation ) =>
			isMatch( variation.attributes, checkAttributes )
		);
		const attached = new Set< string >();
		const enabled = new Set< string >();
		const addClass = ( value: string, variationActive: boolean ) => {
			attached.add( value );
			if ( variationActive ) {
				enabled.add( value );
			}
		};
		for ( const variation of matching ) {
			for ( const attrName in variation.attributes ) {
				if ( attrName !== currentAttrName ) {
					continue;
				}
				// `if ( variations[ num ].variation_is_active ) { variation_active = 'enabled'; }`
				const variationActive = variation.variation_is_active
					? true
					: false;
				let attrVal = variation.attributes[ attrName ];
				if ( attrVal ) {
					attrVal = jqueryText( attrVal );
					const option = values.find(
						( value ) => value === attrVal
					);
					if ( option !== undefined ) {
						addClass( option, variationActive );
					}
				} else {
					values.forEach( ( value ) =>
						addClass( value, variationActive )
					);
				}
			}
		}
		result[ currentAttrName ] = { attached, enabled };
	}
	return result;
}

/**
 * The options WooCommerce leaves enabled in each select.
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
	const options = wooOptions( variations, attributes, chosen );
	return Object.fromEntries(
		Object.entries( options ).map( ( [ name, { enabled } ] ) => [
			name,
			enabled,
		] )
	);
}

/**
 * WooCommerce's `findMatchingVariations`: the variations matching every choice (compared raw).
 *
 * @param variations The page's variations.
 * @param attributes The choices.
 */
export function wooFindMatchingVariations(
	variations: WooVariation[],
	attributes: Record< string, string >
): WooVariation[] {
	return variations.filter( ( variation ) =>
		isMatch( variation.attributes, attributes )
	);
}

/**
 * What a `woocommerce_available_variation` filter may leave in a flag: booleans mostly, sometimes `0`, `1`, `"0"`, `''`, `null` or nothing.
 * @param trueWeight
 * @param falseWeight
 */
const flag = ( trueWeight: number, falseWeight: number ) =>
	fc.oneof(
		{ weight: trueWeight, arbitrary: fc.constant( true as unknown ) },
		{ weight: falseWeight, arbitrary: fc.constant( false as unknown ) },
		{
			weight: 2,
			arbitrary: fc.constantFrom< unknown >(
				0,
				1,
				'0',
				'',
				null,
				undefined
			),
		}
	);

/**
 * The option value (as a browser reads `value="…"`) of value `index`: every other one holds an
 * ampersand, which a variation may store raw or as `&amp;`.
 *
 * @param index The value's index.
 */
const optionValue = ( index: number ) =>
	index % 2 === 1 ? `v${ index } & x` : `v${ index }`;

/**
 * Generated variable products: 1–4 attributes of 1–5 values, a random subset of the combinations
 * (so some are missing), some values `''` (any), some keys missing, values with entities, stock
 * flags and active flags of every truthiness, sold-individually variations (`max_qty` 1), real
 * stock quantities, and a random choice (including values no variation has).
 */
export const productArbitrary: fc.Arbitrary< GeneratedProduct > = fc
	.array( fc.integer( { min: 1, max: 5 } ), { minLength: 1, maxLength: 4 } )
	.chain( ( sizes ) => {
		const attributes = sizes.map( ( size, index ) => ( {
			name: `attribute_pa_${ index }`,
			values: Array.from( { length: size }, ( _, v ) =>
				optionValue( v )
			),
		} ) );
		const rawForms = ( index: number ) =>
			attributes[ index ].values.flatMap( ( value ) =>
				value.includes( '&' )
					? [ value, value.replace( /&/g, '&amp;' ) ]
					: [ value ]
			);
		const valueOf = ( index: number ) =>
			fc.oneof(
				{
					weight: 6,
					arbitrary: fc.constantFrom( ...rawForms( index ) ),
				},
				{ weight: 1, arbitrary: fc.constant( '' ) },
				{ weight: 1, arbitrary: fc.constant( undefined ) }
			);
		const variation = fc.record( {
			values: fc.tuple(
				...attributes.map( ( _, index ) => valueOf( index ) )
			),
			is_in_stock: flag( 3, 3 ),
			variation_is_active: flag( 5, 1 ),
			sold_individually: fc.boolean(),
			max_qty: fc.oneof(
				fc.constant( '' as const ),
				fc.integer( { min: 1, max: 12 } )
			),
			stock: fc.oneof(
				fc.constant( null ),
				fc.integer( { min: -2, max: 12 } )
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
	.map( ( { attributes, variations, chosen } ) => {
		const stock: Record< string, number > = {};
		return {
			attributes,
			variations: variations.map( ( generated, index ) => {
				const own: Record< string, string > = {};
				attributes.forEach( ( { name }, attribute ) => {
					const value = generated.values[ attribute ];
					if ( value !== undefined ) {
						own[ name ] = value;
					}
				} );
				const id = index + 1;
				if ( generated.stock !== null ) {
					stock[ String( id ) ] = generated.stock;
				}
				const woo: WooVariation = {
					attributes: own,
					max_qty: generated.sold_individually
						? 1
						: generated.max_qty,
					is_sold_individually: generated.sold_individually
						? 'yes'
						: 'no',
					variation_id: id,
				};
				if ( generated.is_in_stock !== undefined ) {
					woo.is_in_stock = generated.is_in_stock;
				}
				if ( generated.variation_is_active !== undefined ) {
					woo.variation_is_active = generated.variation_is_active;
				}
				return woo;
			} ),
			stock,
			chosen: Object.fromEntries(
				attributes.map( ( { name }, index ) => [
					name,
					chosen[ index ],
				] )
			),
		};
	} );

/**
 * The map `Swatch_Data::availability()` prints for the same product: every variation WooCommerce's
 * JSON holds, every attribute present, the flags as WooCommerce's script reads them (truthy or
 * not), the real stock, and a trailing 0 on inactive variations.
 *
 * @param product A generated product whose variations carry every attribute.
 */
export function mapOf( product: GeneratedProduct ): AvailabilityMap {
	const names = product.attributes.map( ( { name } ) => name );
	return {
		attributes: names,
		variations: product.variations.map( ( variation ) => {
			const row: ( string | number | null )[] = [
				...names.map( ( name ) => variation.attributes[ name ] ?? '' ),
				variation.is_in_stock ? 1 : 0,
				product.stock[ String( variation.variation_id ) ] ?? null,
			];
			if ( ! variation.variation_is_active ) {
				row.push( 0 );
			}
			return row;
		} ),
	};
}
