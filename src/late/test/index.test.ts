/**
 * Internal dependencies
 */
import {
	defineLate,
	loadLate,
	loadStyle,
	onIntent,
	resetLate,
	whenIdle,
} from '..';

function lastElement< T extends Element >( selector: string ): T {
	const all = document.head.querySelectorAll< T >( selector );
	return all[ all.length - 1 ];
}

describe( 'late scripts', () => {
	afterEach( () => {
		resetLate();
		document.head.replaceChildren();
	} );

	it( 'loads a script once and resolves with what it defined', async () => {
		const first = loadLate< { open: () => string } >(
			'lightbox',
			'/late/lightbox.js'
		);
		const second = loadLate< { open: () => string } >(
			'lightbox',
			'/late/lightbox.js'
		);
		expect(
			document.head.querySelectorAll( 'script[src="/late/lightbox.js"]' )
		).toHaveLength( 1 );
		const script = lastElement< HTMLScriptElement >( 'script' );
		expect( script.async ).toBe( true );
		defineLate( 'lightbox', { open: () => 'opened' } );
		script.dispatchEvent( new Event( 'load' ) );
		expect( ( await first ).open() ).toBe( 'opened' );
		expect( ( await second ).open() ).toBe( 'opened' );
	} );

	it( 'forgets a failed load so the next use tries again', async () => {
		const failed = loadLate( 'carousel', '/late/carousel.js' );
		lastElement( 'script' ).dispatchEvent( new Event( 'error' ) );
		await expect( failed ).rejects.toThrow( '/late/carousel.js' );
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		const retried = loadLate( 'carousel', '/late/carousel.js' );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 1 );
		defineLate( 'carousel', 1 );
		lastElement( 'script' ).dispatchEvent( new Event( 'load' ) );
		await expect( retried ).resolves.toBe( 1 );
	} );

	it( 'loads a stylesheet once', async () => {
		const first = loadStyle( '/late/lightbox.css' );
		loadStyle( '/late/lightbox.css' );
		const links = document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="stylesheet"]'
		);
		expect( links ).toHaveLength( 1 );
		links[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
	} );

	it( 'runs an intent callback once, on the first pointer, focus or touch', () => {
		const root = document.createElement( 'div' );
		const callback = jest.fn();
		onIntent( root, callback );
		root.dispatchEvent( new Event( 'focusin' ) );
		root.dispatchEvent( new Event( 'pointerover' ) );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops listening when undone', () => {
		const root = document.createElement( 'div' );
		const callback = jest.fn();
		onIntent( root, callback )();
		root.dispatchEvent( new Event( 'touchstart' ) );
		expect( callback ).not.toHaveBeenCalled();
	} );

	it( 'runs an idle callback after the load event', () => {
		jest.useFakeTimers();
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		const callback = jest.fn();
		whenIdle( callback );
		jest.runAllTimers();
		expect( callback ).not.toHaveBeenCalled();
		readyState.mockReturnValue( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.runAllTimers();
		expect( callback ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );
} );
