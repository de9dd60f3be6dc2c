/**
 * The sticky top bar, in plain TypeScript (it is on every page). CSS alone makes the
 * bar `position: sticky`, which holds while the bar's parent is the page; inside a
 * header template part the parent ends with the header, so this script pins the bar
 * (`is-stuck`, `position: fixed`) once its place scrolls past the top, keeps that place
 * open with a spacer, and publishes the bar's height for scroll offsets: `data-height`
 * on the bar and `--boudoir-top-bar-height` on `<html>` (README.md).
 */

/**
 * Internal dependencies
 */
import { whenParsed } from '../../src/dom/when-parsed';
import { HEIGHT_PROPERTY, isStuck, stickyTop } from './sticky';

/** Sticky bars (render.php marks them). */
export const STICKY_SELECTOR = '.wp-block-boudoir-top-bar.is-sticky';

/**
 * Pins one sticky bar while its place is scrolled past.
 *
 * @param bar The bar.
 * @return Undoes it (tests).
 */
export function enhance( bar: HTMLElement ): () => void {
	const document = bar.ownerDocument;
	const view = document.defaultView ?? window;
	const place = document.createElement( 'div' );
	place.className = 'boudoir-top-bar__place';
	place.setAttribute( 'aria-hidden', 'true' );
	bar.before( place );

	let box = { left: 0, width: 0, height: 0 };
	let frame = 0;
	let stale = true;

	const top = () => {
		const adminBar = document.getElementById( 'wpadminbar' );
		return stickyTop(
			adminBar
				? {
						position: view.getComputedStyle( adminBar ).position,
						height: adminBar.offsetHeight,
					}
				: null
		);
	};
	const pin = ( stuck: boolean, at: number ) => {
		bar.classList.toggle( 'is-stuck', stuck );
		place.style.height = stuck ? `${ box.height }px` : '';
		bar.style.top = stuck ? `${ at }px` : '';
		bar.style.left = stuck ? `${ box.left }px` : '';
		bar.style.width = stuck ? `${ box.width }px` : '';
	};
	// Measured where the bar sits in the page, unpinned.
	const measure = () => {
		pin( false, 0 );
		const rect = bar.getBoundingClientRect();
		box = { left: rect.left, width: rect.width, height: rect.height };
		const height = String( Math.round( rect.height ) );
		bar.dataset.height = height;
		document.documentElement.style.setProperty(
			HEIGHT_PROPERTY,
			`${ height }px`
		);
		stale = false;
	};
	const update = () => {
		if ( stale ) {
			measure();
		}
		const at = top();
		pin( isStuck( place.getBoundingClientRect().top, at ), at );
	};
	const schedule = () => {
		cancelAnimationFrame( frame );
		frame = requestAnimationFrame( update );
	};
	const onResize = () => {
		stale = true;
		schedule();
	};

	// Measured in the next frame, not now: the page's first style and layout are still to
	// come while deferred scripts run, and reading the bar's box here forced them inside this
	// script's task (30 ms of a product page's load in a Chromium trace).
	schedule();
	view.addEventListener( 'scroll', schedule, { passive: true } );
	view.addEventListener( 'resize', onResize );
	view.addEventListener( 'load', onResize );
	return () => {
		cancelAnimationFrame( frame );
		view.removeEventListener( 'scroll', schedule );
		view.removeEventListener( 'resize', onResize );
		view.removeEventListener( 'load', onResize );
		pin( false, 0 );
		place.remove();
		delete bar.dataset.height;
		document.documentElement.style.removeProperty( HEIGHT_PROPERTY );
	};
}

function enhanceAll(): void {
	// One bar sticks: the first.
	const bar = document.querySelector< HTMLElement >( STICKY_SELECTOR );
	if ( bar ) {
		enhance( bar );
	}
}

whenParsed( enhanceAll );
