/**
 * The page budgets (tests/budgets.json, docs/front-end.md): what each page loads before
 * any interaction, measured from a real page load and gzip -9 of each script, against
 * the same page with Boudoir deactivated. Deterministic: no timings.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, needsDevPlugin } from '../fixtures';
import { REPO, storageStateOf, type AccountName } from '../environment';

interface Kind {
	/** Boudoir's own JavaScript before interaction, bytes gzipped. */
	boudoirJs?: number;
	/** What Boudoir adds (its own and what it brings in), bytes gzipped. */
	addedJs?: number;
	/** Scripts (names of `scripts`) that must not load before interaction. */
	forbidden: string[];
}

interface Budgets {
	scripts: Record< string, string >;
	kinds: Record< string, Kind >;
	pages: Array< {
		name: string;
		path: string;
		kind: string;
		as?: AccountName;
	} >;
}

const BUDGETS: Budgets = JSON.parse(
	fs.readFileSync( path.join( REPO, 'tests/budgets.json' ), 'utf8' )
);

const BOUDOIR_BUILD = /\/plugins\/boudoir\/build\//;

/** What a page loaded before interaction. */
interface PageScripts {
	/** Every script requested up to the load event (address without the query). */
	scripts: string[];
	/**
	 * The baseline's: every script the page requests at all, up to its load event and
	 * once its network has settled after it. A script the page loads on its own is not one
	 * Boudoir adds, even where it loaded a moment earlier with Boudoir active (WordPress's
	 * emoji loader races the load event: about 5 KB gz, counted or not by chance).
	 */
	settled: string[];
	/** The server's `<head>`. */
	head: string;
	/** The server's whole page. */
	html: string;
}

/** What the test's init script keeps on the page's window. */
type BudgetWindow = typeof window & {
	/** Lists every script requested so far. */
	boudoirScripts: () => string[];
	/** Those requested up to the load event. */
	boudoirScriptsAtLoad: string[];
};

/** gzip -9 sizes, fetched once per address. */
const sizes = new Map< string, Promise< number > >();

function gzipSize(
	request: APIRequestContext,
	url: string
): Promise< number > {
	let size = sizes.get( url );
	if ( ! size ) {
		size = request
			.get( url )
			.then(
				async ( response ) =>
					gzipSync( await response.body(), { level: 9 } ).length
			);
		sizes.set( url, size );
	}
	return size;
}

/**
 * A script's address without its query, the same whether Boudoir is active or not: on
 * the dev site the WooCommerce double lives inside Boudoir's folder (tests/), so with
 * Boudoir active WordPress names its files through Boudoir's (symlinked) folder.
 *
 * @param url An address.
 */
