/// <reference types="@wordpress/jest-console" />
/**
 * Internal dependencies
 */
import { loadLate, whenIdle } from '../../../src/late';
import { CAROUSEL_SELECTOR, start } from '../view';

jest.mock( '../../../src/late', () => ( {
	loadLate: jest.fn(),
	whenIdle: jest.fn(),
} ) );

const mockLoadLate = loadLate as jest.MockedFunction< typeof loadLate >;
const mockWhenIdle = whenIdle as jest.MockedFunction< typeof whenIdle >;

const URL =
	'https://shop.example/wp-content/plugins/boudoir/build/scripts/carousel.js?ver=1';

/**
 * Prints carousels as render.php does (their section only) and returns them.
 *
 * @param count How many.
 */
function carousels( count = 2 ): HTMLElement[] {
	document.body.innerHTML = Array.from(
		{ length: count },
		( _, index ) =>
			`<section class="boudoir-carousel" data-late="${ URL }" aria-label="C${ index }"><div class="boudoir-carousel__viewport" tabindex="0"></div></section>`
	).join( '' );
	return Array.from(
		document.querySelectorAll< HTMLElement >( CAROUSEL_SELECTOR )
	);
}

/** Lets the loader's promise settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the carousel view', () => {
	beforeEach( () => {
		mockLoadLate.mockReset();
		mockWhenIdle.mockReset();
	} );

	it( 'waits: nothing loads until the page is idle or the shopper reaches for a carousel', () => {
		start( carousels() );
		expect( mockLoadLate ).not.toHaveBeenCalled();
		expect( mockWhenIdle ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads Swiper once when idle and mounts it on every carousel', async () => {
		const mount = jest.fn();
		mockLoadLate.mockResolvedValue( { mount } );
		const roots = carousels();
		start( roots );
		mockWhenIdle.mock.calls[ 0 ][ 0 ]();
		roots[ 0 ].dispatchEvent( new Event( 'pointerover' ) );
		await settle();

		expect( mockLoadLate ).toHaveBeenCalledTimes( 1 );
		expect( mockLoadLate ).toHaveBeenCalledWith( 'carousel', URL );
		expect( mount.mock.calls.map( ( [ root ] ) => root ) ).toEqual( roots );
	} );

	it.each( [ 'pointerover', 'focusin', 'touchstart' ] )(
		'loads at once on intent (%s) on any carousel',
		async ( type ) => {
			const mount = jest.fn();
			mockLoadLate.mockResolvedValue( { mount } );
			const roots = carousels();
			start( roots );
			roots[ 1 ]
				.querySelector( '.boudoir-carousel__viewport' )!
				.dispatchEvent( new Event( type, { bubbles: true } ) );
			await settle();
			expect( mockLoadLate ).toHaveBeenCalledTimes( 1 );
			expect( mount ).toHaveBeenCalledTimes( 2 );
		}
	);

	it( 'tries again on the next intent when the script could not load', async () => {
		const error = new Error( 'Boudoir: carousel.js could not load.' );
		mockLoadLate.mockRejectedValueOnce( error );
		const mount = jest.fn();
		mockLoadLate.mockResolvedValueOnce( { mount } );
		const roots = carousels( 1 );
		start( roots );
		roots[ 0 ].dispatchEvent( new Event( 'pointerover' ) );
		await settle();
		expect( console ).toHaveErroredWith( error );
		expect( mount ).not.toHaveBeenCalled();

		roots[ 0 ].dispatchEvent( new Event( 'focusin' ) );
		await settle();
		expect( mockLoadLate ).toHaveBeenCalledTimes( 2 );
		expect( mount ).toHaveBeenCalledWith( roots[ 0 ] );
	} );

	it( 'does nothing on a page without carousels', () => {
		start( carousels( 0 ) );
		expect( mockWhenIdle ).not.toHaveBeenCalled();
	} );
} );
