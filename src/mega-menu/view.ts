/**
 * The built script (build/scripts/mega-menu.js, with its stylesheet
 * build/scripts/mega-menu.css): follows the page's mega menus once it is parsed.
 * Boudoir\Theme\Mega_Menu enqueues both only where a mega menu renders.
 */

/**
 * Internal dependencies
 */
import './panel.scss';
import { start } from './index';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => start( document ), {
		once: true,
	} );
} else {
	start( document );
}
