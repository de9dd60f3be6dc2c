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

type CheckoutActions = {
	__internalSetExtensionData: (
		namespace: string,
		data: AttributionValues,
		replace: boolean
	) => unknown;
};

let values = window.boudoirAttribution?.values ?? null;
let waiting: ( () => void ) | undefined;

/** The checkout store's actions, once the store is registered. */
const checkoutStore = () =>
	dispatch(
		window.wc?.wcBlocksData?.CHECKOUT_STORE_KEY ?? 'wc/store/checkout'
	) as Partial< CheckoutActions > | undefined;

/** Puts the values in the checkout store; until the store is registered, waits for it. */
function send(): void {
	const checkout = checkoutStore();
	if ( checkout?.__internalSetExtensionData ) {
		checkout.__internalSetExtensionData( EXTENSION, values ?? {}, true );
		return;
	}
	waiting ??= subscribe( () => {
		if ( checkoutStore()?.__internalSetExtensionData ) {
			waiting?.();
			waiting = undefined;
			send();
		}
	} );
}

document.addEventListener( ATTRIBUTION_EVENT, ( event ) => {
	values = ( event as CustomEvent< AttributionValues | null > ).detail;
	send();
} );
send();
