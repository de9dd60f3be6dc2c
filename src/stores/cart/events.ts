/**
 * The events the store fires after a change, as WooCommerce's own cart blocks and
 * classic scripts do, and the guard that lets the bridge ignore them.
 *
 * Never `added_to_cart` / `removed_from_cart`: cart-fragments.js stores their fragments
 * argument, which the store does not have; `wc_fragment_refresh` asks for fresh ones.
 */

/**
 * Internal dependencies
 */
import { triggerWooEvent } from '@boudoir/woo-events';
import {
	ADDED_TO_CART_EVENT,
	FRAGMENT_REFRESH_EVENT,
	REMOVED_FROM_CART_EVENT,
} from './constants';

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
 * After an add: WooCommerce's cart blocks (`wc-blocks_added_to_cart`, as
 * triggerAddedToCartEvent sends it) and classic mini-carts (`wc_fragment_refresh`).
 */
export function announceAdded(): void {
	announce( () => {
		document.body.dispatchEvent(
			new CustomEvent( ADDED_TO_CART_EVENT, {
				bubbles: true,
				cancelable: true,
				detail: { preserveCartData: true },
			} )
		);
		triggerWooEvent( FRAGMENT_REFRESH_EVENT );
	} );
}

/**
 * After a removal: WooCommerce's mini-cart block (`wc-blocks_removed_from_cart`) and
 * classic mini-carts (`wc_fragment_refresh`).
 *
 * @param cartItemKey The removed line.
 */
export function announceRemoved( cartItemKey: string ): void {
	announce( () => {
		document.body.dispatchEvent(
			new CustomEvent( REMOVED_FROM_CART_EVENT, {
				bubbles: true,
				detail: { cartItemKey },
			} )
		);
		triggerWooEvent( FRAGMENT_REFRESH_EVENT );
	} );
}

/**
 * After a quantity change: classic mini-carts only (WooCommerce's blocks fire no
 * DOM event for it).
 */
export function announceUpdated(): void {
	announce( () => triggerWooEvent( FRAGMENT_REFRESH_EVENT ) );
}
