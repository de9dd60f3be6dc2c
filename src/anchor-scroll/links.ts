/**
 * Which clicks the in-page scroller takes (docs/contract.md, page behaviour 3): links to an
 * element of this very page, unless they open a modal; never on single product pages
 * (their tabs and reviews link keep WooCommerce's own behaviour) or on a page marked
 * no-local-scroll.
 */

/**
 * Internal dependencies
 */
import { GO_TOP_LINKS } from './go-top';

/** Body classes that turn the scroller off for the page. */
export const DISABLED_PAGE_CLASSES = [
	'single-product',
	'no-local-scroll',
	'boudoir-no-local-scroll',
];

/**
 * Links that open a modal (the link, or an element around it, carries the marker):
 * OceanWP's modal-window classes, Boudoir's own, and ARIA popup or widget roles.
 */
export const MODAL_OPENERS = [
	'.omw-open-modal',
	'.opl-link',
	'.boudoir-open-modal',
	'[aria-haspopup]:not([aria-haspopup="false"])',
	'[role="button"]',
	'[role="tab"]',
].join( ', ' );

/**
 * Whether the page turns the scroller off.
 *
 * @param body The page's body.
 */
export function isDisabledPage( body: HTMLElement ): boolean {
	return DISABLED_PAGE_CLASSES.some( ( name ) =>
		body.classList.contains( name )
	);
}

/**
 * The id a link points to on this page, or null when the link leaves the page, points
 * nowhere (`#`), opens a modal, a new window or a download.
 *
 * @param link     The link.
 * @param location The page's address.
 */
export function inPageTarget(
	link: HTMLAnchorElement,
	location: Pick< Location, 'origin' | 'pathname' | 'search' >
): string | null {
	if (
		! link.hasAttribute( 'href' ) ||
		link.hash.length < 2 ||
		link.origin !== location.origin ||
		link.pathname !== location.pathname ||
		link.search !== location.search ||
		link.hasAttribute( 'download' ) ||
		( link.target !== '' && link.target !== '_self' ) ||
		link.matches( GO_TOP_LINKS ) ||
		link.closest( MODAL_OPENERS ) !== null
	) {
		return null;
	}
	try {
		return decodeURIComponent( link.hash.slice( 1 ) );
	} catch {
		return null;
	}
}

/**
 * Whether the click asks for something else than following the link here (a new tab,
 * a download, another button).
 *
 * @param event The click.
 */
export function isModifiedClick( event: MouseEvent ): boolean {
	return (
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	);
}
