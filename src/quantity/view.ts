/**
 * The built script (build/scripts/quantity.js): starts the steppers once the page is
 * parsed, with the words and options the server printed.
 */

/**
 * Internal dependencies
 */
import { whenParsed } from '../dom/when-parsed';
import { type QuantitySettings, start } from './index';
import './steppers.scss';

declare global {
	interface Window {
		boudoirQuantity?: QuantitySettings;
	}
}

whenParsed( () => start( document, window.boudoirQuantity ?? {} ) );
