/**
 * Smooth in-page scrolling for anchor links (docs/contract.md, page behaviour 3), on every page
 * while the theme behaviour is on: a link to an element of this page scrolls there
 * (instantly for reduced motion), leaving the admin bar, a sticky top bar, a sticky
 * header and the custom offset free above it; focus moves to the target and the
 * address gets its hash (Back returns). The same offset is the root's
 * `scroll-padding-top`, so nothing focused hides under a sticky header (WCAG 2.4.11).
 * Plain TypeScript, deferred; the server prints the settings and the CSS default.
 */

/**
 * Internal dependencies
 */
import { scrollToTarget } from '../smooth-scroll';
import { inPageTarget, isDisabledPage, isModifiedClick } from './links';
import { measureParts, totalOffset } from './offset';

/** The root's custom property holding the offset (the server's CSS reads it). */
export const OFFSET_PROPERTY = '--boudoir-scroll-offset';

declare global {
	interface Window {
		/** Printed by Boudoir\Theme\Anchor_Scroll. */
		boudoirAnchorScroll?: { offset?: number };
	}
}

/**
 * The offset now, px, written to the root's custom property.
 *
 * @param document The page.
 */
export function updateOffset( document: Document ): number {
	const custom = Number(
		document.defaultView?.boudoirAnchorScroll?.offset ?? 0
	);
	const offset = totalOffset( measureParts( document, custom ) );
	document.documentElement.style.setProperty(
		OFFSET_PROPERTY,
		`${ offset }px`
	);
	return offset;
}

/**
 * Takes a click on an in-page link: scrolls to its target and updates the address.
 *
 * @param event The click.
 */
export function onClick( event: MouseEvent ): void {
	if (
		event.defaultPrevented ||
		isModifiedClick( event ) ||
		! ( event.target instanceof Element )
	) {
		return;
	}
	// An SVG <a> has no hash: HTML links only.
	const link = event.target.closest( 'a' );
	const document = event.target.ownerDocument;
	const view = document.defaultView;
	if ( ! ( link instanceof HTMLAnchorElement ) || ! view ) {
		return;
	}
	const id = inPageTarget( link, view.location );
	const target = id === null ? null : document.getElementById( id );
	if ( ! target ) {
		return;
	}
	event.preventDefault();
	scrollToTarget( target, { offset: updateOffset( document ), view } );
	if ( view.location.hash !== link.hash ) {
		view.history.pushState( view.history.state, '', link.hash );
	}
}

/**
 * Starts the behaviour on a page.
 *
 * @param document The page.
 * @return Stops it (tests).
 */
export function start( document: Document ): () => void {
	const view = document.defaultView;
	if ( ! view ) {
		return () => undefined;
	}
	let frame = 0;
	const onResize = () => {
		view.cancelAnimationFrame( frame );
		frame = view.requestAnimationFrame( () => updateOffset( document ) );
	};
	updateOffset( document );
	view.addEventListener( 'resize', onResize, { passive: true } );
	// The padding serves every page; the smooth scroller only pages that allow it.
	const scrolls = ! isDisabledPage( document.body );
	if ( scrolls ) {
		document.addEventListener( 'click', onClick );
	}
	return () => {
		view.cancelAnimationFrame( frame );
		view.removeEventListener( 'resize', onResize );
		document.removeEventListener( 'click', onClick );
	};
}
