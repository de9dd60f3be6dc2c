/**
 * The grid/list buttons (product archives, so tiny): a click saves the view in the cookie
 * `gridcookie`, fades the page's product lists out and in (none under reduced motion),
 * swaps the `<body>` class the server already printed from the cookie, and 301 ms later
 * dispatches `boudoir:grid-list-change` on the document (detail: `{ view }`) for product
 * image sliders to measure themselves again. Focus stays on the pressed button.
 */

/**
 * Internal dependencies
 */
import { enhanceBlocks } from '../../src/dom/when-parsed';
import {
	CHANGE_EVENT,
	FADE_DURATION,
	LIST_CLASS,
	RESTART_DELAY,
	cookieFor,
	parseView,
} from './state';
import type { View } from './types';

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-grid-list';

/** Product lists: WooCommerce's classic loop and the Product Collection's template. */
export const PRODUCT_LISTS = 'ul.products, .wc-block-product-template';

/** While a list fades (it has a transition) and while it is out (transparent). */
const FADE_CLASS = 'boudoir-grid-list-fade';
const OUT_CLASS = 'boudoir-grid-list-out';

let timers: Array< ReturnType< typeof setTimeout > > = [];

/**
 * Shows the page's products in a view and remembers it.
 *
 * @param view     The view.
 * @param document The page.
 */
export function showView( view: View, document = window.document ): void {
	const view_ = document.defaultView ?? window;
	document.cookie = cookieFor(
		view,
		document.location?.protocol === 'https:'
	);
	document
		.querySelectorAll< HTMLElement >( `${ BLOCK_SELECTOR } [data-view]` )
		.forEach( ( button ) =>
			button.setAttribute(
				'aria-pressed',
				String( button.dataset.view === view )
			)
		);
	timers.forEach( clearTimeout );
	timers = [];
	const lists = Array.from(
		document.querySelectorAll< HTMLElement >( PRODUCT_LISTS )
	);
	const swap = () => {
		document.body.classList.toggle( LIST_CLASS, view === 'list' );
		lists.forEach( ( list ) => list.classList.remove( OUT_CLASS ) );
	};
	if (
		view_.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ||
		! lists.length
	) {
		lists.forEach( ( list ) => list.classList.remove( FADE_CLASS ) );
		swap();
	} else {
		lists.forEach( ( list ) =>
			list.classList.add( FADE_CLASS, OUT_CLASS )
		);
		timers.push(
			setTimeout( swap, FADE_DURATION / 2 ),
			setTimeout(
				() =>
					lists.forEach( ( list ) =>
						list.classList.remove( FADE_CLASS )
					),
				FADE_DURATION
			)
		);
	}
	timers.push(
		setTimeout(
			() =>
				document.dispatchEvent(
					new CustomEvent( CHANGE_EVENT, { detail: { view } } )
				),
			RESTART_DELAY
		)
	);
}

/**
 * Wires one block's buttons (render.php's inline script already showed them and set
 * their pressed state before the lists were parsed).
 *
 * @param root The block's wrapper.
 */
export function enhance( root: HTMLElement ): void {
	root.hidden = false;
	root.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'[data-view]'
		);
		const view = parseView( button?.dataset.view );
		if ( view && button?.getAttribute( 'aria-pressed' ) !== 'true' ) {
			showView( view, root.ownerDocument );
		}
	} );
}

enhanceBlocks( BLOCK_SELECTOR, enhance );
