/**
 * The product's reviews link (docs/contract.md, States "Listing and account"):
 * `div.woocommerce-product-rating > a.woocommerce-review-link[href="#reviews"]` (or the
 * Product Rating block's link to the page's `#reviews`) selects the
 * Reviews tab, hides the Description and Additional information panels, scrolls smoothly
 * (instantly with reduced motion) to 120 px above the reviews, and moves focus there.
 *
 * The tab is selected by a click on its own link, so WooCommerce's tab script does the
 * work when it is there; without it (the click not taken), the states are set here.
 */

/**
 * Internal dependencies
 */
import { scrollToTarget } from '../smooth-scroll';

/** Pixels kept free above the reviews (docs/contract.md, Figures). */
export const OFFSET = 120;
/**
 * The classic summary's link and the Product Rating block's (WooCommerce 9.0–10.0:
 * `.wc-block-components-product-rating__reviews_count > a.woocommerce-review-link[href="#reviews"]`
 * in the product template, a link to the product's permalink#reviews in a Single Product block).
 */
export const LINK =
	'.woocommerce-product-rating a.woocommerce-review-link, .wc-block-components-product-rating__reviews_count a';
export const TAB = '#tab-title-reviews a';
export const PANEL = '#tab-reviews';

/**
 * The element that carries a tab's role and state: the link itself from WooCommerce 9.5
 * (`li[role=presentation] > a[role=tab]`), its list item in 9.0–9.4 (`li[role=tab] > a`).
 *
 * @param link The tab's link.
 * @return The tab.
 */
export function tabOf( link: Element ): Element {
	return link.closest( '[role="tab"]' ) ?? link;
}

/**
 * Whether a tab is the selected one, whichever element carries its state.
 *
 * @param link The tab's link.
 */
export function isSelected( link: Element ): boolean {
	return tabOf( link ).getAttribute( 'aria-selected' ) === 'true';
}

/**
 * Selects a tab the way WooCommerce's tab script does when that script is absent.
 *
 * @param link The tab's link.
 */
export function selectTab( link: HTMLAnchorElement ): void {
	const wrapper = link.closest( '.woocommerce-tabs, .wc-tabs-wrapper' );
	const id = link.hash.slice( 1 );
	const chosen = tabOf( link );
	wrapper?.querySelectorAll( '[role="tab"]' ).forEach( ( tab ) => {
		const selected = tab === chosen;
		tab.setAttribute( 'aria-selected', String( selected ) );
		tab.setAttribute( 'tabindex', selected ? '0' : '-1' );
		tab.closest( 'li' )?.classList.toggle( 'active', selected );
	} );
	wrapper
		?.querySelectorAll< HTMLElement >( '[role="tabpanel"]' )
		.forEach( ( panel ) => {
			panel.style.display = panel.id === id ? '' : 'none';
		} );
}

/**
 * Opens the reviews: the tab, the panels, the scroll and the focus.
 *
 * @param document The page.
 * @return Whether the page has reviews to go to.
 */
export function openReviews( document: Document ): boolean {
	const view = document.defaultView;
	const target =
		document.querySelector< HTMLElement >( PANEL ) ??
		document.getElementById( 'reviews' );
	if ( ! view || ! target ) {
		return false;
	}
	const tab = document.querySelector< HTMLAnchorElement >( TAB );
	if ( tab && ! isSelected( tab ) ) {
		// WooCommerce's tab script cancels the click it takes; an untaken one would
		// follow the link, so it is cancelled here, after every other listener.
		let taken = true;
		const last = ( event: Event ) => {
			taken = event.defaultPrevented;
			event.preventDefault();
		};
		view.addEventListener( 'click', last, { once: true } );
		tab.dispatchEvent(
			new view.MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
		view.removeEventListener( 'click', last );
		if ( ! taken || ! isSelected( tab ) ) {
			selectTab( tab );
		}
	}
	// Whatever showed them (a theme's script, a stale state): only the reviews stay.
	for ( const key of [ 'description', 'additional_information' ] ) {
		const panel = document.getElementById( `tab-${ key }` );
		if ( panel && panel !== target ) {
			panel.style.display = 'none';
		}
	}
	target.style.display = '';
	scrollToTarget( target, { offset: OFFSET, view } );
	return true;
}

/**
 * Starts the behaviour: a click on the reviews link (after WooCommerce's own handler on
 * the body) opens the reviews instead of jumping to them.
 *
 * @param document The page.
 */
export function start( document: Document ): void {
	document.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( LINK )
				: null;
		const { history, location } = document.defaultView ?? window;
		if (
			! ( link instanceof HTMLAnchorElement ) ||
			link.hash !== '#reviews' ||
			link.pathname !== location.pathname ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey ||
			! openReviews( document )
		) {
			return;
		}
		event.preventDefault();
		if ( location.hash !== '#reviews' ) {
			history.pushState( history.state, '', '#reviews' );
		}
	} );
}
