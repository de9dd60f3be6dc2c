#!/usr/bin/env node
/**
 * The wishlist front end's figures (`npm run bench:wishlist-ui`; not a test: it prints figures).
 *
 * On a fresh native-PHP site (SQLite, port BOUDOIR_BENCH_UI_PORT, 8897), in Debian's Chromium:
 *   1. the JavaScript Boudoir ships (gzip -9 of each file) on a product page and on the
 *      wishlist page, split into what loads with the page and first-use chunks, beside the
 *      WordPress packages the blocks depend on (shared with every other block);
 *   2. the time from a click on "Add to wishlist" to the added state ("Browse wishlist"),
 *      median of 20 guests, each in a fresh browser context, with the shop set to add
 *      straight to the default list while there is only one (`boudoir_test_add_straight`,
 *      bin/wp/boudoir-dev.php): the add's round trip, not the popup's (bench-pages times that).
 *
 *   node bin/bench-wishlist-ui.mjs [--runs=20]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import {
	REPO,
	WP_DIR,
	freePort,
	install,
	prepareCore,
	serve,
	siteUrl,
} from './lib/site.mjs';
import { CHROMIUM, CHROMIUM_ARGS, cliOptions } from './lib/cli.mjs';
import { percentile } from '../tests/http/lib/harness.mjs';

const options = cliOptions();
const RUNS = Number( options.runs || 20 );
const PRODUCT = '/product/margaux-lace-brief/';
const LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

/**
 * The file a script URL of the site serves, or null.
 *
 * @param {string} url A script URL.
 */
function fileOf( url ) {
	const { pathname } = new URL( url );
	const inPlugin = pathname.match( /\/wp-content\/plugins\/boudoir\/(.+)$/ );
	if ( inPlugin ) {
		return path.join( REPO, inPlugin[ 1 ] );
	}
	const file = path.join( WP_DIR, pathname );
	return fs.existsSync( file ) ? file : null;
}

const gzipSize = ( file ) =>
	zlib.gzipSync( fs.readFileSync( file ), { level: 9 } ).length;

/**
 * Scripts a page loads, before and after an interaction.
 *
 * @param {import('@playwright/test').Browser}                       browser  The browser.
 * @param {string}                                                   url      The page.
 * @param {(page: import('@playwright/test').Page) => Promise<void>} interact What a shopper does.
 */
async function scriptsOf( browser, url, interact ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const loaded = [];
	page.on( 'response', ( response ) => {
		if ( response.request().resourceType() === 'script' ) {
			loaded.push( response.url() );
		}
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	const initial = loaded.length;
	await interact( page );
	await page.waitForLoadState( 'networkidle' );
	await context.close();
	return {
		initial: loaded.slice( 0, initial ),
		later: loaded.slice( initial ),
	};
}

function summarise( label, { initial, later } ) {
	const group = ( urls ) => {
		const rows = { boudoir: 0, wordpress: 0, other: 0, files: [] };
		for ( const url of new Set( urls ) ) {
			const file = fileOf( url );
			if ( ! file ) {
				continue;
			}
			const size = gzipSize( file );
			let kind = 'other';
			if ( url.includes( '/plugins/boudoir/build/' ) ) {
				kind = 'boudoir';
			} else if ( url.includes( '/wp-includes/' ) ) {
				kind = 'wordpress';
			}
			rows[ kind ] += size;
			if ( kind === 'boudoir' ) {
				rows.files.push(
					`${ new URL( url ).pathname.replace( /.*\/build\//, '' ) } ${ size } B`
				);
			}
		}
		return rows;
	};
	const first = group( initial );
	const onUse = group( later );
	return [
		`  ${ label }`,
		`    Boudoir with the page: ${ ( first.boudoir / 1024 ).toFixed( 1 ) } KB gz (${ first.files.join( ', ' ) })`,
		`    Boudoir on first use:  ${ ( onUse.boudoir / 1024 ).toFixed( 1 ) } KB gz${ onUse.files.length ? ` (${ onUse.files.join( ', ' ) })` : '' }`,
		`    WordPress packages the page loads (React, wp-data, …, shared): ${ ( first.wordpress / 1024 ).toFixed( 1 ) } KB gz; WooCommerce double's own: ${ ( first.other / 1024 ).toFixed( 1 ) } KB gz`,
	];
}

async function main() {
	const port = Number(
		process.env.BOUDOIR_BENCH_UI_PORT || ( await freePort( 8897 ) )
	);
	const url = siteUrl( port );
	prepareCore();
	install( { db: 'sqlite', name: 'bench_ui', fresh: true, port } );
	const server = await serve( {
		db: 'sqlite',
		name: 'bench_ui',
		port,
		runtime: 'php',
		stdio: 'ignore',
	} );
	const browser = await chromium.launch( LAUNCH );
	try {
		const addButton = ( page ) =>
			page.getByRole( 'button', { name: 'Add to wishlist' } ).first();
		const product = await scriptsOf(
			browser,
			url + PRODUCT,
			async ( page ) => {
				await addButton( page ).click();
				// Several wishlists (the default): the popup, the default list chosen.
				await page
					.getByRole( 'dialog', { name: 'Add to wishlist' } )
					.getByRole( 'button', { name: 'Add to this wishlist' } )
					.click();
				await page
					.getByRole( 'link', { name: 'Browse wishlist' } )
					.first()
					.waitFor();
			}
		);
		const wishlist = await scriptsOf(
			browser,
			url + '/wishlist/',
			async ( page ) => {
				// Focusing a drag handle is the first use of sorting (when a list is shown).
				await page.keyboard.press( 'Tab' );
			}
		);

		const times = [];
		for ( let run = 0; run < RUNS; run++ ) {
			const context = await browser.newContext();
			await context.addCookies( [
				{ name: 'boudoir_test_add_straight', value: 'on', url },
			] );
			const page = await context.newPage();
			await page.goto( url + PRODUCT, { waitUntil: 'networkidle' } );
			const button = addButton( page );
			await button.waitFor();
			const ms = await page.evaluate( () => {
				return new Promise( ( resolve ) => {
					const started = performance.now();
					const observer = new window.MutationObserver( () => {
						const done = [
							...document.querySelectorAll( 'a' ),
						].some(
							( link ) =>
								link.textContent?.trim() === 'Browse wishlist'
						);
						if ( done ) {
							observer.disconnect();
							resolve( performance.now() - started );
						}
					} );
					observer.observe( document.body, {
						childList: true,
						subtree: true,
						characterData: true,
					} );
					const target = [
						...document.querySelectorAll( 'button' ),
					].find(
						( element ) =>
							element.textContent?.trim() === 'Add to wishlist'
					);
					target?.click();
				} );
			} );
			times.push( ms );
			await context.close();
		}
		const lines = [
			'',
			'Boudoir wishlist front end — native PHP + SQLite, Debian Chromium',
			'',
			'JavaScript (gzip -9 of each file):',
			...summarise( `product page ${ PRODUCT }`, product ),
			...summarise( 'wishlist page /wishlist/', wishlist ),
			'',
			`Click on "Add to wishlist" → "Browse wishlist" shown (${ RUNS } guests, fresh contexts):`,
			`  median ${ percentile( times, 50 ).toFixed( 0 ) } ms, min ${ Math.min( ...times ).toFixed( 0 ) } ms, max ${ Math.max( ...times ).toFixed( 0 ) } ms`,
			'',
		];
		process.stdout.write( lines.join( '\n' ) );
	} finally {
		await browser.close();
		server.stop();
		await server.exited;
	}
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.stack || error.message }\n` );
	process.exit( 1 );
} );
