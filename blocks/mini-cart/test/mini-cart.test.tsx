/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders } from '@boudoir/api';
import type { RequestOptions } from '@boudoir/api';
import { store, type Cart } from '@boudoir/stores/cart';
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { elementFrom } from '../../../src/test-utils/markup';
import { rectList } from '../../../src/test-utils/rect-list';
import {
	answer,
	failure,
	makeCart,
	makeItem,
} from '../../../src/stores/cart/test/fixtures';
import { stopListeningForTests } from '../../../src/stores/cart/thunks';
import { SHELL_ATTRIBUTE } from '@boudoir/islands';
import { OPEN_EVENT, SHELL_ID } from '../constants';
import { MiniCart } from '../mini-cart';
import { readProps } from '../island';

jest.mock( '../../../src/element/mount-island', () => ( {
	mountIsland: jest.fn(),
} ) );

// The real cart store in a registry of each test's own; the fake is the Store API behind
// the REST client (as the store's own tests have it).
jest.mock( '@boudoir/api' );
const request = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

/**
 * The line the tests change: its price 29,00 €, in the shop's format.
 * @param quantity
 */
function lineOf( quantity: number ) {
	const line = makeItem( 'abc', 12, {
		quantity,
		name: 'Margaux Lace Brief &amp; Co',
		permalink: 'https://shop.test/product/margaux/',
		variation: [ { attribute: 'Size', value: 'M' } ],
	} );
	line.images[ 0 ].alt = '';
	line.prices.price = '2900';
	line.totals.line_total = String( 2900 * quantity );
	return line;
}

function cartWith( quantity: number ): Cart {
	return makeCart( [ lineOf( quantity ) ] );
}

/** What the fake Store API holds, and how it answers a removal. */
const server: { cart: Cart; removal: 'works' | 'fails' } = {
	cart: cartWith( 2 ),
	removal: 'works',
};

/**
 * The Store API's cart routes, as far as the mini-cart uses them.
 *
 * @param options The request the store sent.
 */
async function storeApi( options: RequestOptions ) {
	const data = ( options.data ?? {} ) as { key?: string; quantity?: number };
	switch ( options.path ) {
		case '/wc/store/v1/cart':
			return answer( server.cart );
		case '/wc/store/v1/cart/update-item':
			server.cart = cartWith( Number( data.quantity ) );
			return answer( server.cart );
		case '/wc/store/v1/cart/remove-item':
			if ( server.removal === 'fails' ) {
				throw failure(
					'woocommerce_rest_cart_invalid_key',
					{},
					{ message: 'The cart could not be updated.', status: 409 }
				);
			}
			server.cart = makeCart( [] );
			return answer( server.cart );
	}
	throw failure( 'rest_no_route', {}, { status: 404 } );
}

/** The writes the store sent: `[ path, body ]`. */
function writes(): [ string | undefined, unknown ][] {
	return request.mock.calls
		.map( ( [ options ] ) => options )
		.filter( ( options ) => options.method === 'POST' )
		.map( ( options ) => [ options.path, options.data ] );
}

function renderCart( root: HTMLElement | null = null ) {
	const registry = createRegistry();
	registry.register( store );
	return render(
		<RegistryProvider value={ registry }>
			<MiniCart
				label="Cart"
				iconOnly={ false }
				showCount
				cartUrl="https://shop.test/cart/"
				checkoutUrl="https://shop.test/checkout/"
				shopUrl="https://shop.test/shop/"
				root={ root }
			/>
		</RegistryProvider>
	);
}

beforeAll( installDialogPolyfill );
beforeEach( () => {
	server.cart = cartWith( 2 );
	server.removal = 'works';
	request.mockReset();
	request.mockImplementation( storeApi );
	window.boudoirCartSettings = { storeApiNonce: 'n1', cartUrl: '/cart/' };
	document.documentElement.style.overflow = '';
} );
afterEach( stopListeningForTests );

describe( 'readProps', () => {
	it( 'reads the server’s data attributes', () => {
		const element = elementFrom(
			'<div data-label="Bag" data-icon-only="true" data-show-count="false" data-cart-url="/cart/" data-checkout-url="/checkout/" data-shop-url="/shop/"></div>'
		);
		expect( readProps( element ) ).toEqual( {
			label: 'Bag',
			iconOnly: true,
			showCount: false,
			cartUrl: '/cart/',
			checkoutUrl: '/checkout/',
			shopUrl: '/shop/',
			root: element,
		} );
	} );
} );

