/**
 * The release lane: the zip a shop owner uploads (bin/plugin-zip.mjs), installed through
 * WordPress's own plugin upgrader into a clean site — no dev plugin, no demo, no link to the
 * repository — once without WooCommerce and once with it (the WooCommerce tree given to
 * --real, else the double, as the shop). Each site: the zip installs, activates without a
 * notice, registers every block of blocks/ in a category the editor knows, boots without a PHP
 * error; in Chromium the Plugins screen, the settings page and the home page load without an
 * error; deleting the plugin removes what uninstall.php promises (its data only with the opt-in).
 *
 *   node --test tests/release/release.test.mjs     (bin/test.mjs --lane=release runs it)
 *
 * BOUDOIR_RELEASE_ZIP: the zip to test (default: artifacts/boudoir.zip, written from the
 * current build first). BOUDOIR_RELEASE_PORT: the first port to try (8870).
 */

/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CHROMIUM, CHROMIUM_ARGS } from '../../bin/lib/cli.mjs';
import {
	REPO,
	dbEnv,
	freePort,
	serve,
	unpackCore,
	writeConfig,
} from '../../bin/lib/site.mjs';
import { woocommerceTree } from '../../bin/lib/trees.mjs';
import { writeZip } from '../../bin/plugin-zip.mjs';

const ZIP =
	process.env.BOUDOIR_RELEASE_ZIP ||
	path.join( REPO, 'artifacts/boudoir.zip' );
const SITES = path.join( REPO, '.wp/release' );
const DRIVER = path.join( REPO, 'tests/release/site.php' );

/** The blocks the source defines: every one must be registered from the zip. */
const EXPECTED_BLOCKS = fs
	.readdirSync( path.join( REPO, 'blocks' ) )
	.filter( ( name ) =>
		fs.existsSync( path.join( REPO, 'blocks', name, 'block.json' ) )
	)
	.map(
		( name ) =>
			JSON.parse(
				fs.readFileSync(
					path.join( REPO, 'blocks', name, 'block.json' ),
					'utf8'
				)
			).name
	)
	.sort();

/** What a browser must not meet on a page: PHP's own error output. */
const PHP_ERROR = /<b>(?:Fatal error|Warning|Notice|Deprecated)<\/b>:/;

/** The two shops: none, and WooCommerce (the release given to --real, else the double). */
const WOOCOMMERCE = woocommerceTree();
const CASES = [
	{ name: 'without WooCommerce', slug: 'none', shop: null },
	WOOCOMMERCE
		? {
				name: `with WooCommerce ${ WOOCOMMERCE.version }`,
				slug: 'woocommerce',
				shop: {
					folder: 'woocommerce',
					dir: WOOCOMMERCE.dir,
					file: 'woocommerce/woocommerce.php',
				},
			}
		: {
				name: 'with the WooCommerce double',
				slug: 'double',
				shop: {
					folder: 'woocommerce-double',
					dir: path.join( REPO, 'tests/woocommerce-double' ),
					file: 'woocommerce-double/woocommerce-double.php',
				},
			},
];

if ( ! process.env.BOUDOIR_RELEASE_ZIP ) {
	writeZip( ZIP );
}

let browser;
before( async () => {
	browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_ARGS,
	} );
} );
after( async () => {
	await browser?.close();
} );

