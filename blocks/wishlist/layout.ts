/**
 * How the block lays its items out in the width it is given: the one rule the front end,
 * the editor's preview and the server's reserve (render.php's container query) follow.
 */

/**
 * Whether a block this wide shows its items as cards (the mobile variant): when it is at
 * most the shop's mobile width (Settings → Boudoir) wide. The block's own width, not the
 * window's: a desktop's content column gets the cards a phone gets, a wide one the table.
 *
 * @param inlineSize  The block's content width in CSS pixels; 0 when it is not laid out.
 * @param mobileWidth The shop's mobile width in CSS pixels.
 */
export function showsCards( inlineSize: number, mobileWidth: number ): boolean {
	return inlineSize > 0 && inlineSize <= mobileWidth;
}

/** The sides of a sideways scroller that hide part of what it holds. */
export interface HiddenEdges {
	/** Before the visible part: the left, right to left the right. */
	start: boolean;
	/** After it. */
	end: boolean;
}

/**
 * Which sides of a scroller hide part of what it holds, for the shadow cue at each.
 * Right to left, browsers count `scrollLeft` from 0 down to minus the hidden width.
 *
 * @param scroller             The scroller's measures.
 * @param scroller.scrollLeft  How far it is scrolled.
 * @param scroller.scrollWidth The width of what it holds.
 * @param scroller.clientWidth The width it shows.
 */
export function hiddenEdges( {
	scrollLeft,
	scrollWidth,
	clientWidth,
}: {
	scrollLeft: number;
	scrollWidth: number;
	clientWidth: number;
} ): HiddenEdges {
	// A pixel's leeway: zoomed pages round these measures.
	const hidden = scrollWidth - clientWidth;
	const scrolled = Math.abs( scrollLeft );
	return {
		start: hidden > 1 && scrolled > 1,
		end: hidden > 1 && scrolled < hidden - 1,
	};
}
