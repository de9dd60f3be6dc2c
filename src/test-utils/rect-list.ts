/**
 * The rectangles an element reports (`getClientRects()`), for tests: jsdom lays nothing
 * out, so every element has none unless a test says otherwise.
 *
 * @param rects The rectangles.
 */
export function rectList( rects: DOMRect[] ): DOMRectList {
	return Object.assign( [ ...rects ], {
		item: ( index: number ) => rects[ index ] ?? null,
	} );
}
