/**
 * Internal dependencies
 */
import type { ChosenAttribute, WishlistItem } from './types';

/**
 * What the cart's Store API takes as `variation` for a saved item: its attribute values as
 * `{ attribute: 'attribute_pa_color', value: 'blush' }` (WooCommerce's
 * `CartController::sanitize_variation_data()` accepts the `attribute_*` field and a term slug),
 * so a variation with "any" attributes is not refused with `woocommerce_rest_missing_variation_data`.
 *
 * @param item The list item.
 * @return The rows, or undefined when the item has none (a simple product).
 */
export function cartVariationOf(
	item: Pick< WishlistItem, 'variation' >
): ChosenAttribute[] | undefined {
	const rows = ( item.variation ?? [] )
		.filter( ( row ) => row.raw_attribute !== '' && row.raw_value !== '' )
		.map( ( row ) => ( {
			attribute: row.raw_attribute,
			value: row.raw_value,
		} ) );
	return rows.length > 0 ? rows : undefined;
}

/**
 * Whether a saved item is the shopper's current choice: the same values wherever both name
 * an attribute. An item saved without values (before they were kept, or a product without
 * attributes) matches any choice, as does a choice not made yet.
 *
 * @param saved  The saved item's values.
 * @param chosen The values chosen on the page.
 */
export function isSameChoice(
	saved: ChosenAttribute[] | undefined,
	chosen: ChosenAttribute[] | undefined
): boolean {
	const values = new Map(
		( chosen ?? [] ).map( ( row ) => [ row.attribute, row.value ] )
	);
	return ( saved ?? [] ).every(
		( row ) =>
			! values.has( row.attribute ) ||
			values.get( row.attribute ) === row.value
	);
}
