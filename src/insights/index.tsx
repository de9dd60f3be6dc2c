/**
 * WooCommerce → Wishlist insights (the PHP page prints the frame and `window.boudoirInsightsPage`).
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROOT_ID } from './constants';
import { InsightsPage } from './insights-page';
import type { InsightsPageData } from './types';
import './insights.scss';

declare global {
	interface Window {
		boudoirInsightsPage?: InsightsPageData;
	}
}

domReady( () => {
	const root = document.getElementById( ROOT_ID );
	const page = window.boudoirInsightsPage;
	if ( root && page && typeof page.csvUrl === 'string' ) {
		createRoot( root ).render( <InsightsPage page={ page } /> );
	}
} );
