/**
 * The demo header's mobile side menu (boudoir/mobile-menu), as a shopper finds it.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The accessible names of docs/contract.md. */
export const OPEN_MENU = 'Open menu';
export const MENU = 'Menu';
export const CLOSE_MENU = 'Close menu';

/** docs/contract.md, Figures: the panel's slide, ms. */
export const SPEED = 300;

/** docs/contract.md, Figures: the width from which the menu closes itself (the desktop menu shows). */
export const DESKTOP_MIN_WIDTH = 960;

export class MobileMenu {
	/** The block's wrapper. */
	readonly root: Locator;
	/** The hamburger (a button once the view script ran). */
	readonly button: Locator;
	/** The hamburger element, link or button, visible or not. */
	readonly toggle: Locator;
	/** The server's link that stands in for the button without JavaScript. */
	readonly noScriptLink: Locator;
	/** The side panel. */
	readonly dialog: Locator;
	/** Its close button. */
	readonly closeButton: Locator;
	/** The header's desktop navigation, which the block hides on phones. */
	readonly desktopMenu: Locator;

	/**
	 * @param page     The page.
	 * @param selector The block's wrapper.
	 */
	constructor(
		readonly page: Page,
		selector = 'header .wp-block-boudoir-mobile-menu'
	) {
		this.root = page.locator( selector );
		this.button = this.root.getByRole( 'button', {
			name: OPEN_MENU,
			exact: true,
		} );
		this.toggle = this.root.locator( '.boudoir-mobile-menu__open' );
		this.noScriptLink = this.root.getByRole( 'link', {
			name: OPEN_MENU,
			exact: true,
		} );
		this.dialog = this.root.getByRole( 'dialog', {
			name: MENU,
			exact: true,
		} );
		this.closeButton = this.dialog.getByRole( 'button', {
			name: CLOSE_MENU,
			exact: true,
		} );
		this.desktopMenu = page.locator(
			'header nav.wp-block-navigation.boudoir-desktop-menu'
		);
	}

	/** Waits for the view script to turn the link into the button. */
	async waitUntilMounted(): Promise< void > {
		await expect( this.root ).toHaveClass( /(^|\s)is-enhanced(\s|$)/ );
		await expect( this.toggle ).toHaveJSProperty( 'tagName', 'BUTTON' );
	}

	/** The menu's state (docs/contract.md, States), as the view script publishes it. */
	state(): Promise< string | null > {
		return this.root.getAttribute( 'data-state' );
	}

	/** Opens the menu with the button and waits until it stands open. */
	async open(): Promise< void > {
		await this.button.click();
		await this.expectOpen();
	}

	/** Expects the panel open and settled, focus inside. */
	async expectOpen(): Promise< void > {
		await expect( this.dialog ).toBeVisible();
		await expect( this.root ).toHaveAttribute( 'data-state', 'open' );
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			await this.dialog.evaluate( ( dialog ) =>
				dialog.contains( dialog.ownerDocument.activeElement )
			)
		).toBe( true );
	}

	/** Expects the panel closed and gone from the accessibility tree. */
	async expectClosed(): Promise< void > {
		await expect( this.root ).toHaveAttribute( 'data-state', 'closed' );
		await expect( this.dialog ).toHaveCount( 0 );
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'false' );
	}

	/** The panel's box on screen. */
	async panelBox(): Promise< { x: number; width: number } > {
		const box = await this.dialog.boundingBox();
		expect( box ).not.toBeNull();
		return box!;
	}

	/**
	 * A submenu's toggle.
	 *
	 * @param item The parent item's label, e.g. "Shop".
	 */
	submenuToggle( item: string ): Locator {
		return this.dialog.getByRole( 'button', {
			name: `${ item } submenu`,
			exact: true,
		} );
	}
}
