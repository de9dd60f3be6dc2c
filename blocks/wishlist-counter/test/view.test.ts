/// <reference types="@testing-library/jest-dom" />
/**
 * Internal dependencies
 */
import { SYNC_CHANNEL as STORE_CHANNEL } from '../../../src/stores/wishlist/constants';
import { CHANGED_EVENT as STORE_EVENT } from '../../../src/stores/wishlist/sync';
import { COUNT_COOKIE, CHANGED_EVENT, SYNC_CHANNEL, readCount } from '../count';
import { countOf, showCount, startCounter } from '../view';

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

	it( 'shows the count from the cookie, with no request', async () => {
		const fetchSpy = jest.fn();
		Object.assign( window, { fetch: fetchSpy } );
		const badge = addCounter();
		setCookie( '4' );

		showCount( document, await countOf( document ) );

		expect( badge ).toHaveTextContent( '4' );
		expect( badge ).toBeVisible();
		expect( fetchSpy ).not.toHaveBeenCalled();
	} );

	it( 'shows nothing when cookies are off', async () => {
		const badge = addCounter();
		jest.spyOn( navigator, 'cookieEnabled', 'get' ).mockReturnValue(
			false
		);

		showCount( document, await countOf( document ) );

		expect( badge ).not.toBeVisible();
		expect( badge ).toHaveTextContent( '' );
	} );

	it( 'reads the cookie again when the store says the lists changed, and when the tab comes back', async () => {
		const badge = addCounter();
		setCookie( '1' );
		const stop = startCounter( document );
		await settle();
		expect( badge ).toHaveTextContent( '1' );

		setCookie( '2' );
		document.dispatchEvent( new Event( CHANGED_EVENT ) );
		await settle();
		expect( badge ).toHaveTextContent( '2' );

		setCookie( '5' );
		window.dispatchEvent( new Event( 'pageshow' ) );
		await settle();
		expect( badge ).toHaveTextContent( '5' );

		stop();
		setCookie( '7' );
		document.dispatchEvent( new Event( CHANGED_EVENT ) );
		await settle();
		expect( badge ).toHaveTextContent( '5' );
	} );
} );

describe( 'the counter with the Cookie Store API', () => {
	type Answer = { value: string } | null;
	let answers: Array< ( answer: Answer ) => void >;
	let get: jest.Mock;

	beforeEach( () => {
		answers = [];
		get = jest.fn(
			() =>
				new Promise< Answer >( ( resolve ) => answers.push( resolve ) )
		);
		const store = Object.assign( new EventTarget(), { get } );
		Object.defineProperty( window, 'cookieStore', {
			value: store,
			configurable: true,
		} );
	} );

	afterEach( () => {
		Reflect.deleteProperty( window, 'cookieStore' );
	} );

	it( 'asks the store for the count cookie, never document.cookie', async () => {
		const cookieRead = jest.spyOn( document, 'cookie', 'get' );
		const badge = addCounter();
		const stop = startCounter( document );
		expect( get ).toHaveBeenCalledWith( COUNT_COOKIE );
		answers[ 0 ]( { value: '3' } );
		await settle();
		expect( badge ).toHaveTextContent( '3' );
		expect( badge ).toBeVisible();
		expect( cookieRead ).not.toHaveBeenCalled();
		stop();
	} );

	it( 'shows 0 without the cookie, and nothing when the store refuses (cookies blocked)', async () => {
		const badge = addCounter();
		const stop = startCounter( document );
		answers[ 0 ]( null );
		await settle();
		expect( badge ).toHaveTextContent( '0' );

		get.mockImplementationOnce( () =>
			Promise.reject( new DOMException( 'blocked', 'SecurityError' ) )
		);
		window.dispatchEvent( new Event( 'pageshow' ) );
		await settle();
		expect( badge ).not.toBeVisible();
		stop();
	} );

	it( 'keeps the latest answer when an earlier one comes late, and reads again on a cookie change', async () => {
		const badge = addCounter();
		const stop = startCounter( document );
		(
			window as Window & { cookieStore?: EventTarget }
		 ).cookieStore?.dispatchEvent( new Event( 'change' ) );
		expect( answers ).toHaveLength( 2 );
		answers[ 1 ]( { value: '6' } );
		await settle();
		answers[ 0 ]( { value: '2' } );
		await settle();
		expect( badge ).toHaveTextContent( '6' );
		stop();
	} );
} );

/** Lets pending promise callbacks run. */
function settle(): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}
