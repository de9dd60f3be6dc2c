/**
 * The swatches' loader. WooCommerce's dropdowns work from the start; the swatches'
 * island (React and the swatch components) loads once the page is idle after its load
 * event, or sooner when the shopper points at, focuses or touches the form.
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, FORM_SELECTOR } from './constants';

island( { name: BLOCK_NAME, selector: FORM_SELECTOR, when: 'idle' } );
