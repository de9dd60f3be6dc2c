/** The upward arrow's drawing (24 × 24), shared by the editor's preview and the front end. */
export const ARROW_PATH =
	'M12 5.5 5.5 12l1.4 1.4 4.1-4.1V19h2V9.3l4.1 4.1 1.4-1.4z';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The arrow as DOM nodes, decorative (the button has its own name).
 *
 * @param document The page.
 */
export function arrowIcon( document: Document ): SVGSVGElement {
	const svg = document.createElementNS( SVG, 'svg' );
	svg.setAttribute( 'class', 'boudoir-scroll-to-top__icon' );
	svg.setAttribute( 'viewBox', '0 0 24 24' );
	svg.setAttribute( 'width', '24' );
	svg.setAttribute( 'height', '24' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'focusable', 'false' );
	const path = document.createElementNS( SVG, 'path' );
	path.setAttribute( 'd', ARROW_PATH );
	path.setAttribute( 'fill', 'currentColor' );
	svg.append( path );
	return svg;
}
