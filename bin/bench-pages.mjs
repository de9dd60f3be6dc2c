#!/usr/bin/env node
/**
 * The demo shop's pages as a production server serves them (`npm run bench:pages`; not a
 * test: it prints figures and writes artifacts/bench-pages.json, and each page's last
 * Lighthouse report in artifacts/lighthouse/).
 *
 * A fresh native-PHP site (SQLite) behind a small proxy in Node that does what a
 * production web server does: gzip -9 for text, a year of cache for static files. For
 * the home page, the shop, three product pages, the wishlist (as the shopper, with
 * items) and the cart, each with Boudoir and with Boudoir deactivated (same theme, same
 * WooCommerce double: the cookie `boudoir_baseline=1`, bin/wp/boudoir-dev.php):
 *   - Lighthouse, mobile preset: performance / accessibility / best-practices, FCP, LCP,
 *     TBT, CLS, requests (median of --runs, default 3);
 *   - JS and CSS transferred (gz), split into Boudoir's own, what WordPress loads because
 *     Boudoir asked, and everything else: before any interaction (up to the load event)
 *     after opening the mini-cart (a click on the header's cart) and after a first
 *     interaction with each island;
 * then the first-interaction delay of the add-to-wishlist button and of a swatch while
 * their island is not loaded yet (median of --delays, default 10; 4× CPU slowdown), and a
 * phone's taps on each island, cold, after its idle load and warm (median and p75 of
 * --taps loads, default 20; bin/lib/bench-taps.mjs), and the wishlist page's interactions
 * with 200 items, as cards and as a table, and its first answer with 1,000
 * (bin/lib/bench-wishlist-scale.mjs). The delays, taps and wishlist figures run at 4× CPU
 * slowdown, or at `--cpu` (a rate, or `mid` / `low`: the slowdown that makes this machine
 * score a mid- or low-tier phone's Lighthouse BenchmarkIndex; bin/lib/cpu-slowdown.mjs);
 * either way the index they ran at is printed.
 * `--taps-only` skips Lighthouse, the transfers and the delays; `--scale-only` the taps too
 * (the wishlist page at scale alone).
 *
 *   node bin/bench-pages.mjs [--runs=3] [--delays=10] [--taps=20] [--taps-only | --scale-only] [--only=home,shop,wishlist] [--cpu=4|mid|low]
 */
/* global MutationObserver, PointerEvent -- run in the page by page.evaluate() */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import {
	REPO,
	freePort,
	install,
	prepareCore,
	serve,
	siteUrl,
} from './lib/site.mjs';
import {
	CHROMIUM,
	CHROMIUM_ARGS,
	DISABLE_FEATURES_ARG,
	cliOptions,
} from './lib/cli.mjs';
import { percentile } from '../tests/http/lib/harness.mjs';
import { summarise, tapTimings } from './lib/bench-taps.mjs';
import { wishlistAtScale } from './lib/bench-wishlist-scale.mjs';
import { cpuSlowdown } from './lib/cpu-slowdown.mjs';

const options = cliOptions();
const RUNS = Number( options.runs || 3 );
const DELAY_RUNS = Number( options.delays || 10 );
const TAP_RUNS = Number( options.taps || 20 );
const SCALE_ONLY = Boolean( options[ 'scale-only' ] );
const TAPS_ONLY = Boolean( options[ 'taps-only' ] ) || SCALE_ONLY;

const PAGES = [
	{ name: 'home', path: '/' },
	{ name: 'shop', path: '/shop/' },
	{ name: 'margaux-lace-brief', path: '/product/margaux-lace-brief/' },
	{ name: 'eloise-balconette-bra', path: '/product/eloise-balconette-bra/' },
	{ name: 'odette-plunge-bra', path: '/product/odette-plunge-bra/' },
	{ name: 'wishlist (shopper)', path: '/wishlist/', shopper: true },
	{ name: 'cart', path: '/cart/' },
].filter(
	// By name, or by its first word ("wishlist").
	( page ) =>
		! options.only ||
		options.only
			.split( ',' )
			.some(
				( name ) =>
					name === page.name || name === page.name.split( ' ' )[ 0 ]
			)
);

