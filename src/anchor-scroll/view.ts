/**
 * The built script (build/scripts/anchor-scroll.js): starts the in-page scroller once
 * the page is parsed.
 */

/**
 * Internal dependencies
 */
import { whenParsed } from '../dom/when-parsed';
import { start } from './index';

whenParsed( () => start( document ) );
