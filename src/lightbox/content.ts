/**
 * The lightbox's non-image slides, built as DOM nodes (never from HTML strings): a frame
 * filling the slide with a centred box, the message of a failure (docs/contract.md, Messages), another
 * page's content fetched for ajax mode (parsed with DOMParser and cleaned to an allow-list:
 * text, its structure, links, images and media; no scripts, frames, plug-ins, styles, forms,
 * event handler attributes or `javascript:` addresses), and
 * the counter's words.
 */

/**
 * Elements dropped with everything inside them: code, frames, plug-ins, styles, forms and
 * their controls (a password form posting to another site), and whole SVG and MathML
 * trees (their animations can set a link's address).
 */
const DROPPED_ELEMENTS = new Set( [
	'script',
	'style',
	'link',
	'meta',
	'base',
	'title',
	'head',
	'template',
	'noscript',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'portal',
	'form',
	'input',
	'button',
	'select',
	'textarea',
	'option',
	'optgroup',
	'datalist',
	'output',
	'fieldset',
	'legend',
	'label',
	'dialog',
	'canvas',
	'svg',
	'math',
] );

/**
 * The elements a page's content keeps (the allow-list): text, its structure, links, images
 * and media. Any other element gives way to its children.
 */
const ALLOWED_ELEMENTS = new Set( [
	'a',
	'abbr',
	'address',
	'article',
	'aside',
	'audio',
	'b',
	'bdi',
	'bdo',
	'blockquote',
	'br',
	'caption',
	'cite',
	'code',
	'col',
	'colgroup',
	'dd',
	'del',
	'details',
	'dfn',
	'div',
	'dl',
	'dt',
	'em',
	'figcaption',
	'figure',
	'footer',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'header',
	'hr',
	'i',
	'img',
	'ins',
	'kbd',
	'li',
	'mark',
	'nav',
	'ol',
	'p',
	'picture',
	'pre',
	'q',
	's',
	'samp',
	'section',
	'small',
	'source',
	'span',
	'strong',
	'sub',
	'summary',
	'sup',
	'table',
	'tbody',
	'td',
	'tfoot',
	'th',
	'thead',
	'time',
	'tr',
	'track',
	'u',
	'ul',
	'var',
	'video',
	'wbr',
] );

/** Attributes every kept element may keep: no `style`, no `id` (it could clobber this page's), no `data-*`. */
const GLOBAL_ATTRIBUTES = new Set( [
	'class',
	'dir',
	'lang',
	'title',
	'role',
] );

/** What some elements keep besides. */
const ELEMENT_ATTRIBUTES: Record< string, string[] > = {
	a: [ 'href', 'hreflang' ],
	img: [
		'src',
		'srcset',
		'sizes',
		'alt',
		'width',
		'height',
		'loading',
		'decoding',
	],
	source: [ 'src', 'srcset', 'sizes', 'media', 'type', 'width', 'height' ],
	video: [
		'src',
		'poster',
		'controls',
		'width',
		'height',
		'loop',
		'muted',
		'playsinline',
		'preload',
	],
	audio: [ 'src', 'controls', 'loop', 'muted', 'preload' ],
	track: [ 'src', 'kind', 'srclang', 'label', 'default' ],
	blockquote: [ 'cite' ],
	q: [ 'cite' ],
	del: [ 'cite', 'datetime' ],
	ins: [ 'cite', 'datetime' ],
	time: [ 'datetime' ],
	ol: [ 'start', 'reversed', 'type' ],
	li: [ 'value' ],
	td: [ 'colspan', 'rowspan', 'headers' ],
	th: [ 'colspan', 'rowspan', 'headers', 'scope', 'abbr' ],
	col: [ 'span' ],
	colgroup: [ 'span' ],
	details: [ 'open' ],
	abbr: [ 'title' ],
};

/** Attributes holding an address: a script address goes, a relative one is made absolute. */
const URL_ATTRIBUTES = new Set( [ 'href', 'src', 'poster', 'cite' ] );

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
 * A `srcset` with each candidate's address made absolute; null when one is a script address
 * or is no address at all.
 *
 * @param value The attribute's value.
 * @param base  The fetched page's address.
 */
function absoluteSrcset( value: string, base: string ): string | null {
	const candidates = value
		.split( ',' )
		.map( ( candidate ) => candidate.trim() )
		.filter( Boolean );
	const out: string[] = [];
	for ( const candidate of candidates ) {
		const [ url, ...descriptor ] = candidate.split( /\s+/ );
		if ( isScriptUrl( url ) ) {
			return null;
		}
		try {
			out.push(
				[ new URL( url, base ).href, ...descriptor ].join( ' ' )
			);
		} catch {
			return null;
		}
	}
	return out.join( ', ' );
}

/**
 * Keeps an element's allowed attributes only, its addresses made safe and absolute.
 *
 * @param element The element.
 * @param base    The fetched page's address.
 */
function cleanAttributes( element: Element, base: string ): void {
	const tag = element.localName;
	const allowed = ELEMENT_ATTRIBUTES[ tag ] ?? [];
	for ( const { name, value } of Array.from( element.attributes ) ) {
		const lower = name.toLowerCase();
		if (
			! GLOBAL_ATTRIBUTES.has( lower ) &&
			! lower.startsWith( 'aria-' ) &&
			! allowed.includes( lower )
		) {
			element.removeAttribute( name );
		} else if ( lower === 'srcset' ) {
			const srcset = absoluteSrcset( value, base );
			if ( srcset === null ) {
				element.removeAttribute( name );
			} else {
				element.setAttribute( name, srcset );
			}
		} else if ( URL_ATTRIBUTES.has( lower ) ) {
			if ( isScriptUrl( value ) ) {
				element.removeAttribute( name );
				continue;
			}
			try {
				element.setAttribute( name, new URL( value, base ).href );
			} catch {
				element.removeAttribute( name );
			}
		}
	}
}

/**
 * Cleans a parsed page in place, to an allow-list: what is not text, its structure, links,
 * images or media goes. Code, frames, plug-ins, styles, forms and their controls, SVG and
 * MathML go with their content; other unknown elements give way to their children. Kept
 * elements keep only their allowed attributes (never `style`, `on*`, `id` or `data-*`), and
 * their addresses lose script schemes and are made absolute against the page they came from.
 *
 * @param root The parsed content.
 * @param base The fetched page's address.
 */
export function sanitize( root: ParentNode, base: string ): void {
	// Deepest first, so an unwrapped element's children are clean already.
	const elements = Array.from( root.querySelectorAll( '*' ) ).reverse();
	for ( const element of elements ) {
		const tag = element.localName;
		if ( DROPPED_ELEMENTS.has( tag ) ) {
			element.remove();
		} else if ( ALLOWED_ELEMENTS.has( tag ) ) {
			cleanAttributes( element, base );
		} else if ( tag !== 'html' && tag !== 'body' ) {
			element.replaceWith( ...Array.from( element.childNodes ) );
		}
	}
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
	const content =
		CONTENT_SELECTORS.map( ( selector ) =>
			parsed.querySelector( selector )
		).find( Boolean ) ?? parsed.body;
	sanitize( content, base );
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
