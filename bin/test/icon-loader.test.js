/**
 * bin/lib/icon-loader.cjs: each file of the icon set becomes a module for React or for the
 * DOM, and a file the frames could not draw as PHP prints it stops the build.
 */

/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );

/**
 * Internal dependencies
 */
const loader = require( '../lib/icon-loader.cjs' );

const ICONS = path.resolve( __dirname, '../../src/icons' );

/**
 * An icon file around a drawing.
 *
 * @param {string} drawing What is inside its `<svg>`.
 * @param {string} viewBox Its view box.
 * @return {string} The file's text.
 */
const file = ( drawing, viewBox = '0 0 24 24' ) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${ viewBox }">${ drawing }</svg>\n`;

/**
 * Webpack's call of the loader.
 *
 * @param {string} svg           The file's text.
 * @param {string} resourceQuery The import's query.
 * @return {string} The module.
 */
const webpack = ( svg, resourceQuery = '' ) =>
	loader.default.call( { resourcePath: 'test.svg', resourceQuery }, svg );

describe( 'the icon loader', () => {
	it( 'reads every file of the set', () => {
		const names = fs
			.readdirSync( ICONS )
			.filter( ( name ) => name.endsWith( '.svg' ) );
		expect( names.length ).toBeGreaterThanOrEqual( 20 );
		for ( const name of names ) {
			const svg = fs.readFileSync( path.join( ICONS, name ), 'utf8' );
			expect( loader.drawing( svg, name ).length ).toBeGreaterThan( 0 );
		}
	} );

	it( 'keeps the elements and their attributes in the order of the file', () => {
		expect(
			loader.drawing(
				file(
					'<circle cx="12" cy="12" r="9.5" stroke-width="2" /><path d="M1 2z" fill="currentColor" />'
				),
				'x.svg'
			)
		).toEqual( [
			[
				'circle',
				[
					[ 'cx', '12' ],
					[ 'cy', '12' ],
					[ 'r', '9.5' ],
					[ 'stroke-width', '2' ],
				],
			],
			[
				'path',
				[
					[ 'd', 'M1 2z' ],
					[ 'fill', 'currentColor' ],
				],
			],
		] );
	} );

	it( 'gives React the drawing as pure elements, named as React names them', () => {
		const one = webpack(
			file( '<path d="M1 2z" stroke-linejoin="round" />' )
		);
		expect( one ).toBe(
			"import { jsx, jsxs, Fragment } from 'react/jsx-runtime';\n" +
				'export default /*#__PURE__*/ jsx( "path", {"d":"M1 2z","strokeLinejoin":"round"} );\n'
		);
		const two = webpack( file( '<circle r="1" /><path d="M1 2z" />' ) );
		expect( two ).toContain(
			'export default /*#__PURE__*/ jsxs( Fragment, { children: [ /*#__PURE__*/ jsx( "circle", {"r":"1"} ), /*#__PURE__*/ jsx( "path", {"d":"M1 2z"} ) ] } );'
		);
		expect( two ).not.toContain( 'draw' );
	} );

	it( 'gives the DOM a draw function without React', () => {
		const dom = webpack(
			file( '<path d="M1 2z" stroke-width="1.8" />' ),
			'?dom'
		);
		expect( dom ).not.toContain( 'react' );
		expect( dom ).toContain(
			'element0.setAttribute( "stroke-width", "1.8" );'
		);
		expect( dom ).toMatch( /export \{ draw \};\n$/ );
	} );

	it( 'gives jest both as CommonJS', () => {
		const { code } = loader.process(
			file( '<path d="M1 2z" />' ),
			'x.svg'
		);
		const module = { exports: {} };
		new Function( 'module', 'require', code )( module, require );
		expect( module.exports.default.props ).toEqual( { d: 'M1 2z' } );
		const svg = module.exports.draw( document, 'x' );
		expect( svg.outerHTML ).toBe(
			'<svg class="x" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M1 2z"></path></svg>'
		);
	} );

	it.each( [
		[ 'another grid', file( '<path d="M1 2z" />', '0 0 16 16' ) ],
		[
			'no namespace',
			'<svg viewBox="0 0 24 24"><path d="M1 2z" /></svg>\n',
		],
		[
			'more than one line',
			file( '<path d="M1 2z" />\n<path d="M3 4z" />' ),
		],
		[ 'nothing drawn', file( '' ) ],
		[ 'an element that is not drawn', file( '<image href="x.png" />' ) ],
		[ 'a group', file( '<g><path d="M1 2z" /></g>' ) ],
		[ 'text between elements', file( '<path d="M1 2z" />x' ) ],
		[ 'an entity', file( '<path d="M1 2z" fill="&quot;" />' ) ],
		[ 'single quotes', file( "<path d='M1 2z' />" ) ],
		[
			'an element not closed by itself',
			file( '<path d="M1 2z"></path>' ),
		],
	] )( 'refuses a file with %s', ( _, svg ) => {
		expect( () => loader.drawing( svg, 'bad.svg' ) ).toThrow( 'bad.svg' );
	} );
} );
