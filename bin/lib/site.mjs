/**
 * The offline development site: where it lives, how it is prepared from npm
 * packages only, and how it is served (native PHP, or WordPress Playground).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import { wordpressTree, woocommerceTree } from './trees.mjs';

export const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const WP_VERSION = '6.5';

const WORDPRESS_TREE = wordpressTree();
const WOOCOMMERCE_TREE = woocommerceTree();

/**
 * The site's WordPress folder: `.wp/wordpress` for the npm build with the double; a folder
 * of its own for each real WordPress and WooCommerce pair (bin/lib/trees.mjs), so a run on
 * real trees never touches the default site, nor another pair's. Those live outside the
 * repository (BOUDOIR_SITES_DIR, default ~/.cache/boudoir/sites): Boudoir is linked in as the
 * repository itself, and WordPress's plugin_basename() maps every file under a linked plugin's
 * real path into that plugin, so inside the repository WooCommerce's own files would be named
 * boudoir/.wp/…/woocommerce.php (its activation hook, its asset URLs). A real shop has no such quirk.
 * BOUDOIR_WP_DIR names the folder outright: a site of its own beside the others (bin/test.mjs's
 * node-only lane installs a fresh one there, as a new machine would).
 */
export const WP_DIR = ( () => {
	if ( process.env.BOUDOIR_WP_DIR ) {
		return path.resolve( process.env.BOUDOIR_WP_DIR );
	}
	if ( ! WORDPRESS_TREE && ! WOOCOMMERCE_TREE ) {
		return path.join( REPO, '.wp', 'wordpress' );
	}
	return path.join(
		process.env.BOUDOIR_SITES_DIR ||
			path.join( os.homedir(), '.cache', 'boudoir', 'sites' ),
		`wp-${ WORDPRESS_TREE?.version ?? WP_VERSION }-wc-${
			WOOCOMMERCE_TREE?.version ?? 'double'
		}`
	);
} )();

export const PORT = Number( process.env.BOUDOIR_PORT || 8888 );

/**
 * The site's URL on a port.
 *
 * @param {number|string} port The port.
 */
export function siteUrl( port ) {
	return process.env.BOUDOIR_URL && Number( port ) === PORT
		? process.env.BOUDOIR_URL
		: `http://localhost:${ port }`;
}
export const URL_BASE = process.env.BOUDOIR_URL || `http://localhost:${ PORT }`;

const CORE_STAMP = path.join( WP_DIR, '.boudoir-core' );
const BUILDS = path.join(
	REPO,
	'node_modules/@wp-playground/wordpress-builds'
);
const SQLITE_ZIP = path.join(
	REPO,
	'node_modules/@wp-playground/cli/sqlite-database-integration.zip'
);
const PLAYGROUND_CLI = path.join(
	REPO,
	'node_modules/@wp-playground/cli/wp-playground.js'
);

/** Plugins linked into the site: folder name → path (the double, or the WooCommerce tree given). */
const LINKED_PLUGINS = WOOCOMMERCE_TREE
	? { boudoir: REPO, woocommerce: WOOCOMMERCE_TREE.dir }
	: {
			boudoir: REPO,
			'woocommerce-double': path.join( REPO, 'tests/woocommerce-double' ),
		};

/** Themes linked into the site beside WordPress's own: folder name → path in the repository. */
const LINKED_THEMES = {
	// A classic test theme: the e2e lane's `classic` project switches to it per request.
	'boudoir-classic': path.join( REPO, 'tests/themes/boudoir-classic' ),
};

/** The languages the dev site serves besides English (bin/wp/boudoir-dev.php's locale cookie). */
export const DEMO_LOCALES = [ 'zh_TW' ];

/**
 * Where `.ci/run` (and the README's set-up step) unpacks Debian's `wordpress-l10n` package,
 * WordPress's own translations, unless BOUDOIR_WP_L10N_DIR names another folder.
 */
export const WP_L10N_HOME = path.join(
	os.homedir(),
	'.cache',
	'boudoir',
	'wordpress-l10n'
);

/** Where `dpkg -x` puts the package's .mo files, under the folder it unpacks into. */
const WP_L10N_IN_PACKAGE = 'usr/share/wordpress/wp-content/languages';

/**
 * The folder of WordPress core's own translations (`<locale>.mo`, `admin-<locale>.mo` …), or
 * null when this machine has none: BOUDOIR_WP_L10N_DIR (that folder itself, or the folder the
 * package was unpacked into), else WP_L10N_HOME, else an installed package's folder. They are
 * never committed: a machine without them serves WordPress's own strings in English.
 *
 * @return {string|null} The folder.
 */
