/**
 * The header search's rules, free of the DOM (docs/contract.md, Data "Theme options", States "Mobile menu and search", Figures).
 */

/** docs/contract.md, Figures: the search-focus delay falls back to 600 ms. */
export const DEFAULT_FOCUS_DELAY = 600;

/** The theme option's value that makes the search a drop-down; every other style keeps the form inline. */
export const DROP_DOWN = 'drop_down';

/** The classes docs/contract.md names (States "Mobile menu and search"): the drop-down form shows, its button is active, a form with text is filled. */
export const CLASSES = {
	show: 'show',
	active: 'active',
	filled: 'filled',
} as const;

/**
 * Whether a search style is the drop-down.
 *
 * @param style The block's `menuSearchStyle` (from its data attribute).
 */
export function isDropDown( style: string | undefined ): boolean {
	return style === DROP_DOWN;
}

/**
 * How long to wait before moving focus to the opened form's field: the configured delay
 * (600 ms when missing or not a number), none when the shopper prefers reduced motion.
 *
 * @param configured    The block's delay in ms, as its data attribute holds it.
 * @param reducedMotion Whether `prefers-reduced-motion: reduce` matches.
 */
export function focusDelay(
	configured: string | number | undefined,
	reducedMotion: boolean
): number {
	if ( reducedMotion ) {
		return 0;
	}
	const delay = Number( configured );
	if (
		configured === undefined ||
		configured === '' ||
		! Number.isFinite( delay ) ||
		delay < 0
	) {
		return DEFAULT_FOCUS_DELAY;
	}
	return Math.round( delay );
}

/**
 * Whether the search field has text (the form then carries the filled marker).
 *
 * @param value The field's value.
 */
export function isFilled( value: string ): boolean {
	return value.length > 0;
}

export { EDGE_MARGIN, edgeShift } from '../../src/viewport/edge-shift';
