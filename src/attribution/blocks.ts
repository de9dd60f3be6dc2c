/**
 * The checkout blocks' attribution (build/scripts/attribution-blocks.js, handle
 * `boudoir-attribution-blocks`), only on a checkout page holding the Checkout block: the
 * one attribution script that uses `@wordpress/data`. It hands the tracker's values
 * (`window.boudoirAttribution`, then each `boudoir-attribution` event) to the checkout
 * store under WooCommerce's extension key, which the Store API checkout sends with the
 * order; `null` (consent withdrawn) sends nothing.
 */

/**
 * WordPress dependencies
 */
import { dispatch, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ATTRIBUTION_EVENT, type AttributionValues } from './shared';

/** WooCommerce's extension key for the attribution data. */
export const EXTENSION = 'woocommerce/order-attribution';

declare global {
	interface Window {
		wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } };
	}
}

/** What the checkout store does with extension data: `setExtensionData` from WooCommerce 9.9, before it only the internal name. */
type SetExtensionData = (
	namespace: string,
	data: AttributionValues,
	replace: boolean
) => unknown;

type CheckoutActions = {
	setExtensionData: SetExtensionData;
	__internalSetExtensionData: SetExtensionData;
};

/** How long the script waits for the checkout store to register before it stops listening, ms. */
export const STORE_WAIT = 30_000;

let values = window.boudoirAttribution?.values ?? null;
let waiting: ( () => void ) | undefined;

/**
 * The checkout store's action for extension data, once the store is registered: the public
 * `setExtensionData` where WooCommerce has it (9.9+; the internal one logs a deprecation
 * there), else `__internalSetExtensionData`.
 */
function setter(): SetExtensionData | undefined {
	const checkout = dispatch(
		window.wc?.wcBlocksData?.CHECKOUT_STORE_KEY ?? 'wc/store/checkout'
	) as Partial< CheckoutActions > | undefined;
	return checkout?.setExtensionData ?? checkout?.__internalSetExtensionData;
}

/** Stops waiting for the store. */
function stopWaiting(): void {
	waiting?.();
	waiting = undefined;
}

/** Puts the values in the checkout store; until the store is registered (for STORE_WAIT at most), waits for it. */
function send(): void {
	const set = setter();
	if ( set ) {
		set( EXTENSION, values ?? {}, true );
		return;
	}
	if ( waiting ) {
		return;
	}
	const unsubscribe = subscribe( () => {
		if ( setter() ) {
			stopWaiting();
			send();
		}
	} );
	const timer = setTimeout( stopWaiting, STORE_WAIT );
	waiting = () => {
		clearTimeout( timer );
		unsubscribe();
	};
}

document.addEventListener( ATTRIBUTION_EVENT, ( event ) => {
	values = ( event as CustomEvent< AttributionValues | null > ).detail;
	send();
} );
send();
