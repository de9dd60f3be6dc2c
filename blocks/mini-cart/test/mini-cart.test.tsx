/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { OPEN_EVENT } from '../constants';
import { MiniCart } from '../mini-cart';
import { readProps } from '../island';
import type { CartResultLike, MiniCartData } from '../types';

jest.mock( '../../../src/element/mount-island', () => ( {
	mountIsland: jest.fn(),
} ) );

// The cart store is tested where it lives: here a fake of the parts the view reads.
const mockState: {
	cart: MiniCartData | null;
	updating: string[];
	lastError: { message: string } | null;
} = { cart: null, updating: [], lastError: null };
const mockGetCart = jest.fn( () => mockState.cart );
const mockRemove = jest.fn< Promise< CartResultLike >, [ string ] >();
const mockUpdate = jest.fn< Promise< CartResultLike >, [ string, number ] >();

jest.mock( '@wordpress/data', () => ( {
	useSelect: ( map: ( select: () => unknown ) => unknown ) =>
		map( () => ( {
			getCart: () => mockGetCart(),
			isUpdating: ( key: string ) => mockState.updating.includes( key ),
			getLastError: () => mockState.lastError,
		} ) ),
	useDispatch: () => ( {
		removeItem: mockRemove,
		updateItemQuantity: mockUpdate,
	} ),
} ) );
jest.mock( '@boudoir/stores/cart', () => ( { store: {} } ) );

const CURRENCY = {
	currency_minor_unit: 2,
	currency_prefix: '€',
	currency_suffix: '',
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
};

function cartWith( quantity: number ): MiniCartData {
	return {
		items: [
			{
				key: 'abc',
				id: 12,
				quantity,
				quantity_limits: { minimum: 1, maximum: 9, multiple_of: 1 },
				name: 'Margaux Lace Brief &amp; Co',
				permalink: 'https://shop.test/product/margaux/',
				images: [ { thumbnail: 'https://shop.test/m.jpg', alt: '' } ],
				variation: [ { attribute: 'Size', value: 'M' } ],
				prices: { price: '2900', ...CURRENCY },
				totals: { line_total: String( 2900 * quantity ), ...CURRENCY },
			},
		],
		items_count: quantity,
		totals: { total_items: String( 2900 * quantity ), ...CURRENCY },
	};
}

function renderCart( root: HTMLElement | null = null ) {
	return render(
		<MiniCart
			label="Cart"
			iconOnly={ false }
			showCount
			cartUrl="https://shop.test/cart/"
			checkoutUrl="https://shop.test/checkout/"
			shopUrl="https://shop.test/shop/"
			root={ root }
		/>
	);
}

beforeAll( installDialogPolyfill );
beforeEach( () => {
	mockState.cart = cartWith( 2 );
	mockState.updating = [];
	mockState.lastError = null;
	mockRemove.mockReset();
	mockUpdate.mockReset();
	document.documentElement.style.overflow = '';
} );

describe( 'readProps', () => {
	it( 'reads the server’s data attributes', () => {
		const element = document.createElement( 'div' );
		element.dataset.label = 'Bag';
		element.dataset.iconOnly = 'true';
		element.dataset.showCount = 'false';
		element.dataset.cartUrl = '/cart/';
		element.dataset.checkoutUrl = '/checkout/';
		element.dataset.shopUrl = '/shop/';
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
		mockGetCart.mockClear();
		renderCart();
		const button = screen.getByRole( 'button', { name: 'Cart' } );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( mockGetCart ).not.toHaveBeenCalled();
		await user.hover( button );
		expect( button ).toHaveAccessibleName( 'Cart 2' );
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
			within( dialog ).getByText( '€58,00', {
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
		mockUpdate.mockResolvedValue( { ok: true, cart: cartWith( 3 ) } );
		mockRemove.mockResolvedValue( {
			ok: false,
			error: { code: 'x', message: 'The cart could not be updated.' },
		} );
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Increase the quantity of Margaux Lace Brief & Co',
			} )
		);
		expect( mockUpdate ).toHaveBeenCalledWith( 'abc', 3 );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Decrease the quantity of Margaux Lace Brief & Co',
			} )
		);
		expect( mockUpdate ).toHaveBeenLastCalledWith( 'abc', 1 );
		const field = screen.getByRole( 'spinbutton', {
			name: 'Quantity of Margaux Lace Brief & Co',
		} );
		await user.clear( field );
		await user.type( field, '5{Enter}' );
		expect( mockUpdate ).toHaveBeenLastCalledWith( 'abc', 5 );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Remove Margaux Lace Brief & Co',
			} )
		);
		expect( mockRemove ).toHaveBeenCalledWith( 'abc' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The cart could not be updated.'
		);
	} );

	it( 'shows the empty state', async () => {
		const user = userEvent.setup();
		mockState.cart = { items: [], items_count: 0, totals: {} };
		renderCart();
		await user.click( screen.getByRole( 'button', { name: /^Cart/ } ) );
		expect( screen.getByText( 'Your cart is empty.' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Checkout' } )
		).not.toBeInTheDocument();
		// A way forward, not a dead end.
		expect(
			screen.getByRole( 'link', { name: 'Continue shopping' } )
		).toHaveAttribute( 'href', 'https://shop.test/shop/' );
	} );

	it( 'opens for an add to cart, made before it mounted or after, and says so', async () => {
		const flags = window as unknown as Record< string, unknown >;
		const root = document.createElement( 'div' );
		root.className = 'boudoir-mini-cart';
		document.body.append( root );
		flags[ OPEN_EVENT ] = true;
		window.scrollTo = jest.fn();
		renderCart( root );
		const dialog = await screen.findByRole( 'dialog', { name: 'Cart' } );
		expect( dialog ).toHaveAccessibleDescription( 'Added to your cart.' );
		expect( flags[ OPEN_EVENT ] ).toBe( false );
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
			flags[ OPEN_EVENT ] = true;
			window.dispatchEvent( new Event( OPEN_EVENT ) );
		} );
		await screen.findByRole( 'dialog' );

		await userEvent.setup().keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		act( () => {
			flags[ OPEN_EVENT ] = true;
			window.dispatchEvent( new Event( OPEN_EVENT ) );
		} );
		await waitFor( () =>
			expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument()
		);
		root.remove();
	} );

	it( 'leaves an add to the first mini-cart of the page', () => {
		const flags = window as unknown as Record< string, unknown >;
		const first = document.createElement( 'div' );
		first.className = 'boudoir-mini-cart';
		const second = first.cloneNode() as HTMLElement;
		document.body.append( first, second );
		// The first one shows (jsdom lays nothing out).
		first.getClientRects = () =>
			[ new DOMRect( 0, 0, 10, 10 ) ] as unknown as DOMRectList;
		flags[ OPEN_EVENT ] = true;
		renderCart( second );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( flags[ OPEN_EVENT ] ).toBe( true );
		flags[ OPEN_EVENT ] = false;
		first.remove();
		second.remove();
	} );
} );
