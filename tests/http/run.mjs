#!/usr/bin/env node
/**
 * The HTTP suite in one go: starts a fresh site on BOUDOIR_HTTP_PORT (8899) unless
 * BOUDOIR_URL names one, runs every tests/http/*.test.mjs one file at a time
 * (they share the site's tables), stops the site, and ends with `N passed, N failed`.
 *
 *   node tests/http/run.mjs [--db=sqlite|mariadb] [file.test.mjs …]
 *   node tests/http/run.mjs --cluster [file.test.mjs …]
 *   node tests/http/run.mjs --db=mariadb --not-cluster-files   all but what --cluster runs
 *
 * --cluster (the cluster lane): two PHP web nodes with the Redis object cache behind a
 * round-robin balancer (bin/lib/cluster.mjs) on MariaDB, and the files that prove the
 * set-up: cluster*.test.mjs, the matrix, concurrency and the estimate rate limit. The
 * other runs leave cluster*.test.mjs out (they need the balancer).
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
import { REPO, WP_DIR, isServing } from '../../bin/lib/site.mjs';
import { redisEnv, startCluster } from '../../bin/lib/cluster.mjs';
import { startSite } from './lib/harness.mjs';

const args = process.argv.slice( 2 );
const cluster = args.includes( '--cluster' );
const db = cluster
	? 'mariadb'
	: args.find( ( arg ) => arg.startsWith( '--db=' ) )?.slice( 5 ) ||
		process.env.BOUDOIR_DB ||
		'sqlite';
/** What the cluster lane runs through the balancer. */
const CLUSTER_FILES =
	/^(cluster.*|matrix|concurrency|estimate-limit)\.test\.mjs$/;
const here = path.join( REPO, 'tests/http' );
const chosen = args.filter( ( arg ) => ! arg.startsWith( '--' ) );
// --not-cluster-files (npm test on MariaDB, whose cluster lane follows): the cluster lane runs
// those files on MariaDB too, through two nodes, so this run leaves them to it.
const notClusterFiles = args.includes( '--not-cluster-files' );
const files = (
	chosen.length
		? chosen
		: fs
				.readdirSync( here )
				.filter( ( file ) =>
					cluster
						? CLUSTER_FILES.test( file )
						: file.endsWith( '.test.mjs' ) &&
							! file.startsWith( 'cluster' ) &&
							! ( notClusterFiles && CLUSTER_FILES.test( file ) )
				)
				.sort()
).map( ( file ) => path.resolve( here, path.basename( file ) ) );
const tap = path.join(
	REPO,
	'artifacts',
	`http-${ cluster ? 'cluster' : db }.tap`
);

/**
 * The cluster: a fresh MariaDB database (BOUDOIR_CLUSTER_DB_NAME, wp_cluster_http), nodes on
 * BOUDOIR_CLUSTER_NODE_PORTS (8894,8895), the balancer on BOUDOIR_CLUSTER_PORT (8896).
 */
async function startClusterSite() {
	const name = process.env.BOUDOIR_CLUSTER_DB_NAME || 'wp_cluster_http';
	const port = Number( process.env.BOUDOIR_CLUSTER_PORT || 8896 );
	const nodePorts = ( process.env.BOUDOIR_CLUSTER_NODE_PORTS || '8894,8895' )
		.split( ',' )
		.map( Number );
	for ( const each of [ port, ...nodePorts ] ) {
		if ( await isServing( `http://127.0.0.1:${ each }` ) ) {
			throw new Error(
				`port ${ each } is busy: set BOUDOIR_CLUSTER_PORT / BOUDOIR_CLUSTER_NODE_PORTS`
			);
		}
	}
	process.env.BOUDOIR_DEBUG_LOG ||= path.join(
		REPO,
		'artifacts',
		`http-debug-cluster-${ name }.log`
	);
	fs.rmSync( process.env.BOUDOIR_DEBUG_LOG, { force: true } );
	// Both nodes log their mails to one file (bin/wp/boudoir-dev.php), the site's own.
	process.env.BOUDOIR_MAIL_LOG ||= path.join(
		REPO,
		'artifacts',
		`http-mail-cluster-${ name }.log`
	);
	fs.rmSync( process.env.BOUDOIR_MAIL_LOG, { force: true } );
	// Each node gets enough PHP workers that 50 concurrent requests really overlap.
	const started = await startCluster( {
		name,
		port,
		nodePorts,
		drop: true,
		workers: process.env.PHP_CLI_SERVER_WORKERS || '8',
	} );
	// The test-only product writer of cluster.test.mjs, served by whichever node.
	const writer = path.join( WP_DIR, 'boudoir-cluster-product.php' );
	fs.rmSync( writer, { force: true } );
	fs.symlinkSync( path.join( here, 'lib/cluster-product.php' ), writer );
	return {
		...started,
		db: 'mariadb',
		owned: true,
		stop: async () => {
			fs.rmSync( writer, { force: true } );
			process.stdout.write(
				`[http] the balancer sent ${ started.served.join( ' / ' ) } requests to node ${ started.served.map( ( _, index ) => index + 1 ).join( ' / ' ) }\n`
			);
			await started.stop();
		},
	};
}

async function main() {
	fs.mkdirSync( path.dirname( tap ), { recursive: true } );
	fs.rmSync( tap, { force: true } );
	const started = Date.now();
	const site = cluster ? await startClusterSite() : await startSite( { db } );
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
						// Through the cluster, the site tool's PHP shares the nodes' Redis cache: what it writes
						// (the matrix's capability taken away) is no stale cache entry on the nodes.
						...( cluster ? redisEnv( site.name ) : {} ),
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
		`\n[http] ${ cluster ? 'cluster' : db }: ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s\n${ passed } passed, ${ failed } failed\n`
	);
	process.exit( failed > 0 || passed === 0 ? 1 : 0 );
}

main().catch( ( error ) => {
	process.stderr.write(
		`[http] ${ error.stack || error.message }\n0 passed, 1 failed\n`
	);
	process.exit( 1 );
} );
