/// <reference types="@testing-library/jest-dom" />
/**
 * Internal dependencies
 */
import { SYNC_CHANNEL as STORE_CHANNEL } from '../../../src/stores/wishlist/constants';
import { CHANGED_EVENT as STORE_EVENT } from '../../../src/stores/wishlist/sync';
import { COUNT_COOKIE, CHANGED_EVENT, SYNC_CHANNEL, readCount } from '../count';
import { showCount, startCounter } from '../view';

function setCookie( value: string | null ): void {
	document.cookie =
		value === null
			? `${ COUNT_COOKIE }=; expires=Thu, 01 Jan 1970 00:00:00 GMT`
			: `${ COUNT_COOKIE }=${ value }`;
}

/** The markup render.php prints. */
function addCounter(): HTMLElement {
	const block = document.createElement( 'div' );
	block.className = 'wp-block-boudoir-wishlist-counter';
	const link = document.createElement( 'a' );
	link.href = '/wishlist/';
	const label = document.createElement( 'span' );
	label.textContent = 'Wishlist';
	const badge = document.createElement( 'span' );
	badge.className = 'boudoir-wishlist-counter__count';
	badge.hidden = true;
	link.append( label, ' ', badge );
	block.append( link );
	document.body.append( block );
	return badge;
}

afterEach( () => {
	setCookie( null );
	document.body.replaceChildren();
	jest.restoreAllMocks();
} );

describe( 'readCount', () => {
	it( 'reads the count among other cookies', () => {
		expect( readCount( `a=1; ${ COUNT_COOKIE }=12; b=x` ) ).toBe( 12 );
	} );
	it( 'is 0 for a shopper who never saved anything (no cookie)', () => {
		expect( readCount( 'a=1; b=2' ) ).toBe( 0 );
		expect( readCount( '' ) ).toBe( 0 );
	} );
	it( 'is null when the value is not a count', () => {
		expect( readCount( `${ COUNT_COOKIE }=-1` ) ).toBeNull();
		expect( readCount( `${ COUNT_COOKIE }=3x` ) ).toBeNull();
		expect( readCount( `${ COUNT_COOKIE }=` ) ).toBeNull();
	} );
} );

describe( 'the counter', () => {
	it( 'listens where the wishlist store speaks (without importing it)', () => {
		expect( SYNC_CHANNEL ).toBe( STORE_CHANNEL );
		expect( CHANGED_EVENT ).toBe( STORE_EVENT );
	} );

	it( 'shows the count from the cookie, with no request', () => {
		const fetchSpy = jest.fn();
		Object.assign( window, { fetch: fetchSpy } );
		const badge = addCounter();
		setCookie( '4' );

		showCount( document );

		expect( badge ).toHaveTextContent( '4' );
		expect( badge ).toBeVisible();
		expect( fetchSpy ).not.toHaveBeenCalled();
	} );

	it( 'shows nothing when cookies are off', () => {
		const badge = addCounter();
		jest.spyOn( navigator, 'cookieEnabled', 'get' ).mockReturnValue(
			false
		);

		showCount( document );

		expect( badge ).not.toBeVisible();
		expect( badge ).toHaveTextContent( '' );
	} );

	it( 'reads the cookie again when the store says the lists changed, and when the tab comes back', () => {
		const badge = addCounter();
		setCookie( '1' );
		const stop = startCounter( document );
		expect( badge ).toHaveTextContent( '1' );

		setCookie( '2' );
		document.dispatchEvent( new Event( CHANGED_EVENT ) );
		expect( badge ).toHaveTextContent( '2' );

		setCookie( '5' );
		window.dispatchEvent( new Event( 'pageshow' ) );
		expect( badge ).toHaveTextContent( '5' );

		stop();
		setCookie( '7' );
		document.dispatchEvent( new Event( CHANGED_EVENT ) );
		expect( badge ).toHaveTextContent( '5' );
	} );
} );
