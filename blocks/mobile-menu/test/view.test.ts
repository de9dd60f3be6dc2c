/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rectList } from '../../../src/test-utils/rect-list';
import { PAGE_CLASS, ROOT_CLASS, enhance, type SideMenu } from '../view';

/**
 * A slide of the panel: its 300 ms and the 50 ms safety margin (docs/contract.md, Figures).
 */
function slide(): void {
	jest.advanceTimersByTime( 350 );
}

/**
 * Puts a block as render.php prints it on the page, in a page wrapper.
 *
 * @param id             The block's id prefix.
 * @param side           Its side.
 * @param displace       Whether it moves the page.
 * @param dropdownTarget What opens submenus.
 */
function markup(
	id: string,
	side = 'left',
	displace = true,
	dropdownTarget = 'toggle'
): string {
	return `
		<div class="wp-block-boudoir-mobile-menu boudoir-mobile-menu is-side-${ side }" data-side="${ side }" data-displace="${ displace }" data-dropdown-target="${ dropdownTarget }">
			<a id="${ id }-open" class="boudoir-mobile-menu__open" href="#${ id }" aria-haspopup="dialog"><svg aria-hidden="true"></svg><span>Open menu</span></a>
			<dialog id="${ id }" class="boudoir-mobile-menu__dialog" aria-labelledby="${ id }-title">
				<div class="boudoir-mobile-menu__panel">
					<h2 id="${ id }-title">Menu</h2>
					<a class="boudoir-mobile-menu__close" href="#${ id }-open"><span>Close menu</span></a>
					<nav class="boudoir-mobile-menu__nav" aria-label="Main menu">
						<ul class="boudoir-mobile-menu__list">
							<li class="boudoir-mobile-menu__item has-children">
								<div class="boudoir-mobile-menu__row"><a class="boudoir-mobile-menu__link" href="/shop/">Shop</a><button type="button" class="boudoir-mobile-menu__toggle" aria-expanded="true" aria-controls="${ id }-sub-1" hidden><svg class="boudoir-mobile-menu__chevron" aria-hidden="true"></svg><span>Shop submenu</span></button></div>
								<ul id="${ id }-sub-1" class="boudoir-mobile-menu__submenu"><li><div class="boudoir-mobile-menu__row"><a class="boudoir-mobile-menu__link" href="/product-category/bras/">Bras</a></div></li></ul>
							</li>
							<li class="boudoir-mobile-menu__item"><div class="boudoir-mobile-menu__row"><a class="boudoir-mobile-menu__link" href="/cart/">Cart</a></div></li>
						</ul>
					</nav>
				</div>
			</dialog>
		</div>`;
}

let desktopListener: ( () => void ) | undefined;
let desktop = false;
let reduce = false;

function setUpWindow(): void {
	desktopListener = undefined;
	desktop = false;
	reduce = false;
	window.matchMedia = jest.fn().mockImplementation( ( query: string ) => ( {
		get matches() {
			return query.includes( 'reduce' ) ? reduce : desktop;
		},
		media: query,
		addEventListener: ( _type: string, listener: () => void ) => {
			if ( query.includes( 'min-width' ) ) {
				desktopListener = listener;
			}
		},
		removeEventListener: jest.fn(),
	} ) );
	// jsdom has no modal dialogs: open and close them as browsers do, minus the top layer.
	HTMLDialogElement.prototype.showModal = function (
		this: HTMLDialogElement
	) {
		this.setAttribute( 'open', '' );
	};
	HTMLDialogElement.prototype.close = function ( this: HTMLDialogElement ) {
		if ( this.hasAttribute( 'open' ) ) {
			this.removeAttribute( 'open' );
			this.dispatchEvent( new Event( 'close' ) );
		}
	};
}

function mount( ...blocks: string[] ): SideMenu[] {
	document.body.innerHTML = `<div class="wp-site-blocks"><header>${ blocks.join(
		''
	) }</header><main><a href="#top">Top</a></main></div>`;
	return Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-boudoir-mobile-menu'
		)
	).map( ( root ) => enhance( root )! );
}

const page = () => document.querySelector( '.wp-site-blocks' )!;
const dialog = () => document.querySelector( 'dialog' )!;
const root = () =>
	document.querySelector< HTMLElement >( '.wp-block-boudoir-mobile-menu' )!;

