/**
 * The wishlist's loader. The list is the page's content, so its island (React, the
 * wishlist store, the list views) starts loading as soon as the page is parsed, still
 * after the first paint: render.php's frame is what shows until then.
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, BLOCK_SELECTOR } from './constants';

island( { name: BLOCK_NAME, selector: BLOCK_SELECTOR, when: 'now' } );
