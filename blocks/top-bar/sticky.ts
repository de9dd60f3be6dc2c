/**
 * The pure parts of the sticky top bar: where it sticks and when it is stuck.
 */

/** Set on `<html>`: the sticky bar's height in px, for scroll offsets (anchor scrolling, scroll-padding-top). */
export const HEIGHT_PROPERTY = '--boudoir-top-bar-height';

/**
 * How far from the top of the window the bar sticks: below the admin bar while that is
 * fixed (WordPress makes it scroll away on narrow screens), else at the very top.
 *
 * @param adminBar          The admin bar's computed position and height, or null without one.
 * @param adminBar.position
 * @param adminBar.height
 */
export function stickyTop(
	adminBar: { position: string; height: number } | null
): number {
	return adminBar && adminBar.position === 'fixed'
		? Math.max( 0, adminBar.height )
		: 0;
}

/**
 * Whether the bar is pinned: once its place in the page (the spacer's top edge) has
 * scrolled up past the line where it sticks.
 *
 * @param placeTop Top of the bar's place in the page, relative to the window.
 * @param top      Where the bar sticks (stickyTop()).
 */
export function isStuck( placeTop: number, top: number ): boolean {
	return placeTop < top;
}
