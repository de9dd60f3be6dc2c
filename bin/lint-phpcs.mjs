/**
 * Runs PHP_CodeSniffer over the plugin's PHP, with two rulesets:
 *
 * 1. Boudoir-Core (phpcs.core.xml), always: sniffs from PHP_CodeSniffer's own standards
 *    (Generic, PSR2, PSR12, Squiz) plus the project's strict-comparison sniff
 *    (bin/phpcs/Boudoir), run by the system's phpcs: Debian's `php-codesniffer`
 *    (PHP_CodeSniffer 3.7), or the file BOUDOIR_PHPCS names. Missing phpcs fails the check.
 * 2. The WordPress Coding Standards (phpcs.xml.dist), wherever WPCS is installed: Composer's
 *    vendor/bin/phpcs, or a folder named by BOUDOIR_WPCS_DIR (its phpcs, bin/phpcs or
 *    vendor/bin/phpcs). Without one it says, in one line, that WPCS did not run.
 *
 * Errors and warnings both fail. The last lines name each standard that ran and its verdict.
 *
 * Usage: node bin/lint-phpcs.mjs [phpcs arguments, e.g. a path or --report=summary]
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

const CORE_RULESET = path.join( REPO, 'phpcs.core.xml' );
const WPCS_RULESET = path.join( REPO, 'phpcs.xml.dist' );

function isExecutable( file ) {
	try {
		fs.accessSync( file, fs.constants.X_OK );
		return fs.statSync( file ).isFile();
	} catch {
		return false;
	}
}

/**
 * The system's phpcs: BOUDOIR_PHPCS, else the first `phpcs` on PATH.
 *
 * @return {string|null} Its path.
 */
function findCorePhpcs() {
	if ( process.env.BOUDOIR_PHPCS ) {
		return isExecutable( process.env.BOUDOIR_PHPCS )
			? process.env.BOUDOIR_PHPCS
			: null;
	}
	return (
		( process.env.PATH ?? '' )
			.split( path.delimiter )
			.filter( Boolean )
			.map( ( dir ) => path.join( dir, 'phpcs' ) )
			.find( isExecutable ) ?? null
	);
}

/**
 * Where a WPCS install's phpcs may be, first found wins.
 *
 * @return {string[]} Candidate files.
 */
export function wpcsCandidates() {
	const dir = process.env.BOUDOIR_WPCS_DIR;
	return [
		path.join( REPO, 'vendor', 'bin', 'phpcs' ),
		...( dir
			? [
					path.join( dir, 'phpcs' ),
					path.join( dir, 'bin', 'phpcs' ),
					path.join( dir, 'vendor', 'bin', 'phpcs' ),
				]
			: [] ),
	];
}

/**
 * Runs one phpcs over the plugin with one ruleset, its output passed through.
 *
 * @param {string}   phpcs   The executable.
 * @param {string}   ruleset The ruleset file.
 * @param {string[]} args    More arguments.
 * @return {number} phpcs's exit status (1 when it could not run).
 */
function runPhpcs( phpcs, ruleset, args ) {
	const result = spawnSync( phpcs, [ `--standard=${ ruleset }`, ...args ], {
		cwd: REPO,
		stdio: 'inherit',
	} );
	if ( result.error ) {
		process.stderr.write(
			`lint-phpcs: could not run ${ phpcs }: ${ result.error.message }\n`
		);
		return 1;
	}
	return result.status ?? 1;
}

/**
 * What a phpcs says it is and what a ruleset holds, in one line:
 * `PHP_CodeSniffer 3.7.1: the Boudoir-Core standard, 58 sniffs (Boudoir, Generic, PSR12, Squiz)`.
 *
 * @param {string} phpcs   The executable.
 * @param {string} ruleset The ruleset file.
 * @return {string} The line.
 */
export function describeStandard( phpcs, ruleset ) {
	const run = ( args ) =>
		spawnSync( phpcs, args, { cwd: REPO, encoding: 'utf8' } ).stdout ?? '';
	const version =
		run( [ '--version' ] ).match( /version\s+(\S+)/i )?.[ 1 ] ?? '?';
	const explained = run( [ `--standard=${ ruleset }`, '-e' ] );
	const header = explained.match(
		/The (\S+) standard contains (\d+) sniffs?/
	);
	// -e lists the sniffs under a line per standard: "Generic (12 sniffs)".
	const standards = [
		...explained.matchAll( /^(\w+) \(\d+ sniffs?\)$/gm ),
	].map( ( match ) => match[ 1 ] );
	return header
		? `PHP_CodeSniffer ${ version }: the ${ header[ 1 ] } standard, ${ header[ 2 ] } sniffs (${ standards.join( ', ' ) })`
		: `PHP_CodeSniffer ${ version }: ${ path.basename( ruleset ) }`;
}

function main( extraArgs ) {
	if ( spawnSync( 'php', [ '--version' ], { stdio: 'ignore' } ).error ) {
		process.stderr.write(
			'lint-phpcs: `php` was not found on PATH; install PHP 8.1+ (apt-get install php-cli).\n'
		);
		return 1;
	}
	const verdicts = [];
	let failed = false;

	const core = findCorePhpcs();
	if ( ! core ) {
		process.stderr.write(
			`lint-phpcs: PHP_CodeSniffer was not found (${
				process.env.BOUDOIR_PHPCS
					? `BOUDOIR_PHPCS=${ process.env.BOUDOIR_PHPCS }`
					: 'no phpcs on PATH'
			}): apt-get install php-codesniffer\n`
		);
		verdicts.push(
			'phpcs.core.xml: FAILED, PHP_CodeSniffer is not installed'
		);
		failed = true;
	} else {
		const status = runPhpcs( core, CORE_RULESET, extraArgs );
		verdicts.push(
			`${ describeStandard( core, CORE_RULESET ) }, phpcs.core.xml, ${ core }: ${
				0 === status ? 'no errors, no warnings' : 'FAILED'
			}`
		);
		failed ||= 0 !== status;
	}

	const wpcs = wpcsCandidates().find( isExecutable );
	if ( wpcs ) {
		const status = runPhpcs( wpcs, WPCS_RULESET, extraArgs );
		verdicts.push(
			`${ describeStandard( wpcs, WPCS_RULESET ) }, phpcs.xml.dist, ${ wpcs }: ${
				0 === status ? 'no errors, no warnings' : 'FAILED'
			}`
		);
		failed ||= 0 !== status;
	} else {
		verdicts.push(
			'WPCS did not run: no WordPress Coding Standards install (vendor/bin/phpcs, or BOUDOIR_WPCS_DIR), so phpcs.xml.dist was not checked'
		);
	}
	process.stdout.write(
		verdicts.map( ( line ) => `phpcs: ${ line }\n` ).join( '' )
	);
	return failed ? 1 : 0;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	process.exitCode = main( process.argv.slice( 2 ) );
}
