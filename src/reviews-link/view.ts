/**
 * The built script (build/scripts/reviews-link.js), on single product pages with a
 * Reviews tab.
 */

/**
 * Internal dependencies
 */
import { whenParsed } from '../dom/when-parsed';
import { start } from './index';

whenParsed( () => start( document ) );
