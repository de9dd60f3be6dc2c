/**
 * What the server tells the lightbox (Boudoir\Theme\Lightbox prints it as JSON in
 * `<script type="application/json" id="boudoir-lightbox-config">` on pages with a
 * lightbox link): the late script's and its stylesheet's addresses, the site's setting
 * and the translated words. Shared by the view (the script's address only) and the
 * late script.
 */

/** The JSON element's id. */
export const CONFIG_ID = 'boudoir-lightbox-config';

/** The late script's name (`defineLate` / `loadLate`). */
export const LATE_NAME = 'lightbox';

/** A link the server marked for the lightbox; its value is the link's mode. */
export const LINK_ATTRIBUTE = 'data-boudoir-lightbox';

/** Links the lightbox opens. */
export const LINK_SELECTOR = `a[${ LINK_ATTRIBUTE }]`;

/** A group of links that opens as one gallery. */
export const GALLERY_ATTRIBUTE = 'data-boudoir-lightbox-gallery';

/** A block's own "close on content click" choice (`yes` or `no`), else the site's. */
export const CLOSE_ON_CONTENT_ATTRIBUTE =
	'data-boudoir-lightbox-close-on-content';

/** On `<body>`, the no-lightbox marker (docs/contract.md, page behaviour 1): links navigate. */
export const NO_LIGHTBOX_CLASS = 'no-lightbox';

/** How a link's target shows: a picture, a video, an element of the page, another page's content. */
export type LinkMode = 'image' | 'video' | 'inline' | 'ajax';

/** The words of the lightbox (docs/contract.md, Messages), translated by the server. */
export interface LightboxStrings {
	close: string;
	previous: string;
	next: string;
	/** `%curr% of %total%`. */
	counter: string;
	zoom: string;
	notFound: string;
	ajaxError: string;
	imageError: string;
}

/** The server's JSON. */
export interface LightboxConfig {
	/** build/scripts/lightbox.js, versioned ('' when not built). */
	script: string;
	/** build/scripts/lightbox.css, versioned ('' when not built). */
	style: string;
	/** The site's setting "close on content click". */
	closeOnContentClick: boolean;
	strings: LightboxStrings;
}

/** Where the pointer opened the lightbox (the zoom starts there); null from the keyboard. */
export type OpenPoint = { x: number; y: number } | null;

/** What the late script offers the view. */
export interface LightboxApi {
	/**
	 * Opens the lightbox on a link (and its gallery); rejects when PhotoSwipe's core or
	 * its stylesheet cannot load (the view then follows the link).
	 */
	open: ( link: HTMLAnchorElement, point: OpenPoint ) => Promise< void >;
}

/**
 * The server's JSON, or null when the page has none (or it is not JSON).
 *
 * @param document The page.
 */
export function readConfig(
	document = window.document
): Partial< LightboxConfig > | null {
	try {
		return JSON.parse(
			document.getElementById( CONFIG_ID )?.textContent ?? ''
		);
	} catch {
		return null;
	}
}