export function coreTranslationsDir() {
	const given = process.env.BOUDOIR_WP_L10N_DIR;
	const candidates = given
		? [ path.join( given, WP_L10N_IN_PACKAGE ), given ]
		: [
				path.join( WP_L10N_HOME, WP_L10N_IN_PACKAGE ),
				path.join( '/', WP_L10N_IN_PACKAGE ),
			];
	const found = candidates.find( ( dir ) =>
		DEMO_LOCALES.some( ( locale ) =>
			fs.existsSync( path.join( dir, `${ locale }.mo` ) )
		)
	);
	if ( ! found && given ) {
		throw new Error(
			`BOUDOIR_WP_L10N_DIR=${ given } holds no ${ DEMO_LOCALES.join(
				', '
			) } translation of WordPress (${ DEMO_LOCALES[ 0 ] }.mo, there or in ${ WP_L10N_IN_PACKAGE }): unpack Debian's wordpress-l10n there (docs/development.md), or unset it`
		);
	}
	return found ?? null;
}

/**
 * Copies WordPress core's translations of the demo's languages into the site's
 * wp-content/languages, where WordPress loads them (a request in zh_TW then shows wp-admin,
 * the login form and the core blocks in Chinese). Only those languages' files are copied.
 *
 * @return {string[]} The files of the site's languages folder that came from there.
 */
function installCoreTranslations() {
	const source = coreTranslationsDir();
	if ( ! source ) {
		log(
			`no translations of WordPress itself (${ DEMO_LOCALES.join(
				', '
			) }): its own strings stay English. Unpack Debian's wordpress-l10n into ${ WP_L10N_HOME } or set BOUDOIR_WP_L10N_DIR (docs/development.md).`
		);
		return [];
	}
	const target = path.join( WP_DIR, 'wp-content/languages' );
	fs.mkdirSync( target, { recursive: true } );
	const ours = new RegExp(
		`^(?:[a-z-]+-)?(?:${ DEMO_LOCALES.join( '|' ) })(?:-[0-9a-f]{32})?\\.(?:mo|l10n\\.php|json)$`
	);
	const files = fs
		.readdirSync( source )
		.filter( ( name ) => ours.test( name ) );
	let copied = 0;
	for ( const name of files ) {
		const from = path.join( source, name );
		const to = path.join( target, name );
		const before = fs.existsSync( to ) ? fs.statSync( to ) : null;
		const after = fs.statSync( from );
		if (
			! before ||
			before.size !== after.size ||
			before.mtimeMs !== after.mtimeMs
		) {
			fs.copyFileSync( from, to );
			fs.utimesSync( to, after.atime, after.mtime );
			copied++;
		}
	}
	if ( copied > 0 ) {
		log(
			`copied ${ copied } translation file(s) of WordPress itself from ${ source } into ${ target }`
		);
	}
	return files;
}

export function log( message ) {
	process.stdout.write( `[boudoir] ${ message }\n` );
}

