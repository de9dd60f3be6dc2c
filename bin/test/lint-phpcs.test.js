/**
 * Unit tests of bin/lint-phpcs.mjs: that it always runs Boudoir-Core with the system's
 * phpcs and fails, saying what to install, without one; that it runs the WordPress Coding
 * Standards too where an install is found (Composer's, or BOUDOIR_WPCS_DIR) and says in one
 * line when none is; that each phpcs's verdict is its own; and, with the real PHP_CodeSniffer,
 * that Boudoir-Core fails code that breaks it and passes code that keeps it.
 *
 * Each stand-in case copies the script into a throwaway `<tmp>/repo/bin/`, so
 * `vendor/bin/phpcs` can be present or absent at will.
 */

/**
 * External dependencies
 */
const { spawnSync } = require( 'child_process' );
const {
	chmodSync,
	copyFileSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

const REPO = path.resolve( __dirname, '../..' );
const SCRIPT = path.join( REPO, 'bin', 'lint-phpcs.mjs' );
const SYSTEM_PHPCS = ( process.env.PATH ?? '' )
	.split( path.delimiter )
	.map( ( dir ) => path.join( dir, 'phpcs' ) )
	.find( ( file ) => existsSync( file ) );
const WPCS_PHPCS = [
	path.join( REPO, 'vendor', 'bin', 'phpcs' ),
	...( process.env.BOUDOIR_WPCS_DIR
		? [
				path.join( process.env.BOUDOIR_WPCS_DIR, 'phpcs' ),
				path.join( process.env.BOUDOIR_WPCS_DIR, 'bin', 'phpcs' ),
			]
		: [] ),
].find( ( file ) => existsSync( file ) );

let root;

beforeEach( () => {
	root = mkdtempSync( path.join( os.tmpdir(), 'boudoir-lint-phpcs-' ) );
	mkdirSync( path.join( root, 'repo', 'bin' ), { recursive: true } );
	copyFileSync( SCRIPT, path.join( root, 'repo', 'bin', 'lint-phpcs.mjs' ) );
} );

afterEach( () => {
	rmSync( root, { recursive: true, force: true } );
} );

// A stand-in phpcs that prints who it is and its arguments, and exits with `status`.
function fakePhpcs( relative, name, status = 0 ) {
	const file = path.join( root, relative );
	mkdirSync( path.dirname( file ), { recursive: true } );
	writeFileSync(
		file,
		`#!/bin/sh\nif [ "$1" = "--version" ]; then echo "PHP_CodeSniffer version 9.9.${ status } (stable)"; exit 0; fi\necho "${ name } $*"\nexit ${ status }\n`
	);
	chmodSync( file, 0o755 );
	return file;
}

function lint( env = {}, ...args ) {
	return spawnSync(
		process.execPath,
		[ path.join( root, 'repo', 'bin', 'lint-phpcs.mjs' ), ...args ],
		{
			cwd: path.join( root, 'repo' ),
			encoding: 'utf8',
			env: {
				...process.env,
				BOUDOIR_PHPCS: '',
				BOUDOIR_WPCS_DIR: '',
				...env,
			},
		}
	);
}

const lastLines = ( result ) => result.stdout.trim().split( '\n' ).slice( -2 );

test( 'fails and says to install php-codesniffer when there is no phpcs', () => {
	const result = lint( {
		BOUDOIR_PHPCS: path.join( root, 'nowhere', 'phpcs' ),
	} );
	expect( result.status ).toBe( 1 );
	expect( result.stderr ).toContain( 'apt-get install php-codesniffer' );
	expect( lastLines( result )[ 0 ] ).toBe(
		'phpcs: phpcs.core.xml: FAILED, PHP_CodeSniffer is not installed'
	);
} );

test( 'runs Boudoir-Core with the system phpcs, and says in one line that WPCS did not run', () => {
	const core = fakePhpcs( 'usr/bin/phpcs', 'core-phpcs' );
	const result = lint( { BOUDOIR_PHPCS: core }, '--report=summary', 'php' );
	expect( result.status ).toBe( 0 );
	expect( result.stdout ).toContain(
		`core-phpcs --standard=${ path.join(
			root,
			'repo',
			'phpcs.core.xml'
		) } --report=summary php`
	);
	expect( result.stdout ).not.toContain( 'phpcs.xml.dist --' );
	const [ coreLine, wpcsLine ] = lastLines( result );
	expect( coreLine ).toMatch(
		/^phpcs: PHP_CodeSniffer 9\.9\.0: .*phpcs\.core\.xml, .*: no errors, no warnings$/
	);
	expect( wpcsLine ).toMatch( /^phpcs: WPCS did not run: / );
} );

test( 'runs phpcs.xml.dist too with the WPCS in BOUDOIR_WPCS_DIR, and says so', () => {
	const core = fakePhpcs( 'usr/bin/phpcs', 'core-phpcs' );
	fakePhpcs( 'wpcs/bin/phpcs', 'wpcs-phpcs' );
	const result = lint( {
		BOUDOIR_PHPCS: core,
		BOUDOIR_WPCS_DIR: path.join( root, 'wpcs' ),
	} );
	expect( result.status ).toBe( 0 );
	expect( result.stdout ).toContain(
		`wpcs-phpcs --standard=${ path.join( root, 'repo', 'phpcs.xml.dist' ) }`
	);
	expect( lastLines( result )[ 1 ] ).toMatch(
		/^phpcs: PHP_CodeSniffer 9\.9\.0: .*phpcs\.xml\.dist, .*wpcs\/bin\/phpcs: no errors, no warnings$/
	);
} );

test( "prefers Composer's vendor/bin/phpcs for WPCS", () => {
	const core = fakePhpcs( 'usr/bin/phpcs', 'core-phpcs' );
	fakePhpcs( 'wpcs/phpcs', 'dir-phpcs' );
	fakePhpcs( 'repo/vendor/bin/phpcs', 'vendor-phpcs' );
	const result = lint( {
		BOUDOIR_PHPCS: core,
		BOUDOIR_WPCS_DIR: path.join( root, 'wpcs' ),
	} );
	expect( result.status ).toBe( 0 );
	expect( result.stdout ).toContain( 'vendor-phpcs --standard=' );
	expect( result.stdout ).not.toContain( 'dir-phpcs' );
} );

test.each( [ 1, 2, 3 ] )(
	'fails when Boudoir-Core finds problems (phpcs exits %i), and says so last',
	( status ) => {
		const core = fakePhpcs( 'usr/bin/phpcs', 'core-phpcs', status );
		const result = lint( { BOUDOIR_PHPCS: core } );
		expect( result.status ).toBe( 1 );
		expect( lastLines( result )[ 0 ] ).toMatch(
			/phpcs\.core\.xml.*FAILED$/
		);
	}
);

test( 'fails when WPCS finds problems though Boudoir-Core passes', () => {
	const core = fakePhpcs( 'usr/bin/phpcs', 'core-phpcs' );
	fakePhpcs( 'wpcs/phpcs', 'wpcs-phpcs', 1 );
	const result = lint( {
		BOUDOIR_PHPCS: core,
		BOUDOIR_WPCS_DIR: path.join( root, 'wpcs' ),
	} );
	expect( result.status ).toBe( 1 );
	expect( lastLines( result )[ 1 ] ).toMatch( /phpcs\.xml\.dist.*FAILED$/ );
} );

function fixture( lines ) {
	const file = path.join( root, 'fixture.php' );
	writeFileSync(
		file,
		[
			'<?php',
			'/**',
			' * A fixture for the ruleset.',
			' *',
			' * @package Boudoir',
			' */',
			'',
			...lines,
			'',
		].join( '\n' )
	);
	return file;
}

function realLint( file, env = {} ) {
	return spawnSync( process.execPath, [ SCRIPT, '--report=emacs', file ], {
		cwd: REPO,
		encoding: 'utf8',
		env: { ...process.env, BOUDOIR_WPCS_DIR: '', ...env },
	} );
}

// The lint lane installs Debian's php-codesniffer; this runs wherever it is.
( SYSTEM_PHPCS ? describe : describe.skip )(
	"with the system's PHP_CodeSniffer",
	() => {
		it( 'Boudoir-Core fails debugging output, eval, backticks, goto, loose comparisons and non-strict in_array', () => {
			const result = realLint(
				fixture( [
					'/**',
					' * Breaks the ruleset.',
					' *',
					' * @param array $list A list.',
					' */',
					'function boudoir_fixture( array $list ): void {',
					'	var_dump( $list );',
					'	print_r( $list );',
					"	error_log( 'x' );",
					"	eval( '$a = 1;' );",
					'	$out = `ls`;',
					'	if ( 1 == count( $list ) || in_array( 1, $list ) ) {',
					'		goto end;',
					'	}',
					'	end:',
					'}',
				] )
			);
			expect( result.status ).toBe( 1 );
			for ( const code of [
				'Generic.PHP.ForbiddenFunctions.Found',
				'Squiz.PHP.Eval',
				'Generic.PHP.BacktickOperator',
				'Generic.PHP.DiscourageGoto',
				'Boudoir.PHP.StrictComparisons.LooseEqual',
				'Boudoir.PHP.StrictComparisons.NonStrictInArray',
			] ) {
				expect( result.stdout ).toContain( code );
			}
			expect( result.stdout ).toMatch( /var_dump\(\) is forbidden/ );
			expect( result.stdout ).toMatch( /print_r\(\) is forbidden/ );
			expect( result.stdout ).toMatch( /error_log\(\) is forbidden/ );
		} );

		it( 'Boudoir-Core fails an undocumented function and an unused parameter', () => {
			const result = realLint(
				fixture( [
					'$boudoir_x = 1;',
					'',
					'function boudoir_fixture( $unused ) {',
					'	return 1;',
					'}',
				] )
			);
			expect( result.status ).toBe( 1 );
			expect( result.stdout ).toContain(
				'Squiz.Commenting.FunctionComment.Missing'
			);
			expect( result.stdout ).toContain(
				'Generic.CodeAnalysis.UnusedFunctionParameter.Found'
			);
		} );

		it( 'Boudoir-Core passes clean code, strict comparisons and `!` included', () => {
			const result = realLint(
				fixture( [
					'/**',
					' * Keeps the ruleset.',
					' *',
					' * @param array $list A list.',
					' */',
					'function boudoir_fixture( array $list ): bool {',
					'	return ! empty( $list ) && 1 === count( $list ) && in_array( 1, $list, true );',
					'}',
				] )
			);
			expect( result.stdout ).not.toMatch( /: (error|warning) - / );
			expect( result.status ).toBe( 0 );
		} );

		it( 'the plugin itself passes Boudoir-Core', () => {
			const result = spawnSync( process.execPath, [ SCRIPT, '-q' ], {
				cwd: REPO,
				encoding: 'utf8',
				env: { ...process.env, BOUDOIR_WPCS_DIR: '' },
			} );
			expect( result.stdout ).toMatch(
				/phpcs: PHP_CodeSniffer [\d.]+: the Boudoir-Core standard, \d+ sniffs .*: no errors, no warnings/
			);
			expect( result.status ).toBe( 0 );
		} );
	}
);

// A WPCS install, where one is found (Composer's, or BOUDOIR_WPCS_DIR).
( SYSTEM_PHPCS && WPCS_PHPCS ? describe : describe.skip )( 'with WPCS', () => {
	it( 'phpcs.xml.dist fails unescaped output and unsanitized input', () => {
		const result = realLint( fixture( [ "echo $_GET['name'];" ] ), {
			BOUDOIR_WPCS_DIR: process.env.BOUDOIR_WPCS_DIR ?? '',
		} );
		expect( result.status ).not.toBe( 0 );
		expect( result.stdout ).toContain(
			'WordPress.Security.EscapeOutput.OutputNotEscaped'
		);
		expect( result.stdout ).toContain(
			'WordPress.Security.ValidatedSanitizedInput.InputNotSanitized'
		);
		expect( result.stdout ).toContain(
			'WordPress.Security.NonceVerification.Recommended'
		);
	} );
} );