const withoutQuery = ( url: string ) =>
	url
		.replace( /[?#].*$/, '' )
		.replace( '/plugins/boudoir/.wp/wordpress/wp-content/', '/' );

/**
 * Loads a page with no input and lists the scripts it requested up to its load event.
 *
 * @param browser  The browser.
 * @param pagePath The page.
 * @param as       Who visits it (a guest by default).
 * @param baseline Whether Boudoir is deactivated for the visit.
 */
async function loadPage(
	browser: Browser,
	pagePath: string,
	as: AccountName | undefined,
	baseline: boolean
): Promise< PageScripts > {
	const context = await browser.newContext(
		as ? { storageState: storageStateOf( as ) } : {}
	);
	if ( baseline ) {
		// bin/wp/boudoir-dev.php runs the request as if Boudoir were deactivated.
		const { hostname } = new URL(
			test.info().project.use.baseURL ?? 'http://localhost'
		);
		await context.addCookies( [
			{
				name: 'boudoir_baseline',
				value: '1',
				domain: hostname,
				path: '/',
			},
		] );
	}
	const page = await context.newPage();
	await page.addInitScript( () => {
		const scope = window as BudgetWindow;
		// Every script the page has requested so far.
		scope.boudoirScripts = () =>
			performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => entry.name )
				.filter( ( name ) => /\.m?js(\?|$)/.test( name ) );
		window.addEventListener( 'load', () => {
			scope.boudoirScriptsAtLoad = scope.boudoirScripts();
		} );
	} );
	const response = await page.goto( pagePath, { waitUntil: 'load' } );
	const html = ( await response?.text() ) ?? '';
	const scripts = await page.evaluate(
		() => ( window as BudgetWindow ).boudoirScriptsAtLoad
	);
	let settled = scripts;
	if ( baseline ) {
		await page.waitForLoadState( 'networkidle' );
		settled = await page.evaluate( () =>
			( window as BudgetWindow ).boudoirScripts()
		);
	}
	await context.close();
	const addresses = ( urls: string[] ) => [
		...new Set( urls.map( withoutQuery ) ),
	];
	return {
		scripts: addresses( scripts ),
		settled: addresses( settled ),
		head: html.slice( 0, Math.max( 0, html.indexOf( '</head>' ) ) ),
		html,
	};
}

async function total(
	request: APIRequestContext,
	urls: string[]
): Promise< number > {
	const each = await Promise.all(
		urls.map( ( url ) => gzipSize( request, url ) )
	);
	return each.reduce( ( sum, size ) => sum + size, 0 );
}

async function describeSizes(
	request: APIRequestContext,
	urls: string[]
): Promise< string > {
	const lines = await Promise.all(
		urls.map(
			async ( url ) =>
				`    ${ url.replace( /^https?:\/\/[^/]+/, '' ) }: ${ await gzipSize( request, url ) } B gz`
		)
	);
	return lines.join( '\n' );
}

/**
 * Boudoir's stylesheets as the page carries them (printed inline, `boudoir-*-inline-css`),
 * each gzipped on its own: handle → bytes.
 *
 * @param html The page.
 */
function inlineStyles( html: string ): Record< string, number > {
	const found: Record< string, number > = {};
	for ( const [ , id, css ] of html.matchAll(
		/<style id=['"](boudoir-[^'"]+)-inline-css['"][^>]*>([\s\S]*?)<\/style>/g
	) ) {
		found[ id ] = gzipSync( css, { level: 9 } ).length;
	}
	return found;
}

/**
 * Reports a page's figures: printed with the lane's output and attached to the report.
 *
 * @param request The request context (gzip sizes).
 * @param name    The page.
 * @param boudoir Boudoir's scripts before interaction.
 * @param added   What Boudoir adds before interaction.
 * @param html    The page, with Boudoir.
 */
async function reportFigures(
	request: APIRequestContext,
	name: string,
	boudoir: string[],
	added: string[],
	html: string
): Promise< void > {
	const scripts: Record< string, number > = {};
	for ( const url of boudoir ) {
		scripts[ url.replace( /^.*\/plugins\/boudoir\/build\//, '' ) ] =
			await gzipSize( request, url );
	}
	const styles = inlineStyles( html );
	const sum = ( bytes: Record< string, number > ) =>
		Object.values( bytes ).reduce( ( all, size ) => all + size, 0 );
	const figures = {
		page: name,
		boudoirJs: sum( scripts ),
		addedJs: await total( request, added ),
		boudoirCss: sum( styles ),
		scripts,
		styles,
	};
	await test.info().attach( 'figures', {
		body: JSON.stringify( figures, null, 2 ),
		contentType: 'application/json',
	} );
	const list = ( bytes: Record< string, number > ) =>
		Object.entries( bytes )
			.map( ( [ file, size ] ) => `${ file } ${ size }` )
			.join( ', ' );
	// eslint-disable-next-line no-console -- the lane's figures, for the record.
	console.log(
		`[budget] ${ name }: Boudoir JS ${ figures.boudoirJs } B gz (${ list(
			scripts
		) }); added JS ${ figures.addedJs } B gz; Boudoir CSS ${
			figures.boudoirCss
		} B gz (${ list( styles ) })`
	);
}

test.describe( 'page budgets (tests/budgets.json)', () => {
	// The baseline is the same page with Boudoir off for one visit: the dev plugin's cookie.
	needsDevPlugin( 'its boudoir_baseline cookie, the page without Boudoir' );
	for ( const budgetPage of BUDGETS.pages ) {
		const kind = BUDGETS.kinds[ budgetPage.kind ];
		test( `${ budgetPage.name } (${ budgetPage.path }) stays within the ${ budgetPage.kind } budget`, async ( {
			browser,
			request,
		} ) => {
			const withBoudoir = await loadPage(
				browser,
				budgetPage.path,
				budgetPage.as,
				false
			);
			const without = await loadPage(
				browser,
				budgetPage.path,
				budgetPage.as,
				true
			);
			const boudoir = withBoudoir.scripts.filter( ( url ) =>
				BOUDOIR_BUILD.test( url )
			);
			const added = withBoudoir.scripts.filter(
				( url ) => ! without.settled.includes( url )
			);
			// The measure must see Boudoir at all: a page where it printed nothing proves nothing.
			expect(
				boudoir.length,
				`${ budgetPage.name }: no Boudoir script loaded (is the plugin active?)`
			).toBeGreaterThan( 0 );
			expect(
				without.scripts.filter( ( url ) => BOUDOIR_BUILD.test( url ) ),
				'the baseline runs without Boudoir'
			).toEqual( [] );

			await reportFigures(
				request,
				budgetPage.name,
				boudoir,
				added,
				withBoudoir.html
			);

			for ( const name of kind.forbidden ) {
				const pattern = new RegExp( BUDGETS.scripts[ name ] );
				const loaded = added.filter( ( url ) => pattern.test( url ) );
				expect(
					loaded,
					`${ budgetPage.name }: ${ name } loaded before any interaction because of Boudoir`
				).toEqual( [] );
			}

			if ( kind.boudoirJs !== undefined ) {
				const size = await total( request, boudoir );
				expect(
					size,
					`${ budgetPage.name }: Boudoir's own JavaScript before interaction is ${ size } B gz, over ${ kind.boudoirJs } B:\n${ await describeSizes( request, boudoir ) }`
				).toBeLessThanOrEqual( kind.boudoirJs );
			}
			if ( kind.addedJs !== undefined ) {
				const size = await total( request, added );
				expect(
					size,
					`${ budgetPage.name }: Boudoir adds ${ size } B gz of JavaScript before interaction, over ${ kind.addedJs } B:\n${ await describeSizes( request, added ) }`
				).toBeLessThanOrEqual( kind.addedJs );
			}

			// Nothing Boudoir enqueues, or brings in, sits in <head>.
			const headScripts = [
				...withBoudoir.head.matchAll( /<script\b[^>]*>/g ),
			].map( ( [ tag ] ) => tag );
			const blocking = headScripts.filter( ( tag ) => {
				const id = /\bid=["']([^"']+)["']/.exec( tag )?.[ 1 ] ?? '';
				const src = /\bsrc=["']([^"']+)["']/.exec( tag )?.[ 1 ];
				return (
					id.startsWith( 'boudoir-' ) ||
					( src !== undefined &&
						added.includes( withoutQuery( src ) ) )
				);
			} );
			expect(
				blocking,
				`${ budgetPage.name }: scripts of Boudoir's in <head>`
			).toEqual( [] );
		} );
	}
} );
