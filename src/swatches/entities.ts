/**
 * HTML entities in attribute values, read as WooCommerce's variation form reads them.
 */

/**
 * The text of a value read as HTML: WooCommerce's `$( '<div/>' ).html( attr_val ).text()`
 * (add-to-cart-variation.js, `onUpdateAttributes`), which it applies to a variation's value of the
 * attribute being decided before comparing it with the select's options (`A &amp; B` → `A & B`).
 * Parsed in a template element, which is inert: no script runs and no image loads.
 *
 * @param value A variation's attribute value from `data-product_variations`.
 * @return The decoded text; the value itself where there is no document (nothing to parse with).
 */
export function decodeEntities( value: string ): string {
	if (
		( ! value.includes( '&' ) && ! value.includes( '<' ) ) ||
		typeof document === 'undefined'
	) {
		return value;
	}
	const template = document.createElement( 'template' );
	template.innerHTML = value;
	return template.content.textContent ?? '';
}
