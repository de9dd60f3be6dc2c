/**
 * The mini-cart's loader, on every page with the header (so it stays tiny: no React,
 * no store). The cart link render.php printed works at once; the island (React, the
 * cart store, the side panel) loads on intent (pointer over, focus in, touch), once
 * the page has loaded, or right after an add to cart, which opens the panel (the
 * cart overlay).
 *
 * On shop pages the islands loader (`@boudoir/islands`) is on the page already; on
 * content pages it is not (the page budget), so this script takes it from its inert
 * template (Boudoir\Islands) on first need. Hence no import of the package here.
 *
 * An add counts when WooCommerce's `added_to_cart` carries the button that added
 * (its AJAX add-to-cart does); an event triggered without one is "manual" and shows
 * nothing. A `wc-blocks_added_to_cart` counts when an add sent it, as WooCommerce's blocks
 * and Boudoir's cart store do (`detail.preserveCartData`, triggerAddedToCartEvent()); not the
 * copies WooCommerce's own scripts relay from jQuery's `added_to_cart` (translateJQueryEventToNative():
 * an empty detail; the jQuery event itself was counted above, or was manual), nor the store's
 * quantity changes (`detail.quantityChanged`), which only tell other carts to refresh.
 */

/**
 * Internal dependencies
 */
import { savesData } from '../../src/dom/connection';
import { onWooEvent } from '../../src/woo-events';
import {
	BLOCK_NAME,
	ISLANDS_TEMPLATE,
	OPEN_EVENT,
	SELECTOR,
} from './constants';

interface IslandsApi {
	island: (
		options: Omit< typeof OPTIONS, 'when' > & { when: string }
	) => void;
	startIsland: ( options: typeof OPTIONS ) => Promise< void >;
}

const OPTIONS = {
	name: BLOCK_NAME,
	selector: SELECTOR,
	when: 'intent' as const,
};

declare global {
	interface Window {
		/** Boudoir's shared packages (webpack's `library` names), when their scripts are on the page. */
		boudoir?: { islands?: IslandsApi };
	}
}

let loading = false;

/**
 * Loads and mounts the island (on a page without the islands loader, the loader first,
 * from its template; again after a failure).
 */
function start(): void {
	const api = window.boudoir?.islands;
	if ( api ) {
		api.startIsland( OPTIONS );
		return;
	}
	const template = document.getElementById(
		ISLANDS_TEMPLATE
	) as HTMLTemplateElement | null;
	if ( loading || ! template ) {
		return;
	}
	loading = true;
	const script = document.createElement( 'script' );
	script.src = template.content
		.querySelector( '[src]' )!
		.getAttribute( 'src' )!;
	script.onload = () => {
		// Ran once: the loader must not run it again for the island's handles.
		template.remove();
		// The loader watches the block from now on (a tap before the island opens the
		// server's panel, as on shop pages) and loads the island at once.
		window.boudoir?.islands?.island( { ...OPTIONS, when: 'now' } );
	};
	// Tried again on the next intent or add.
	script.onerror = () => ( loading = false );
	document.head.append( script );
}

/** An add to cart: the island opens (once mounted, if it is not yet) and says so. */
function added(): void {
	window[ OPEN_EVENT ] = true;
	dispatchEvent( new Event( OPEN_EVENT ) );
	start();
}

// Once every deferred script has run: the islands loader, when the page has it, too.
document.addEventListener( 'DOMContentLoaded', () => {
	const root = document.querySelector( SELECTOR );
	if ( ! root ) {
		return;
	}
	onWooEvent( 'added_to_cart', ( ...args ) => {
		if ( ( args[ 3 ] as ArrayLike< unknown > | undefined )?.length ) {
			added();
		}
	} );
	// An add's own event carries preserveCartData; WooCommerce's relays of jQuery's carry
	// nothing; the store's quantity changes say so.
	document.body.addEventListener( 'wc-blocks_added_to_cart', ( event ) => {
		const detail = ( event as CustomEvent ).detail;
		if (
			detail?.preserveCartData !== undefined &&
			! detail.quantityChanged
		) {
			added();
		}
	} );
	if ( window.boudoir?.islands ) {
		window.boudoir.islands.island( OPTIONS );
	} else {
		// No loader on the page (content pages): intent on the (first) mini-cart (a touch
		// is a pointer too), or a moment after the load event unless the connection saves
		// data. A click before the loader is there follows the link to the cart page (the
		// page budget leaves no room for more here); after, the loader keeps it.
		root.addEventListener( 'pointerover', start );
		root.addEventListener( 'focusin', start );
		addEventListener(
			'load',
			() => savesData() || setTimeout( start, 2000 )
		);
	}
} );
