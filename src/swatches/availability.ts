/**
 * Which swatch values can be chosen, following WooCommerce's own rule
 * (add-to-cart-variation.js `update_variation_values`), plus out-of-stock marking.
 */

/**
 * Internal dependencies
 */
import type {
	AvailabilityMap,
	SwatchAttributeValues,
	SwatchChoices,
	SwatchVariation,
	ValueState,
	ValueStates,
} from './types';

/**
 * Whether a variation agrees with the choices, WooCommerce's `isMatch`: an empty value on either
 * side is a wildcard; attributes missing on either side are ignored.
 *
 * @param variation The variation.
 * @param choices   The choices (`attribute_* → value`).
 * @param skip      An attribute to ignore (the one whose values are being decided).
 */
export function isCompatible(
	variation: SwatchVariation,
	choices: SwatchChoices,
	skip?: string
): boolean {
	for ( const [ name, own ] of Object.entries( variation.attributes ) ) {
		if ( name === skip ) {
			continue;
		}
		const chosen = choices[ name ];
		if ( own && chosen && own !== chosen ) {
			return false;
		}
	}
	return true;
}

/**
 * Each attribute's values' states given the other choices. WooCommerce's rule, per attribute:
 * blank its own choice, keep the variations compatible with the other choices, a value exists
 * when a compatible active variation has it (`''` = every value): else `disabled`. A value that
 * exists is `no-stock` when every compatible active variation with it is out of stock.
 *
 * @param variations The product's variations.
 * @param attributes The form's attributes with their values in the shop's order.
 * @param chosen     The current choices.
 * @return `attribute → value → state`.
 */
export function valueStates(
	variations: SwatchVariation[],
	attributes: SwatchAttributeValues[],
	chosen: SwatchChoices
): ValueStates {
	const states: ValueStates = {};
	for ( const { name, values } of attributes ) {
		const exists = new Set< string >();
		const inStock = new Set< string >();
		let anyExists = false;
		let anyInStock = false;
		for ( const variation of variations ) {
			if ( variation.variation_is_active === false ) {
				continue;
			}
			if ( ! isCompatible( variation, chosen, name ) ) {
				continue;
			}
			const own = variation.attributes[ name ];
			// As in WooCommerce, a variation without the attribute offers none of its values.
			if ( own === undefined ) {
				continue;
			}
			if ( own === '' ) {
				anyExists = true;
				anyInStock = anyInStock || variation.is_in_stock;
			} else {
				exists.add( own );
				if ( variation.is_in_stock ) {
					inStock.add( own );
				}
			}
		}
		const attributeStates: Record< string, ValueState > = {};
		for ( const value of values ) {
			let state: ValueState = 'disabled';
			if ( anyExists || exists.has( value ) ) {
				state =
					anyInStock || inStock.has( value ) ? 'enabled' : 'no-stock';
			}
			attributeStates[ value ] = state;
		}
		states[ name ] = attributeStates;
	}
	return states;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Reads the variations of a variations form's `data-product_variations` (already parsed).
 *
 * @param json The parsed attribute: an array of WooCommerce's variation JSON, or `false` above the AJAX threshold.
 * @return The variations, or `null` when the page carries none (`false` or anything unreadable).
 */
export function variationsFromWooData(
	json: unknown
): SwatchVariation[] | null {
	if ( ! Array.isArray( json ) ) {
		return null;
	}
	const variations: SwatchVariation[] = [];
	for ( const item of json as unknown[] ) {
		if ( ! isRecord( item ) || ! isRecord( item.attributes ) ) {
			continue;
		}
		const attributes: Record< string, string > = {};
		for ( const [ name, value ] of Object.entries( item.attributes ) ) {
			attributes[ name ] =
				typeof value === 'string' || typeof value === 'number'
					? String( value )
					: '';
		}
		const maxQty =
			typeof item.max_qty === 'number' && item.max_qty > 0
				? item.max_qty
				: '';
		const variation: SwatchVariation = {
			attributes,
			is_in_stock: item.is_in_stock === true,
			variation_is_active: item.variation_is_active !== false,
			max_qty: maxQty,
			stock_quantity: maxQty === '' ? null : maxQty,
		};
		if ( typeof item.variation_id === 'number' ) {
			variation.variation_id = item.variation_id;
		}
		variations.push( variation );
	}
	return variations;
}

/**
 * Expands Boudoir's compact availability map (one row per purchasable, visible variation).
 *
 * @param map The map printed by `Swatch_Data::for_product()`.
 * @return The variations, all active.
 */
export function variationsFromMap( map: AvailabilityMap ): SwatchVariation[] {
	const count = map.attributes.length;
	return map.variations.map( ( row ) => {
		const attributes: Record< string, string > = {};
		map.attributes.forEach( ( name, index ) => {
			const value = row[ index ];
			attributes[ name ] =
				typeof value === 'string' || typeof value === 'number'
					? String( value )
					: '';
		} );
		const quantity = row[ count + 1 ];
		const stockQuantity = typeof quantity === 'number' ? quantity : null;
		return {
			attributes,
			is_in_stock: row[ count ] === 1,
			variation_is_active: true,
			max_qty: stockQuantity === null ? '' : stockQuantity,
			stock_quantity: stockQuantity,
		};
	} );
}
