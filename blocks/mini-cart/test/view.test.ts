/**
 * Internal dependencies
 */
import type { WindowWithJQuery } from '@boudoir/woo-events';
import { ISLANDS_TEMPLATE, OPEN_EVENT } from '../constants';

type Handler = ( ...args: unknown[] ) => void;

const handlers: Record< string, Handler[] > = {};
const fakeJQuery = () => ( {
	on: ( name: string, handler: Handler ) => {
		( handlers[ name ] ??= [] ).push( handler );
	},
	off: () => undefined,
	trigger: () => undefined,
} );

function trigger( name: string, ...args: unknown[] ) {
	( handlers[ name ] ?? [] ).forEach( ( handler ) =>
		handler( { type: name }, ...args )
	);
}

interface FakeIslands {
	island: jest.Mock;
	startIsland: jest.Mock;
}

const win: WindowWithJQuery = window;

function fakeIslands(): FakeIslands {
	return {
		island: jest.fn(),
		startIsland: jest.fn( () => Promise.resolve() ),
	};
}

// Runs the view as the page would: its DOMContentLoaded callback only (not those of the
// views loaded by the tests before).
function loadView() {
	const listen = jest
		.spyOn( document, 'addEventListener' )
		.mockImplementation( () => undefined );
	jest.isolateModules( () => {
		require( '../view' );
	} );
	const [ type, callback ] = listen.mock.calls[ 0 ];
	listen.mockRestore();
	expect( type ).toBe( 'DOMContentLoaded' );
	( callback as () => void )();
}

/** The islands loader's template, as Boudoir\Islands prints it on pages without the loader. */
function printIslandsTemplate() {
	const template = document.createElement( 'template' );
	template.id = ISLANDS_TEMPLATE;
	template.innerHTML = '<script src="https://shop.test/islands.js"></script>';
	document.body.append( template );
}

beforeEach( () => {
	Object.keys( handlers ).forEach( ( name ) => delete handlers[ name ] );
	win.jQuery = fakeJQuery;
	delete win.boudoir;
	document.head.innerHTML = '';
	// A fresh body: the listeners of the views loaded before go with the old one.
	document.documentElement.replaceChild(
		document.createElement( 'body' ),
		document.body
	);
	document.body.innerHTML =
		'<div class="boudoir-mini-cart"><a class="boudoir-mini-cart__button" href="/cart/" data-boudoir-action="open-mini-cart">Cart</a></div>';
} );

