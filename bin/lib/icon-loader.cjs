/**
 * The icon set's build step. Each icon is one file in src/icons/, the only place its drawing
 * is written: php/class-icons.php prints the file (its copy in build/icons/), and TypeScript
 * imports it through this module, which turns the file into code at build time:
 *
 *   import heart from '../../src/icons/heart.svg';
 *   import { draw } from '../../src/icons/arrow-up.svg?dom';
 *
 * - `heart`: the drawing as a React element (`<path d="M12 20.3 …" fill="none" … />`, its
 *   attributes in the file's order, named as React names them), for the React frame
 *   (src/components/icons.tsx) to hold;
 * - `draw( document, className )`: the icon as DOM nodes, in the frame PHP and React print
 *   (24 px, decorative), for the plain TypeScript that runs without React (no React import
 *   there), written out call by call so a page pays no interpreter for one icon.
 *
 * Nothing is parsed in the browser and nothing goes through innerHTML. One module for both tools: webpack takes `default` as its loader,
 * jest takes `process` as a transform. Strict on purpose: a file the frames could not draw as
 * PHP prints it fails the build, not the page.
 */

/** The grid every icon is drawn on: each frame (PHP, React, DOM) writes it once. */
const VIEW_BOX = '0 0 24 24';

/** The elements a drawing may hold, each closed by itself (`<path … />`). */
const TAGS = [ 'path', 'circle' ];

const SVG = 'http://www.w3.org/2000/svg';
const FILE =
	/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="([^"]*)">(.*)<\/svg>\n?$/s;
const ELEMENT = /<([a-z]+)((?: [a-z-]+="[^"&<]*")+) \/>/y;
const ATTRIBUTE = / ([a-z-]+)="([^"]*)"/g;

/**
 * The drawing of one icon file: its elements with their attributes, as the file writes them.
 *
 * @param {string} svg  The file's text.
 * @param {string} file Its path, for the error.
 * @return {Array<[string, Array<[string, string]>]>} Each element's name and attributes.
 */
function drawing( svg, file ) {
	const match = FILE.exec( svg );
	if ( ! match || VIEW_BOX !== match[ 1 ] ) {
		throw new Error(
			`${ file }: an icon is one line, <svg xmlns="${ SVG }" viewBox="${ VIEW_BOX }">…</svg>`
		);
	}
	const elements = [];
	ELEMENT.lastIndex = 0;
	let element;
	while ( ( element = ELEMENT.exec( match[ 2 ] ) ) ) {
		if ( ! TAGS.includes( element[ 1 ] ) ) {
			throw new Error(
				`${ file }: <${ element[ 1 ] }> is not drawn (${ TAGS.join( ', ' ) })`
			);
		}
		elements.push( [
			element[ 1 ],
			[ ...element[ 2 ].matchAll( ATTRIBUTE ) ].map(
				( [ , name, value ] ) => [ name, value ]
			),
		] );
		if ( ELEMENT.lastIndex === match[ 2 ].length ) {
			return elements;
		}
	}
	throw new Error(
		`${ file }: the drawing is self-closed elements with double-quoted attributes, nothing between them`
	);
}

/**
 * An attribute's name as React spells it (`stroke-width` → `strokeWidth`).
 *
 * @param {string} name The name as SVG writes it.
 * @return {string} React's.
 */
const reactName = ( name ) =>
	name.replace( /-([a-z])/g, ( _, letter ) => letter.toUpperCase() );

/**
 * The drawing for React: one element (most icons), else a fragment of them, built once when
 * the bundle starts and shared by every icon that shows it (React elements are read-only).
 * Marked pure, so a bundle that does not show an icon drops it. The module names React's
 * JSX runtime `jsx`, `jsxs`, `Fragment`.
 *
 * @param {Array<[string, Array<[string, string]>]>} elements The drawing.
 * @return {string} A JavaScript expression.
 */
function reactElement( elements ) {
	const element = ( [ tag, attributes ] ) =>
		`/*#__PURE__*/ jsx( ${ JSON.stringify( tag ) }, ${ JSON.stringify(
			Object.fromEntries(
				attributes.map( ( [ name, value ] ) => [
					reactName( name ),
					value,
				] )
			)
		) } )`;
	return 1 === elements.length
		? element( elements[ 0 ] )
		: `/*#__PURE__*/ jsxs( Fragment, { children: [ ${ elements
				.map( element )
				.join( ', ' ) } ] } )`;
}

/**
 * The icon as DOM nodes: a function `draw( document, className )` written out call by call.
 *
 * @param {Array<[string, Array<[string, string]>]>} elements The drawing.
 * @return {string} JavaScript: the function's declaration.
 */
function domFunction( elements ) {
	const json = JSON.stringify;
	const frame = [
		[ 'viewBox', VIEW_BOX ],
		[ 'width', '24' ],
		[ 'height', '24' ],
		[ 'aria-hidden', 'true' ],
		[ 'focusable', 'false' ],
	];
	const set = ( node, attributes ) =>
		attributes.map(
			( [ name, value ] ) =>
				`\t${ node }.setAttribute( ${ json( name ) }, ${ json( value ) } );\n`
		);
	return [
		`const namespace = ${ json( SVG ) };\n`,
		'function draw( document, className ) {\n',
		'\tconst svg = document.createElementNS( namespace, "svg" );\n',
		'\tsvg.setAttribute( "class", className );\n',
		...set( 'svg', frame ),
		...elements.flatMap( ( [ tag, attributes ], index ) => [
			`\tconst element${ index } = document.createElementNS( namespace, ${ json(
				tag
			) } );\n`,
			...set( `element${ index }`, attributes ),
			`\tsvg.append( element${ index } );\n`,
		] ),
		'\treturn svg;\n',
		'}\n',
	].join( '' );
}

module.exports = {
	drawing,
	VIEW_BOX,
	/**
	 * Webpack: `icon.svg` as an ES module for React (its default export: the drawing), or
	 * `icon.svg?dom` for the DOM (`draw`). Either way the bundle inlines it.
	 *
	 * @param {string} svg The file's text.
	 * @return {string} The module.
	 */
	default( svg ) {
		const elements = drawing( svg, this.resourcePath );
		return '?dom' === this.resourceQuery
			? `${ domFunction( elements ) }export { draw };\n`
			: `import { jsx, jsxs, Fragment } from 'react/jsx-runtime';\nexport default ${ reactElement(
					elements
				) };\n`;
	},
	/**
	 * Jest: the file as a CommonJS module with both (jest.config.js maps `?dom` to the file).
	 *
	 * @param {string} svg  The file's text.
	 * @param {string} file Its path.
	 * @return {{code: string}} The module.
	 */
	process( svg, file ) {
		const elements = drawing( svg, file );
		return {
			code: `${ domFunction(
				elements
			) }const { jsx, jsxs, Fragment } = require( 'react/jsx-runtime' );\nmodule.exports = { __esModule: true, default: ${ reactElement(
				elements
			) }, draw };\n`,
		};
	},
};