export function hasCommand( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/** Native PHP when it is installed (about 30× faster), else WordPress Playground; BOUDOIR_RUNTIME forces one. */
export function defaultRuntime() {
	return (
		process.env.BOUDOIR_RUNTIME ||
		( hasCommand( 'php' ) ? 'php' : 'playground' )
	);
}

/**
 * Environment for a PHP process talking to one of the site's databases.
 *
 * @param {{db?: string, name?: string, port?: number, dir?: string}} site sqlite or mariadb, the database's name, the port, the WordPress folder (the dev site's by default).
 */
export function dbEnv( {
	db = 'sqlite',
	name = 'boudoir',
	port = PORT,
	dir = WP_DIR,
} = {} ) {
	return {
		...process.env,
		BOUDOIR_DB: db,
		BOUDOIR_DB_NAME: name,
		BOUDOIR_URL: siteUrl( port ),
		BOUDOIR_SITE: dir,
	};
}

function salt() {
	return randomBytes( 48 )
		.toString( 'base64' )
		.replace( /[^A-Za-z0-9]/g, '' );
}

function link( target, where ) {
	fs.rmSync( where, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( where ), { recursive: true } );
	fs.symlinkSync( target, where );
}

/**
 * Unpacks a bare WordPress into a folder, emptied first: the WordPress tree given
 * (bin/lib/trees.mjs) or the npm build, with the SQLite integration and its db.php drop-in.
 * No plugin, theme or configuration of Boudoir's: prepareCore() links those for the dev
 * site; the release lane (tests/release) installs the zip into such a folder.
 *
 * @param {string} dir The folder.
 */
export function unpackCore( dir ) {
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( dir, { recursive: true } );
	if ( WORDPRESS_TREE ) {
		// A copy, not a link: WordPress finds itself by __FILE__, and the site writes into it.
		fs.cpSync( WORDPRESS_TREE.dir, dir, {
			recursive: true,
			filter: ( file ) =>
				! /(^|\/)(\.git|wp-config\.php)$/.test(
					path.relative( WORDPRESS_TREE.dir, file )
				),
		} );
	} else {
		new AdmZip(
			path.join( BUILDS, `src/wordpress/wp-${ WP_VERSION }.zip` )
		).extractAllTo( dir, true );
		// The zip holds the PHP half; the static half (JS, CSS, images) ships beside it.
		fs.cpSync( path.join( BUILDS, `public/wp-${ WP_VERSION }` ), dir, {
			recursive: true,
			filter: ( file ) =>
				! file.endsWith( 'wordpress-remote-asset-paths' ),
		} );
		// The bundled database and config belong to another site's URL: install fresh.
		fs.rmSync( path.join( dir, 'wp-content/database/.ht.sqlite' ), {
			force: true,
		} );
	}
	const plugins = path.join( dir, 'wp-content/plugins' );
	new AdmZip( SQLITE_ZIP ).extractAllTo( plugins, true );
	fs.renameSync(
		path.join( plugins, 'plugin-sqlite-database-integration' ),
		path.join( plugins, 'sqlite-database-integration' )
	);
	const dropIn = fs
		.readFileSync(
			path.join( plugins, 'sqlite-database-integration/db.copy' ),
			'utf8'
		)
		.replace(
			'{SQLITE_IMPLEMENTATION_FOLDER_PATH}',
			path.join( plugins, 'sqlite-database-integration' )
		)
		.replaceAll(
			'{SQLITE_PLUGIN}',
			'sqlite-database-integration/load.php'
		);
	fs.writeFileSync( path.join( dir, 'wp-content/db.php' ), dropIn );
	fs.rmSync( path.join( plugins, 'hello.php' ), { force: true } );
}

/**
 * Unpacks WordPress and the SQLite integration once; links Boudoir in every time.
 *
 * @param {{force?: boolean}} options force: throw the whole site away first.
 */
export function prepareCore( { force = false } = {} ) {
	if ( force ) {
		fs.rmSync(
			WP_DIR === path.join( REPO, '.wp', 'wordpress' )
				? path.join( REPO, '.wp' )
				: WP_DIR,
			{ recursive: true, force: true }
		);
	}
	const source = WORDPRESS_TREE
		? `WordPress ${ WORDPRESS_TREE.version } from ${ WORDPRESS_TREE.dir }`
		: `WordPress ${ WP_VERSION } from @wp-playground/wordpress-builds`;
	const stamped = fs.existsSync( CORE_STAMP )
		? fs.readFileSync( CORE_STAMP, 'utf8' ).trim()
		: '';
	if ( stamped !== source ) {
		const started = Date.now();
		unpackCore( WP_DIR );
		fs.writeFileSync( CORE_STAMP, `${ source }\n` );
		log(
			`unpacked ${ source } into ${ WP_DIR } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
		);
	}
	writeConfig();
	for ( const [ folder, linked ] of [
		[ 'plugins', LINKED_PLUGINS ],
		[ 'themes', LINKED_THEMES ],
	] ) {
		for ( const [ name, target ] of Object.entries( linked ) ) {
			const where = path.join( WP_DIR, 'wp-content', folder, name );
			if ( fs.existsSync( target ) && ! isLinkTo( where, target ) ) {
				link( target, where );
			}
		}
	}
	const muPlugin = path.join(
		WP_DIR,
		'wp-content/mu-plugins/boudoir-dev.php'
	);
	if ( ! isLinkTo( muPlugin, path.join( REPO, 'bin/wp/boudoir-dev.php' ) ) ) {
		link( path.join( REPO, 'bin/wp/boudoir-dev.php' ), muPlugin );
	}
	installCoreTranslations();
}

const CONFIG_TEMPLATE = path.join( REPO, 'bin/wp/wp-config.php.tpl' );
const SALT_KEYS = [
	'AUTH_KEY',
	'SECURE_AUTH_KEY',
	'LOGGED_IN_KEY',
	'NONCE_KEY',
	'AUTH_SALT',
	'SECURE_AUTH_SALT',
	'LOGGED_IN_SALT',
	'NONCE_SALT',
];

/**
 * Writes wp-config.php from the template when it is missing or older; salts are kept once made.
 *
 * @param {{dir?: string, url?: string}} site The site's folder (the dev site's by default) and its default URL.
 */
export function writeConfig( { dir = WP_DIR, url = URL_BASE } = {} ) {
	const config = path.join( dir, 'wp-config.php' );
	const existing = fs.existsSync( config )
		? fs.readFileSync( config, 'utf8' )
		: '';
	if (
		existing.includes( 'BOUDOIR_DB' ) &&
		fs.statSync( config ).mtimeMs >= fs.statSync( CONFIG_TEMPLATE ).mtimeMs
	) {
		return;
	}
	let text = fs
		.readFileSync( CONFIG_TEMPLATE, 'utf8' )
		.replace( '{{URL}}', url );
	for ( const key of SALT_KEYS ) {
		const kept = existing.match(
			new RegExp( `define\\( '${ key }', '([A-Za-z0-9]+)' \\);` )
		)?.[ 1 ];
		text = text.replace( `{{${ key }}}`, kept ?? salt() );
	}
	fs.writeFileSync( config, text );
}

function isLinkTo( where, target ) {
	try {
		return fs.readlinkSync( where ) === target;
	} catch {
		return false;
	}
}

/**
 * Runs a PHP file of bin/wp against the site, natively or in Playground.
 *
 * @param {string}            file    The file's name in bin/wp.
 * @param {NodeJS.ProcessEnv} env     From dbEnv().
 * @param {{args?: string[]}} options Arguments for the script.
 * @return {number|null} The exit status.
 */
export function runPhp( file, env, { args = [] } = {} ) {
	const script = path.join( REPO, 'bin/wp', file );
	if ( defaultRuntime() === 'php' ) {
		return spawnSync(
			'php',
			[ '-d', 'memory_limit=512M', script, ...args ],
			{ env, stdio: 'inherit' }
		).status;
	}
	return spawnSync(
		process.execPath,
		[
			PLAYGROUND_CLI,
			'php',
			...playgroundArgs( env ),
			`--mount=${ path.join( REPO, 'bin/wp' ) }:/boudoir-bin`,
			'--',
			`/boudoir-bin/${ file }`,
			...args,
		],
		{ env, stdio: 'inherit' }
	).status;
}

/**
 * Playground's options for the prepared site: our own SQLite set-up, settings as constants.
 *
 * @param {NodeJS.ProcessEnv} env From dbEnv().
 */
function playgroundArgs( env ) {
	return [
		`--mount-before-install=${ env.BOUDOIR_SITE || WP_DIR }:/wordpress`,
		'--wordpress-install-mode=do-not-attempt-installing',
		'--skip-sqlite-setup',
		'--follow-symlinks',
		`--site-url=${ env.BOUDOIR_URL }`,
		'--define',
		'BOUDOIR_DB_NAME',
		env.BOUDOIR_DB_NAME,
		'--define',
		'BOUDOIR_URL',
		env.BOUDOIR_URL,
		'--define',
		'BOUDOIR_SITE',
		'/wordpress',
	];
}

/**
 * Creates the MariaDB database when it is missing.
 *
 * @param {string} name The database.
 */
export function ensureMariaDb( name ) {
	const sql = `CREATE DATABASE IF NOT EXISTS \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;
	mariaDb( sql );
}

/**
 * Drops a MariaDB database.
 *
 * @param {string} name The database.
 */
export function dropMariaDb( name ) {
	mariaDb( `DROP DATABASE IF EXISTS \`${ name }\`` );
}

function mariaDb( sql ) {
	const result = spawnSync(
		'mariadb',
		[ '-h', '127.0.0.1', '-P', '3306', '-u', 'root', '-e', sql ],
		{ encoding: 'utf8' }
	);
	if ( result.status !== 0 ) {
		throw new Error( `MariaDB: ${ result.stderr || result.error }` );
	}
}

/**
 * Installs WordPress, the accounts, the plugins and the demo into one database.
 *
 * @param {{db?: string, name?: string, fresh?: boolean, port?: number}} site fresh: drop the database first.
 */
export function install( {
	db = 'sqlite',
	name = 'boudoir',
	fresh = false,
	port = PORT,
} = {} ) {
	if ( db === 'mariadb' ) {
		if ( fresh ) {
			dropMariaDb( name );
		}
		ensureMariaDb( name );
	} else if ( fresh ) {
		fs.rmSync(
			path.join( WP_DIR, `wp-content/database/${ name }.sqlite` ),
			{ force: true }
		);
	}
	// WordPress and the plugins, then the demo in a process of its own that loads the site
	// as a request does (WooCommerce makes its tables on its first `init`).
	for ( const file of [ 'install.php', 'seed.php' ] ) {
		const status = runPhp( file, dbEnv( { db, name, port } ) );
		if ( status !== 0 ) {
			throw new Error(
				`${
					file === 'install.php' ? 'installing' : 'seeding'
				} the ${ db } site "${ name }" failed (exit ${ status })`
			);
		}
	}
}

/**
 * Starts the web server; resolves once WordPress answers.
 *
 * @param {{db?: string, name?: string, port?: number, publicPort?: number, runtime?: string, stdio?: string|number, env?: Record<string, string>, dir?: string}} options The site and how to serve it (publicPort: where visitors reach it, when a proxy stands in front; stdio: a mode or a file descriptor for the server's output; env: more variables for PHP, e.g. bin/lib/cluster.mjs's object cache; dir: another WordPress folder than the dev site's, served natively).
 * @return {Promise<{child: import('node:child_process').ChildProcess, runtime: string, exited: Promise<number|null>, stop: () => void}>} The server.
 */
export async function serve( {
	db = 'sqlite',
	name = 'boudoir',
	port = PORT,
	publicPort = port,
	runtime = defaultRuntime(),
	stdio = 'inherit',
	env: extraEnv = {},
	dir = WP_DIR,
} = {} ) {
	// Behind a proxy (bench:pages, the cluster's balancer), WordPress's URLs are the proxy's.
	const env = {
		...dbEnv( { db, name, port: publicPort, dir } ),
		...extraEnv,
	};
	let child;
	if ( runtime === 'php' ) {
		child = spawn(
			'php',
			[
				'-d',
				'memory_limit=512M',
				'-d',
				'opcache.enable_cli=1',
				'-d',
				'display_errors=0',
				'-S',
				`127.0.0.1:${ port }`,
				'-t',
				dir,
				path.join( REPO, 'bin/wp/router.php' ),
			],
			{
				env: {
					...env,
					PHP_CLI_SERVER_WORKERS:
						extraEnv.PHP_CLI_SERVER_WORKERS ||
						process.env.PHP_CLI_SERVER_WORKERS ||
						'4',
				},
				stdio: [
					'ignore',
					stdio === 'inherit' ? 'ignore' : stdio,
					stdio === 'inherit' ? 'ignore' : stdio,
				],
				// PHP's workers outlive a killed master: give them a process group to stop together.
				detached: true,
			}
		);
	} else {
		if ( db !== 'sqlite' ) {
			throw new Error(
				'The Playground runtime serves the SQLite site only.'
			);
		}
		child = spawn(
			process.execPath,
			[
				PLAYGROUND_CLI,
				'server',
				`--port=${ port }`,
				...playgroundArgs( env ),
				'--verbosity=quiet',
			],
			{
				env,
				stdio: [ 'ignore', stdio, stdio ],
				detached: true,
			}
		);
	}
	const stop = () => {
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	// Never leave a server behind when this process ends.
	process.once( 'exit', stop );
	const exited = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
	// This server itself answers, whether or not a proxy stands in front yet.
	const ready = await Promise.race( [
		waitForSite(
			`${ runtime === 'php' ? `http://127.0.0.1:${ port }` : env.BOUDOIR_URL }/wp-login.php`
		),
		exited.then( () => false ),
	] );
	if ( ! ready ) {
		stop();
		throw new Error(
			`the ${ runtime } server did not answer at ${ env.BOUDOIR_URL }`
		);
	}
	return { child, runtime, exited, stop };
}

export async function waitForSite( url, timeoutMs = 120000 ) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			if ( response.status < 500 ) {
				return true;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
	return false;
}

/**
 * The first port from `preferred` on that nothing listens to on 127.0.0.1 (test lanes
 * use it so that a server left running by someone else never fails a run).
 *
 * @param {number} preferred The port to try first.
 * @param {number} attempts  How many ports to try.
 * @return {Promise<number>} A free port.
 */
export async function freePort( preferred, attempts = 50 ) {
	const net = await import( 'node:net' );
	for (
		let port = Number( preferred );
		port < Number( preferred ) + attempts;
		port++
	) {
		const free = await new Promise( ( resolve ) => {
			const probe = net.createServer();
			probe.once( 'error', () => resolve( false ) );
			probe.listen( { port, host: '127.0.0.1', exclusive: true }, () =>
				probe.close( () => resolve( true ) )
			);
		} );
		if ( free && ! ( await isServing( siteUrl( port ) ) ) ) {
			return port;
		}
	}
	throw new Error(
		`no free port from ${ preferred } to ${ Number( preferred ) + attempts - 1 }`
	);
}

export async function isServing( url = URL_BASE ) {
	try {
		await fetch( `${ url }/wp-login.php`, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 2000 ),
		} );
		return true;
	} catch {
		return false;
	}
}
