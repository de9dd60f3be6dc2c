/**
 * The built script (build/scripts/mega-menu.js, with its stylesheet
 * build/scripts/mega-menu.css): follows the page's mega menus once it is parsed.
 * Boudoir\Theme\Mega_Menu enqueues both only where a mega menu renders.
 */

/**
 * Internal dependencies
 */
import './panel.scss';
import { whenParsed } from '../dom/when-parsed';
import { start } from './index';

whenParsed( () => start( document ) );
