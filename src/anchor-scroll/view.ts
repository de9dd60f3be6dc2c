/**
 * The built script (build/scripts/anchor-scroll.js): starts the in-page scroller once
 * the page is parsed.
 */

/**
 * Internal dependencies
 */
import { start } from './index';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => start( document ), {
		once: true,
	} );
} else {
	start( document );
}
