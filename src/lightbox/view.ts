/**
 * The lightbox's view (build/scripts/lightbox-view.js): tiny, on pages where the server
 * marked a lightbox link (Boudoir\Theme\Lightbox). It listens for clicks on marked
 * links (one listener on the document, capture), brings in the late script
 * (build/scripts/lightbox.js: PhotoSwipe's lightbox module, its core on the first open)
 * when the page is idle after its load event or as soon as the shopper reaches for a
 * link, and opens the clicked item. A click before the late script is there is kept:
 * navigation is cancelled and the item opens once it has loaded; should it fail to
 * load, the link is followed. Skipped entirely while `<body>` carries `no-lightbox`.
 * No `import()` here (webpack's chunk runtime would weigh more than this file).
 */

/**
 * Internal dependencies
 */
import { loadLate, onIntent, whenIdle } from '../late';
import {
	CONFIG_ID,
	LATE_NAME,
	LINK_SELECTOR,
	NO_LIGHTBOX_CLASS,
	type LightboxApi,
	type LightboxConfig,
} from './config';

// The server prints the JSON with the script (Boudoir\Theme\Lightbox::print_config()).
const { script = '' } = JSON.parse(
	document.getElementById( CONFIG_ID )?.textContent || '{}'
) as Partial< LightboxConfig >;
let pending: Promise< LightboxApi > | undefined;

/** Whether the lightbox stays out of this page. */
const skipped = () =>
	! script || document.body.classList.contains( NO_LIGHTBOX_CLASS );

/** Loads the late script once (again after a failure). */
function load(): Promise< LightboxApi > {
	pending ??= loadLate< LightboxApi >( LATE_NAME, script ).catch(
		( error: unknown ) => {
			pending = undefined;
			throw error;
		}
	);
	return pending;
}

/** Loads the late script ahead of use, quietly: a failure is retried on the click. */
const preload = () => {
	if ( ! skipped() ) {
		load().catch( () => undefined );
	}
};

document.addEventListener(
	'click',
	( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >( LINK_SELECTOR )
				: null;
		if (
			! link ||
			// A link inside the open lightbox (inline or ajax content) navigates.
			link.closest( '.pswp' ) ||
			event.defaultPrevented ||
			// A new tab or window, a download: the browser's own.
			event.button ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey ||
			skipped()
		) {
			return;
		}
		event.preventDefault();
		// A click from the keyboard has no position: PhotoSwipe then focuses its dialog at once.
		const point =
			event.clientX || event.clientY
				? { x: event.clientX, y: event.clientY }
				: null;
		load()
			.then( ( lightbox ) => lightbox.open( link, point ) )
			.catch( ( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( error );
				window.location.assign( link.href );
			} );
	},
	true
);

document
	.querySelectorAll( LINK_SELECTOR )
	.forEach( ( link ) => onIntent( link, preload ) );
whenIdle( preload );
