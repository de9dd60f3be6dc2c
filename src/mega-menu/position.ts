/**
 * Where a mega menu's panel goes (docs/contract.md, Figures: "Mega menu edge margin 10 px"), free of the DOM.
 */

/**
 * Internal dependencies
 */
import { EDGE_MARGIN, edgeShift } from '../viewport/edge-shift';

export { EDGE_MARGIN };

/** A box's horizontal edges, px from the viewport's left (a DOMRect will do). */
export type Edges = { left: number; right: number };

/**
 * The widest the panel may be, px: the viewport less the margin at both edges.
 *
 * @param viewportWidth The viewport's width, px.
 * @param margin        The edge margin, px.
 */
export function panelRoom(
	viewportWidth: number,
	margin = EDGE_MARGIN
): number {
	return Math.max( 0, Math.floor( viewportWidth - 2 * margin ) );
}

/**
 * The shift (px, positive to the right) that keeps the panel at least the margin inside
 * both edges of the viewport, the smallest that does; 0 where it fits where it hangs.
 * The panel is measured as it is, already shifted by `currentShift`. Whole pixels,
 * rounded away from the edge it comes off, so the margin is never a fraction short.
 * A panel wider than the room lines up on the leading edge of the reading direction.
 *
 * @param panel         The panel's edges as measured.
 * @param currentShift  The shift it has now, px.
 * @param viewportWidth The viewport's width, px.
 * @param rtl           Whether the page reads right to left.
 * @param margin        The edge margin, px.
 */
export function panelShift(
	panel: Edges,
	currentShift: number,
	viewportWidth: number,
	rtl = false,
	margin = EDGE_MARGIN
): number {
	const shift = edgeShift(
		panel.left - currentShift,
		panel.right - currentShift,
		viewportWidth,
		rtl,
		margin
	);
	if ( shift > 0 ) {
		return Math.ceil( shift );
	}
	return shift < 0 ? Math.floor( shift ) : 0;
}
