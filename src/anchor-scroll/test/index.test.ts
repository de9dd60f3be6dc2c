/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { preferReducedMotion } from '../../test-utils/reduced-motion';
import { OFFSET_PROPERTY, start, updateOffset } from '../index';

/**
 * The home page: links to its sections, a sticky header 80 px high, a section 900 px down.
 *
 * @param bodyClass The body's classes.
 */
function homePage( bodyClass = 'home' ): HTMLElement {
	document.body.className = bodyClass;
	document.body.innerHTML =
		'<header class="boudoir-sticky-header" data-height="80">Boudoir</header>' +
		'<p><a href="#fit-guide">Fit guide</a> <a href="/shop/#new-in">Shop</a> <a href="#missing">Missing</a></p>' +
		'<h2 id="fit-guide">Fit guide</h2>';
	const section = document.getElementById( 'fit-guide' ) as HTMLElement;
	jest.spyOn( section, 'getBoundingClientRect' ).mockReturnValue(
		DOMRect.fromRect( { x: 0, y: 900, width: 800, height: 40 } )
	);
	return section;
}

function linkNamed( name: string ): HTMLAnchorElement {
	return Array.from( document.querySelectorAll( 'a' ) ).find(
		( a ) => a.textContent === name
	) as HTMLAnchorElement;
}

let scrollTo: jest.SpyInstance;
let pushState: jest.SpyInstance;
let stop: () => void = () => undefined;

beforeEach( () => {
	scrollTo = jest
		.spyOn( window, 'scrollTo' )
		.mockImplementation( () => undefined );
	pushState = jest.spyOn( window.history, 'pushState' );
	preferReducedMotion( false );
	window.boudoirAnchorScroll = { offset: 10 };
} );

afterEach( () => {
	stop();
	jest.restoreAllMocks();
	document.body.innerHTML = '';
	document.body.className = '';
	document.documentElement.style.removeProperty( OFFSET_PROPERTY );
	delete window.boudoirAnchorScroll;
	window.history.replaceState( null, '', '/' );
} );

describe( 'the offset', () => {
	it( 'is the sticky header and the custom offset, written to the root as the scroll padding’s property', () => {
		homePage();

		expect( updateOffset( document ) ).toBe( 90 );
		expect(
			document.documentElement.style.getPropertyValue( OFFSET_PROPERTY )
		).toBe( '90px' );
	} );

	it( 'is set as soon as the script starts, on every page', () => {
		homePage( 'single-product' );
		stop = start( document );

		expect(
			document.documentElement.style.getPropertyValue( OFFSET_PROPERTY )
		).toBe( '90px' );
	} );

	it( 'reads 0 for a broken custom offset', () => {
		homePage();
		window.boudoirAnchorScroll = { offset: Number( 'x' ) };

		expect( updateOffset( document ) ).toBe( 80 );
	} );
} );

describe( 'an in-page link', () => {
	it( 'scrolls smoothly to its target below the offset, focuses it and records the hash', () => {
		const section = homePage();
		stop = start( document );

		const followed = fireEvent.click( linkNamed( 'Fit guide' ) );

		expect( followed ).toBe( false );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 810,
			behavior: 'smooth',
		} );
		expect( section ).toHaveFocus();
		expect( section ).toHaveAttribute( 'tabindex', '-1' );
		expect( pushState ).toHaveBeenCalledTimes( 1 );
		expect( window.location.hash ).toBe( '#fit-guide' );
	} );

	it( 'jumps when the shopper prefers reduced motion', () => {
		homePage();
		preferReducedMotion( true );
		stop = start( document );

		fireEvent.click( linkNamed( 'Fit guide' ) );

		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 810,
			behavior: 'instant',
		} );
	} );

	it( 'does not add a history entry for the hash the page already has', () => {
		homePage();
		window.history.replaceState( null, '', '#fit-guide' );
		stop = start( document );

		fireEvent.click( linkNamed( 'Fit guide' ) );

		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( pushState ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'a link to another page', 'Shop' ],
		[ 'a link to a missing element', 'Missing' ],
	] )( 'leaves %s to the browser', ( _label, name ) => {
		homePage();
		stop = start( document );

		const followed = fireEvent.click( linkNamed( name ) );

		expect( followed ).toBe( true );
		expect( scrollTo ).not.toHaveBeenCalled();
		expect( pushState ).not.toHaveBeenCalled();
	} );

	it( 'leaves an SVG link alone', () => {
		homePage();
		stop = start( document );
		const svg = document.createElementNS(
			'http://www.w3.org/2000/svg',
			'svg'
		);
		const svgLink = document.createElementNS(
			'http://www.w3.org/2000/svg',
			'a'
		);
		svgLink.setAttribute( 'href', '#fit-guide' );
		svg.append( svgLink );
		document.body.append( svg );

		expect( fireEvent.click( svgLink ) ).toBe( true );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'leaves a click with a modifier key to the browser', () => {
		homePage();
		stop = start( document );

		expect(
			fireEvent.click( linkNamed( 'Fit guide' ), { ctrlKey: true } )
		).toBe( true );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'leaves a click another script took', () => {
		homePage();
		stop = start( document );
		linkNamed( 'Fit guide' ).addEventListener( 'click', ( event ) =>
			event.preventDefault()
		);

		fireEvent.click( linkNamed( 'Fit guide' ) );

		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it.each( [ 'single-product', 'no-local-scroll' ] )(
		'keeps the browser’s own jump on a %s page',
		( bodyClass ) => {
			homePage( bodyClass );
			stop = start( document );

			expect( fireEvent.click( linkNamed( 'Fit guide' ) ) ).toBe( true );
			expect( scrollTo ).not.toHaveBeenCalled();
		}
	);

	it( 'stops when stopped', () => {
		homePage();
		stop = start( document );
		stop();

		expect( fireEvent.click( linkNamed( 'Fit guide' ) ) ).toBe( true );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );
} );
