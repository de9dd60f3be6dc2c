/**
 * Which swatch values can be chosen, following WooCommerce's own rule
 * (add-to-cart-variation.js `update_variation_values`), plus out-of-stock marking.
 */

/**
 * Internal dependencies
 */
import { decodeEntities } from './entities';
import type {
	AvailabilityMap,
	StockQuantities,
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
 * Each attribute's values' states given the other choices. WooCommerce's rule, per attribute
 * (add-to-cart-variation.js `onUpdateAttributes`): blank its own choice, keep the variations
 * compatible with the other choices (compared raw, as its `isMatch` does), and a value is
 * `enabled` when one of them that is active (`variation_is_active` truthy) has it, its entities
 * decoded as WooCommerce decodes them (`''` = every value); else `disabled`. A value that exists
 * is `no-stock` when every compatible active variation with it is out of stock.
 *
 * @param variations The product's variations.
 * @param attributes The form's attributes with their values (the select's option values) in the shop's order.
 * @param chosen     The current choices (the selects' values).
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
			if ( ! variation.variation_is_active ) {
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
				anyInStock = anyInStock || Boolean( variation.is_in_stock );
			} else {
				const text = decodeEntities( own );
				exists.add( text );
				if ( variation.is_in_stock ) {
					inStock.add( text );
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

/**
 * The values some variation offers, active or not: the options WooCommerce keeps in each select
 * once its script runs. With nothing chosen it attaches to an option every variation that has its
 * value (or `''`), and removes the options no variation attached (add-to-cart-variation.js,
 * `onUpdateAttributes`, "Detach unattached"). The dropdown itself lists every value of every
 * variation, private or out of stock ones included (`read_variation_attributes()` reads all the
 * children); `get_available_variations()` leaves those variations out of the page's variations
 * (and of Boudoir's map), so their values are dropped here, as WooCommerce drops them.
 *
 * @param variations The page's variations (or the map's).
 * @param attributes The form's attributes with their values.
 * @return `attribute → values kept`, in the attribute's order.
 */
export function offeredValues(
	variations: SwatchVariation[],
	attributes: SwatchAttributeValues[]
): Record< string, string[] > {
	const offered: Record< string, string[] > = {};
	for ( const { name, values } of attributes ) {
		const attached = new Set< string >();
		let all = false;
		for ( const variation of variations ) {
			const own = variation.attributes[ name ];
			if ( own === undefined ) {
				continue;
			}
			if ( own === '' ) {
				all = true;
				break;
			}
			attached.add( decodeEntities( own ) );
		}
		offered[ name ] = all
			? [ ...values ]
			: values.filter( ( value ) => attached.has( value ) );
	}
	return offered;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * A variation attribute's value as WooCommerce's script holds it: strings as they are, other
 * non-empty scalars as text, anything else (`null`, `false`, `0`) as `''` (its `if ( attr_val )`
 * attaches every option then).
 *
 * @param value The JSON value.
 */
function attributeValue( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' && value !== 0 ? String( value ) : '';
}

/**
 * Reads the variations of a variations form's `data-product_variations` (already parsed).
 * `variation_is_active` and `is_in_stock` are read as WooCommerce's script reads them: truthy or
 * not (`if ( variations[ num ].variation_is_active )`, `! variation.is_in_stock`), so a filter
 * answering `0`, `1` or `"0"` means what it means there, and a missing one is false.
 * `max_qty` is a purchase limit, not stock (1 for a variation sold individually): the stock comes
 * only from `stock`, Boudoir's own quantities.
 *
 * @param json  The parsed attribute: an array of WooCommerce's variation JSON, or `false` above the AJAX threshold.
 * @param stock `variation id → stock quantity` from the block's data, for the variations that manage stock.
 * @return The variations, or `null` when the page carries none (`false` or anything unreadable).
 */
export function variationsFromWooData(
	json: unknown,
	stock: StockQuantities | null = null
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
			attributes[ name ] = attributeValue( value );
		}
		const maxQty =
			typeof item.max_qty === 'number' && item.max_qty > 0
				? item.max_qty
				: '';
		const id =
			typeof item.variation_id === 'number' ? item.variation_id : null;
		const quantity = id === null ? undefined : stock?.[ String( id ) ];
		const variation: SwatchVariation = {
			attributes,
			is_in_stock: Boolean( item.is_in_stock ),
			variation_is_active: Boolean( item.variation_is_active ),
			max_qty: maxQty,
			stock_quantity: typeof quantity === 'number' ? quantity : null,
		};
		if ( id !== null ) {
			variation.variation_id = id;
		}
		variations.push( variation );
	}
	return variations;
}

/**
 * Expands Boudoir's compact availability map (one row per variation WooCommerce's variation JSON
 * would hold, built through its `woocommerce_available_variation` filter).
 *
 * @param map The map printed by `Swatch_Data::for_product()`.
 * @return The variations.
 */
export function variationsFromMap( map: AvailabilityMap ): SwatchVariation[] {
	const count = map.attributes.length;
	return map.variations.map( ( row ) => {
		const attributes: Record< string, string > = {};
		map.attributes.forEach( ( name, index ) => {
			attributes[ name ] = attributeValue( row[ index ] );
		} );
		const quantity = row[ count + 1 ];
		const stockQuantity = typeof quantity === 'number' ? quantity : null;
		return {
			attributes,
			is_in_stock: Boolean( row[ count ] ),
			// A fourth column is there only for an inactive variation.
			variation_is_active:
				row.length <= count + 2 || Boolean( row[ count + 2 ] ),
			max_qty: stockQuantity === null ? '' : stockQuantity,
			stock_quantity: stockQuantity,
		};
	} );
}
