/**
 * The built script (build/scripts/restyled-selects.js, with its stylesheet
 * build/scripts/restyled-selects.css): restyles the page's matching selects.
 * Boudoir\Theme\Restyled_Selects prints the selector before it
 * (`window.boudoirRestyledSelects`), decides the pages it loads on, and prints it in the
 * footer (deferred): every select of the page is parsed by the time it runs, so it
 * starts at once, without waiting for DOMContentLoaded.
 */

/**
 * Internal dependencies
 */
import './select.scss';
import { start } from './index';

declare global {
	interface Window {
		boudoirRestyledSelects?: { selector?: string };
	}
}

const selector = window.boudoirRestyledSelects?.selector;
if ( selector ) {
	start( document, selector );
}