describe( 'the mini-cart view', () => {
	it( 'hands the block to the page’s islands loader', () => {
		const islands = fakeIslands();
		win.boudoir = { islands };
		loadView();
		expect( islands.island ).toHaveBeenCalledWith( {
			name: 'boudoir/mini-cart',
			selector: '.boudoir-mini-cart:not(.is-disabled)',
			when: 'intent',
		} );
	} );

	it( 'opens the island after an add with its button, not after a manual one', async () => {
		const islands = fakeIslands();
		win.boudoir = { islands };
		loadView();
		const opened = jest.fn();
		window.addEventListener( OPEN_EVENT, opened );
		window[ OPEN_EVENT ] = false;

		trigger( 'added_to_cart', {}, 'hash' );
		trigger( 'added_to_cart', {}, 'hash', { length: 0 } );
		expect( opened ).not.toHaveBeenCalled();
		expect( islands.startIsland ).not.toHaveBeenCalled();

		trigger( 'added_to_cart', {}, 'hash', { length: 1 } );
		expect( opened ).toHaveBeenCalledTimes( 1 );
		expect( window[ OPEN_EVENT ] ).toBe( true );
		expect( islands.startIsland ).toHaveBeenCalledTimes( 1 );

		// The cart store's own adds, and those of WooCommerce's blocks.
		for ( const preserveCartData of [ false, true ] ) {
			document.body.dispatchEvent(
				new CustomEvent( 'wc-blocks_added_to_cart', {
					bubbles: true,
					cancelable: true,
					detail: { preserveCartData },
				} )
			);
		}
		expect( opened ).toHaveBeenCalledTimes( 3 );
		window.removeEventListener( OPEN_EVENT, opened );
	} );

	it( 'stays shut for what WooCommerce relays from jQuery and for quantity changes', () => {
		const islands = fakeIslands();
		win.boudoir = { islands };
		loadView();
		const opened = jest.fn();
		window.addEventListener( OPEN_EVENT, opened );
		// WooCommerce's scripts relay every jQuery added_to_cart (translateJQueryEventToNative): no detail.
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart' )
		);
		// The cart store after a + or −: other carts refresh, none opens.
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', {
				bubbles: true,
				detail: { preserveCartData: false, quantityChanged: true },
			} )
		);
		expect( opened ).not.toHaveBeenCalled();
		expect( islands.startIsland ).not.toHaveBeenCalled();
		window.removeEventListener( OPEN_EVENT, opened );
	} );

	it( 'does nothing on the cart and checkout pages', () => {
		document.body.innerHTML =
			'<div class="boudoir-mini-cart is-disabled"><a href="/cart/">Cart</a></div>';
		const islands = fakeIslands();
		win.boudoir = { islands };
		loadView();
		trigger( 'added_to_cart', {}, 'hash', { length: 1 } );
		expect( islands.island ).not.toHaveBeenCalled();
		expect( handlers.added_to_cart ).toBeUndefined();
	} );

	it( 'without a loader on the page, takes it from its template on intent, once', () => {
		printIslandsTemplate();
		loadView();
		const root =
			document.querySelector< HTMLElement >( '.boudoir-mini-cart' )!;
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		root.dispatchEvent( new Event( 'focusin' ) );
		root.dispatchEvent( new Event( 'pointerover' ) );
		const scripts = document.head.querySelectorAll( 'script' );
		expect( scripts ).toHaveLength( 1 );
		expect( scripts[ 0 ].getAttribute( 'src' ) ).toBe(
			'https://shop.test/islands.js'
		);

		const islands = fakeIslands();
		win.boudoir = { islands };
		scripts[ 0 ].dispatchEvent( new Event( 'load' ) );
		// Its template goes, so the loader does not run it again. The loader watches the
		// block from now on (a tap is kept) and loads the island at once.
		expect( document.getElementById( ISLANDS_TEMPLATE ) ).toBeNull();
		expect( islands.island ).toHaveBeenCalledWith( {
			name: 'boudoir/mini-cart',
			selector: '.boudoir-mini-cart:not(.is-disabled)',
			when: 'now',
		} );
		// Later asks (an add to cart) go to the loader.
		trigger( 'added_to_cart', {}, 'hash', { length: 1 } );
		expect( islands.startIsland ).toHaveBeenCalledWith( {
			name: 'boudoir/mini-cart',
			selector: '.boudoir-mini-cart:not(.is-disabled)',
			when: 'intent',
		} );
	} );

	it( 'tries again after the loader failed to load', () => {
		printIslandsTemplate();
		loadView();
		trigger( 'added_to_cart', {}, 'hash', { length: 1 } );
		document.head
			.querySelector( 'script' )!
			.dispatchEvent( new Event( 'error' ) );
		trigger( 'added_to_cart', {}, 'hash', { length: 1 } );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 2 );
	} );

	it.each( [
		[ 'loads the loader 2 s after the load event', undefined, 1 ],
		[
			'waits for intent where the connection saves data',
			{ saveData: true },
			0,
		],
		[ 'waits for intent on 2g', { effectiveType: '2g' }, 0 ],
	] )(
		'without a loader on the page and without intent, %s',
		( _name, connection, loaded ) => {
			jest.useFakeTimers();
			if ( connection ) {
				Object.defineProperty( navigator, 'connection', {
					configurable: true,
					value: connection,
				} );
			}
			printIslandsTemplate();
			loadView();
			window.dispatchEvent( new Event( 'load' ) );
			jest.advanceTimersByTime( 2000 );
			expect( document.head.querySelectorAll( 'script' ) ).toHaveLength(
				loaded
			);
			delete ( navigator as { connection?: unknown } ).connection;
			jest.useRealTimers();
		}
	);
} );
