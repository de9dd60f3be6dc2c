/**
 * What the XSS checks of the HTTP suite share (xss.test.mjs, xss-admin.test.mjs): the
 * payloads, the markup detector for server HTML, its in-page twin for a rendered DOM,
 * and Debian's Chromium offline.
 */

/**
 * Internal dependencies
 */
import { DISABLE_FEATURES_ARG } from '../../../bin/lib/cli.mjs';

/** Every payload calls this name: finding it in live markup means it got through. */
export const MARK = 'xss7357';

export const PAYLOADS = [
	`<script>${ MARK }()</script>`,
	`<img src=x onerror=${ MARK }()>`,
	`"><svg onload=${ MARK }()>`,
	`' onmouseover='${ MARK }()`,
	`" onfocus="${ MARK }()" autofocus="`,
	`javascript:${ MARK }()`,
	`</textarea><script>${ MARK }()</script>`,
	`</title><img src=x onerror=${ MARK }()>`,
	`<a href="javascript:${ MARK }()">click</a>`,
	`&lt;img src=x onerror=${ MARK }()&gt;`,
	`&#60;img src=x onerror=${ MARK }()&#62;`,
	`<<img src=x onerror=${ MARK }()>img>`,
	`<scr<script>ipt>${ MARK }()</scr</script>ipt>`,
	`<IMG SRC=JaVaScRiPt:${ MARK }()>`,
	`"/><img/src/onerror=${ MARK }()>`,
	`< img src=x onerror=${ MARK }()>`,
	`<iframe srcdoc="<script>${ MARK }()</script>">`,
	`<math><mtext><table><mglyph><style><img src=x onerror=${ MARK }()>`,
	`%3Cimg%20src%3Dx%20onerror%3D${ MARK }()%3E`,
	`{{constructor.constructor('${ MARK }()')()}}`,
	`\${${ MARK }()}`,
	`${ MARK }<!--`,
	`${ MARK }]]>`,
	`\\"-${ MARK }()-\\"`,
	`${ MARK } \u2028\u2029 line separators`,
	`<details open ontoggle=${ MARK }()>`,
];

/**
 * Decodes the few entities that matter for URL attributes.
 *
 * @param {string} value An attribute value.
 */
const decode = ( value ) =>
	value
		.replace( /&#x?([0-9a-f]+);?/gi, ( _, code ) =>
			String.fromCodePoint(
				parseInt( code, /^x/i.test( _.slice( 2 ) ) ? 16 : 10 ) || 32
			)
		)
		.replace( /&colon;/gi, ':' )
		.replace( /&quot;/g, '"' )
		.replace( /&amp;/g, '&' );

/**
 * Markup of the payloads that survived in some HTML: elements, event handlers,
 * javascript: URLs and scripts that carry MARK. Escaped text is fine.
 *
 * @param {string} html HTML.
 * @return {string[]} What got through.
 */
export function liveMarkup( html ) {
	const found = [];
	const tagPattern =
		/<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
	const attributePattern =
		/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
	for ( const [ tag, , attributes ] of html.matchAll( tagPattern ) ) {
		for ( const [ , attribute, ...values ] of attributes.matchAll(
			attributePattern
		) ) {
			const value = values.find( ( entry ) => entry !== undefined ) ?? '';
			const lower = attribute.toLowerCase();
			if ( attribute.includes( MARK ) ) {
				found.push(
					`attribute name from a payload: ${ tag.slice( 0, 120 ) }`
				);
			} else if ( lower.startsWith( 'on' ) && value.includes( MARK ) ) {
				found.push( `event handler: ${ tag.slice( 0, 120 ) }` );
			} else if (
				[
					'href',
					'src',
					'action',
					'formaction',
					'xlink:href',
					'srcdoc',
				].includes( lower ) &&
				value.includes( MARK ) &&
				( /^\s*javascript:/i.test( decode( value ) ) ||
					lower === 'srcdoc' )
			) {
				found.push( `script URL: ${ tag.slice( 0, 120 ) }` );
			}
		}
	}
	for ( const [ , body ] of html.matchAll(
		/<script\b[^>]*>([\s\S]*?)<\/script>/gi
	) ) {
		if ( new RegExp( `^\\s*${ MARK }\\(` ).test( body ) ) {
			found.push( `script element: <script>${ body.slice( 0, 80 ) }` );
		}
	}
	return found;
}

/** Debian's Chromium, offline (as the e2e lane's tests/e2e/environment.ts). */
export const LAUNCH_OPTIONS = {
	executablePath: process.env.BOUDOIR_CHROMIUM || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-quic',
		'--no-first-run',
		DISABLE_FEATURES_ARG,
	],
};

/**
 * In the page: what a payload made live in the rendered DOM (run by page.evaluate, so self-contained).
 *
 * @param {string} mark The name every payload calls.
 * @return {string[]} What got through.
 */
export function liveInDom( mark ) {
	const found = [];
	for ( const element of document.querySelectorAll( '*' ) ) {
		const tag = element.tagName.toLowerCase();
		if ( tag.includes( mark ) ) {
			found.push( `element from a payload: <${ tag }>` );
		}
		for ( const { name, value } of element.attributes ) {
			const lower = name.toLowerCase();
			if ( lower.includes( mark ) ) {
				found.push(
					`attribute name from a payload on <${ tag }>: ${ name }`
				);
			} else if ( lower.startsWith( 'on' ) && value.includes( mark ) ) {
				found.push(
					`event handler on <${ tag }>: ${ name }="${ value.slice( 0, 80 ) }"`
				);
			} else if (
				[
					'href',
					'src',
					'action',
					'formaction',
					'xlink:href',
					'srcdoc',
					'data',
				].includes( lower ) &&
				value.includes( mark ) &&
				( /^\s*javascript:/i.test( value ) || lower === 'srcdoc' )
			) {
				found.push(
					`script URL on <${ tag }>: ${ name }="${ value.slice( 0, 80 ) }"`
				);
			}
		}
		if ( tag === 'script' && element.textContent.includes( mark ) ) {
			found.push(
				`script element: ${ element.textContent.slice( 0, 80 ) }`
			);
		}
		if (
			[
				'iframe',
				'object',
				'embed',
				'svg',
				'math',
				'details',
				'img',
			].includes( tag ) &&
			element.closest( '.wp-block-boudoir-wishlist' ) &&
			element.outerHTML.includes( mark )
		) {
			found.push(
				`element from a payload in the block: ${ element.outerHTML.slice( 0, 80 ) }`
			);
		}
	}
	return found;
}

/**
 * A browser context on the site that counts every call of the payloads' function (and of
 * alert, confirm and prompt, which some payloads reach for) in `window.__xss`, optionally
 * holding an actor's session cookies as the browser would.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The site.
 * @param {import('./harness.mjs').Actor|null} actor   Whose cookies it holds (none: a visitor).
 * @return {Promise<import('@playwright/test').BrowserContext>} The context.
 */
export async function countingContext( browser, url, actor = null ) {
	const context = await browser.newContext( {
		baseURL: url,
		locale: 'en-US',
	} );
	if ( actor ) {
		await context.addCookies(
			[ ...actor.jar.cookies ].map( ( [ name, value ] ) => ( {
				name,
				value,
				url,
			} ) )
		);
	}
	await context.addInitScript( ( mark ) => {
		window.__xss = 0;
		window[ mark ] = () => {
			window.__xss++;
		};
		for ( const name of [ 'alert', 'confirm', 'prompt' ] ) {
			window[ name ] = () => {
				window.__xss++;
			};
		}
	}, MARK );
	return context;
}
