/**
 * Keeping a drop-down panel inside the viewport (docs/contract.md, Figures: "Mega menu edge margin 10 px"),
 * free of the DOM: the header search's drop-down and the mega menu's panel use it.
 */

/** docs/contract.md, Figures: panels keep a 10 px margin from the viewport's edges. */
export const EDGE_MARGIN = 10;

/**
 * How far (px, positive to the right) to move a drop-down so it stays inside the
 * viewport with the edge margin; 0 when it fits. A panel wider than the room is
 * lined up on the leading edge of the reading direction.
 *
 * @param left          The panel's left edge, px from the viewport's left.
 * @param right         The panel's right edge, px.
 * @param viewportWidth The viewport's width, px.
 * @param rtl           Whether the page reads right to left.
 * @param margin        The edge margin, px.
 */
export function edgeShift(
	left: number,
	right: number,
	viewportWidth: number,
	rtl = false,
	margin = EDGE_MARGIN
): number {
	const fromLeft = left < margin ? margin - left : 0;
	const fromRight =
		right > viewportWidth - margin ? viewportWidth - margin - right : 0;
	if ( fromLeft && fromRight ) {
		return rtl ? fromRight : fromLeft;
	}
	return fromLeft || fromRight;
}