/*
 * Paint holding off for Lighthouse's Chrome too: CHROMIUM_ARGS turns it off with Playwright's
 * list (DISABLE_FEATURES_ARG; Chromium reads only the last --disable-features, so it is not
 * added again here). In this headless Chromium a navigation that
 * paint holding covers often gets no BeginFrame for about 1.15 s after its commit, then one a
 * second until a frame is presented: the observed first paint lands near 1.4 s or 2.4 s
 * whatever the page. It hit the product page with Boudoir deactivated in 3 of 4 runs and
 * wp-login.php in 1 of 3, and never with this flag (traces: no ProxyMain::BeginMainFrame
 * between the end of render blocking and that tick). Lantern then counts every request made
 * before that late paint as holding the first paint back, so the score measured the stall,
 * not the page. Playwright's Chromium (the e2e lanes, the transfer and delay probes) runs
 * without paint holding too.
 */
if ( ! DISABLE_FEATURES_ARG.split( /[=,]/ ).includes( 'PaintHolding' ) ) {
	throw new Error(
		'bench:pages needs paint holding off (DISABLE_FEATURES_ARG).'
	);
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;
const STATIC = /\.(js|css|png|jpe?g|webp|avif|gif|svg|woff2?)$/;

/**
 * The production-like front: gzip -9 for text, long cache for static files.
 *
 * @param {number} publicPort Where visitors connect.
 * @param {number} phpPort    Where PHP answers.
 */
function startProxy( publicPort, phpPort ) {
	const server = http.createServer( ( request, response ) => {
		const upstream = http.request(
			{
				host: '127.0.0.1',
				port: phpPort,
				method: request.method,
				path: request.url,
				headers: { ...request.headers, 'accept-encoding': 'identity' },
			},
			( answer ) => {
				const headers = { ...answer.headers };
				const pathname = new URL( request.url, 'http://x' ).pathname;
				if ( STATIC.test( pathname ) && answer.statusCode === 200 ) {
					headers[ 'cache-control' ] = 'public, max-age=31536000';
				}
				const type = String( headers[ 'content-type' ] || '' );
				const wantsGzip = /\bgzip\b/.test(
					String( request.headers[ 'accept-encoding' ] || '' )
				);
				if (
					! wantsGzip ||
					! COMPRESSIBLE.test( type ) ||
					headers[ 'content-encoding' ]
				) {
					response.writeHead( answer.statusCode, headers );
					answer.pipe( response );
					return;
				}
				const chunks = [];
				answer.on( 'data', ( chunk ) => chunks.push( chunk ) );
				answer.on( 'end', () => {
					const body = zlib.gzipSync( Buffer.concat( chunks ), {
						level: 9,
					} );
					delete headers[ 'content-length' ];
					delete headers[ 'transfer-encoding' ];
					headers[ 'content-encoding' ] = 'gzip';
					headers.vary = 'Accept-Encoding';
					headers[ 'content-length' ] = String( body.length );
					response.writeHead( answer.statusCode, headers );
					response.end( body );
				} );
			}
		);
		upstream.on( 'error', () => {
			response.writeHead( 502 );
			response.end();
		} );
		request.pipe( upstream );
	} );
	return new Promise( ( resolve ) =>
		server.listen( publicPort, '127.0.0.1', () => resolve( server ) )
	);
}

/**
 * Signs the shopper in and gives them three saved items; their cookies, as a header.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The site.
 */
async function shopperCookies( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.getByLabel( 'Username or Email Address' ).fill( 'shopper' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin|my-account/ );
	const { nonce } = await (
		await context.request.get( `${ url }/?boudoir_dev=nonce` )
	).json();
	const products = await (
		await context.request.get( `${ url }/?boudoir_dev=products` )
	).json();
	for ( const id of products.simple.slice( 0, 3 ) ) {
		await context.request.post( `${ url }/wp-json/boudoir/v1/items/add`, {
			headers: { 'X-WP-Nonce': nonce },
			data: { add_to_wishlist: id },
		} );
	}
	const cookies = await context.cookies();
	await context.close();
	return cookies;
}

const median = ( values ) => percentile( values, 50 );

/**
 * Lighthouse, mobile preset, median of RUNS.
 *
 * @param {string}                              url     The page.
 * @param {import('@playwright/test').Cookie[]} cookies The visitor's cookies (none for a new visitor).
 * @param {string}                              report  Where to write the last run's full Lighthouse
 *                                                      report (JSON), to read what held a score back.
 */
async function lighthouseOf( url, cookies, report ) {
	const runs = [];
	for ( let run = 0; run < RUNS; run++ ) {
		// A fresh browser each run, with the visitor's cookies in its jar (Lighthouse keeps
		// cookies between its storage resets). Not an extra Cookie header: Chrome sent it with
		// the page but not with the page's own fetch() calls, so the shopper's wishlist page
		// was rendered for her and its REST reads refused (403), which the table then measured.
		const chrome = await launchChrome( {
			chromePath: CHROMIUM,
			chromeFlags: [ '--headless=new', ...CHROMIUM_ARGS ],
		} );
		if ( cookies.length ) {
			const jar = await chromium.connectOverCDP(
				`http://127.0.0.1:${ chrome.port }`
			);
			await jar.contexts()[ 0 ].addCookies( cookies );
			await jar.close();
		}
		const result = await lighthouse( url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [
				'performance',
				'accessibility',
				'best-practices',
			],
		} );
		await chrome.kill();
		fs.mkdirSync( path.dirname( report ), { recursive: true } );
		fs.writeFileSync( report, JSON.stringify( result.lhr ) );
		const { categories, audits } = result.lhr;
		runs.push( {
			performance: Math.round( categories.performance.score * 100 ),
			accessibility: Math.round( categories.accessibility.score * 100 ),
			bestPractices: Math.round(
				categories[ 'best-practices' ].score * 100
			),
			fcp: audits[ 'first-contentful-paint' ].numericValue,
			lcp: audits[ 'largest-contentful-paint' ].numericValue,
			tbt: audits[ 'total-blocking-time' ].numericValue,
			cls: audits[ 'cumulative-layout-shift' ].numericValue,
			requests: audits[ 'network-requests' ].details.items.length,
			failing: Object.values( audits )
				.filter(
					( audit ) =>
						audit.score !== null &&
						audit.score < 1 &&
						[ 'binary', 'numeric' ].includes(
							audit.scoreDisplayMode
						)
				)
				.map( ( audit ) => audit.id ),
		} );
	}
	const pick = ( key ) => median( runs.map( ( run ) => run[ key ] ) );
	return {
		performance: pick( 'performance' ),
		accessibility: pick( 'accessibility' ),
		bestPractices: pick( 'bestPractices' ),
		fcp: pick( 'fcp' ),
		lcp: pick( 'lcp' ),
		tbt: pick( 'tbt' ),
		cls: pick( 'cls' ),
		requests: pick( 'requests' ),
		failing: [ ...new Set( runs.flatMap( ( run ) => run.failing ) ) ],
	};
}

