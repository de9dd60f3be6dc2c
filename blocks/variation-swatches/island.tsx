/**
 * The swatches' island: swatches for each variations form the loader hands it, and for
 * forms that arrive later by AJAX (quick views), 1000 ms after each completed jQuery
 * request (docs/contract.md, States, Figures).
 */

/**
 * Internal dependencies
 */
import { defineIsland } from '@boudoir/islands';
import { onWooEvent } from '../../src/woo-events';
import { BLOCK_NAME, REINIT_DELAY_MS } from './constants';
import { enhanceAll, enhanceForm } from './enhance';
import { readSettings } from './settings';

const settings = readSettings( window.boudoirSwatchSettings );

defineIsland( BLOCK_NAME, ( form ) => {
	if ( form instanceof HTMLFormElement ) {
		enhanceForm( form, settings );
	}
} );

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
