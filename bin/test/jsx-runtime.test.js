/**
 * No built bundle carries its own copy of React's JSX runtime: every one imports it from
 * WordPress's `react-jsx-runtime` handle (webpack.config.js), which Boudoir registers from
 * `build/scripts/react-jsx-runtime.js` only where WordPress lacks it (6.5). A bundled copy
 * reads React internals React 19 removed, so it would break when WordPress upgrades React
 * (Plugin Check's `inlined_jsx_runtime`).
 *
 * It reads the build in place: `npm test` builds before jest runs (bin/test.mjs); alone,
 * run `npm run build` first.
 */

/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );

const REPO = path.resolve( __dirname, '../..' );
const BUILD = path.join( REPO, 'build' );
const RUNTIME = path.join( 'scripts', 'react-jsx-runtime.js' );

/**
 * A file of the react package's CommonJS builds (its `exports` hide them from require).
 *
 * @param {string} file The file's name under `react/cjs/`.
 * @return {string} Its text.
 */
const reactBuild = ( file ) =>
	fs.readFileSync(
		path.join(
			path.dirname( require.resolve( 'react/package.json' ) ),
			'cjs',
			file
		),
		'utf8'
	);

/**
 * Whether a script carries React's JSX runtime: it makes elements of React's element type
 * (`Symbol.for("react.element")`, React 19's `"react.transitional.element"`) and assigns the
 * runtime's `jsx`/`jsxs`/`jsxDEV` exports. A bundle that only calls an imported `jsx`, or
 * React itself (which has the symbol but no such export), does not.
 *
 * @param {string} source A script's text, minified or not.
 * @return {boolean} Whether it carries the runtime.
 */
function carriesJsxRuntime( source ) {
	return (
		/Symbol\.for\(\s*["']react\.(?:transitional\.)?element["']\s*\)/.test(
			source
		) && /\.jsx(?:s|DEV)?\s*=(?!=)/.test( source )
	);
}

/**
 * Every `.js` file under a folder, relative to it.
 *
 * @param {string} dir The folder.
 * @return {string[]} The files.
 */
function scripts( dir ) {
	return fs
		.readdirSync( dir, { recursive: true } )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.sort();
}

describe( 'the JSX runtime marker', () => {
	it.each( [
		'react-jsx-runtime.production.min.js',
		'react-jsx-runtime.development.js',
		'react-jsx-dev-runtime.development.js',
	] )( 'finds React’s own %s', ( file ) => {
		expect( carriesJsxRuntime( reactBuild( file ) ) ).toBe( true );
	} );

	it( 'finds a React 19 runtime, as a minifier leaves it', () => {
		expect(
			carriesJsxRuntime(
				'var q=Symbol.for("react.transitional.element");function i(r,e,t){return{$$typeof:q,type:r}}o.Fragment=C;o.jsx=i;o.jsxs=i'
			)
		).toBe( true );
	} );

	it( 'passes a bundle that calls the runtime it imports, and React itself', () => {
		expect(
			carriesJsxRuntime(
				'var o=i(4848);e.exports=window.ReactJSXRuntime;(0,o.jsx)("p",{children:(0,o.jsxs)(o.Fragment,{})});if(o.jsx===t)r()'
			)
		).toBe( false );
		expect(
			carriesJsxRuntime(
				reactBuild( 'react.production.min.js' ) +
					reactBuild( 'react.development.js' )
			)
		).toBe( false );
	} );
} );

describe( 'the build', () => {
	beforeAll( () => {
		if ( ! fs.existsSync( BUILD ) ) {
			throw new Error(
				'No build/ to read: run `npm run build` first (npm test builds before jest).'
			);
		}
	} );

	it( 'has the runtime only in the file that registers the react-jsx-runtime handle', () => {
		const carrying = scripts( BUILD ).filter( ( file ) =>
			carriesJsxRuntime(
				fs.readFileSync( path.join( BUILD, file ), 'utf8' )
			)
		);
		expect( carrying ).toEqual( [ RUNTIME ] );
	} );

	it( 'names no React API that React 19 removed outside that runtime', () => {
		// Plugin Check's react_removed_api names these. The 6.5 runtime reads React 18's
		// ReactCurrentOwner, as WordPress 6.6's own copy does: it is registered only where
		// WordPress has no runtime of its own, so only beside WordPress 6.5's React 18.
		const removed =
			/\b(?:unmountComponentAtNode|findDOMNode|ReactCurrentOwner)\b/;
		expect(
			scripts( BUILD ).filter(
				( file ) =>
					file !== RUNTIME &&
					removed.test(
						fs.readFileSync( path.join( BUILD, file ), 'utf8' )
					)
			)
		).toEqual( [] );
	} );

	it( 'builds that runtime on the public React global alone', () => {
		const source = fs.readFileSync( path.join( BUILD, RUNTIME ), 'utf8' );
		expect( source ).toContain( 'window.React' );
		// React itself is not in it.
		expect( source ).not.toContain( 'useState' );
		expect( source ).toMatch( /window\.ReactJSXRuntime\s*=/ );
		expect( source ).not.toMatch( /window\.ReactJSXRuntime\b(?!\s*=)/ );
		const asset = fs.readFileSync(
			path.join( BUILD, 'scripts', 'react-jsx-runtime.asset.php' ),
			'utf8'
		);
		expect( asset ).toMatch( /'dependencies' => array\('react'\)/ );
	} );
} );
