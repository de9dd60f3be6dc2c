/**
 * The one bridge to WooCommerce's jQuery events (`found_variation`, `reset_data`,
 * `added_to_cart`, `wc_fragment_refresh`, …). Boudoir's code never imports jQuery:
 * the bridge uses the page's `window.jQuery` when the shop loaded it, and does nothing
 * otherwise.
 */

/** The part of a jQuery collection the bridge uses. */
export interface JQueryCollectionLike {
	on: ( events: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	off: ( events: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	trigger: ( events: string, extraParameters?: unknown[] ) => unknown;
}

/** The part of jQuery the bridge uses. */
export type JQueryLike = ( target: EventTarget ) => JQueryCollectionLike;

/**
 * The page's window as the bridge reads it (no global declaration: the shop's pages and
 * tests type `window.jQuery` their own way).
 */
export type WindowWithJQuery = Window & { jQuery?: JQueryLike };

function jQueryOf(): JQueryLike | undefined {
	if ( typeof window === 'undefined' ) {
		return undefined;
	}
	const { jQuery } = window as WindowWithJQuery;
	return typeof jQuery === 'function' ? jQuery : undefined;
}

/**
 * Subscribes to a WooCommerce jQuery event.
 *
 * @param name    The event, e.g. `found_variation`.
 * @param handler Called with jQuery's arguments: the event, then the extra parameters
 *                (e.g. the variation for `found_variation`).
 * @param target  Where to listen (default `document.body`), e.g. a variations form.
 * @return Unsubscribes (does nothing without jQuery).
 */
export function onWooEvent(
	name: string,
	handler: ( ...args: unknown[] ) => void,
	target?: EventTarget
): () => void {
	const jQuery = jQueryOf();
	if ( ! jQuery ) {
		return () => {};
	}
	const element = target ?? document.body;
	// Our own wrapper, so unsubscribing removes exactly this handler.
	const listener = ( ...args: unknown[] ) => handler( ...args );
	jQuery( element ).on( name, listener );
	return () => {
		jQuery( element ).off( name, listener );
	};
}

/**
 * Triggers a WooCommerce jQuery event (e.g. `wc_fragment_refresh` for classic mini-carts).
 *
 * @param name   The event.
 * @param args   Extra parameters for the handlers.
 * @param target Where to trigger it (default `document.body`).
 */
export function triggerWooEvent(
	name: string,
	args?: unknown[],
	target?: EventTarget
): void {
	const jQuery = jQueryOf();
	if ( ! jQuery ) {
		return;
	}
	jQuery( target ?? document.body ).trigger( name, args );
}
