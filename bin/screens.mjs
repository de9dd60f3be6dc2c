#!/usr/bin/env node
/**
 * Screenshots of what shoppers see (`npm run screens`; not a test: a visual check to look
 * at, and to compare before and after a change of look).
 *
 * On a fresh native-PHP site (SQLite; BOUDOIR_URL to shoot a site already running, e.g.
 * one on real WooCommerce), at desktop (1280 × 900) and phone (390 × 844) sizes, on each
 * theme the site has of: the demo's block theme (Twenty Twenty-Four), Twenty Twenty-Five
 * (when the WordPress under test has it: 6.7+, BOUDOIR_WORDPRESS_DIR) and the classic
 * test theme (tests/themes/boudoir-classic), each served per request by the dev site's
 * `boudoir_test_theme` cookie:
 *   home, shop, a variable product with a size chosen, the add-to-wishlist popup, the
 *   wishlist as the shopper (a table on the desktop, cards on the phone) and the
 *   mini-cart after an add to cart.
 * Written to artifacts/screens/<theme>/<size>/<shot>.png, with an index.html that shows
 * them side by side.
 *
 *   node bin/screens.mjs [--only=home,wishlist] [--themes=twentytwentyfour,boudoir-classic]
 */
import fs from 'node:fs';
import path from 'node:path';
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

const options = cliOptions();
const OUT = path.join( REPO, 'artifacts', 'screens' );
const THEME_COOKIE = 'boudoir_test_theme';

const SIZES = {
	desktop: { width: 1280, height: 900 },
	phone: { width: 390, height: 844 },
};

/** The demo's variable product (colour × band × cup). */
const BRA = '/product/eloise-balconette-bra/';

/**
 * The themes to shoot: the site's own (the demo's block theme), Twenty Twenty-Five where
 * the WordPress under test has it, the classic test theme.
 *
 * @param {string} themesDir The site's themes folder.
 * @return {string[]} Theme slugs ('' = the site's own).
 */
function themesOf( themesDir ) {
	const all = [ 'twentytwentyfour', 'twentytwentyfive', 'boudoir-classic' ];
	const wanted = options.themes ? options.themes.split( ',' ) : all;
	return all.filter(
		( theme ) =>
			wanted.includes( theme ) &&
			( theme === 'twentytwentyfour' ||
				fs.existsSync( path.join( themesDir, theme, 'style.css' ) ) )
	);
}

/**
 * Signs the shopper in and gives her a list with items (three simple products and a
 * variation) and a second list, so the popup offers a choice.
 *
 * @param {import('@playwright/test').BrowserContext} context The context.
 * @param {string}                                    url     The site.
 */
async function signInShopper( context, url ) {
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.getByLabel( 'Username or Email Address' ).fill( 'shopper' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin|my-account|\/$/ );
	const { nonce } = await (
		await context.request.get( `${ url }/?boudoir_dev=nonce` )
	).json();
	const headers = { 'X-WP-Nonce': nonce };
	const lists = await (
		await context.request.get( `${ url }/wp-json/boudoir/v1/wishlists`, {
			headers,
		} )
	).json();
	if ( ! Array.isArray( lists ) || lists.length < 2 ) {
		const products = await (
			await context.request.get( `${ url }/?boudoir_dev=products` )
		).json();
		for ( const id of products.simple.slice( 0, 3 ) ) {
			await context.request.post(
				`${ url }/wp-json/boudoir/v1/items/add`,
				{
					headers,
					data: { add_to_wishlist: id },
				}
			);
		}
		await context.request.post( `${ url }/wp-json/boudoir/v1/wishlists`, {
			headers,
			data: { wishlist_name: 'Honeymoon', wishlist_visibility: 'shared' },
		} );
	}
	await page.close();
}

/**
 * Waits until what moves has settled: fonts, images, islands.
 *
 * @param {import('@playwright/test').Page} page The page.
 */
async function settle( page ) {
	await page.waitForLoadState( 'networkidle' ).catch( () => {} );
	await page.evaluate( () => document.fonts.ready );
	await page.waitForTimeout( 400 );
}

