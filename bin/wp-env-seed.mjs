#!/usr/bin/env node
/**
 * Seeds a started wp-env site like the demo shop: the same bin/wp/install.php (the demo
 * accounts, permalinks, the plugins) and bin/wp/seed.php (catalogue, pages, wishlists) that
 * `npm start` runs. wp-env runs it after each start (`lifecycleScripts.afterStart` in
 * .wp-env.json); each part of the seed is stamped, so a second start changes nothing.
 *
 *   node bin/wp-env-seed.mjs [URL]      URL: the site (default: WP_ENV_PORT, else the
 *                                       port of .wp-env.override.json / .wp-env.json)
 *
 * wp-env's Playground runtime has neither `wp-env run` nor PHP on the host, so the seed runs
 * inside the site, through bin/wp/wp-env-seed.php in the mounted plugin, with a one-time
 * token this script writes beside it (.wp/wp-env-seed-token.php) and removes afterwards.
 * The same works on wp-env's Docker runtime.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const TOKEN_FILE = path.join( REPO, '.wp/wp-env-seed-token.php' );

/** What each step prints last when it succeeded (bin/wp/install.php, bin/wp/seed.php). */
const STEPS = { install: 'site installed', seed: 'site ready' };

function log( message ) {
	process.stdout.write( `[boudoir] ${ message }\n` );
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return {};
	}
}

/**
 * The site's URL as wp-env chose it: WP_ENV_PORT, else the override's port, else the config's.
 * BOUDOIR_WP_ENV_CONFIG names the config when bin/wp-env-offline.mjs passed wp-env another.
 *
 * @return {string} The URL.
 */
function siteUrl() {
	const config = path.resolve(
		REPO,
		process.env.BOUDOIR_WP_ENV_CONFIG || '.wp-env.json'
	);
	const override = config.replace( /\.json$/, '.override.json' );
	const port =
		process.env.WP_ENV_PORT ||
		readJson( override ).port ||
		readJson( config ).port ||
		8888;
	return `http://localhost:${ port }`;
}

/**
 * Runs one step in the site and prints what it printed.
 *
 * @param {string} url   The site.
 * @param {string} step  install or seed.
 * @param {string} token The token the site compares.
 * @return {Promise<void>} Resolves when the step finished as it should.
 */
function runStep( url, step, token ) {
	const target = new URL(
		`/wp-content/plugins/${ path.basename(
			REPO
		) }/bin/wp/wp-env-seed.php?step=${ step }`,
		url
	);
	return new Promise( ( resolve, reject ) => {
		// node:http has no time limit of its own: the seed takes minutes on WebAssembly.
		const request = http.request(
			target,
			{
				method: 'POST',
				headers: {
					'X-Boudoir-Seed-Token': token,
					// Playground signs a browser without this cookie in as admin and redirects it.
					Cookie: 'playground_auto_login_already_happened=1',
					'Content-Length': '0',
				},
			},
			( response ) => {
				let body = '';
				response.setEncoding( 'utf8' );
				response.on( 'data', ( chunk ) => ( body += chunk ) );
				response.on( 'end', () => {
					process.stdout.write( body );
					if (
						response.statusCode === 200 &&
						body.trimEnd().endsWith( STEPS[ step ] )
					) {
						resolve();
					} else {
						reject(
							new Error(
								`${ step } answered HTTP ${ response.statusCode } without "${ STEPS[ step ] }" (${ target.href })`
							)
						);
					}
				} );
			}
		);
		request.on( 'error', reject );
		request.end();
	} );
}

/**
 * Asks the seeded site for a page and waits as long as it takes: the first pages after the
 * seed compile WordPress anew in each of Playground's PHP instances (26 s for wp-login.php on a
 * 2-core machine), and a test run's first request must not pay for that within its timeout.
 *
 * @param {string} url  The site.
 * @param {string} page The page's path.
 * @return {Promise<number>} The answer's HTTP status.
 */
function warm( url, page ) {
	return new Promise( ( resolve, reject ) => {
		const request = http.get(
			new URL( page, url ),
			{ headers: { Cookie: 'playground_auto_login_already_happened=1' } },
			( response ) => {
				response.resume();
				response.on( 'end', () => resolve( response.statusCode ) );
			}
		);
		request.on( 'error', reject );
	} );
}

async function main() {
	const url = process.argv[ 2 ] || siteUrl();
	const started = Date.now();
	const token = randomBytes( 32 ).toString( 'hex' );
	fs.mkdirSync( path.dirname( TOKEN_FILE ), { recursive: true } );
	fs.writeFileSync(
		TOKEN_FILE,
		`<?php\n// Written by bin/wp-env-seed.mjs while it seeds; removed afterwards.\nreturn '${ token }';\n`,
		{ mode: 0o644 }
	);
	try {
		for ( const step of Object.keys( STEPS ) ) {
			log( `${ step } on ${ url }…` );
			await runStep( url, step, token );
		}
	} finally {
		fs.rmSync( TOKEN_FILE, { force: true } );
	}
	log(
		`seeded ${ url } in ${ ( ( Date.now() - started ) / 1000 ).toFixed(
			1
		) } s`
	);
	// Twice each: a page answered once may still be cold in the instance that answers next.
	for ( const page of [ '/wp-login.php', '/', '/wp-login.php', '/' ] ) {
		const asked = Date.now();
		let status = await warm( url, page );
		// A 5xx while another instance starts: ask again (a real fault stays a 5xx, and the tests see it).
		for ( let retry = 0; status >= 500 && retry < 5; retry++ ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
			status = await warm( url, page );
		}
		log(
			`warmed ${ page }: HTTP ${ status } in ${ (
				( Date.now() - asked ) /
				1000
			).toFixed( 1 ) } s`
		);
	}
}

main().catch( ( error ) => {
	process.stderr.write( `[boudoir] wp-env seed: ${ error.message }\n` );
	process.exit( 1 );
} );
