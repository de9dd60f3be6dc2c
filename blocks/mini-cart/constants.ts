/** The block's (and its island's) name. */
export const BLOCK_NAME = 'boudoir/mini-cart';

/** The block's wrapper class. */
export const ROOT_CLASS = 'boudoir-mini-cart';

/**
 * The wrappers the island takes over: on the cart and checkout pages the block is a
 * plain link (`is-disabled`), with no island.
 */
export const SELECTOR = `.${ ROOT_CLASS }:not(.is-disabled)`;

/** The cart button's action, on the server's link and the island's button (an early click is replayed). */
export const OPEN_ACTION = 'open-mini-cart';

/**
 * An add to cart asks the island to open (the cart overlay): the view script sets
 * `window[ OPEN_EVENT ]` (kept for an island that is not mounted yet) and dispatches
 * this event on the window. The first visible mini-cart takes it (clears the flag).
 */
export const OPEN_EVENT = 'boudoir-mini-cart-open';

declare global {
	interface Window {
		/** An add to cart is waiting for a mini-cart to open (set by the loader, taken by the island). */
		[ OPEN_EVENT ]?: boolean;
	}
}

/** Why the sidebar opened: the cart button, or an add to cart (the cart overlay). */
export type OpenReason = 'button' | 'added';

/** The islands package's inert template (Boudoir\Islands), on pages that did not print it. */
export const ISLANDS_TEMPLATE = 'boudoir-script-boudoir-islands';

/** The server's panel, printed closed for a tap before the island is there (Mini_Cart_Shell::ID). */
export const SHELL_ID = 'boudoir-mini-cart-shell';
