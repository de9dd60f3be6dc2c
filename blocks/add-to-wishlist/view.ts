/**
 * The add-to-wishlist button's loader: the button render.php printed is there at once;
 * its island (React, the wishlist store, the popup) loads when the shopper points at,
 * focuses or touches a button, or once the page is idle. A click before then is
 * replayed on the island's button.
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, ROOT_CLASS } from './constants';

island( { name: BLOCK_NAME, selector: `.${ ROOT_CLASS }`, when: 'intent' } );
