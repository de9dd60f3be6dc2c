#!/usr/bin/env node
/**
 * The HTTP suite in one go: starts a fresh site on BOUDOIR_HTTP_PORT (8899) unless
 * BOUDOIR_URL names one, runs every tests/http/*.test.mjs one file at a time
 * (they share the site's tables), stops the site, and ends with `N passed, N failed`.
 *
 *   node tests/http/run.mjs [--db=sqlite|mariadb] [file.test.mjs …]
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO } from '../../bin/lib/site.mjs';
import { startSite } from './lib/harness.mjs';

const args = process.argv.slice( 2 );
const db =
	args.find( ( arg ) => arg.startsWith( '--db=' ) )?.slice( 5 ) ||
	process.env.BOUDOIR_DB ||
	'sqlite';
const here = path.join( REPO, 'tests/http' );
const chosen = args.filter( ( arg ) => ! arg.startsWith( '--' ) );
const files = (
	chosen.length
		? chosen
		: fs
				.readdirSync( here )
				.filter( ( file ) => file.endsWith( '.test.mjs' ) )
				.sort()
).map( ( file ) => path.resolve( here, path.basename( file ) ) );
const tap = path.join( REPO, 'artifacts', `http-${ db }.tap` );

async function main() {
	fs.mkdirSync( path.dirname( tap ), { recursive: true } );
	fs.rmSync( tap, { force: true } );
	const started = Date.now();
	const site = await startSite( { db } );
	process.stdout.write(
		`[http] ${ site.owned ? 'started' : 'reusing' } ${ site.url } (${ db }) in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n`
	);
	let code;
	try {
		code = await new Promise( ( resolve ) => {
			const child = spawn(
				process.execPath,
				[
					'--test',
					'--test-concurrency=1',
					'--test-reporter=spec',
					'--test-reporter-destination=stdout',
					'--test-reporter=tap',
					`--test-reporter-destination=${ tap }`,
					...files,
				],
				{
					cwd: REPO,
					stdio: 'inherit',
					env: {
						...process.env,
						BOUDOIR_URL: site.url,
						BOUDOIR_DB: db,
						// The files check the database itself (concurrency: the rows are really in MariaDB).
						...( site.name
							? { BOUDOIR_HTTP_DB_NAME: site.name }
							: {} ),
					},
				}
			);
			child.once( 'exit', ( exitCode ) => resolve( exitCode ?? 1 ) );
		} );
	} finally {
		await site.stop();
	}
	const report = fs.existsSync( tap ) ? fs.readFileSync( tap, 'utf8' ) : '';
	const count = ( name ) =>
		Number(
			report.match( new RegExp( `^# ${ name } (\\d+)$`, 'm' ) )?.[ 1 ] ??
				0
		);
	const passed = count( 'pass' );
	const failed =
		count( 'fail' ) + count( 'cancelled' ) || ( code !== 0 ? 1 : 0 );
	process.stdout.write(
		`\n[http] ${ db }: ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n${ passed } passed, ${ failed } failed\n`
	);
	process.exit( failed > 0 || passed === 0 ? 1 : 0 );
}

main().catch( ( error ) => {
	process.stderr.write(
		`[http] ${ error.stack || error.message }\n0 passed, 1 failed\n`
	);
	process.exit( 1 );
} );
