/**
 * The front end of boudoir/variation-swatches: swatches for every variations form of the
 * page, and for forms that arrive later by AJAX (quick views), 1000 ms after each
 * completed jQuery request (SPEC §4, §9).
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { onWooEvent } from '../../src/woo-events';
import { REINIT_DELAY_MS } from './constants';
import { enhanceAll } from './enhance';
import { readSettings } from './settings';

domReady( () => {
	const settings = readSettings( window.boudoirSwatchSettings );
	enhanceAll( document, settings );
	onWooEvent(
		'ajaxComplete',
		() => {
			window.setTimeout(
				() => enhanceAll( document, settings ),
				REINIT_DELAY_MS
			);
		},
		document
	);
} );
