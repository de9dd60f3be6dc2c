/**
 * The built script (build/scripts/cart-markers.js), on pages with WooCommerce's loop
 * add-to-cart buttons.
 */

/**
 * Internal dependencies
 */
import { whenParsed } from '../dom/when-parsed';
import { start } from './index';

whenParsed( () => start( document ) );
