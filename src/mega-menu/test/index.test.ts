/**
 * Internal dependencies
 */
import {
	DISMISSED_CLASS,
	ROOM_PROPERTY,
	SHIFT_PROPERTY,
	start,
	type MegaMenu,
} from '../index';

/**
 * Core's navigation markup of a mega menu, as the server prints it (jsdom lays nothing
 * out: the panel's box and the viewport's width are given).
 *
 * @param panelBox The panel's edges as measured.
 */
function page( panelBox = { left: 150, right: 1050 } ): {
	item: HTMLElement;
	panel: HTMLElement;
	toggle: HTMLButtonElement;
	link: HTMLAnchorElement;
} {
	document.body.innerHTML = `
		<nav class="wp-block-navigation"><ul class="wp-block-navigation__container">
			<li class="wp-block-navigation-item has-child open-on-hover-click is-style-boudoir-mega-menu wp-block-navigation-submenu">
				<a class="wp-block-navigation-item__content" href="/shop/">Shop</a>
				<button class="wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle" aria-label="Shop submenu" aria-expanded="false"></button>
				<ul class="wp-block-navigation__submenu-container boudoir-mega-menu__panel" style="visibility: hidden">
					<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/product-category/bras/">Bras</a></li>
				</ul>
			</li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/cart/">Cart</a></li>
		</ul></nav>`;
	Object.defineProperty( document.documentElement, 'clientWidth', {
		configurable: true,
		value: 1000,
	} );
	const item = document.querySelector< HTMLElement >(
		'.is-style-boudoir-mega-menu'
	)!;
	const panel = item.querySelector< HTMLElement >(
		'.boudoir-mega-menu__panel'
	)!;
	// Where the panel hangs, moved by the shift the script gave it.
	panel.getBoundingClientRect = () => {
		const shift = parseFloat(
			panel.style.getPropertyValue( SHIFT_PROPERTY ) || '0'
		);
		return {
			left: panelBox.left + shift,
			right: panelBox.right + shift,
		} as DOMRect;
	};
	return {
		item,
		panel,
		toggle: item.querySelector( 'button' )!,
		link: panel.querySelector( 'a' )!,
	};
}

/**
 * Shows the panel as core's CSS does.
 *
 * @param panel The panel.
 */
function show( panel: HTMLElement ): void {
	panel.style.visibility = 'visible';
}

afterEach( () => {
	document.body.innerHTML = '';
	document.documentElement.removeAttribute( 'dir' );
} );

describe( 'start', () => {
	it( 'finds the mega menus and nothing else', () => {
		const { item, panel, toggle } = page();
		const menus = start( document );
		expect( menus ).toEqual( [
			{
				item,
				panel,
				toggle,
				shift: 0,
				following: false,
			} satisfies MegaMenu,
		] );
	} );

	it( 'does nothing on a page without a mega menu', () => {
		document.body.innerHTML =
			'<nav class="wp-block-navigation"><ul><li class="wp-block-navigation-item has-child"></li></ul></nav>';
		expect( start( document ) ).toEqual( [] );
	} );

	it( 'fits the panel when the pointer opens it', () => {
		const { item, panel } = page();
		start( document );
		show( panel );
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( panel.style.getPropertyValue( ROOM_PROPERTY ) ).toBe( '980px' );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-60px'
		);
		// Measured again where it now is: it stays.
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-60px'
		);
	} );

	it( 'leaves a closed panel alone', () => {
		const { item, panel } = page();
		start( document );
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe( '' );
	} );

	it( 'fits the panel when its toggle expands it (click, Enter, Space)', async () => {
		const { panel, toggle } = page( { left: -20, right: 480 } );
		start( document );
		show( panel );
		toggle.setAttribute( 'aria-expanded', 'true' );
		await Promise.resolve();
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe( '30px' );
	} );

	it( 'fits the open panel again when the window is resized', () => {
		jest.useFakeTimers();
		const { panel } = page();
		start( document );
		show( panel );
		window.dispatchEvent( new Event( 'resize' ) );
		jest.runOnlyPendingTimers();
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-60px'
		);
		jest.useRealTimers();
	} );

	it( 'keeps an open panel fitted while its item moves, and stops once it closes', () => {
		jest.useFakeTimers();
		const box = { left: 150, right: 1050 };
		const { item, panel } = page( box );
		start( document );
		show( panel );
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-60px'
		);
		// Two seconds on, a count filled in beside it moves the item a fraction of a pixel.
		jest.advanceTimersByTime( 2000 );
		box.left += 0.4;
		box.right += 0.4;
		jest.advanceTimersByTime( 20 );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-61px'
		);
		// Closed: the frames stop; nothing runs until it opens again.
		panel.style.visibility = 'hidden';
		jest.advanceTimersByTime( 20 );
		expect( jest.getTimerCount() ).toBe( 0 );
		jest.useRealTimers();
	} );

	it( 'follows each panel with one frame loop, however often it is opened', async () => {
		jest.useFakeTimers();
		const { item, panel, toggle } = page();
		start( document );
		show( panel );
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		item.dispatchEvent( new FocusEvent( 'focusin' ) );
		window.dispatchEvent( new Event( 'resize' ) );
		toggle.setAttribute( 'aria-expanded', 'true' );
		await Promise.resolve();
		expect( jest.getTimerCount() ).toBe( 1 );
		jest.useRealTimers();
	} );

	it( 'lines a panel too wide up on the right edge in right-to-left pages', () => {
		const { item, panel } = page( { left: -100, right: 1100 } );
		panel.style.direction = 'rtl';
		start( document );
		show( panel );
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( panel.style.getPropertyValue( SHIFT_PROPERTY ) ).toBe(
			'-110px'
		);
	} );
} );

describe( 'Escape', () => {
	it( 'dismisses a panel the pointer holds open, focus back on the toggle', () => {
		const { item, panel, toggle, link } = page();
		start( document );
		show( panel );
		jest.spyOn( item, 'matches' ).mockImplementation(
			( selector ) => selector === ':hover'
		);
		const left = jest.fn();
		const pointerLeft = jest.fn();
		// WordPress 6.x's navigation listens for the one, 7.x's for the other.
		item.addEventListener( 'mouseleave', left );
		item.addEventListener( 'pointerleave', pointerLeft );
		link.focus();
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( item ).toHaveClass( DISMISSED_CLASS );
		expect( toggle ).toHaveFocus();
		// Core's hover state is told, so aria-expanded follows.
		expect( left ).toHaveBeenCalledTimes( 1 );
		expect( pointerLeft ).toHaveBeenCalledTimes( 1 );
		expect( pointerLeft.mock.calls[ 0 ][ 0 ].pointerType ).not.toBe(
			'touch'
		);

		// Back when the pointer comes back, or the toggle is pressed.
		item.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( item ).not.toHaveClass( DISMISSED_CLASS );
		item.classList.add( DISMISSED_CLASS );
		toggle.click();
		expect( item ).not.toHaveClass( DISMISSED_CLASS );
	} );

	it( 'leaves what the toggle opened to core', () => {
		const { item, panel, link } = page();
		start( document );
		show( panel );
		link.focus();
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( item ).not.toHaveClass( DISMISSED_CLASS );
		expect( link ).toHaveFocus();
	} );

	it( 'ignores other keys', () => {
		const { item, panel } = page();
		start( document );
		show( panel );
		jest.spyOn( item, 'matches' ).mockReturnValue( true );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab' } )
		);
		expect( item ).not.toHaveClass( DISMISSED_CLASS );
	} );
} );