describe( 'mobile menu view', () => {
	let menus: SideMenu[] = [];

	beforeEach( () => {
		jest.useFakeTimers();
		setUpWindow();
	} );

	afterEach( () => {
		menus.forEach( ( menu ) => menu.destroy() );
		menus = [];
		jest.useRealTimers();
	} );

	it( 'turns the links into buttons and collapses the submenus behind their toggles', () => {
		menus = mount( markup( 'm1' ) );

		const open = screen.getByRole( 'button', { name: 'Open menu' } );
		expect( open ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( open ).toHaveAttribute( 'aria-controls', 'm1' );
		expect( open.id ).toBe( 'm1-open' );
		expect(
			screen.queryByRole( 'link', { name: 'Open menu' } )
		).not.toBeInTheDocument();
		expect( root() ).toHaveClass( 'is-enhanced' );
		expect( root().dataset.state ).toBe( 'closed' );

		const toggle = dialog().querySelector(
			'.boudoir-mobile-menu__toggle'
		)!;
		expect( toggle ).not.toHaveAttribute( 'hidden' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( document.getElementById( 'm1-sub-1' ) ).toHaveAttribute(
			'hidden'
		);
		expect(
			dialog().querySelector( 'button.boudoir-mobile-menu__close' )
		).toHaveTextContent( 'Close menu' );
	} );

	it( 'opens as a modal in 300 ms and settles 50 ms later, focus on Close menu, the page moved aside', () => {
		menus = mount( markup( 'm1' ) );
		const open = screen.getByRole( 'button', { name: 'Open menu' } );

		fireEvent.click( open );
		expect( menus[ 0 ].state() ).toBe( 'opening' );
		expect( dialog() ).toHaveAttribute( 'open' );
		expect( dialog() ).toHaveClass( 'is-open' );
		expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.documentElement ).toHaveClass( ROOT_CLASS );
		expect( page() ).toHaveClass( PAGE_CLASS, 'is-shifted-left' );
		expect( open.ownerDocument.activeElement ).toHaveTextContent(
			'Close menu'
		);

		// Settled after the slide and the safety margin: a loaded machine runs its frames late.
		jest.advanceTimersByTime( 349 );
		expect( menus[ 0 ].state() ).toBe( 'opening' );
		jest.advanceTimersByTime( 1 );
		expect( menus[ 0 ].state() ).toBe( 'open' );
		expect( root().dataset.state ).toBe( 'open' );
	} );

	it( 'closes from its button in 300 ms and gives focus back', () => {
		menus = mount( markup( 'm1' ) );
		const open = screen.getByRole( 'button', { name: 'Open menu' } );
		fireEvent.click( open );
		slide();

		fireEvent.click(
			within( dialog() ).getByRole( 'button', { name: 'Close menu' } )
		);
		expect( menus[ 0 ].state() ).toBe( 'closing' );
		expect( dialog() ).not.toHaveClass( 'is-open' );
		expect( page() ).not.toHaveClass( 'is-shifted-left' );
		expect( dialog() ).toHaveAttribute( 'open' );
		slide();
		expect( menus[ 0 ].state() ).toBe( 'closed' );
		expect( dialog() ).not.toHaveAttribute( 'open' );
		expect( page() ).not.toHaveClass( PAGE_CLASS );
		expect( document.documentElement ).not.toHaveClass( ROOT_CLASS );
		expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( open ).toHaveFocus();
	} );

	it( 'closes on Escape and on a click of the backdrop, not of the panel', () => {
		menus = mount( markup( 'm1' ) );
		const open = screen.getByRole( 'button', { name: 'Open menu' } );
		fireEvent.click( open );
		slide();

		fireEvent.keyDown( dialog(), { key: 'Escape' } );
		slide();
		expect( menus[ 0 ].state() ).toBe( 'closed' );
		expect( open ).toHaveFocus();

		fireEvent.click( open );
		slide();
		fireEvent.click( dialog().querySelector( 'h2' )! );
		expect( menus[ 0 ].state() ).toBe( 'open' );
		fireEvent.click( dialog() );
		slide();
		expect( menus[ 0 ].state() ).toBe( 'closed' );

		// The browser's cancel event (Escape) is taken over for the slide.
		fireEvent.click( open );
		const cancel = new Event( 'cancel', { cancelable: true } );
		dialog().dispatchEvent( cancel );
		expect( cancel.defaultPrevented ).toBe( true );
		expect( menus[ 0 ].state() ).toBe( 'closing' );
	} );

	it( 'wraps Tab inside the panel', () => {
		menus = mount( markup( 'm1' ) );
		// jsdom lays nothing out: every element counts as shown.
		jest.spyOn(
			HTMLElement.prototype,
			'getClientRects'
		).mockImplementation( function ( this: HTMLElement ) {
			return rectList(
				this.closest( '[hidden]' ) ? [] : [ new DOMRect() ]
			);
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		const close = within( dialog() ).getByRole( 'button', {
			name: 'Close menu',
		} );
		const cart = within( dialog() ).getByRole( 'link', { name: 'Cart' } );

		close.focus();
		fireEvent.keyDown( dialog(), { key: 'Tab', shiftKey: true } );
		expect( cart ).toHaveFocus();
		fireEvent.keyDown( dialog(), { key: 'Tab' } );
		expect( close ).toHaveFocus();
		jest.restoreAllMocks();
	} );

	it( 'closes 50 ms after a menu item’s click, without taking focus back', () => {
		menus = mount( markup( 'm1' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		slide();

		const cart = within( dialog() ).getByRole( 'link', { name: 'Cart' } );
		cart.addEventListener( 'click', ( event ) => event.preventDefault() );
		fireEvent.click( cart );
		jest.advanceTimersByTime( 49 );
		expect( menus[ 0 ].state() ).toBe( 'open' );
		jest.advanceTimersByTime( 1 );
		expect( menus[ 0 ].state() ).toBe( 'closing' );
		slide();
		expect( menus[ 0 ].state() ).toBe( 'closed' );
	} );

	it( 'closes at once when the window reaches the desktop width', () => {
		menus = mount( markup( 'm1' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		desktop = true;
		desktopListener?.();
		expect( menus[ 0 ].state() ).toBe( 'closed' );
		expect( page() ).not.toHaveClass( PAGE_CLASS );
	} );

	it( 'opens and closes at once for reduced motion', () => {
		menus = mount( markup( 'm1' ) );
		reduce = true;
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		expect( menus[ 0 ].state() ).toBe( 'open' );
		fireEvent.keyDown( dialog(), { key: 'Escape' } );
		expect( menus[ 0 ].state() ).toBe( 'closed' );
	} );

	it( 'keeps the page still for a menu that covers it, and shifts it the other way on the right', () => {
		menus = mount( markup( 'm1', 'right', false ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		expect( page() ).not.toHaveClass( PAGE_CLASS );
		menus[ 0 ].destroy();

		menus = mount( markup( 'm2', 'right', true ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		expect( page() ).toHaveClass( PAGE_CLASS, 'is-shifted-right' );
	} );

	it( 'keeps one side menu open at a time', () => {
		menus = mount( markup( 'm1' ), markup( 'm2', 'right' ) );
		menus[ 0 ].open();
		menus[ 1 ].open();
		expect( menus[ 0 ].state() ).toBe( 'closed' );
		expect( menus[ 1 ].state() ).toBe( 'opening' );
		expect( page() ).toHaveClass( 'is-shifted-right' );
		expect( page() ).not.toHaveClass( 'is-shifted-left' );
	} );

	it( 'slides a submenu open and shut in 250 ms from its toggle', () => {
		menus = mount( markup( 'm1' ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'Open menu' } ) );
		const toggle = within( dialog() ).getByRole( 'button', {
			name: 'Shop submenu',
		} );
		const submenu = document.getElementById( 'm1-sub-1' )!;
		const item = toggle.closest( 'li' )!;

		fireEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( item ).toHaveClass( 'active' );
		expect( submenu ).not.toHaveAttribute( 'hidden' );
		expect( submenu.style.height ).not.toBe( '' );
		jest.advanceTimersByTime( 250 );
		expect( submenu.style.height ).toBe( '' );

		fireEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( item ).not.toHaveClass( 'active' );
		expect( submenu ).not.toHaveAttribute( 'hidden' );
		jest.advanceTimersByTime( 250 );
		expect( submenu ).toHaveAttribute( 'hidden' );
	} );

	it( 'with the link as dropdown target, the item’s link toggles and moves into its submenu', () => {
		menus = mount( markup( 'm1', 'left', true, 'link' ) );
		menus[ 0 ].open();
		const shop = within( dialog() ).getByRole( 'button', { name: 'Shop' } );
		expect( shop ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( shop ).toHaveAttribute( 'aria-controls', 'm1-sub-1' );
		expect(
			within( dialog() ).queryByRole( 'button', { name: 'Shop submenu' } )
		).not.toBeInTheDocument();
		const submenu = document.getElementById( 'm1-sub-1' )!;
		expect( submenu.firstElementChild ).toHaveClass( 'is-parent-link' );
		expect(
			within( submenu ).getByRole( 'link', {
				name: 'Shop',
				hidden: true,
			} )
		).toHaveAttribute( 'href', '/shop/' );

		reduce = true;
		fireEvent.click( shop );
		expect( shop ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( submenu ).not.toHaveAttribute( 'hidden' );
	} );

	it( 'leaves the links alone where modal dialogs are missing', () => {
		document.body.innerHTML = markup( 'm1' );
		const showModal = HTMLDialogElement.prototype.showModal;
		// @ts-expect-error -- a browser without modal dialogs.
		delete HTMLDialogElement.prototype.showModal;
		expect( enhance( root() ) ).toBeNull();
		expect(
			screen.getByRole( 'link', { name: 'Open menu' } )
		).toBeInTheDocument();
		HTMLDialogElement.prototype.showModal = showModal;
	} );
} );
