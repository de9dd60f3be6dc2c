/**
 * The side menu's rules, free of the DOM (docs/contract.md, Data "Theme options", States "Mobile menu
 * and search", Figures "Mobile side menu").
 */

/** The screen edge the panel slides in from. */
export type Side = 'left' | 'right';

/** What opens a submenu: the parent item's link itself, or a toggle button beside it. */
export type DropdownTarget = 'link' | 'toggle';

/** docs/contract.md, States: the side menu's states. */
export type MenuState = 'closed' | 'opening' | 'open' | 'closing';

/** What happens to a menu: asked to open or close, or its slide ended. */
export type MenuEvent = 'open' | 'close' | 'settled';

/** docs/contract.md, Figures timings (ms) and the width (px) from which the menu closes itself. */
export const TIMINGS = {
	/** The panel's slide, with ease timing. */
	speed: 300,
	/** A submenu's slide. */
	submenuSpeed: 250,
	/** From a click on a menu item to the menu closing. */
	itemCloseDelay: 50,
	/** The safety margin after an animation: the slide has settled this long after its speed. */
	settleMargin: 50,
} as const;

/** docs/contract.md, Figures: at this window width or more the menu closes itself (the desktop menu shows). */
export const DESKTOP_MIN_WIDTH = 960;

/** The media query of DESKTOP_MIN_WIDTH. */
export const DESKTOP_QUERY = `(min-width: ${ DESKTOP_MIN_WIDTH }px)`;

/** The defaults when neither the block nor the site's settings choose (PHP: Mobile_Menu_Settings). */
export const DEFAULTS: {
	side: Side;
	displace: boolean;
	dropdownTarget: DropdownTarget;
} = {
	side: 'left',
	displace: true,
	dropdownTarget: 'toggle',
};

/** The classes docs/contract.md names (States "Mobile menu and search"): an open submenu's item and toggle are active. */
export const CLASSES = {
	active: 'active',
} as const;

/**
 * The state after an event: closed → opening → open → closing → closed; opening or
 * closing turn back halfway when asked; anything else changes nothing.
 *
 * @param state The menu's state.
 * @param event What happened.
 */
export function nextState( state: MenuState, event: MenuEvent ): MenuState {
	switch ( event ) {
		case 'open':
			return state === 'closed' || state === 'closing'
				? 'opening'
				: state;
		case 'close':
			return state === 'open' || state === 'opening' ? 'closing' : state;
		case 'settled':
			if ( state === 'opening' ) {
				return 'open';
			}
			return state === 'closing' ? 'closed' : state;
	}
	return state;
}

/**
 * Whether the panel is on screen (or on its way in or out) in a state.
 *
 * @param state The menu's state.
 */
export function isShown( state: MenuState ): boolean {
	return state !== 'closed';
}

/**
 * The screen edge the panel slides in from: right-to-left pages mirror the chosen side.
 *
 * @param side The chosen side.
 * @param rtl  Whether the page reads right to left.
 */
export function screenSide( side: Side, rtl: boolean ): Side {
	if ( ! rtl ) {
		return side;
	}
	return side === 'left' ? 'right' : 'left';
}

/**
 * A theme option's value: the block's own when set, else the site's setting, else the default.
 *
 * @param attribute   The block attribute (undefined, null or '' when unset).
 * @param siteSetting The site's setting (undefined when unknown).
 * @param fallback    The default.
 */
export function resolveOption< Value >(
	attribute: Value | null | undefined | '',
	siteSetting: Value | null | undefined | '',
	fallback: Value
): Value {
	if ( attribute !== undefined && attribute !== null && attribute !== '' ) {
		return attribute;
	}
	if (
		siteSetting !== undefined &&
		siteSetting !== null &&
		siteSetting !== ''
	) {
		return siteSetting;
	}
	return fallback;
}

/**
 * How long a slide lasts: none when the shopper prefers reduced motion.
 *
 * @param speed         The slide's speed, ms.
 * @param reducedMotion Whether `prefers-reduced-motion: reduce` matches.
 */
export function slideDuration( speed: number, reducedMotion: boolean ): number {
	return reducedMotion ? 0 : speed;
}

/**
 * Where Tab moves focus inside the modal panel: from its last element (first, with
 * Shift) back to the other end; null when the browser's own order is right.
 *
 * @param index     The focused element's index among the panel's focusable ones (-1: none of them).
 * @param count     How many focusable elements the panel has.
 * @param backwards Whether Shift is held.
 */
export function wrapFocus(
	index: number,
	count: number,
	backwards: boolean
): number | null {
	if ( count === 0 ) {
		return null;
	}
	if ( backwards ) {
		return index <= 0 ? count - 1 : null;
	}
	return index === -1 || index >= count - 1 ? 0 : null;
}
