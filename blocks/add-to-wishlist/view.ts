/**
 * The add-to-wishlist button's loader: the button render.php printed is there at once;
 * its island (React, the wishlist store, the popup) loads when the shopper points at,
 * focuses or touches a button, or once the page is idle. A click before then is
 * replayed on the island's button.
 *
 * On a product's own page (WordPress's `single-product` body class) the button is the
 * page's second call to action, so the island loads at the first idle moment after the
 * load event; in product lists, where a button is seldom used, a moment later (intent).
 * Where the connection saves data, only intent loads it (`@boudoir/islands`).
 *
 * Where the server printed the add popup's shell, a click before the island is there
 * opens it at once (popup-shell.ts).
 */

/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';
import { BLOCK_NAME, ROOT_CLASS } from './constants';
import { bindShell } from './popup-shell';

island( {
	name: BLOCK_NAME,
	selector: `.${ ROOT_CLASS }`,
	when: document.body.classList.contains( 'single-product' )
		? 'idle'
		: 'intent',
} );

bindShell( document );
