#!/usr/bin/env node
/**
 * The offline demo shop.
 *
 *   node bin/site.mjs start [--db=mariadb] [--runtime=php|playground]   prepare (once) and serve
 *   node bin/site.mjs prepare [--db=mariadb]                            unpack and install only
 *   node bin/site.mjs reset                                             throw the site away and rebuild it
 *   node bin/site.mjs start --db=mariadb --cache=redis                  the scale-out set-up (npm run start:cluster)
 *
 * Options: --db-name=<name> (another site in the same WordPress), env BOUDOIR_PORT (8888);
 * --woocommerce=DIR and --wordpress=DIR (or BOUDOIR_WOOCOMMERCE_DIR, BOUDOIR_WORDPRESS_DIR) serve
 * a real WooCommerce release and WordPress release tree instead of the double and the npm build
 * (bin/lib/trees.mjs; such a site lives in BOUDOIR_SITES_DIR, default ~/.cache/boudoir/sites).
 * --cache=redis serves the MariaDB demo as a shop at scale runs: two PHP web nodes with the
 * Redis object cache behind a round-robin balancer on BOUDOIR_PORT (bin/lib/cluster.mjs);
 * the nodes listen on the two ports after it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
	REPO,
	URL_BASE,
	WP_VERSION,
	defaultRuntime,
	hasCommand,
	install,
	isServing,
	log,
	prepareCore,
	serve,
} from './lib/site.mjs';
import { startCluster } from './lib/cluster.mjs';
import { describeTrees } from './lib/trees.mjs';

const [ command = 'start', ...rest ] = process.argv.slice( 2 );
const options = Object.fromEntries(
	rest
		.filter( ( arg ) => arg.startsWith( '--' ) )
		.map( ( arg ) => {
			const [ key, value = 'true' ] = arg.slice( 2 ).split( '=' );
			return [ key, value ];
		} )
);
const db = options.db || 'sqlite';
const name =
	options[ 'db-name' ] || ( db === 'mariadb' ? 'boudoir_demo' : 'boudoir' );

function ensureBuild() {
	if ( ! existsSync( path.join( REPO, 'build/blocks-manifest.php' ) ) ) {
		log( 'building the front end (npm run build)…' );
		const result = spawnSync( 'npm', [ 'run', 'build' ], {
			cwd: REPO,
			stdio: 'inherit',
		} );
		if ( result.status !== 0 ) {
			process.exit( result.status ?? 1 );
		}
	}
}

const USAGE = `Usage: node bin/site.mjs start|prepare|reset [--db=sqlite|mariadb] [--db-name=<name>] [--runtime=php|playground] [--cache=redis] [--woocommerce=DIR] [--wordpress=DIR]
  start    prepare the site once, then serve it on BOUDOIR_PORT (8888)
  prepare  unpack WordPress and install the site, without serving it
  reset    throw the site away and install it afresh
  --cache=redis  (with --db=mariadb) two web nodes with the Redis object cache behind a balancer
  --woocommerce=DIR  a WooCommerce release's plugin folder instead of the double
  --wordpress=DIR    a WordPress release tree instead of the npm build`;

async function main() {
	if ( ! [ 'start', 'prepare', 'reset' ].includes( command ) ) {
		process.stdout.write( `${ USAGE }\n` );
		process.exitCode = [ 'help', '--help', '-h' ].includes( command )
			? 0
			: 2;
		return;
	}
	const started = Date.now();
	if ( command === 'reset' ) {
		prepareCore( { force: true } );
		ensureBuild();
		install( { db, name, fresh: true } );
		log(
			`site rebuilt in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);
		return;
	}
	if ( defaultRuntime() === 'playground' ) {
		log(
			hasCommand( 'php' )
				? 'using WordPress Playground (WebAssembly), as BOUDOIR_RUNTIME asks.'
				: 'native PHP not found: using WordPress Playground (WebAssembly), slower. Install php-cli php-sqlite3 php-mysql php-xml php-mbstring php-intl php-gd for speed.'
		);
	}
	if ( options.cache === 'redis' && command === 'start' ) {
		return startScaledOut( started );
	}
	prepareCore();
	ensureBuild();
	install( { db, name } );
	if ( command === 'prepare' ) {
		log(
			`site prepared in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);
		return;
	}
	if ( await isServing() ) {
		throw new Error(
			`something already answers at ${ URL_BASE }; stop it or set BOUDOIR_PORT`
		);
	}
	const server = await serve( { db, name, runtime: options.runtime } );
	log(
		`ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s (${ server.runtime === 'php' ? 'native PHP' : 'WordPress Playground' }, ${ db }): ${ describeTrees( WP_VERSION ) }`
	);
	process.stdout.write(
		[
			'',
			`  Boudoir demo shop   ${ URL_BASE }/`,
			`  Dashboard           ${ URL_BASE }/wp-admin/`,
			'  Accounts            admin / password    (administrator)',
			'                      shopper / password  (customer)',
			'                      other / password    (customer)',
			'',
			'  Ctrl+C stops the server. `npm run wp:reset` rebuilds the site from scratch.',
			'',
		].join( '\n' )
	);
	const stop = () => {
		server.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	const code = await server.exited;
	process.exit( code ?? 0 );
}

/**
 * `start --db=mariadb --cache=redis`: the demo on two web nodes, one Redis, one balancer.
 *
 * @param {number} started When the command started.
 */
async function startScaledOut( started ) {
	if ( db !== 'mariadb' ) {
		throw new Error(
			'--cache=redis runs on MariaDB (the nodes share one database): add --db=mariadb'
		);
	}
	if ( await isServing() ) {
		throw new Error(
			`something already answers at ${ URL_BASE }; stop it or set BOUDOIR_PORT`
		);
	}
	ensureBuild();
	const port = Number( new URL( URL_BASE ).port || 80 );
	const cluster = await startCluster( {
		name,
		port,
		nodePorts: [ port + 1, port + 2 ],
		fresh: false,
	} );
	log(
		`ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s (two native PHP nodes on ${ cluster.nodes.join( ' and ' ) }, MariaDB, Redis object cache)`
	);
	process.stdout.write(
		[
			'',
			`  Boudoir demo shop   ${ URL_BASE }/   (round-robin balancer; X-Boudoir-Node says which node served)`,
			`  Dashboard           ${ URL_BASE }/wp-admin/`,
			'  Accounts            admin / password    (administrator)',
			'                      shopper / password  (customer)',
			'                      other / password    (customer)',
			'',
			'  Ctrl+C stops the nodes and the balancer.',
			'',
		].join( '\n' )
	);
	const stop = async () => {
		await cluster.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

main().catch( ( error ) => {
	process.stderr.write( `[boudoir] ${ error.message }\n` );
	process.exit( 1 );
} );
