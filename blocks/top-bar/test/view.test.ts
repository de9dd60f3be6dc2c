/**
 * Internal dependencies
 */
import { HEIGHT_PROPERTY } from '../sticky';
import { STICKY_SELECTOR, enhance } from '../view';

/** Where the bar's place is, relative to the window (jsdom has no layout). */
let placeTop = 0;

function rect( top: number, height: number ): DOMRect {
	return {
		top,
		bottom: top + height,
		left: 0,
		right: 1280,
		width: 1280,
		height,
		x: 0,
		y: top,
		toJSON: () => ( {} ),
	};
}

function mountBar(): HTMLElement {
	document.body.innerHTML =
		'<header><div class="wp-block-boudoir-top-bar boudoir-top-bar is-sticky" data-boudoir-sticky="true"><p>Free shipping <a href="/#fit">Find your fit</a></p></div></header><main id="main"></main>';
	const bar = document.querySelector< HTMLElement >( STICKY_SELECTOR )!;
	bar.getBoundingClientRect = () => rect( placeTop, 40 );
	return bar;
}

function place( bar: HTMLElement ): HTMLElement {
	const element = bar.previousElementSibling as HTMLElement;
	element.getBoundingClientRect = () => rect( placeTop, 0 );
	return element;
}

async function nextFrame(): Promise< void > {
	await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
}

describe( 'the sticky top bar', () => {
	beforeEach( () => {
		placeTop = 0;
	} );

	it( 'publishes its height in the next frame and keeps its place with a hidden spacer', async () => {
		const bar = mountBar();
		const undo = enhance( bar );
		const spacer = bar.previousElementSibling as HTMLElement;
		expect( spacer.className ).toBe( 'boudoir-top-bar__place' );
		expect( spacer.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		// Not measured while the script runs (the page's first layout is still to come).
		expect( bar.dataset.height ).toBeUndefined();
		await nextFrame();
		expect( bar.dataset.height ).toBe( '40' );
		expect(
			document.documentElement.style.getPropertyValue( HEIGHT_PROPERTY )
		).toBe( '40px' );
		expect( bar.classList.contains( 'is-stuck' ) ).toBe( false );

		undo();
		expect( bar.previousElementSibling ).toBeNull();
		expect( bar.dataset.height ).toBeUndefined();
		expect(
			document.documentElement.style.getPropertyValue( HEIGHT_PROPERTY )
		).toBe( '' );
	} );

	it( 'pins itself once its place scrolls past the top, and lets go when it comes back', async () => {
		const bar = mountBar();
		const undo = enhance( bar );
		const spacer = place( bar );

		placeTop = -200;
		window.dispatchEvent( new Event( 'scroll' ) );
		await nextFrame();
		expect( bar.classList.contains( 'is-stuck' ) ).toBe( true );
		expect( bar.style.top ).toBe( '0px' );
		expect( bar.style.width ).toBe( '1280px' );
		expect( spacer.style.height ).toBe( '40px' );

		placeTop = 0;
		window.dispatchEvent( new Event( 'scroll' ) );
		await nextFrame();
		expect( bar.classList.contains( 'is-stuck' ) ).toBe( false );
		expect( bar.style.top ).toBe( '' );
		expect( spacer.style.height ).toBe( '' );
		undo();
	} );

	it( 'sticks below a fixed admin bar', async () => {
		const bar = mountBar();
		const adminBar = document.createElement( 'div' );
		adminBar.id = 'wpadminbar';
		adminBar.style.position = 'fixed';
		Object.defineProperty( adminBar, 'offsetHeight', { value: 32 } );
		document.body.prepend( adminBar );
		const undo = enhance( bar );
		place( bar );

		placeTop = 20;
		window.dispatchEvent( new Event( 'scroll' ) );
		await nextFrame();
		expect( bar.classList.contains( 'is-stuck' ) ).toBe( true );
		expect( bar.style.top ).toBe( '32px' );
		undo();
	} );
} );
