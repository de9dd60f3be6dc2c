/**
 * System tools the test lanes need, installed from Debian's packages when missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hasCommand, log } from './site.mjs';

const PHP_PACKAGES = [
	'php-cli',
	'php-sqlite3',
	'php-mysql',
	'php-xml',
	'php-mbstring',
	'php-intl',
	'php-gd',
	'php-curl',
];

function isRoot() {
	return typeof process.getuid === 'function' && process.getuid() === 0;
}

let updated = false;

function aptInstall( packages, why ) {
	if ( ! isRoot() || ! hasCommand( 'apt-get' ) ) {
		throw new Error(
			`${ why } is missing. Install it, e.g.: sudo apt-get install ${ packages.join( ' ' ) }`
		);
	}
	log(
		`${ why } is missing: installing ${ packages.join( ' ' ) } with apt-get…`
	);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	if ( ! updated ) {
		spawnSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
		updated = true;
	}
	const result = spawnSync(
		'apt-get',
		[ 'install', '-y', '-qq', ...packages ],
		{ stdio: 'inherit', env }
	);
	if ( result.status !== 0 ) {
		throw new Error( `apt-get install ${ packages.join( ' ' ) } failed` );
	}
}

function phpHasExtensions() {
	const result = spawnSync( 'php', [
		'-r',
		'exit( extension_loaded("pdo_sqlite") && extension_loaded("mysqli") && extension_loaded("mbstring") && extension_loaded("xml") ? 0 : 1 );',
	] );
	return result.status === 0;
}

/**
 * Installs what the chosen lanes need.
 *
 * @param {{php?: boolean, phpunit?: boolean, phpcs?: boolean, chromium?: boolean, redis?: boolean}} needs phpcs: the lint lane's PHP_CodeSniffer (Debian's php-codesniffer); redis: Redis and php-redis.
 */
export function ensureSystemPackages( {
	php = false,
	phpunit = false,
	phpcs = false,
	chromium = false,
	redis = false,
} ) {
	const missing = [];
	if ( php && ( ! hasCommand( 'php' ) || ! phpHasExtensions() ) ) {
		missing.push( ...PHP_PACKAGES );
	}
	if ( phpunit && ! hasCommand( 'phpunit' ) ) {
		missing.push( 'phpunit' );
	}
	if ( phpcs && ! hasCommand( 'phpcs' ) ) {
		missing.push( 'php-codesniffer' );
	}
	if ( chromium && ! hasCommand( 'chromium' ) ) {
		missing.push( 'chromium' );
	}
	if (
		redis &&
		spawnSync( 'php', [ '-r', 'exit( class_exists( "Redis" ) ? 0 : 1 );' ] )
			.status !== 0
	) {
		missing.push( 'php-redis' );
	}
	if ( redis && ! redisAnswers() && ! hasCommand( 'redis-server' ) ) {
		missing.push( 'redis-server' );
	}
	if ( missing.length ) {
		aptInstall( missing, missing.join( ', ' ) );
	}
	if ( redis ) {
		ensureRedisRunning();
	}
}

function redisAnswers() {
	return (
		spawnSync(
			'php',
			[
				'-r',
				'try { $r = new Redis(); $r->connect( "127.0.0.1", 6379, 1.0 ); exit( $r->ping() ? 0 : 1 ); } catch ( Throwable $e ) { exit( 1 ); }',
			],
			{ stdio: 'ignore' }
		).status === 0
	);
}

/** Starts Redis on 127.0.0.1:6379 (as its docs say: `redis-server --daemonize yes`) unless it answers. */
function ensureRedisRunning() {
	if ( redisAnswers() ) {
		return;
	}
	log( 'Redis is not answering: starting it…' );
	spawnSync(
		'redis-server',
		[ '--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379' ],
		{ stdio: 'inherit' }
	);
	for ( let i = 0; i < 40; i++ ) {
		if ( redisAnswers() ) {
			return;
		}
		spawnSync( 'sleep', [ '0.25' ] );
	}
	throw new Error( 'Redis did not start (127.0.0.1:6379)' );
}

function mariaDbAnswers() {
	return (
		spawnSync(
			'mariadb',
			[ '-h', '127.0.0.1', '-P', '3306', '-u', 'root', '-e', 'SELECT 1' ],
			{ stdio: 'ignore' }
		).status === 0
	);
}

/** Starts MariaDB (installing it first on a machine without it) unless it already answers. */
export function ensureMariaDbRunning() {
	if ( hasCommand( 'mariadb' ) && mariaDbAnswers() ) {
		return;
	}
	if ( ! existsSync( '/usr/sbin/mariadbd' ) || ! hasCommand( 'mariadb' ) ) {
		aptInstall( [ 'mariadb-server', 'mariadb-client' ], 'MariaDB' );
	}
	log( 'MariaDB is not answering: starting it…' );
	spawnSync(
		'start-stop-daemon',
		[
			'--start',
			'--oknodo',
			'--background',
			'--exec',
			'/usr/sbin/mariadbd',
		],
		{ stdio: 'inherit' }
	);
	for ( let i = 0; i < 60; i++ ) {
		if ( mariaDbAnswers() ) {
			return;
		}
		spawnSync( 'sleep', [ '0.5' ] );
	}
	throw new Error(
		'MariaDB did not start (127.0.0.1:3306, root without password)'
	);
}
