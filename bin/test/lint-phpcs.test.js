/**
 * Unit tests of bin/lint-phpcs.mjs: where it finds phpcs, that it says so and fails when
 * there is none, that phpcs's verdict is its own, and that the project's ruleset fails
 * code that breaks it.
 *
 * Each case copies the script into a throwaway `<tmp>/repo/bin/` so `vendor/bin/phpcs` and
 * `../shared/tools/wpcs/phpcs` can be present or absent at will.
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
const REAL_PHPCS = [
	path.join( REPO, 'vendor', 'bin', 'phpcs' ),
	path.resolve( REPO, '..', 'shared', 'tools', 'wpcs', 'phpcs' ),
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
	writeFileSync( file, `#!/bin/sh\necho "${ name } $*"\nexit ${ status }\n` );
	chmodSync( file, 0o755 );
	return file;
}

function lint( ...args ) {
	return spawnSync(
		process.execPath,
		[ path.join( root, 'repo', 'bin', 'lint-phpcs.mjs' ), ...args ],
		{ cwd: path.join( root, 'repo' ), encoding: 'utf8' }
	);
}

test( 'fails and names both places when phpcs is in neither', () => {
	const result = lint();
	expect( result.status ).toBe( 1 );
	expect( result.stderr ).toContain( 'PHP_CodeSniffer was not found' );
	expect( result.stderr ).toContain(
		path.join( root, 'repo', 'vendor', 'bin', 'phpcs' )
	);
	expect( result.stderr ).toContain(
		path.join( root, 'shared', 'tools', 'wpcs', 'phpcs' )
	);
} );

test( 'uses ../shared/tools/wpcs/phpcs without Composer, with the ruleset', () => {
	fakePhpcs( 'shared/tools/wpcs/phpcs', 'shared-phpcs' );
	const result = lint();
	expect( result.status ).toBe( 0 );
	expect( result.stdout ).toContain(
		`shared-phpcs --standard=${ path.join(
			root,
			'repo',
			'phpcs.xml.dist'
		) }`
	);
} );

test( 'prefers vendor/bin/phpcs and passes arguments through', () => {
	fakePhpcs( 'shared/tools/wpcs/phpcs', 'shared-phpcs' );
	fakePhpcs( 'repo/vendor/bin/phpcs', 'vendor-phpcs' );
	const result = lint( '--report=summary', 'php' );
	expect( result.status ).toBe( 0 );
	expect( result.stdout ).toMatch( /vendor-phpcs .* --report=summary php/ );
	expect( result.stdout ).not.toContain( 'shared-phpcs' );
} );

test.each( [ 1, 2, 3 ] )( 'fails when phpcs exits with %i', ( status ) => {
	fakePhpcs( 'shared/tools/wpcs/phpcs', 'shared-phpcs', status );
	const result = lint();
	expect( result.status ).toBe( status );
	expect( result.stdout ).not.toContain( 'no errors' );
} );

// The real thing, when it is installed (the lint lane itself fails when it is not).
( REAL_PHPCS ? describe : describe.skip )( 'with the real phpcs', () => {
	it( "the project's ruleset fails unescaped output and unsanitized input", () => {
		const file = path.join( root, 'fixture.php' );
		writeFileSync(
			file,
			[
				'<?php',
				'/**',
				' * A fixture that breaks the ruleset.',
				' *',
				' * @package Boudoir',
				' */',
				'',
				"echo $_GET['name'];",
				'',
			].join( '\n' )
		);
		const result = spawnSync(
			process.execPath,
			[ SCRIPT, '--report=emacs', file ],
			{ cwd: REPO, encoding: 'utf8' }
		);
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
