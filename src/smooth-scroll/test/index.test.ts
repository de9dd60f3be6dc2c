/// <reference types="@testing-library/jest-dom" />
/**
 * Internal dependencies
 */
import { preferReducedMotion } from '../../test-utils/reduced-motion';
import { prefersReducedMotion, scrollTop, scrollToTarget } from '../index';
import type { ScrollView } from '../index';

/**
 * A section of the page whose top is `top` px below the viewport's top.
 *
 * @param top  Its getBoundingClientRect().top.
 * @param html Its markup.
 */
function placedElement(
	top: number,
	html = '<section id="reviews"><h2>Reviews</h2></section>'
): HTMLElement {
	const wrapper = document.createElement( 'div' );
	wrapper.innerHTML = html;
	const element = wrapper.firstElementChild as HTMLElement;
	document.body.append( element );
	jest.spyOn( element, 'getBoundingClientRect' ).mockReturnValue(
		DOMRect.fromRect( { x: 0, y: top, width: 800, height: 300 } )
	);
	return element;
}

function scrolledTo( y: number ): void {
	// jsdom's scrollY is a plain value (it never scrolls).
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		writable: true,
		value: y,
	} );
}

let scrollTo: jest.SpyInstance;

beforeEach( () => {
	scrollTo = jest
		.spyOn( window, 'scrollTo' )
		.mockImplementation( () => undefined );
	preferReducedMotion( false );
	scrolledTo( 0 );
} );

afterEach( () => {
	jest.restoreAllMocks();
	document.body.replaceChildren();
	document.body.removeAttribute( 'tabindex' );
	scrolledTo( 0 );
} );

describe( 'scrollTop', () => {
	it( 'is 0 for the top, whatever the offset and scroll', () => {
		scrolledTo( 1200 );

		expect( scrollTop( 'top', 0, window ) ).toBe( 0 );
		expect( scrollTop( 'top', 80, window ) ).toBe( 0 );
	} );

	it( 'is the element’s place in the document less the offset', () => {
		const reviews = placedElement( 300 );
		scrolledTo( 1000 );

		expect( scrollTop( reviews, 0, window ) ).toBe( 1300 );
		expect( scrollTop( reviews, 80, window ) ).toBe( 1220 );
	} );

	it( 'counts an element above the viewport', () => {
		const reviews = placedElement( -400 );
		scrolledTo( 1000 );

		expect( scrollTop( reviews, 50, window ) ).toBe( 550 );
	} );

	it( 'is never negative', () => {
		const header = placedElement( 20 );

		expect( scrollTop( header, 100, window ) ).toBe( 0 );
		scrolledTo( 30 );
		expect( scrollTop( header, 100, window ) ).toBe( 0 );
		expect( scrollTop( placedElement( -500 ), 0, window ) ).toBe( 0 );
	} );
} );

describe( 'prefersReducedMotion', () => {
	it( 'asks the media query', () => {
		const matchMedia = preferReducedMotion( true );

		expect( prefersReducedMotion() ).toBe( true );
		expect( matchMedia ).toHaveBeenCalledWith(
			'(prefers-reduced-motion: reduce)'
		);
	} );

	it( 'is false when the browser cannot tell', () => {
		expect( prefersReducedMotion( { matchMedia: undefined } ) ).toBe(
			false
		);
	} );
} );

describe( 'scrollToTarget', () => {
	it( 'scrolls smoothly to the top', () => {
		scrolledTo( 2000 );

		scrollToTarget( 'top' );

		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
	} );

	it( 'jumps when the shopper prefers reduced motion', () => {
		preferReducedMotion( true );

		scrollToTarget( 'top' );

		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'instant',
		} );
	} );

	it( 'scrolls to an element, keeping the offset free', () => {
		const reviews = placedElement( 600 );
		scrolledTo( 100 );

		scrollToTarget( reviews, { offset: 64 } );

		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 636,
			behavior: 'smooth',
		} );
	} );

	it( 'scrolls the window it is given', () => {
		const view: ScrollView = {
			scrollY: 0,
			scrollTo: jest.fn(),
			matchMedia: window.matchMedia,
			document,
		};

		scrollToTarget( 'top', { view } );

		expect( view.scrollTo ).toHaveBeenCalledWith( {
			top: 0,
			behavior: 'smooth',
		} );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'focuses an element that cannot take focus itself through tabindex="-1", without a second scroll', () => {
		const reviews = placedElement( 600 );
		const focus = jest.spyOn( reviews, 'focus' );

		scrollToTarget( reviews );

		expect( reviews ).toHaveAttribute( 'tabindex', '-1' );
		expect( reviews ).toHaveFocus();
		expect( focus ).toHaveBeenCalledWith( { preventScroll: true } );
	} );

	it.each( [
		[ 'a link', '<a href="#reviews">Reviews</a>' ],
		[ 'a button', '<button type="button">Reviews</button>' ],
		[ 'an input', '<input type="search" aria-label="Search" />' ],
		[ 'a select', '<select aria-label="Size"><option>S</option></select>' ],
		[ 'a textarea', '<textarea aria-label="Note"></textarea>' ],
	] )( 'focuses %s without adding a tabindex', ( _label, html ) => {
		const target = placedElement( 600, html );
		const focus = jest.spyOn( target, 'focus' );

		scrollToTarget( target );

		expect( target ).not.toHaveAttribute( 'tabindex' );
		expect( target ).toHaveFocus();
		expect( focus ).toHaveBeenCalledWith( { preventScroll: true } );
	} );

	it( 'keeps a tabindex the element already has', () => {
		const reviews = placedElement(
			600,
			'<section tabindex="0">Reviews</section>'
		);

		scrollToTarget( reviews );

		expect( reviews ).toHaveAttribute( 'tabindex', '0' );
		expect( reviews ).toHaveFocus();
	} );

	it( 'moves focus to the page itself for the top', () => {
		const button = placedElement(
			900,
			'<button type="button">Scroll to top</button>'
		);
		button.focus();
		const focus = jest.spyOn( document.body, 'focus' );

		scrollToTarget( 'top' );

		expect( document.body ).toHaveAttribute( 'tabindex', '-1' );
		expect( document.body ).toHaveFocus();
		expect( focus ).toHaveBeenCalledWith( { preventScroll: true } );
	} );

	it( 'takes the tabindex it added away again once focus moves on', () => {
		const reviews = placedElement( 600 );
		const next = placedElement(
			700,
			'<button type="button">Next</button>'
		);

		scrollToTarget( reviews );
		next.focus();

		expect( reviews ).not.toHaveAttribute( 'tabindex' );
	} );

	it( 'scrolls before it focuses', () => {
		const reviews = placedElement( 600 );
		const order: string[] = [];
		scrollTo.mockImplementation( () => order.push( 'scroll' ) );
		jest.spyOn( reviews, 'focus' ).mockImplementation( () =>
			order.push( 'focus' )
		);

		scrollToTarget( reviews );

		expect( order ).toEqual( [ 'scroll', 'focus' ] );
	} );
} );
