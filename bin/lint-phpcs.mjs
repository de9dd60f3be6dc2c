/**
 * Runs PHP_CodeSniffer with the project's ruleset (phpcs.xml.dist: WordPress-Extra and
 * WordPress-Docs) over the plugin's PHP. Errors and warnings both fail.
 *
 * phpcs is looked for, in order, at:
 *   vendor/bin/phpcs               installed with Composer (wp-coding-standards/wpcs)
 *   ../shared/tools/wpcs/phpcs     the offline copy next to the repository
 * and the check fails, saying so, when neither is there.
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

/** Where phpcs may be, first found wins. */
const PHPCS_CANDIDATES = [
	path.join( REPO, 'vendor', 'bin', 'phpcs' ),
	path.resolve( REPO, '..', 'shared', 'tools', 'wpcs', 'phpcs' ),
];

function findPhpcs() {
	return (
		PHPCS_CANDIDATES.find( ( file ) => {
			try {
				fs.accessSync( file, fs.constants.X_OK );
				return fs.statSync( file ).isFile();
			} catch {
				return false;
			}
		} ) ?? null
	);
}

function main( extraArgs ) {
	const phpcs = findPhpcs();
	if ( ! phpcs ) {
		process.stderr.write(
			[
				'lint-phpcs: PHP_CodeSniffer was not found, so the WordPress Coding Standards were not checked.',
				'Looked for (in this order):',
				...PHPCS_CANDIDATES.map( ( file ) => `  ${ file }` ),
				'Install it with Composer (composer require --dev wp-coding-standards/wpcs) or place the',
				'offline copy at ../shared/tools/wpcs next to the repository.',
				'',
			].join( '\n' )
		);
		return 1;
	}
	if ( spawnSync( 'php', [ '--version' ], { stdio: 'ignore' } ).error ) {
		process.stderr.write(
			'lint-phpcs: `php` was not found on PATH; install PHP 8.1+ to run phpcs.\n'
		);
		return 1;
	}
	process.stdout.write(
		`phpcs: ${ path.relative( REPO, phpcs ) || phpcs }\n`
	);
	const result = spawnSync(
		phpcs,
		[ `--standard=${ path.join( REPO, 'phpcs.xml.dist' ) }`, ...extraArgs ],
		{ cwd: REPO, stdio: 'inherit' }
	);
	if ( result.error ) {
		process.stderr.write(
			`lint-phpcs: could not run ${ phpcs }: ${ result.error.message }\n`
		);
		return 1;
	}
	if ( result.status === 0 ) {
		process.stdout.write( 'phpcs: no errors, no warnings.\n' );
	}
	// 1 and 2 are "problems found" (2: some fixable with phpcbf); anything else is a failure to run.
	return result.status ?? 1;
}

process.exitCode = main( process.argv.slice( 2 ) );
