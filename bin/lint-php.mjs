/**
 * Checks the syntax of every PHP file of the repository with `php -l`: the files
 * git tracks and the new ones it does not ignore (so build/, .wp/ and
 * node_modules/ are left out).
 *
 * Usage: node bin/lint-php.mjs
 */

/**
 * External dependencies
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** How many `php -l` run at once: each file is linted by its own short PHP process. */
const PARALLEL = Math.max(
	1,
	Math.min( 8, os.availableParallelism?.() ?? os.cpus().length )
);

function phpFiles() {
	const result = spawnSync(
		'git',
		[ 'ls-files', '-z', '-co', '--exclude-standard', '--', '*.php' ],
		{ cwd: REPO, encoding: 'utf8' }
	);
	if ( result.error || result.status !== 0 ) {
		throw new Error(
			`git ls-files failed: ${ result.error?.message || result.stderr }`
		);
	}
	// A tracked file deleted from the working tree has nothing to lint.
	return result.stdout
		.split( '\0' )
		.filter( ( file ) => file && fs.existsSync( path.join( REPO, file ) ) );
}

function lint( file ) {
	return new Promise( ( resolve ) => {
		execFile(
			'php',
			[ '-d', 'display_errors=1', '-d', 'log_errors=0', '-l', file ],
			{ cwd: REPO },
			( error, stdout, stderr ) => {
				resolve( {
					file,
					ok: ! error,
					output: `${ stderr }${ stdout }`.trim(),
				} );
			}
		);
	} );
}

async function main() {
	if ( spawnSync( 'php', [ '--version' ], { stdio: 'ignore' } ).error ) {
		process.stderr.write(
			'lint-php: `php` was not found on PATH; install PHP 8.1+ to lint the PHP files.\n'
		);
		return 1;
	}
	const files = phpFiles();
	let failures = 0;
	for ( let start = 0; start < files.length; start += PARALLEL ) {
		const results = await Promise.all(
			files.slice( start, start + PARALLEL ).map( lint )
		);
		for ( const result of results.filter( ( { ok } ) => ! ok ) ) {
			failures++;
			process.stdout.write(
				`✖ ${ result.file }\n${ result.output.replace( /^/gm, '    ' ) }\n`
			);
		}
	}
	if ( failures ) {
		process.stdout.write(
			`\n${ failures } of ${ files.length } PHP files failed \`php -l\`.\n`
		);
		return 1;
	}
	process.stdout.write( `${ files.length } PHP files, no syntax errors.\n` );
	return 0;
}

process.exitCode = await main();
