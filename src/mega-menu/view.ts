/**
 * The built script (build/scripts/mega-menu.js, with its stylesheet
 * build/scripts/mega-menu.css): follows the page's mega menus. Boudoir\Theme\Mega_Menu
 * enqueues both only where a mega menu renders, the script deferred in the footer
 * (Boudoir\Scripts::register()): every navigation of the page is parsed when it runs.
 */

/**
 * Internal dependencies
 */
import './panel.scss';
import { start } from './index';

start( document );