describe( 'MiniCart', () => {
	it( 'asks for the cart only when the shopper reaches for it, then shows the count', async () => {
		const user = userEvent.setup();
		window.sessionStorage.clear();
		renderCart();
		const button = screen.getByRole( 'button', { name: 'Cart' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( request ).not.toHaveBeenCalled();
		await user.hover( button );
		await waitFor( () =>
			expect( button ).toHaveAccessibleName( 'Cart 2' )
		);
		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( request.mock.calls[ 0 ][ 0 ].path ).toBe( '/wc/store/v1/cart' );
		expect( window.sessionStorage.getItem( 'boudoir-cart-count' ) ).toBe(
			'2'
		);
	} );

	it( 'shows the count this tab last knew before asking', () => {
		window.sessionStorage.setItem( 'boudoir-cart-count', '4' );
		renderCart();
		expect(
			screen.getByRole( 'button', { name: 'Cart 4' } )
		).toBeInTheDocument();
		window.sessionStorage.clear();
	} );

	it( 'opens the dialog "Cart" with the lines, locks scrolling, closes and gives focus back', async () => {
		const user = userEvent.setup();
		renderCart();
		const button = screen.getByRole( 'button', { name: /^Cart/ } );
		await user.click( button );
		const dialog = screen.getByRole( 'dialog', { name: 'Cart' } );
		expect( dialog ).toHaveAttribute( 'open' );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		expect(
			within( dialog ).getByRole( 'link', {
				name: 'Margaux Lace Brief & Co',
			} )
		).toHaveAttribute( 'href', 'https://shop.test/product/margaux/' );
		expect( within( dialog ).getByText( 'Size:' ) ).toBeInTheDocument();
		expect(
			within( dialog ).getByText( '58,00 €', {
				selector: '.boudoir-mini-cart__subtotal span',
			} )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'link', { name: 'Checkout' } )
		).toHaveAttribute( 'href', 'https://shop.test/checkout/' );
		expect(
			within( dialog ).getByRole( 'link', { name: 'View cart' } )
		).toHaveAttribute( 'href', 'https://shop.test/cart/' );
		// Focus moved in.
		expect(
			within( dialog ).getByRole( 'button', { name: 'Close cart' } )
		).toHaveFocus();

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Close cart' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( document.documentElement.style.overflow ).toBe( '' );
		expect( button ).toHaveFocus();
	} );

	it( 'takes over the server’s panel opened by an early tap, in one go; a panel closed early was the shopper’s answer', async () => {
		const user = userEvent.setup();
		const root = document.createElement( 'div' );
		root.className = 'boudoir-mini-cart';
		const shell = document.createElement( 'dialog' );
		shell.id = SHELL_ID;
		document.body.append( root, shell );
		renderCart( root );
		const button = screen.getByRole( 'button', { name: /^Cart/ } );

		// Tapped before the island: the loader opened the server's panel and marked the block.
		shell.showModal();
		root.setAttribute( SHELL_ATTRIBUTE, 'open' );
		await user.click( button );
		// After the frame that shows the server's panel.
		const dialog = await screen.findByRole( 'dialog', { name: 'Cart' } );
		expect( dialog ).toHaveClass( 'is-instant' );
		expect( shell.open ).toBe( false );
		expect( root ).not.toHaveAttribute( SHELL_ATTRIBUTE );
		await user.keyboard( '{Escape}' );
		expect( button ).toHaveFocus();

		// Closed by the shopper before the island came: the replayed tap opens nothing.
		root.setAttribute( SHELL_ATTRIBUTE, 'closed' );
		await user.click( button );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( root ).not.toHaveAttribute( SHELL_ATTRIBUTE );
		// The next tap is the island's own, sliding in as always.
		await user.click( button );
		expect(
			screen.getByRole( 'dialog', { name: 'Cart' } )
		).not.toHaveClass( 'is-instant' );
		root.remove();
		shell.remove();
	} );

	it( 'closes on Escape and on a click on the backdrop', async () => {
		const user = userEvent.setup();
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		// A click on the panel's content keeps it; one on the dialog itself (the backdrop) closes.
		await user.click( screen.getByText( 'Subtotal' ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'dialog' ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'closes on the browser’s own close request (the dialog’s cancel event), focus back', async () => {
		const user = userEvent.setup();
		renderCart();
		const button = screen.getByRole( 'button', { name: /^Cart/ } );
		await user.click( button );
		const cancel = new Event( 'cancel', { cancelable: true } );
		act( () => {
			screen.getByRole( 'dialog' ).dispatchEvent( cancel );
		} );
		// Closed the mini-cart's way, not the browser's.
		expect( cancel.defaultPrevented ).toBe( true );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( button ).toHaveFocus();
	} );

	it( 'wraps Tab inside the dialog', async () => {
		const user = userEvent.setup();
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		const close = screen.getByRole( 'button', { name: 'Close cart' } );
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect(
			screen.getByRole( 'link', { name: 'Checkout' } )
		).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
	} );

	it( 'closes on a change of the window’s width, not of its height', async () => {
		const user = userEvent.setup();
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		act( () => {
			window.innerHeight = 300;
			window.dispatchEvent( new Event( 'resize' ) );
		} );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		act( () => {
			window.innerWidth = window.innerWidth - 200;
			window.dispatchEvent( new Event( 'resize' ) );
		} );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'changes quantities and removes lines through the store, showing errors', async () => {
		const user = userEvent.setup();
		server.removal = 'fails';
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		const field = await screen.findByRole( 'spinbutton', {
			name: 'Quantity of Margaux Lace Brief & Co',
		} );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Increase the quantity of Margaux Lace Brief & Co',
			} )
		);
		await waitFor( () => expect( field ).toHaveValue( 3 ) );
		expect(
			screen.getByRole( 'button', { name: /^Cart/ } )
		).toHaveAccessibleName( 'Cart 3' );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Decrease the quantity of Margaux Lace Brief & Co',
			} )
		);
		await waitFor( () => expect( field ).toHaveValue( 2 ) );
		await user.clear( field );
		await user.type( field, '5{Enter}' );
		await waitFor( () =>
			expect(
				screen.getByText( '145,00 €', {
					selector: '.boudoir-mini-cart__subtotal span',
				} )
			).toBeInTheDocument()
		);
		expect( writes() ).toEqual( [
			[ '/wc/store/v1/cart/update-item', { key: 'abc', quantity: 3 } ],
			[ '/wc/store/v1/cart/update-item', { key: 'abc', quantity: 2 } ],
			[ '/wc/store/v1/cart/update-item', { key: 'abc', quantity: 5 } ],
		] );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Remove Margaux Lace Brief & Co',
			} )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The cart could not be updated.'
		);
		expect( writes().at( -1 ) ).toEqual( [
			'/wc/store/v1/cart/remove-item',
			{ key: 'abc' },
		] );
		// Nothing lost: the line stays as the shop still has it.
		expect( field ).toHaveValue( 5 );
	} );

	it( 'keeps − focusable but idle at the smallest quantity', async () => {
		const user = userEvent.setup();
		server.cart = cartWith( 1 );
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		const decrease = await screen.findByRole( 'button', {
			name: 'Decrease the quantity of Margaux Lace Brief & Co',
		} );
		const increase = screen.getByRole( 'button', {
			name: 'Increase the quantity of Margaux Lace Brief & Co',
		} );
		expect( decrease ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( increase ).toHaveAttribute( 'aria-disabled', 'false' );
		await user.click( decrease );
		expect( decrease ).toHaveFocus();
		expect( writes() ).toEqual( [] );
	} );

	it( 'shows the empty state', async () => {
		const user = userEvent.setup();
		server.cart = makeCart( [] );
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		expect(
			await screen.findByText( 'Your cart is empty.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Checkout' } )
		).not.toBeInTheDocument();
		// A way forward, not a dead end.
		expect(
			screen.getByRole( 'link', { name: 'Continue shopping' } )
		).toHaveAttribute( 'href', 'https://shop.test/shop/' );
	} );

	it( 'opens for an add to cart, made before it mounted or after, and says so', async () => {
		const root = document.createElement( 'div' );
		root.className = 'boudoir-mini-cart';
		document.body.append( root );
		window[ OPEN_EVENT ] = true;
		window.scrollTo = jest.fn();
		renderCart( root );
		const dialog = await screen.findByRole( 'dialog', { name: 'Cart' } );
		expect( dialog ).toHaveAccessibleDescription( 'Added to your cart.' );
		expect( window[ OPEN_EVENT ] ).toBe( false );
		// The overlay is not modal: focus stays, scrolling too, and a click elsewhere hides it.
		expect( dialog ).not.toHaveAttribute( 'data-modal' );
		expect( dialog ).not.toContainElement(
			root.ownerDocument.activeElement as HTMLElement | null
		);
		expect( document.documentElement.style.overflow ).toBe( '' );
		const user = userEvent.setup();
		await user.click( screen.getByText( 'Subtotal' ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( root );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		act( () => {
			window[ OPEN_EVENT ] = true;
			window.dispatchEvent( new Event( OPEN_EVENT ) );
		} );
		await screen.findByRole( 'dialog' );

		await userEvent.setup().keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		act( () => {
			window[ OPEN_EVENT ] = true;
			window.dispatchEvent( new Event( OPEN_EVENT ) );
		} );
		await waitFor( () =>
			expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument()
		);
		root.remove();
	} );

	it( 'leaves an add to the first mini-cart of the page', () => {
		const first = document.createElement( 'div' );
		first.className = 'boudoir-mini-cart';
		const second = first.cloneNode() as HTMLElement;
		document.body.append( first, second );
		// The first one shows (jsdom lays nothing out).
		first.getClientRects = () =>
			rectList( [ new DOMRect( 0, 0, 10, 10 ) ] );
		window[ OPEN_EVENT ] = true;
		renderCart( second );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( window[ OPEN_EVENT ] ).toBe( true );
		window[ OPEN_EVENT ] = false;
		first.remove();
		second.remove();
	} );
} );
