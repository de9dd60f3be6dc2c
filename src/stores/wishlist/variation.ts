/**
 * Internal dependencies
 */
import type { ChosenAttribute, WishlistItem, ItemAttribute } from './types';

/** The prefix of a variation's attribute fields (`attribute_pa_color`, `attribute_size`). */
const FIELD_PREFIX = 'attribute_';

/**
 * The name the cart's Store API knows an attribute by on every WooCommerce Boudoir supports:
 * a global attribute's taxonomy (`attribute_pa_color` → `pa_color`), a custom attribute's
 * label (`Size`). WooCommerce 9.0–9.8 take only these two; the field name
 * (`attribute_pa_color`) from 9.9, the lower-case label from 9.7
 * (`CartController::sanitize_variation_data()`).
 *
 * @param row The saved item's attribute row.
 */
export function cartAttributeOf(
	row: Pick< ItemAttribute, 'raw_attribute' | 'attribute' >
): string {
	if ( row.raw_attribute.startsWith( `${ FIELD_PREFIX }pa_` ) ) {
		return row.raw_attribute.slice( FIELD_PREFIX.length );
	}
	return row.attribute !== '' ? row.attribute : row.raw_attribute;
}

/**
 * A saved item's attribute rows that hold a value.
 *
 * @param item The list item.
 */
function valuedRows(
	item: Pick< WishlistItem, 'variation' >
): ItemAttribute[] {
	return ( item.variation ?? [] ).filter(
		( row ) => row.raw_attribute !== '' && row.raw_value !== ''
	);
}

/**
 * A saved item's choice as the page names it: `{ attribute: 'attribute_pa_color', value: 'blush' }`,
 * the variations form's field and value (what isSameChoice() compares with the form).
 *
 * @param item The list item.
 * @return The rows, or undefined when the item has none (a simple product).
 */
export function choiceOf(
	item: Pick< WishlistItem, 'variation' >
): ChosenAttribute[] | undefined {
	const rows = valuedRows( item ).map( ( row ) => ( {
		attribute: row.raw_attribute,
		value: row.raw_value,
	} ) );
	return rows.length > 0 ? rows : undefined;
}

/**
 * What the cart's Store API takes as `variation` for a saved item: each attribute's value as
 * `{ attribute: 'pa_color', value: 'blush' }` (cartAttributeOf(); WooCommerce turns a
 * taxonomy's value into its slug), so a variation with "any" attributes is not refused with
 * `woocommerce_rest_missing_variation_data`.
 *
 * @param item The list item.
 * @return The rows, or undefined when the item has none (a simple product).
 */
export function cartVariationOf(
	item: Pick< WishlistItem, 'variation' >
): ChosenAttribute[] | undefined {
	const rows = valuedRows( item ).map( ( row ) => ( {
		attribute: cartAttributeOf( row ),
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

/** Product types whose parent cannot go to the cart as such: a variation, or each child, must be chosen. */
const CHOOSE_FIRST_TYPES: Readonly< Record< string, 'options' | 'products' > > =
	{
		variable: 'options',
		'variable-subscription': 'options',
		grouped: 'products',
	};

/**
 * What a saved item still needs before it can go to the cart: its options (a variable
 * product saved before a size and colour were chosen, from a shop card or an untouched
 * product page) or its products (a grouped product); null when it can go as it is.
 *
 * @param item The list item.
 */
export function needsChoice(
	item: Pick< WishlistItem, 'variation_id' | 'product_type' >
): 'options' | 'products' | null {
	if ( item.variation_id > 0 || ! item.product_type ) {
		return null;
	}
	return CHOOSE_FIRST_TYPES[ item.product_type ] ?? null;
}

/**
 * Whether an item or a saved product is a product (or one variation of it).
 *
 * @param productId   The product.
 * @param variationId Only this variation (undefined: every variation; 0: the product itself).
 */
export function productMatcher( productId: number, variationId?: number ) {
	return ( item: Pick< WishlistItem, 'product_id' | 'variation_id' > ) =>
		item.product_id === productId &&
		( variationId === undefined || item.variation_id === variationId );
}
