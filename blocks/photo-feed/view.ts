/**
 * The photo feed's client request, the spec's own (docs/contract.md, Calls "Other calls"): loaded only
 * when the server had no photos to print (render.php enqueues it then). Each block asks
 * Flickr through a script tag with its own global callback, removed after use, and builds
 * its list with DOM APIs. A failed or slow request changes nothing: the list stays hidden
 * and the link to the user's photos on Flickr stays.
 */

/**
 * Internal dependencies
 */
import { callbackName, photosFrom } from './feed';

/** The blocks waiting for the browser to ask. */
export const PENDING_SELECTOR = '.wp-block-boudoir-photo-feed[data-feed]';

/** Milliseconds before a request that has not answered is given up. */
export const TIMEOUT = 8000;

/**
 * Asks Flickr for one block's photos and shows them.
 *
 * @param root  The block's wrapper (data-feed, data-max, data-untitled).
 * @param index The block's position on the page.
 * @param nonce Differs per page view.
 */
export function requestFeed(
	root: HTMLElement,
	index: number,
	nonce: string
): void {
	const document = root.ownerDocument;
	const list = root.querySelector( 'ul' );
	const { feed = '', max, untitled = '' } = root.dataset;
	const name = callbackName( index, nonce );
	const script = document.createElement( 'script' );
	const finish = () => {
		clearTimeout( timer );
		script.remove();
		root.removeAttribute( 'data-feed' );
		// An answer after the time-out must find a callback: it removes itself.
		window[ name ] = () => delete window[ name ];
	};
	const timer = setTimeout( finish, TIMEOUT );
	if ( ! list || ! feed ) {
		return finish();
	}
	window[ name ] = ( data ) => {
		finish();
		delete window[ name ];
		const items = photosFrom(
			data,
			Number( max ) || 6,
			untitled,
			window.location.origin
		).map( ( photo ) => {
			const item = document.createElement( 'li' );
			const link = document.createElement( 'a' );
			const image = document.createElement( 'img' );
			item.className = 'boudoir-photo-feed__item';
			link.href = photo.href;
			Object.assign( image, {
				src: photo.src,
				alt: photo.alt,
				width: 75,
				height: 75,
				loading: 'lazy',
				decoding: 'async',
			} );
			link.append( image );
			item.append( link );
			return item;
		} );
		list.replaceChildren( ...items );
		list.hidden = ! items.length;
	};
	script.onerror = finish;
	script.src = `${ feed }&jsoncallback=${ name }`;
	document.body.append( script );
}

/**
 * Asks for every pending block's photos.
 *
 * @param document The page.
 */
export function requestAll( document = window.document ): void {
	const nonce = Date.now().toString( 36 );
	document
		.querySelectorAll< HTMLElement >( PENDING_SELECTOR )
		.forEach( ( root, index ) => requestFeed( root, index, nonce ) );
}

// A deferred script: the page is parsed.
requestAll();
