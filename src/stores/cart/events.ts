/**
 * The events the store fires after a change, as WooCommerce's own cart blocks and
 * classic scripts do, and the guard that lets the bridge ignore them.
 *
 * Never `added_to_cart` / `removed_from_cart`: cart-fragments.js stores their fragments
 * argument, which the store does not have; `wc_fragment_refresh` asks for fresh ones.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { triggerWooEvent } from '@boudoir/woo-events';
import {
	ADDED_TO_CART_EVENT,
	FRAGMENT_REFRESH_EVENT,
	REMOVED_FROM_CART_EVENT,
	STORE_SYNC_EVENT,
	WOO_CART_STORE,
} from './constants';
import type { Cart } from './types';

let announcing = 0;

/** Whether the store is firing its own events right now (handlers run synchronously). */
export function isAnnouncing(): boolean {
	return announcing > 0;
}

function announce( fire: () => void ): void {
	announcing++;
	try {
		fire();
	} finally {
		announcing--;
	}
}

/**
 * Tells WooCommerce's cart blocks the cart changed (`wc-blocks_added_to_cart`, as
 * triggerAddedToCartEvent sends it): with `preserveCartData: false` their cart store
 * fetches the cart again (their own adds say true: their store already has it; Boudoir's
 * is another store). `quantityChanged` marks a change that added nothing new, so no cart
 * opens for it (Boudoir's mini-cart reads it; WooCommerce's blocks read only preserveCartData).
 *
 * @param quantityChanged Whether only a line's quantity changed.
 */
function announceToBlocks( quantityChanged: boolean ): void {
	document.body.dispatchEvent(
		new CustomEvent( ADDED_TO_CART_EVENT, {
			bubbles: true,
			cancelable: true,
			detail: quantityChanged
				? { preserveCartData: false, quantityChanged }
				: { preserveCartData: false },
		} )
	);
}

/**
 * Gives WooCommerce's own cart data store (`wc/store/cart`, registered by its blocks'
 * scripts when the page has one) the cart the Store API answered, as its own thunks do
 * (`receiveCart`). Its Product Button blocks read it before 9.8 ("1 in cart", "View
 * cart"), and on a page without its Mini-Cart or Cart block nothing else refreshes it.
 * Nothing when the page has no such store.
 *
 * @param cart The Store API's cart, as it answered.
 */
function announceToWooStore( cart: Cart ): void {
	const wooCart = dispatch( WOO_CART_STORE ) as
		{ receiveCart?: ( answer: Cart ) => void } | undefined;
	wooCart?.receiveCart?.( cart );
}

/**
 * Tells WooCommerce's Interactivity API cart store (9.8+) that the cart changed in another
 * store, so its Product Button blocks stop (or start) saying "1 in cart" and "View cart":
 * before 9.8 those blocks read WooCommerce's data store, which the events above refresh.
 */
function announceToInteractivity(): void {
	window.dispatchEvent(
		new CustomEvent( STORE_SYNC_EVENT, {
			detail: { type: 'from_@wordpress/data' },
		} )
	);
}

/**
 * After an add: WooCommerce's cart data store, its cart blocks (`wc-blocks_added_to_cart`)
 * and classic mini-carts (`wc_fragment_refresh`).
 *
 * @param cart The cart the Store API answered.
 */
export function announceAdded( cart: Cart ): void {
	announce( () => {
		announceToWooStore( cart );
		announceToBlocks( false );
		announceToInteractivity();
		triggerWooEvent( FRAGMENT_REFRESH_EVENT );
	} );
}

/**
 * After a removal: WooCommerce's cart data store, its mini-cart block
 * (`wc-blocks_removed_from_cart`) and classic mini-carts (`wc_fragment_refresh`). The
 * event's detail names the product when no line of it is left, for the add-to-cart
 * buttons that still say it is in the cart (src/cart-markers: WooCommerce clears them
 * only after its own removal).
 *
 * @param cart        The cart the Store API answered.
 * @param cartItemKey The removed line.
 * @param productId   The product (or variation) no longer in the cart, 0 if it still is.
 */
export function announceRemoved(
	cart: Cart,
	cartItemKey: string,
	productId = 0
): void {
	announce( () => {
		announceToWooStore( cart );
		document.body.dispatchEvent(
			new CustomEvent( REMOVED_FROM_CART_EVENT, {
				bubbles: true,
				detail: productId
					? { cartItemKey, productId }
					: { cartItemKey },
			} )
		);
		announceToInteractivity();
		triggerWooEvent( FRAGMENT_REFRESH_EVENT );
	} );
}

/**
 * After a quantity change: WooCommerce's cart blocks (they fire no DOM event of their own
 * for it, so the add's event tells them to fetch the cart again; their mini-cart's badge
 * would say 1 after a + in Boudoir's) and classic mini-carts.
 *
 * @param cart The cart the Store API answered.
 */
export function announceUpdated( cart: Cart ): void {
	announce( () => {
		announceToWooStore( cart );
		announceToBlocks( true );
		announceToInteractivity();
		triggerWooEvent( FRAGMENT_REFRESH_EVENT );
	} );
}
