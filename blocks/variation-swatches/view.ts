/**
 * The swatches' loader. The server's swatches (radios) answer a tap from the start and
 * hand the choice to WooCommerce's select; the swatches' island (React and the swatch
 * components) loads once the page is idle after its load event, or sooner when the
 * shopper points at, focuses or touches the form, and takes their place.
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, FORM_SELECTOR } from './constants';
import { keepEarlyChoices } from './early-choice';

// The shop's option as Swatch_Options prints it (a boolean), read at each click; not through
// readSettings(), whose defaults would come into this loader with it.
keepEarlyChoices(
	document,
	() => window.boudoirSwatchSettings?.clear_on_reselect === true
);
island( { name: BLOCK_NAME, selector: FORM_SELECTOR, when: 'idle' } );
