/**
 * The "N left" label on a swatch (docs/contract.md, Validation "Swatches").
 */

/**
 * Internal dependencies
 */
import { isCompatible } from './availability';
import type { SwatchChoices, SwatchVariation } from './types';

/**
 * A variation's stock quantity: its real stock (`stock_quantity`, from the shop's stock data) or
 * none. Never WooCommerce's `max_qty`: that is a purchase limit (1 for a variation sold
 * individually, or whatever `woocommerce_variation_get_max_purchase_quantity` says), not stock.
 *
 * @param variation The variation.
 */
export function quantityOf( variation: SwatchVariation ): number | null {
	return typeof variation.stock_quantity === 'number'
		? variation.stock_quantity
		: null;
}

/**
 * The number of items left to show on a swatch: only when every other attribute is chosen (all but
 * this one), the variation matching those choices plus this value is in stock, has a (positive)
 * quantity, and that quantity is at or below the threshold.
 *
 * @param variations     The product's variations.
 * @param attributeNames The form's attribute names.
 * @param chosen         The current choices.
 * @param attribute      The swatch's attribute.
 * @param value          The swatch's value.
 * @param threshold      `stock_label_threshold`.
 * @return The quantity to show, or `null`.
 */
export function stockLeft(
	variations: SwatchVariation[],
	attributeNames: string[],
	chosen: SwatchChoices,
	attribute: string,
	value: string,
	threshold: number
): number | null {
	const choices: SwatchChoices = {};
	for ( const name of attributeNames ) {
		if ( name === attribute ) {
			continue;
		}
		if ( ! chosen[ name ] ) {
			return null;
		}
		choices[ name ] = chosen[ name ];
	}
	choices[ attribute ] = value;
	const match = variations.find(
		( variation ) =>
			variation.variation_is_active && isCompatible( variation, choices )
	);
	if ( ! match || ! match.is_in_stock ) {
		return null;
	}
	const quantity = quantityOf( match );
	// Backorders can leave a managed stock at zero or below while the variation is in stock: nothing to count.
	if ( quantity === null || quantity <= 0 || quantity > threshold ) {
		return null;
	}
	return quantity;
}
