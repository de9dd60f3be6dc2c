/**
 * The icon set in TypeScript: React and the DOM draw each file of src/icons/ exactly as it is
 * written, in the frame php/class-icons.php prints, and no other TypeScript draws an icon.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import { Icon } from '../../components/icons';

const ICONS = path.resolve( __dirname, '..' );
const REPO = path.resolve( ICONS, '../..' );

/** The set's names: its files, without `.svg`. */
const NAMES = fs
	.readdirSync( ICONS )
	.filter( ( file ) => file.endsWith( '.svg' ) )
	.map( ( file ) => file.slice( 0, -'.svg'.length ) );

/** The frame's attributes, in order, as PHP prints them (Icons::svg( $name, 'x' )). */
const FRAME = [
	[ 'class', 'x' ],
	[ 'viewBox', '0 0 24 24' ],
	[ 'width', '24' ],
	[ 'height', '24' ],
	[ 'aria-hidden', 'true' ],
	[ 'focusable', 'false' ],
];

/**
 * An element's attributes, in order.
 * @param element
 */
const attributesOf = ( element: Element ) =>
	Array.from( element.attributes, ( { name, value } ) => [ name, value ] );

/**
 * An icon's elements, each as its name and its attributes in order.
 *
 * @param svg The icon's `<svg>`.
 */
const drawingOf = ( svg: Element ) =>
	Array.from( svg.children, ( element ) => [
		element.localName,
		attributesOf( element ),
	] );

/**
 * An icon as the file writes it, parsed as the browser parses the page PHP prints.
 *
 * @param name The icon's name.
 */
function fromFile( name: string ): Element {
	const svg = fs.readFileSync( path.join( ICONS, `${ name }.svg` ), 'utf8' );
	const parsed = new DOMParser()
		.parseFromString( svg, 'image/svg+xml' )
		.querySelector( 'svg' );
	if ( ! parsed ) {
		throw new Error( `${ name }.svg is not an SVG document` );
	}
	return parsed;
}

describe( 'the icon set', () => {
	it( 'has its icons, each a one-line file on the 24 × 24 grid', () => {
		expect( NAMES ).toEqual(
			expect.arrayContaining( [ 'heart', 'cart', 'arrow-up', 'menu' ] )
		);
		for ( const name of NAMES ) {
			const svg = fromFile( name );
			expect( attributesOf( svg ) ).toEqual( [
				[ 'xmlns', 'http://www.w3.org/2000/svg' ],
				[ 'viewBox', '0 0 24 24' ],
			] );
			expect( svg.children.length ).toBeGreaterThan( 0 );
		}
	} );

	it.each( NAMES )(
		'draws %s in React as its file does, in the frame',
		async ( name ) => {
			const drawing: { default: ReactElement } = await import(
				`../${ name }.svg`
			);
			const { container } = render(
				<Icon drawing={ drawing.default } size={ 24 } className="x" />
			);
			const svg = container.querySelector( 'svg' );

			expect( svg ).not.toBeNull();
			expect( svg && attributesOf( svg ) ).toEqual( FRAME );
			expect( svg && drawingOf( svg ) ).toEqual(
				drawingOf( fromFile( name ) )
			);
		}
	);

	it.each( NAMES )(
		'draws %s with DOM calls as React does',
		async ( name ) => {
			const icon: {
				default: ReactElement;
				draw: ( document: Document, className: string ) => SVGElement;
			} = await import( `../${ name }.svg?dom` );
			const { container } = render(
				<Icon drawing={ icon.default } size={ 24 } className="x" />
			);
			const svg = icon.draw( document, 'x' );

			expect( svg.namespaceURI ).toBe( 'http://www.w3.org/2000/svg' );
			expect( svg.outerHTML ).toBe( container.innerHTML );
		}
	);

	it( 'is the only drawing in the TypeScript that ships', () => {
		const sources: string[] = [];
		const walk = ( folder: string ) => {
			for ( const entry of fs.readdirSync( folder, {
				withFileTypes: true,
			} ) ) {
				const file = path.join( folder, entry.name );
				if ( entry.isDirectory() ) {
					if ( ! [ 'test', '__mocks__' ].includes( entry.name ) ) {
						walk( file );
					}
				} else if ( /\.tsx?$/.test( entry.name ) ) {
					sources.push( file );
				}
			}
		};
		walk( path.join( REPO, 'blocks' ) );
		walk( path.join( REPO, 'src' ) );
		const frame = path.join( REPO, 'src/components/icons.tsx' );

		expect( sources ).toContain( frame );
		for ( const file of sources ) {
			const code = fs.readFileSync( file, 'utf8' );
			const drawing =
				/<(?:path|circle|rect|polygon|polyline|line|ellipse|use|g)[\s/>]|createElementNS\(|\bd[=:]\s*[{'"]/;
			expect( [ file, drawing.test( code ) ] ).toEqual( [ file, false ] );
			if ( file !== frame ) {
				expect( [ file, /<svg[\s>]/.test( code ) ] ).toEqual( [
					file,
					false,
				] );
			}
		}
	} );
} );
