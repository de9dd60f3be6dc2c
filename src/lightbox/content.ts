/**
 * The lightbox's non-image slides, built as DOM nodes (never from HTML strings): a frame
 * filling the slide with a centred box, the message of a failure (SPEC §8), another
 * page's content fetched for ajax mode (parsed with DOMParser and cleaned: no scripts,
 * frames, plug-ins, styles, event handler attributes or `javascript:` addresses), and
 * the counter's words.
 */

/** Elements never taken from another page (SVG animations can set a link's address). */
const UNSAFE_ELEMENTS =
	'script,iframe,frame,frameset,object,embed,applet,portal,style,link,meta,base,template,noscript,animate,set,animateMotion,animateTransform';

/** Attributes holding an address that could run script. */
const URL_ATTRIBUTES = [
	'href',
	'src',
	'action',
	'formaction',
	'poster',
	'background',
	'xlink:href',
	'data',
];

/** Where the content of a WordPress page is, best first. */
const CONTENT_SELECTORS = [
	'.wp-block-post-content',
	'.entry-content',
	'main',
	'article',
	'body',
];

/** The frame's class: a click on it (outside the box) is a background click. */
export const FRAME_CLASS = 'boudoir-lightbox__frame';

/** The centred box's class. */
export const BOX_CLASS = 'boudoir-lightbox__box';

/**
 * The counter's words: `%curr% of %total%` with the numbers in.
 *
 * @param template The translated template.
 * @param current  The slide's number, from 1.
 * @param total    How many slides.
 */
export function formatCounter(
	template: string,
	current: number,
	total: number
): string {
	return template
		.replace( '%curr%', String( current ) )
		.replace( '%total%', String( total ) );
}

/**
 * Whether an address is on this page's origin (ajax mode fetches nothing else).
 *
 * @param url  The address, absolute or relative.
 * @param base The page's address.
 */
export function isSameOrigin(
	url: string,
	base: string = window.location.href
): boolean {
	try {
		return new URL( url, base ).origin === new URL( base ).origin;
	} catch {
		return false;
	}
}

/**
 * A frame and its box, for a slide that is not an image.
 *
 * @param document  The page.
 * @param className The box's extra class.
 */
export function frame(
	document: Document,
	className: string
): { frame: HTMLDivElement; box: HTMLDivElement } {
	const outer = document.createElement( 'div' );
	outer.className = `pswp__content ${ FRAME_CLASS }`;
	const box = document.createElement( 'div' );
	box.className = `${ BOX_CLASS } ${ className }`;
	outer.append( box );
	return { frame: outer, box };
}

/**
 * Puts a failure's message in a box, announced.
 *
 * @param box  The slide's box.
 * @param text The translated message.
 */
export function showMessage( box: HTMLElement, text: string ): void {
	const message = box.ownerDocument.createElement( 'p' );
	message.className = 'boudoir-lightbox__message';
	message.setAttribute( 'role', 'alert' );
	message.textContent = text;
	box.replaceChildren( message );
}

/**
 * Whether an attribute's value is an address that runs script.
 *
 * @param value The attribute's value.
 */
export function isScriptUrl( value: string ): boolean {
	// Browsers ignore whitespace and control characters inside the scheme.
	const scheme = value.replace( /[\u0000-\u0020]/g, '' ).toLowerCase();
	return (
		scheme.startsWith( 'javascript:' ) || scheme.startsWith( 'vbscript:' )
	);
}

/**
 * Cleans a parsed page in place: unsafe elements go, event handler attributes,
 * `srcdoc` and script addresses go, relative addresses are made absolute against the
 * page they came from.
 *
 * @param root The parsed content.
 * @param base The fetched page's address.
 */
export function sanitize( root: ParentNode, base: string ): void {
	root.querySelectorAll( UNSAFE_ELEMENTS ).forEach( ( element ) =>
		element.remove()
	);
	root.querySelectorAll( '*' ).forEach( ( element ) => {
		for ( const { name, value } of Array.from( element.attributes ) ) {
			const lower = name.toLowerCase();
			if ( lower.startsWith( 'on' ) || lower === 'srcdoc' ) {
				element.removeAttribute( name );
			} else if ( URL_ATTRIBUTES.includes( lower ) ) {
				if ( isScriptUrl( value ) ) {
					element.removeAttribute( name );
				} else if ( lower !== 'data' ) {
					try {
						element.setAttribute(
							name,
							new URL( value, base ).href
						);
					} catch {
						element.removeAttribute( name );
					}
				}
			}
		}
	} );
}

/**
 * The content of a fetched page, cleaned and ready for this page: the nodes of its
 * post content (else its main region, its article, its body).
 *
 * @param html     The page's HTML.
 * @param base     Its address.
 * @param document The page that shows it.
 */
export function pageContent(
	html: string,
	base: string,
	document: Document
): Node[] {
	const parsed = new DOMParser().parseFromString( html, 'text/html' );
	sanitize( parsed, base );
	const content =
		CONTENT_SELECTORS.map( ( selector ) =>
			parsed.querySelector( selector )
		).find( Boolean ) ?? parsed.body;
	return Array.from( content.childNodes ).map( ( node ) =>
		document.importNode( node, true )
	);
}

/**
 * Fetches a same-origin page with GET and gives its cleaned content; rejects when it
 * is on another origin, the answer is not a success, or it is not an HTML page.
 *
 * @param url      The link's address.
 * @param document The page that shows it.
 */
export async function fetchContent(
	url: string,
	document: Document
): Promise< Node[] > {
	if ( ! isSameOrigin( url, document.location.href ) ) {
		throw new Error( `Boudoir: the lightbox does not load ${ url }.` );
	}
	const response = await fetch( url, {
		method: 'GET',
		mode: 'same-origin',
		credentials: 'same-origin',
		headers: { Accept: 'text/html' },
	} );
	if ( ! response.ok ) {
		throw new Error( `Boudoir: ${ url } answered ${ response.status }.` );
	}
	// A file that is no page (a PDF, an image of a format not listed) is not shown as text.
	const type = response.headers?.get( 'Content-Type' ) ?? '';
	if ( ! /^\s*(?:text\/html|application\/xhtml\+xml)\b/i.test( type ) ) {
		throw new Error( `Boudoir: ${ url } is not a page (${ type }).` );
	}
	return pageContent( await response.text(), response.url || url, document );
}
