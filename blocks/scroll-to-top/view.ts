/**
 * The scroll-to-top button, in plain TypeScript (it is on every page): the link
 * render.php printed becomes a button that fades in past the threshold (docs/contract.md, page behaviour 4) and
 * takes the shopper smoothly to the top, as do "go-top" links in the content. The
 * scroller (under 0.5 KB gz) is bundled: loading it on the first click would cost the
 * page webpack's chunk-loading runtime, twice its size.
 */

/**
 * Internal dependencies
 */
import { enhanceBlocks } from '../../src/dom/when-parsed';
import { scrollToTarget } from '../../src/smooth-scroll';
import { GO_TOP_LINKS } from '../../src/anchor-scroll/go-top';
import { draw as drawArrow } from '../../src/icons/arrow-up.svg?dom';
import { ICON_CLASS } from './icon';
import { isScrolledPast } from './visibility';

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-scroll-to-top';

const DEFAULT_THRESHOLD = 100;

/**
 * Scrolls to the top, smoothly unless the shopper prefers reduced motion; at once when
 * the smooth scroll fails.
 */
export function scrollToTop(): void {
	try {
		scrollToTarget( 'top' );
	} catch ( error: unknown ) {
		// The top is still reachable without the animation.
		window.scrollTo( 0, 0 );
		// eslint-disable-next-line no-console
		console.error( error );
	}
}

/**
 * Turns one block's link into the fading button.
 *
 * @param root The block's wrapper.
 * @return Undoes it (tests).
 */
export function enhance( root: HTMLElement ): () => void {
	const document = root.ownerDocument;
	const link = root.querySelector( 'a' );
	const threshold = Number( root.dataset.threshold ?? DEFAULT_THRESHOLD );
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'boudoir-scroll-to-top__button';
	// The server's (translated) words name the button.
	button.setAttribute(
		'aria-label',
		link?.textContent?.trim() || 'Scroll to top'
	);
	button.append( drawArrow( document, ICON_CLASS ) );
	button.addEventListener( 'click', () => scrollToTop() );
	if ( link ) {
		link.replaceWith( button );
	} else {
		root.append( button );
	}

	let frame = 0;
	const update = () => {
		button.classList.toggle(
			'is-visible',
			isScrolledPast( window.scrollY, threshold )
		);
	};
	const onScroll = () => {
		cancelAnimationFrame( frame );
		frame = requestAnimationFrame( update );
	};
	const onGoTopClick = ( event: MouseEvent ) => {
		if (
			event.target instanceof Element &&
			event.target.closest( GO_TOP_LINKS )
		) {
			event.preventDefault();
			scrollToTop();
		}
	};
	// In the next frame: reading scrollY now forced the page's layout inside this script's
	// task while the page was loading (a Chromium trace).
	onScroll();
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	document.addEventListener( 'click', onGoTopClick );
	return () => {
		cancelAnimationFrame( frame );
		window.removeEventListener( 'scroll', onScroll );
		document.removeEventListener( 'click', onGoTopClick );
		button.replaceWith( link ?? '' );
	};
}

enhanceBlocks( BLOCK_SELECTOR, enhance );