/** Each shot: what to do before the picture, and whether it is the whole page. */
const SHOTS = [
	{ name: 'home', path: '/', full: true },
	{ name: 'shop', path: '/shop/', full: true },
	{
		name: 'product',
		path: BRA,
		full: true,
		async act( page ) {
			// A size chosen: the swatches' selected state and the chosen value's label.
			for ( const group of [ 'Colour', 'Band', 'Cup' ] ) {
				const radio = page
					.getByRole( 'radiogroup', { name: group, exact: true } )
					.getByRole( 'radio' )
					.and( page.locator( ':not([aria-disabled="true"])' ) )
					.first();
				if ( await radio.count() ) {
					await radio.click();
				}
			}
		},
	},
	{
		name: 'add-to-wishlist-popup',
		path: BRA,
		async act( page ) {
			await page
				.getByRole( 'button', { name: 'Add to wishlist', exact: true } )
				.first()
				.click();
			await page
				.getByRole( 'dialog', { name: 'Add to wishlist' } )
				.waitFor();
		},
	},
	{ name: 'wishlist', path: '/wishlist/', full: true },
	{
		name: 'mini-cart',
		path: '/shop/',
		async act( page ) {
			await page
				.locator( '.add_to_cart_button.ajax_add_to_cart' )
				.first()
				.click();
			await page.getByRole( 'dialog', { name: 'Cart' } ).waitFor();
		},
	},
].filter(
	( shot ) =>
		! options.only || options.only.split( ',' ).includes( shot.name )
);

/**
 * The page that shows every shot, theme by theme, desktop beside phone.
 *
 * @param {string[]} themes The themes shot.
 * @param {string[]} taken  The files written, relative to OUT.
 * @return {string} HTML.
 */
function indexHtml( themes, taken ) {
	const rows = SHOTS.map( ( shot ) => {
		const cells = themes
			.map( ( theme ) =>
				Object.keys( SIZES )
					.map( ( size ) => {
						const file = `${ theme }/${ size }/${ shot.name }.png`;
						return taken.includes( file )
							? `<td><a href="${ file }"><img src="${ file }" alt="${ shot.name }, ${ theme }, ${ size }" loading="lazy"></a></td>`
							: '<td>—</td>';
					} )
					.join( '' )
			)
			.join( '' );
		return `<tr><th scope="row">${ shot.name }</th>${ cells }</tr>`;
	} ).join( '\n' );
	const head = themes
		.map(
			( theme ) =>
				`<th scope="col" colspan="${
					Object.keys( SIZES ).length
				}">${ theme }</th>`
		)
		.join( '' );
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Boudoir screens</title>
<style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top}img{width:240px;height:auto;display:block}</style>
</head><body><h1>Boudoir screens</h1><table><thead><tr><td></td>${ head }</tr></thead><tbody>
${ rows }
</tbody></table></body></html>
`;
}

async function main() {
	let url = process.env.BOUDOIR_URL || '';
	let server;
	if ( ! url ) {
		const port = Number(
			process.env.BOUDOIR_SCREENS_PORT || ( await freePort( 8896 ) )
		);
		url = siteUrl( port );
		prepareCore();
		install( { db: 'sqlite', name: 'screens', fresh: true, port } );
		server = await serve( {
			db: 'sqlite',
			name: 'screens',
			port,
			runtime: 'php',
			stdio: 'ignore',
		} );
	}
	const themes = themesOf( path.join( WP_DIR, 'wp-content', 'themes' ) );
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
	} );
	const taken = [];
	try {
		const host = new URL( url ).hostname;
		for ( const theme of themes ) {
			for ( const [ size, viewport ] of Object.entries( SIZES ) ) {
				const context = await browser.newContext( {
					viewport,
					deviceScaleFactor: 1,
					reducedMotion: 'reduce',
				} );
				if ( theme !== 'twentytwentyfour' ) {
					await context.addCookies( [
						{
							name: THEME_COOKIE,
							value: theme,
							domain: host,
							path: '/',
						},
					] );
				}
				await signInShopper( context, url );
				for ( const shot of SHOTS ) {
					const page = await context.newPage();
					const file = `${ theme }/${ size }/${ shot.name }.png`;
					try {
						await page.goto( url + shot.path );
						await settle( page );
						await shot.act?.( page );
						await settle( page );
						fs.mkdirSync( path.dirname( path.join( OUT, file ) ), {
							recursive: true,
						} );
						await page.screenshot( {
							path: path.join( OUT, file ),
							fullPage: Boolean( shot.full ),
						} );
						taken.push( file );
						process.stderr.write( `screens: ${ file }\n` );
					} catch ( error ) {
						process.stderr.write(
							`screens: ${ file } not taken: ${
								error.message.split( '\n' )[ 0 ]
							}\n`
						);
					} finally {
						await page.close();
					}
				}
				// The next size starts with an empty cart.
				await context.close();
			}
		}
		fs.writeFileSync(
			path.join( OUT, 'index.html' ),
			indexHtml( themes, taken )
		);
		process.stdout.write(
			`screens: ${ taken.length } of ${
				themes.length * SHOTS.length * Object.keys( SIZES ).length
			} in ${ path.relative( process.cwd(), OUT ) }/ (index.html)\n`
		);
	} finally {
		await browser.close();
		server?.stop();
	}
	if ( taken.length === 0 ) {
		process.exitCode = 1;
	}
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.stack ?? error }\n` );
	process.exit( 1 );
} );
