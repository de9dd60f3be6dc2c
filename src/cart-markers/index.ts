/**
 * Removed-from-cart markers (docs/contract.md, States "Cart", last bullet): after WooCommerce's
 * `removed_from_cart` (body event with `[fragments, cart_hash, $button]`, the button being
 * the removed item's remove link, `data-product_id` on it), the `added` class and the
 * "View cart" link WooCommerce put after each add-to-cart button of that product are
 * cleared, so the buttons no longer say the product is in the cart.
 */

/**
 * Internal dependencies
 */
import { REMOVED_FROM_CART_EVENT } from '../stores/cart/constants';
import { onWooEvent } from '../woo-events';

/**
 * The product id the remove link carries (jQuery's collection or an element).
 *
 * @param button The event's button argument.
 */
export function productIdOf( button: unknown ): string {
	const element =
		button instanceof Element
			? button
			: ( button as ArrayLike< unknown > | undefined )?.[ 0 ];
	return element instanceof Element
		? ( element.getAttribute( 'data-product_id' ) ?? '' )
		: '';
}

/**
 * Clears the markers of one product's add-to-cart buttons.
 *
 * @param document  The page.
 * @param productId The product.
 */
export function clearMarkers( document: Document, productId: string ): void {
	if ( ! /^\d+$/.test( productId ) ) {
		return;
	}
	document
		.querySelectorAll(
			`.add_to_cart_button[data-product_id="${ productId }"]`
		)
		.forEach( ( button ) => {
			button.classList.remove( 'added' );
			for (
				let next = button.nextElementSibling;
				next?.matches( 'a.added_to_cart' );
				next = button.nextElementSibling
			) {
				// Focus on the link goes back to its button rather than to the page.
				if ( next === next.ownerDocument.activeElement ) {
					( button as HTMLElement ).focus();
				}
				next.remove();
			}
		} );
}

/**
 * The product a native removal event names (Boudoir's cart store puts `productId` in
 * `wc-blocks_removed_from_cart`'s detail once no line of it is left; WooCommerce's blocks
 * name none).
 *
 * @param event The event.
 */
export function removedProductOf( event: Event ): string {
	const detail = ( event as CustomEvent< unknown > ).detail;
	const productId =
		detail && typeof detail === 'object'
			? ( detail as { productId?: unknown } ).productId
			: undefined;
	return typeof productId === 'number' && productId > 0
		? String( productId )
		: '';
}

/**
 * Starts listening: to WooCommerce's `removed_from_cart` (through the bridge; nothing
 * without jQuery) and to the native `wc-blocks_removed_from_cart` that Boudoir's mini-cart
 * fires after its own removal.
 *
 * @param document The page.
 * @return Stops listening.
 */
export function start( document: Document ): () => void {
	const stopWoo = onWooEvent( 'removed_from_cart', ( ...args ) =>
		clearMarkers( document, productIdOf( args[ 3 ] ) )
	);
	const onRemoved = ( event: Event ) =>
		clearMarkers( document, removedProductOf( event ) );
	document.body.addEventListener( REMOVED_FROM_CART_EVENT, onRemoved );
	return () => {
		stopWoo();
		document.body.removeEventListener( REMOVED_FROM_CART_EVENT, onRemoved );
	};
}