/**
 * Scripts and styles a page fetched: address → bytes on the wire (gz).
 *
 * @param {import('@playwright/test').Page} page The page.
 */
function resourcesIn( page ) {
	return page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.filter( ( entry ) => /\.(m?js|css)(\?|$)/.test( entry.name ) )
			.map( ( entry ) => ( {
				// The double lives inside Boudoir's folder on the dev site: one name for its files.
				url: entry.name
					.replace( /[?#].*$/, '' )
					.replace(
						'/plugins/boudoir/.wp/wordpress/wp-content/',
						'/'
					),
				bytes: entry.encodedBodySize || entry.transferSize,
			} ) )
	);
}

/**
 * What a page transfers before any interaction (up to its load event) and after a first
 * interaction with each island (pointer over and focus in, then the network at rest).
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The page.
 * @param {Array<object>}                      cookies Cookies to send.
 */
async function transfersOf( browser, url, cookies ) {
	const context = await browser.newContext( {
		viewport: { width: 412, height: 823 },
	} );
	await context.addCookies( cookies );
	const page = await context.newPage();
	await page.addInitScript( () => {
		// "Before interaction": the islands' idle path waits; only intent starts them.
		window.requestIdleCallback = () => 0;
		window.addEventListener( 'load', () => {
			window.boudoirAtLoad = performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) =>
					entry.name
						.replace( /[?#].*$/, '' )
						.replace(
							'/plugins/boudoir/.wp/wordpress/wp-content/',
							'/'
						)
				);
		} );
	} );
	await page.goto( url, { waitUntil: 'load' } );
	const atLoad = new Set( await page.evaluate( () => window.boudoirAtLoad ) );
	// Then the mini-cart opened by a click on the header's cart, before any other island.
	let cartOpen = null;
	const cartButton = page
		.locator( '[data-boudoir-action="open-mini-cart"]:visible' )
		.first();
	if ( await cartButton.count() ) {
		// On content pages a click before the island is there follows the link to the
		// cart: pointer over first (intent), then the click once the island is ready.
		await cartButton.hover();
		await page.waitForFunction(
			() =>
				Array.from(
					document.querySelectorAll(
						'[data-boudoir-action="open-mini-cart"]'
					)
				).some(
					( button ) =>
						button.getClientRects().length > 0 &&
						button
							.closest( '[data-boudoir-island]' )
							?.getAttribute( 'data-boudoir-island' ) === 'ready'
				),
			null,
			{ timeout: 15000 }
		);
		await cartButton.click();
		await page
			.getByRole( 'dialog', { name: 'Cart' } )
			.waitFor( { timeout: 15000 } );
		await page.waitForLoadState( 'networkidle' );
		cartOpen = await resourcesIn( page );
		await page.keyboard.press( 'Escape' );
	}
	for ( const island of await page
		.locator( '[data-boudoir-island]' )
		.all() ) {
		await island.dispatchEvent( 'pointerover' );
		await island.dispatchEvent( 'focusin' );
	}
	await page.waitForLoadState( 'networkidle' );
	const all = await resourcesIn( page );
	await context.close();
	return {
		before: all.filter( ( resource ) => atLoad.has( resource.url ) ),
		cartOpen,
		after: all,
	};
}

const BOUDOIR = /\/plugins\/boudoir\/build\//;

function split( resources, baseline ) {
	const baselineUrls = new Set(
		baseline.map( ( resource ) => resource.url )
	);
	const sums = {
		js: { boudoir: 0, wordpressForBoudoir: 0, other: 0 },
		css: { boudoir: 0, wordpressForBoudoir: 0, other: 0 },
	};
	for ( const { url, bytes } of resources ) {
		const type = /\.css$/.test( url ) ? 'css' : 'js';
		let owner = 'other';
		if ( BOUDOIR.test( url ) ) {
			owner = 'boudoir';
		} else if ( ! baselineUrls.has( url ) ) {
			owner = 'wordpressForBoudoir';
		}
		sums[ type ][ owner ] += bytes;
	}
	return sums;
}

/**
 * The first-interaction delays while the islands are not loaded (4× CPU slowdown, or --cpu).
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The site.
 * @param {number}                             rate    The CPU slowdown.
 */
async function firstInteractionDelays( browser, url, rate ) {
	const measure = async ( pagePath, act ) => {
		const times = [];
		for ( let run = 0; run < DELAY_RUNS; run++ ) {
			const context = await browser.newContext();
			const page = await context.newPage();
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', { rate } );
			await page.addInitScript( () => {
				window.requestIdleCallback = () => 0;
			} );
			await page.goto( url + pagePath, { waitUntil: 'load' } );
			// A probe whose end never comes (the page changed) says so instead of hanging.
			let timer;
			const timeout = new Promise( ( resolve, reject ) => {
				timer = setTimeout(
					() =>
						reject(
							new Error(
								`first-interaction probe on ${ pagePath }: no end after 30 s`
							)
						),
					30_000
				);
			} );
			try {
				times.push( await Promise.race( [ act( page ), timeout ] ) );
			} finally {
				clearTimeout( timer );
				await context.close();
			}
		}
		return times;
	};
	// Click on the server's "Add to wishlist" → its popup shown (with several wishlists on,
	// the default, the popup opens every time: the island, React, the store and the
	// shopper's lists all happen in between).
	const wishlist = await measure( '/product/margaux-lace-brief/', ( page ) =>
		page.evaluate(
			() =>
				new Promise( ( resolve, reject ) => {
					// The product's own button (the server's or the island's), by its action.
					const button = document.querySelector(
						'.boudoir-add-to-wishlist[data-product-name="Margaux Lace Brief"] button[data-boudoir-action="add-to-wishlist"]'
					);
					if ( ! button ) {
						reject(
							new Error(
								`no "Add to wishlist" button for Margaux Lace Brief on ${ document.location.pathname } (${ document.title })`
							)
						);
						return;
					}
					const started = performance.now();
					const observer = new MutationObserver( () => {
						// The popup: an open native <dialog> named by its heading (aria-labelledby).
						const done = [
							...document.querySelectorAll( 'dialog[open]' ),
						].some(
							( dialog ) =>
								document
									.getElementById(
										dialog.getAttribute(
											'aria-labelledby'
										) || ''
									)
									?.textContent.trim() === 'Add to wishlist'
						);
						if ( done ) {
							observer.disconnect();
							resolve( performance.now() - started );
						}
					} );
					observer.observe( document.body, {
						childList: true,
						subtree: true,
					} );
					button.dispatchEvent(
						new PointerEvent( 'pointerover', { bubbles: true } )
					);
					button.click();
				} )
		)
	);
	// Pointer over the variations form (intent) → the first swatch is there and checked by a click.
	const swatch = await measure( '/product/eloise-balconette-bra/', ( page ) =>
		page.evaluate(
			() =>
				new Promise( ( resolve ) => {
					const form = document.querySelector(
						'form.variations_form'
					);
					const started = performance.now();
					// One click, on the first swatch there is (the server's or the island's),
					// then wait for a first swatch checked: clicking on each mutation would
					// toggle a swatch that clears on reselect forever.
					let clicked = false;
					const clickOnceThenCheck = () => {
						const radio = form.querySelector(
							'[role="radio"]:not([aria-disabled="true"])'
						);
						if ( ! radio ) {
							return false;
						}
						if ( ! clicked ) {
							clicked = true;
							radio.click();
						}
						return radio.getAttribute( 'aria-checked' ) === 'true';
					};
					const observer = new MutationObserver( () => {
						if ( clickOnceThenCheck() ) {
							observer.disconnect();
							resolve( performance.now() - started );
						}
					} );
					observer.observe( form, {
						childList: true,
						subtree: true,
						attributes: true,
					} );
					form.dispatchEvent(
						new PointerEvent( 'pointerover', { bubbles: true } )
					);
				} )
		)
	);
	return { wishlist, swatch };
}

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * What else the machine was doing as the bench began: Lighthouse's TBT and the delays
 * count main-thread time, which other programs' work can lengthen, so the table says so
 * (busy: as many programs running as the machine has cores; one program busy on one of
 * two cores left TBT and the delays as they were on an idle machine).
 */
function machineLoad() {
	const cpus = os.cpus().length;
	const [ oneMinute, fiveMinutes ] = os.loadavg();
	return {
		cpus,
		loadAverage: [ oneMinute, fiveMinutes ].map( ( value ) =>
			Number( value.toFixed( 2 ) )
		),
		busy: oneMinute >= cpus,
	};
}

async function main() {
	const machine = machineLoad();
	const publicPort = Number(
		process.env.BOUDOIR_BENCH_PAGES_PORT || ( await freePort( 8893 ) )
	);
	const phpPort = await freePort( publicPort + 1 );
	const url = siteUrl( publicPort );
	prepareCore();
	install( {
		db: 'sqlite',
		name: 'bench_pages',
		fresh: true,
		port: publicPort,
	} );
	const proxy = await startProxy( publicPort, phpPort );
	const server = await serve( {
		db: 'sqlite',
		name: 'bench_pages',
		port: phpPort,
		publicPort,
		runtime: 'php',
		stdio: 'ignore',
	} );
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
	} );
	const host = new URL( url ).hostname;
	const baselineCookie = {
		name: 'boudoir_baseline',
		value: '1',
		domain: host,
		path: '/',
	};
	try {
		// Before the site is busy with Lighthouse: what the slowdown makes of this machine.
		const slowdown = await cpuSlowdown( browser, options.cpu );
		process.stderr.write( `bench:pages at ${ slowdown.label }\n` );
		const shopper = await shopperCookies( browser, url );
		const rows = [];
		for ( const benchPage of TAPS_ONLY ? [] : PAGES ) {
			const cookies = benchPage.shopper ? shopper : [];
			process.stderr.write( `bench:pages ${ benchPage.name }…\n` );
			const report = ( variant ) =>
				path.join(
					REPO,
					'artifacts',
					'lighthouse',
					`${ benchPage.name.replace( /\W+/g, '-' ) }-${ variant }.json`
				);
			const withBoudoir = await lighthouseOf(
				url + benchPage.path,
				cookies,
				report( 'boudoir' )
			);
			const without = await lighthouseOf(
				url + benchPage.path,
				[ ...cookies, baselineCookie ],
				report( 'baseline' )
			);
			const transfers = await transfersOf(
				browser,
				url + benchPage.path,
				cookies
			);
			const baseTransfers = await transfersOf(
				browser,
				url + benchPage.path,
				[ ...cookies, baselineCookie ]
			);
			rows.push( {
				page: benchPage.name,
				path: benchPage.path,
				boudoir: withBoudoir,
				baseline: without,
				transfer: {
					// Against all the page without Boudoir loads: a script it loads just after its
					// load event (WordPress's emoji loader, in a race) is not one Boudoir asked for.
					before: split( transfers.before, baseTransfers.after ),
					cartOpen:
						transfers.cartOpen &&
						split( transfers.cartOpen, baseTransfers.after ),
					after: split( transfers.after, baseTransfers.after ),
					baselineBefore: split(
						baseTransfers.before,
						baseTransfers.before
					),
				},
			} );
		}
		const delays = TAPS_ONLY
			? null
			: await firstInteractionDelays( browser, url, slowdown.rate );
		const taps = SCALE_ONLY
			? {}
			: await tapTimings( browser, url, TAP_RUNS, slowdown.rate );
		const scale = await wishlistAtScale(
			browser,
			url,
			shopper,
			TAP_RUNS,
			slowdown.rate
		);

		const lines = [
			'',
			`Boudoir pages — native PHP + SQLite behind gzip -9, Debian Chromium, Lighthouse ${ ( await import( 'lighthouse/package.json', { with: { type: 'json' } } ) ).default.version } mobile (paint holding off: DISABLE_FEATURES_ARG), median of ${ RUNS }`,
			`Slowdown for the taps, delays and wishlist figures: ${ slowdown.label }`,
			`Machine: ${ machine.cpus } CPUs, load average ${ machine.loadAverage.join( ' / ' ) } (1 / 5 min) as the bench began${
				machine.busy
					? ": BUSY, every core was taken; TBT and the delays below count other programs' time too"
					: ''
			}`,
		];
		if ( rows.length > 0 ) {
			lines.push(
				'',
				'page                     |  perf  a11y  b-p |   FCP ms   LCP ms  TBT ms    CLS  req | JS gz KB before: Boudoir + WP-for-Boudoir (other) | mini-cart opened | after first interaction | CSS gz KB Boudoir'
			);
		}
		for ( const row of rows ) {
			for ( const [ label, lh, transfer ] of [
				[ 'Boudoir', row.boudoir, row.transfer.before ],
				[ 'baseline', row.baseline, row.transfer.baselineBefore ],
			] ) {
				const after = row.transfer.after.js;
				const cart = row.transfer.cartOpen?.js;
				let cartColumn = '                ';
				if ( label === 'Boudoir' ) {
					cartColumn = cart
						? ` ${ kb( cart.boudoir ).padStart( 5 ) } + ${ kb( cart.wordpressForBoudoir ).padStart( 5 ) }  `
						: '        —       ';
				}
				lines.push(
					[
						`${ row.page.slice( 0, 16 ).padEnd( 16 ) } ${ label.padEnd( 8 ) }`,
						` ${ String( lh.performance ).padStart( 4 ) }  ${ String( lh.accessibility ).padStart( 4 ) } ${ String( lh.bestPractices ).padStart( 4 ) } `,
						` ${ lh.fcp.toFixed( 0 ).padStart( 7 ) }  ${ lh.lcp.toFixed( 0 ).padStart( 7 ) } ${ lh.tbt.toFixed( 0 ).padStart( 6 ) } ${ lh.cls.toFixed( 3 ).padStart( 6 ) } ${ String( lh.requests ).padStart( 4 ) } `,
						` ${ kb( transfer.js.boudoir ).padStart( 5 ) } + ${ kb( transfer.js.wordpressForBoudoir ).padStart( 5 ) } (${ kb( transfer.js.other ) }) `,
						cartColumn,
						label === 'Boudoir'
							? ` ${ kb( after.boudoir ).padStart( 5 ) } + ${ kb( after.wordpressForBoudoir ).padStart( 5 ) } `
							: '               ',
						` ${ kb( transfer.css.boudoir ) }`,
					].join( '|' )
				);
			}
		}
		const describe = ( times ) =>
			`median ${ median( times ).toFixed( 0 ) } ms (min ${ Math.min( ...times ).toFixed( 0 ) }, max ${ Math.max( ...times ).toFixed( 0 ) }, ${ times.length } loads)`;
		if ( delays ) {
			lines.push(
				'',
				`First interaction before the island is loaded (${ slowdown.rate }× CPU slowdown):`,
				`  click "Add to wishlist" → its popup: ${ describe( delays.wishlist ) }`,
				`  pointer over the variations form → a swatch checked: ${ describe( delays.swatch ) }`
			);
		}
		const ms = ( figures ) =>
			figures
				? `${ figures.median.toFixed( 0 ).padStart( 5 ) } / ${ figures.p75.toFixed( 0 ).padStart( 5 ) }`
				: '    — /     —';
		if ( ! SCALE_ONLY ) {
			lines.push(
				'',
				`A phone's tap (390 × 844, touch, ${ slowdown.rate }× CPU slowdown), median / p75 ms of ${ TAP_RUNS } loads: tap → the frame showing its effect | web-vitals INP`,
				'island              | cold: effect        INP | idle: effect        INP | warm: effect        INP'
			);
		}
		const tapSummary = {};
		for ( const [ island, cases ] of Object.entries( taps ) ) {
			tapSummary[ island ] = Object.fromEntries(
				Object.entries( cases ).map( ( [ kind, list ] ) => [
					kind,
					summarise( list ),
				] )
			);
			lines.push(
				[
					island.padEnd( 19 ),
					...[ 'cold', 'idle', 'warm' ].map(
						( kind ) =>
							` ${ ms( tapSummary[ island ][ kind ].effect ) }  ${ ms( tapSummary[ island ][ kind ].inp ) } `
					),
				].join( '|' )
			);
		}
		const scaled = ( values ) =>
			`${ percentile( values, 50 ).toFixed( 0 ) } / ${ percentile( values, 75 ).toFixed( 0 ) }`;
		lines.push(
			'',
			`The wishlist page, 200 items, 100 shown (the block's most), ${ slowdown.rate }× CPU slowdown, interaction duration (Event Timing) median / p75 ms of ${ TAP_RUNS } loads:`,
			...Object.entries( scale.two ).map(
				( [ layout, figures ] ) =>
					`  ${ layout.padEnd( 5 ) } quantity +1 by the keyboard ${ scaled( figures.quantity ) } | "Select all" ${ scaled( figures.selectAll ) } | "Move … up" ${ scaled( figures.moveUp ) } | drag and drop (second) ${ scaled( figures.drag ) }`
			),
			`The wishlist page, 1,000 items: ${ scale.thousand.rows } rows shown, ${ scale.thousand.shownMs } ms to the 100th; item answers: ${ scale.thousand.answers.map( ( answer ) => `${ answer.items } items` ).join( ', ' ) || 'none seen' }`,
			''
		);
		process.stdout.write( lines.join( '\n' ) );
		const artifacts = path.join( REPO, 'artifacts' );
		fs.mkdirSync( artifacts, { recursive: true } );
		fs.writeFileSync(
			path.join( artifacts, 'bench-pages.json' ),
			JSON.stringify(
				{
					url,
					runs: RUNS,
					machine,
					rows,
					delays,
					taps,
					slowdown,
					tapSummary,
					wishlistAtScale: scale,
				},
				null,
				2
			)
		);
		process.stdout.write( 'Written: artifacts/bench-pages.json\n' );
	} finally {
		await browser.close();
		server.stop();
		await server.exited;
		proxy.close();
	}
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.stack || error.message }\n` );
	process.exit( 1 );
} );
