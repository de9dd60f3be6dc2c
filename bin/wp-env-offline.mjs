#!/usr/bin/env node
/**
 * wp-env without a network: `wp-env start --runtime=playground` on the
 * WordPress unpacked from npm packages.
 *
 *   node bin/wp-env-offline.mjs [start] [wp-env start options]   prepare, then start
 *   node bin/wp-env-offline.mjs stop|status|destroy [options]     any other wp-env command
 *
 * wp-env (lib/config/parse-config.js) always resolves the default `core`, even
 * when a config overrides it, by asking WordPress.org for the latest version;
 * offline it reads `latestWordPressVersion` from wp-env-cache.json in its env
 * directory instead, and fails when that is missing. So this script:
 *   1. unpacks WordPress once (prepareCore of bin/lib/site.mjs) and copies its
 *      bare core into .wp/wp-env-core, a site of wp-env's own (own database,
 *      wp-config.php and db.php, written there by Playground);
 *   2. writes .wp-env.override.json: `core` → that copy, no WooCommerce zip;
 *   3. writes latestWordPressVersion into $WP_ENV_HOME/<env dir>/wp-env-cache.json;
 *   4. runs wp-env with WP_ENV_HOME (default .wp/wp-env-home) and the arguments.
 * Use this script for stop/status/destroy too, so wp-env finds the same WP_ENV_HOME.
 *
 * wp-env seeds the site like the demo shop after it starts (.wp-env.json's afterStart:
 * bin/wp-env-seed.mjs). With --site=NAME the script runs a wp-env site of its own beside the
 * default one, all of it under .wp/wp-env-NAME/ (core and database, config and override,
 * WP_ENV_HOME), so a test lane never touches a developer's wp-env site; `--fresh` starts it on
 * an empty database (bin/test.mjs's wp-env lanes).
 *
 * With --woocommerce=DIR / --wordpress=DIR (or BOUDOIR_WOOCOMMERCE_DIR, BOUDOIR_WORDPRESS_DIR;
 * bin/lib/trees.mjs) wp-env mounts that WooCommerce release instead of the double and runs
 * that WordPress release's core (docs/development.md).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO, WP_DIR, log, prepareCore } from './lib/site.mjs';
import { woocommerceTree } from './lib/trees.mjs';

/** --site=NAME: a wp-env site of its own under .wp/wp-env-NAME/ (none: the default site). */
const SITE = process.argv
	.slice( 2 )
	.find( ( arg ) => arg.startsWith( '--site=' ) )
	?.slice( '--site='.length );
if ( SITE !== undefined && ! /^[a-z0-9-]+$/.test( SITE ) ) {
	throw new Error(
		`--site=${ SITE }: use lower-case letters, digits and dashes`
	);
}
const SITE_DIR = SITE && path.join( REPO, `.wp/wp-env-${ SITE }` );
const CORE = SITE_DIR
	? path.join( SITE_DIR, 'core' )
	: path.join( REPO, '.wp/wp-env-core' );
const CORE_SOURCE = `./${ path.relative( REPO, CORE ) }`;
const CORE_STAMP = path.join( CORE, '.boudoir-wp-env-core' );
const WOOCOMMERCE_DOUBLE = './tests/woocommerce-double';
const REPO_CONFIG = path.join( REPO, '.wp-env.json' );
/** A named site's own copy of .wp-env.json, given to wp-env with --config (its override sits beside it). */
const CONFIG = SITE_DIR ? path.join( SITE_DIR, '.wp-env.json' ) : REPO_CONFIG;
const OVERRIDE = CONFIG.replace( /\.json$/, '.override.json' );
const WP_ENV_HOME = SITE_DIR
	? path.join( SITE_DIR, 'home' )
	: path.resolve(
			process.env.WP_ENV_HOME || path.join( REPO, '.wp/wp-env-home' )
		);
const WP_ENV_BIN = path.join(
	path.dirname(
		createRequire( import.meta.url ).resolve(
			'@wordpress/env/package.json'
		)
	),
	'bin/wp-env'
);

/** Files of the npm-run site that belong to that site, not to a bare core. */
const NOT_CORE = [
	'wp-config.php',
	'.boudoir-core',
	'wp-content/db.php',
	'wp-content/database',
	'wp-content/mu-plugins',
	'wp-content/uploads',
	'wp-content/upgrade',
	'wp-content/mail.log',
	'wp-content/debug.log',
];

