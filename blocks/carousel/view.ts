/**
 * Carousels' view (on every page with a carousel block or a carousel gallery, so tiny):
 * the row render.php printed scrolls by itself; Swiper (build/scripts/carousel.js) comes
 * after the load event when the browser is idle, or at once when the shopper reaches for
 * a carousel, and takes every carousel of the page over.
 */

/**
 * Internal dependencies
 */
import { loadLate, whenIdle } from '../../src/late';
import type { CarouselApi } from '../../src/carousel/late';

/** The carousels' sections (blocks and galleries alike). */
export const CAROUSEL_SELECTOR = 'section.boudoir-carousel[data-late]';

/**
 * Loads Swiper once for every carousel of the page and mounts it on each.
 *
 * @param roots The carousels.
 */
export function start( roots: HTMLElement[] ): void {
	const url = roots[ 0 ]?.dataset.late;
	if ( ! url ) {
		return;
	}
	let loading = false;
	const load = () => {
		if ( loading ) {
			return;
		}
		loading = true;
		loadLate< CarouselApi >( 'carousel', url ).then(
			( api ) => roots.forEach( ( root ) => api.mount( root ) ),
			( error: unknown ) => {
				// The rows still scroll; the next intent tries again.
				loading = false;
				// eslint-disable-next-line no-console
				console.error( error );
			}
		);
	};
	roots.forEach( ( root ) =>
		[ 'pointerover', 'focusin', 'touchstart' ].forEach( ( type ) =>
			root.addEventListener( type, load, { passive: true } )
		)
	);
	whenIdle( load );
}

// A deferred script: the page is parsed.
start(
	Array.from( document.querySelectorAll< HTMLElement >( CAROUSEL_SELECTOR ) )
);