for ( const [ index, { name, slug, shop } ] of CASES.entries() ) {
	// BOUDOIR_RELEASE_ONLY=none|double|woocommerce runs one site (when looking into a failure).
	const only = process.env.BOUDOIR_RELEASE_ONLY;
	( only && only !== slug ? describe.skip : describe )(
		`the release zip ${ name }`,
		() => {
			const dir = path.join( SITES, slug );
			let port;
			let env;
			let server;

			/**
			 * Runs a command of tests/release/site.php on this site and reads its JSON answer.
			 *
			 * @param {...string} args The command and its arguments.
			 * @return {Record<string, any>} The answer.
			 */
			const site = ( ...args ) => {
				const result = spawnSync(
					'php',
					[ '-d', 'memory_limit=512M', DRIVER, ...args ],
					{ env, encoding: 'utf8' }
				);
				const json = result.stdout.slice(
					result.stdout.indexOf( '{' )
				);
				try {
					return JSON.parse( json );
				} catch {
					throw new Error(
						`site.php ${ args[ 0 ] } exited ${ result.status }: ${ result.stdout }${ result.stderr }`
					);
				}
			};

			before( async () => {
				port = await freePort(
					Number( process.env.BOUDOIR_RELEASE_PORT || 8870 ) +
						index * 5
				);
				unpackCore( dir );
				writeConfig( { dir, url: `http://localhost:${ port }` } );
				if ( shop ) {
					fs.symlinkSync(
						shop.dir,
						path.join( dir, 'wp-content/plugins', shop.folder )
					);
				}
				env = {
					...dbEnv( { db: 'sqlite', name: 'release', port, dir } ),
					BOUDOIR_DEBUG_LOG: path.join( dir, 'wp-content/debug.log' ),
				};
				const core = site( 'core', ...( shop ? [ shop.file ] : [] ) );
				assert.equal( core.error, undefined, core.error );
			} );

			after( () => server?.stop() );

			test( 'installs through the plugin upgrader, with its header read', () => {
				const answer = site( 'install', ZIP );
				assert.equal( answer.installed, true, answer.error );
				assert.equal( answer.plugin, 'boudoir/boudoir.php' );
				assert.equal( answer.header?.Name, 'Boudoir' );
				assert.equal( answer.header?.TextDomain, 'boudoir' );
			} );

			test( 'activates without output or a PHP error', () => {
				const answer = site( 'activate' );
				assert.deepEqual( answer.errors, [] );
				assert.equal( answer.error, '' );
				assert.equal( answer.activated, true );
			} );

			test( 'registers every block, each in a category the editor lists, and boots cleanly', () => {
				const answer = site( 'inspect' );
				assert.deepEqual( answer.blocks, EXPECTED_BLOCKS );
				const unknown = Object.entries( answer.categories ).filter(
					( [ , category ] ) => ! answer.filtered.includes( category )
				);
				assert.deepEqual(
					unknown,
					[],
					'blocks in a category nobody registered'
				);
				assert.ok(
					answer.routes.length > 0,
					'Boudoir registers its REST routes'
				);
				assert.deepEqual( answer.errors, [] );
			} );

			test( 'serves the Plugins screen, the settings page and the home page without an error', async () => {
				server = await serve( {
					db: 'sqlite',
					name: 'release',
					port,
					dir,
					runtime: 'php',
					stdio: 'ignore',
					env: { BOUDOIR_DEBUG_LOG: env.BOUDOIR_DEBUG_LOG },
				} );
				const context = await browser.newContext( {
					baseURL: `http://localhost:${ port }`,
				} );
				// This machine is offline: WordPress's own avatars (gravatar.com) cannot load. Any other
				// host a page asks for is a third-party request of Boudoir's, and a failure here.
				const elsewhere = new Set();
				await context.route(
					( url ) => url.hostname !== 'localhost',
					( route ) => {
						const host = new URL( route.request().url() ).hostname;
						if ( ! host.endsWith( '.gravatar.com' ) ) {
							elsewhere.add( host );
						}
						return route.fulfill( { status: 204 } );
					}
				);
				const page = await context.newPage();
				const problems = [];
				page.on( 'console', ( message ) => {
					if ( message.type() === 'error' ) {
						problems.push(
							`console: ${ message.text() } (${
								message.location().url
							})`
						);
					}
				} );
				page.on( 'pageerror', ( error ) =>
					problems.push( `page error: ${ error.message }` )
				);
				try {
					await page.goto( '/wp-login.php' );
					// wp-login.php focuses the username field after it loads: wait for it (tests/e2e/specs/login.page.ts).
					await page
						.getByLabel( 'Username or Email Address' )
						.waitFor();
					await page.locator( '#user_login:focus' ).waitFor();
					await page
						.getByLabel( 'Username or Email Address' )
						.fill( 'admin' );
					await page
						.getByLabel( 'Password', { exact: true } )
						.fill( 'password' );
					await page
						.getByRole( 'button', { name: 'Log In' } )
						.click();
					// Signed in once wp-admin answers (its dashboard's own scripts need not finish).
					await page.waitForURL( /wp-admin/, {
						waitUntil: 'commit',
					} );

					// Its HTML, not every script WooCommerce's admin starts (the checks below wait for theirs).
					const ready = { waitUntil: 'domcontentloaded' };
					const plugins = await page.goto(
						'/wp-admin/plugins.php',
						ready
					);
					assert.equal( plugins.status(), 200 );
					const html = await page.content();
					assert.doesNotMatch( html, PHP_ERROR );
					assert.ok(
						await page
							.getByRole( 'link', { name: 'Deactivate Boudoir' } )
							.isVisible(),
						'Boudoir is active on the Plugins screen'
					);
					assert.equal(
						await page.locator( '.boudoir-build-notice' ).count(),
						0,
						'the release is built'
					);

					const settings = await page.goto(
						'/wp-admin/options-general.php?page=boudoir'
					);
					assert.equal( settings.status(), 200 );
					// The settings script has read the settings once its first tab shows.
					await page
						.getByRole( 'tab', { name: /^Wishlists/ } )
						.waitFor( { timeout: 30000 } );
					assert.doesNotMatch( await page.content(), PHP_ERROR );

					const home = await page.goto( '/', ready );
					assert.equal( home.status(), 200 );
					assert.doesNotMatch( await page.content(), PHP_ERROR );
				} catch ( error ) {
					await page.screenshot( {
						path: path.join(
							REPO,
							`artifacts/release-${ slug }.png`
						),
						fullPage: true,
					} );
					throw new Error(
						`${ error.message } (at ${ page.url() })`
					);
				} finally {
					await context.close();
				}
				assert.deepEqual( problems, [] );
				assert.deepEqual(
					[ ...elsewhere ],
					[],
					'requests to other hosts'
				);
			} );

			test( 'leaves no PHP error of its own in the log', () => {
				const log = fs.existsSync( env.BOUDOIR_DEBUG_LOG )
					? fs.readFileSync( env.BOUDOIR_DEBUG_LOG, 'utf8' )
					: '';
				const ours = log
					.split( '\n' )
					.filter( ( line ) => line.includes( '/plugins/boudoir/' ) );
				assert.deepEqual( ours, [] );
			} );

			// The first site keeps the shop's data (the default); the second opts in to deleting it.
			const optIn = index === 1;
			test( `deletes ${ optIn ? 'everything, with the opt-in' : 'its files and caches, keeping the data by default' }`, () => {
				server?.stop();
				const installed = site( 'leftovers' );
				assert.ok(
					installed.tables.length > 0,
					'activation made the tables'
				);
				assert.ok(
					installed.options.length > 0,
					'activation stored options'
				);

				const answer = site( 'uninstall', optIn ? 'delete' : 'keep' );
				assert.equal( answer.error, '' );
				assert.equal( answer.deleted, true );
				assert.deepEqual( answer.errors, [] );

				const left = site( 'leftovers' );
				assert.equal( left.folder, false, 'the plugin folder is gone' );
				assert.deepEqual(
					left.events,
					[],
					'no scheduled event is left'
				);
				if ( optIn ) {
					assert.deepEqual( left.tables, [] );
					assert.deepEqual( left.options, [] );
				} else {
					assert.deepEqual(
						left.tables.filter(
							( table ) => ! table.includes( 'cache' )
						),
						installed.tables.filter(
							( table ) => ! table.includes( 'cache' )
						),
						'the shoppers’ lists are kept'
					);
				}
			} );
		}
	);
}