/** Copies the unpacked core (not its site: config, database, linked plugins) once. */
function prepareWpEnvCore() {
	prepareCore();
	const source = fs.readFileSync(
		path.join( WP_DIR, '.boudoir-core' ),
		'utf8'
	);
	if (
		fs.existsSync( CORE_STAMP ) &&
		fs.readFileSync( CORE_STAMP, 'utf8' ) === source
	) {
		return;
	}
	const started = Date.now();
	fs.rmSync( CORE, { recursive: true, force: true } );
	fs.cpSync( WP_DIR, CORE, {
		recursive: true,
		filter: ( file ) => {
			const relative = path
				.relative( WP_DIR, file )
				.split( path.sep )
				.join( '/' );
			if ( NOT_CORE.includes( relative ) ) {
				return false;
			}
			// Plugins come from wp-env's own mounts; Playground brings its SQLite integration.
			return (
				! relative.startsWith( 'wp-content/plugins/' ) ||
				relative === 'wp-content/plugins/index.php'
			);
		},
	} );
	fs.writeFileSync( CORE_STAMP, source );
	log(
		`copied the core into ${ CORE_SOURCE } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
	);
}

function wordPressVersion() {
	const match = fs
		.readFileSync( path.join( CORE, 'wp-includes/version.php' ), 'utf8' )
		.match( /\$wp_version = '([A-Za-z\-0-9.]+)'/ );
	if ( ! match ) {
		throw new Error(
			`no $wp_version in ${ CORE_SOURCE }/wp-includes/version.php`
		);
	}
	return match[ 1 ];
}

/**
 * .wp-env.json without what needs a network. Refuses to replace someone's own override.
 *
 * @param {string} command The wp-env command about to run.
 */
function writeOverride( command ) {
	if ( fs.existsSync( OVERRIDE ) ) {
		let current = {};
		try {
			current = JSON.parse( fs.readFileSync( OVERRIDE, 'utf8' ) );
		} catch {
			// Unreadable: not ours either.
		}
		if ( current.core !== CORE_SOURCE ) {
			throw new Error(
				'.wp-env.override.json exists and was not written by this script; move it away first'
			);
		}
	}
	const plugins = [ '.' ];
	const woocommerce = woocommerceTree();
	// Playground refuses to start when a mounted host path is missing (or holds no plugin).
	if ( woocommerce ) {
		plugins.push( woocommerce.dir );
	} else if (
		fs.existsSync(
			path.join( REPO, WOOCOMMERCE_DOUBLE, 'woocommerce-double.php' )
		)
	) {
		plugins.push( WOOCOMMERCE_DOUBLE );
	} else if ( command === 'start' ) {
		log(
			`${ WOOCOMMERCE_DOUBLE }/woocommerce-double.php is missing: starting with Boudoir alone`
		);
	}
	const override = {
		core: CORE_SOURCE,
		plugins,
		config: {
			WP_HTTP_BLOCK_EXTERNAL: true,
			// A named site is a test lane's: WordPress's production scripts, as the dev site's lanes
			// run them (bin/wp/wp-config.php.tpl) and shops do; .wp-env.json debugs them for development.
			...( SITE && { SCRIPT_DEBUG: false } ),
		},
		env: { development: { plugins }, tests: { plugins } },
	};
	fs.writeFileSync(
		OVERRIDE,
		`${ JSON.stringify( override, null, '\t' ) }\n`
	);
}

/** The env directory wp-env derives from the config path (lib/config/load-config.js). */
function envDirectory() {
	const hash = createHash( 'md5' ).update( CONFIG ).digest( 'hex' );
	const legacy = path.join( WP_ENV_HOME, hash );
	return fs.existsSync( legacy )
		? legacy
		: path.join(
				WP_ENV_HOME,
				`wp-env-${ path.basename( path.dirname( CONFIG ) ) }-${ hash.slice(
					0,
					8
				) }`
			);
}

function readCache( directory ) {
	try {
		return JSON.parse(
			fs.readFileSync(
				path.join( directory, 'wp-env-cache.json' ),
				'utf8'
			)
		);
	} catch {
		return {};
	}
}

/**
 * What wp-env reads instead of asking WordPress.org (lib/wordpress.js).
 *
 * @param {string} directory The env directory.
 * @param {string} version   The WordPress version of the local core.
 */
function writeCache( directory, version ) {
	fs.mkdirSync( directory, { recursive: true } );
	const cache = {
		...readCache( directory ),
		latestWordPressVersion: version,
	};
	fs.writeFileSync(
		path.join( directory, 'wp-env-cache.json' ),
		JSON.stringify( cache )
	);
}

/**
 * Runs a wp-env command on this script's site.
 *
 * @param {string[]} args The command and its options.
 * @return {number|null} Its exit status.
 */
function wpEnv( [ command, ...args ] ) {
	return spawnSync(
		process.execPath,
		[
			WP_ENV_BIN,
			command,
			...( SITE_DIR ? [ `--config=${ CONFIG }` ] : [] ),
			...args,
		],
		{
			cwd: REPO,
			// BOUDOIR_WP_ENV_CONFIG: where bin/wp-env-seed.mjs (afterStart) reads the site's port.
			env: {
				...process.env,
				WP_ENV_HOME,
				BOUDOIR_WP_ENV_CONFIG: path.relative( REPO, CONFIG ),
			},
			stdio: 'inherit',
		}
	).status;
}

/**
 * The demo's pictures that the npm-run sites drew (uploads/boudoir-demo of the core they share),
 * copied into this site's uploads where it lacks them. Each is a pure function of its arguments,
 * its sizes' metadata kept beside it (boudoir_demo_image(), bin/wp/seed/lib/demo.php), so the
 * seed re-attaches them instead of drawing and resizing them again in WebAssembly: on a new
 * machine, npm test's wp-env lane then starts in about a minute less.
 */
function reuseDrawnPictures() {
	const drawn = path.join( WP_DIR, 'wp-content/uploads/boudoir-demo' );
	if ( fs.existsSync( drawn ) ) {
		fs.cpSync(
			drawn,
			path.join( CORE, 'wp-content/uploads/boudoir-demo' ),
			{
				recursive: true,
				force: false,
			}
		);
	}
}

/** A fresh start: the site's database goes, the seed's drawn pictures (uploads) stay for reuse. */
function dropDatabase() {
	fs.rmSync( path.join( CORE, 'wp-content/database' ), {
		recursive: true,
		force: true,
	} );
}

function main() {
	const started = Date.now();
	// The trees' and sites' flags are this script's (bin/lib/trees.mjs read them), not wp-env's.
	const fresh = process.argv.includes( '--fresh' );
	const argv = process.argv
		.slice( 2 )
		.filter(
			( arg ) =>
				! /^--(woocommerce|wordpress|site)=/.test( arg ) &&
				arg !== '--fresh'
		);
	const [ first, ...rest ] = argv;
	const command = ! first || first.startsWith( '-' ) ? 'start' : first;
	const args = command === 'start' && first !== 'start' ? argv : rest;

	prepareWpEnvCore();
	if ( SITE_DIR ) {
		fs.copyFileSync( REPO_CONFIG, CONFIG );
	}
	writeOverride( command );
	const directory = envDirectory();
	writeCache( directory, wordPressVersion() );
	if ( command !== 'start' ) {
		process.exit( wpEnv( [ command, ...args ] ) ?? 1 );
	}

	if ( fresh ) {
		dropDatabase();
	}
	reuseDrawnPictures();
	log(
		`wp-env start --runtime=playground (WP_ENV_HOME=${ path.relative( REPO, WP_ENV_HOME ) || '.' })…`
	);
	const status = wpEnv( [ 'start', '--runtime=playground', ...args ] );
	if ( status === 0 && readCache( directory ).runtime !== 'playground' ) {
		log(
			`warning: wp-env did not record its runtime in ${ directory }; it may compute its env directory differently`
		);
	}
	if ( status === 0 ) {
		log(
			`started in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s; stop with: node bin/wp-env-offline.mjs stop`
		);
	}
	process.exit( status ?? 1 );
}

try {
	main();
} catch ( error ) {
	process.stderr.write( `[boudoir] ${ error.message }\n` );
	process.exit( 1 );
}
