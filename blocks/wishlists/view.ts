/**
 * The wishlists manager's loader: like the wishlist, it is the page's content, so its
 * island loads as soon as the page is parsed, after the first paint.
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, BLOCK_SELECTOR } from './names';

island( { name: BLOCK_NAME, selector: BLOCK_SELECTOR, when: 'now' } );
