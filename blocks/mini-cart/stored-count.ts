/**
 * The cart's item count this tab last saw, kept in sessionStorage so the next page's
 * button shows it before the cart is asked for.
 */

/** The number of items this tab last saw in the cart (sessionStorage). */
const COUNT_KEY = 'boudoir-cart-count';

/** The count this tab last knew, or null. */
export function storedCount(): number | null {
	try {
		const value = window.sessionStorage.getItem( COUNT_KEY );
		return value !== null && /^\d+$/.test( value ) ? Number( value ) : null;
	} catch {
		return null;
	}
}

/**
 * Keeps the count for this tab's next pages.
 *
 * @param count The cart's number of items.
 */
export function storeCount( count: number ): void {
	try {
		window.sessionStorage.setItem( COUNT_KEY, String( count ) );
	} catch {
		// Storage off: the count shows once the cart is asked for.
	}
}
