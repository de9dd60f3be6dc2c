/**
 * The header's mini-cart (blocks/mini-cart), as a shopper finds it: the cart button,
 * the side panel "Cart" it opens, and that panel's lines.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Accessible names (docs/contract.md). */
export const CART = 'Cart';
export const CLOSE_CART = 'Close cart';

export class MiniCart {
	/** The block's wrapper, in the page's header. */
	readonly root: Locator;
	/** The island's button ("Cart", then the count). */
	readonly button: Locator;
	/** The server's link to the cart page (before the island, and on the cart and checkout pages). */
	readonly link: Locator;
	/** The side panel. */
	readonly dialog: Locator;
	readonly closeButton: Locator;
	readonly subtotal: Locator;
	readonly alert: Locator;

	constructor( readonly page: Page ) {
		this.root = page
			.getByRole( 'banner' )
			.locator( '.wp-block-boudoir-mini-cart' );
		this.button = this.root.getByRole( 'button', { name: /^Cart\b/ } );
		this.link = this.root.getByRole( 'link', { name: /^Cart\b/ } );
		this.dialog = page.getByRole( 'dialog', { name: CART, exact: true } );
		this.closeButton = this.dialog.getByRole( 'button', {
			name: CLOSE_CART,
			exact: true,
		} );
		this.subtotal = this.dialog.locator( '.boudoir-mini-cart__subtotal' );
		this.alert = this.dialog.getByRole( 'alert' );
	}

	/** Waits until the island has taken the block over. */
	async waitUntilReady(): Promise< void > {
		await expect( this.root ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		await expect( this.button ).toHaveCount( 1 );
	}

	/**
	 * A line of the panel, by the product's name.
	 * @param name The product's name.
	 */
	line( name: string ): Locator {
		return this.dialog.getByRole( 'listitem' ).filter( {
			has: this.page.getByRole( 'link', { name, exact: true } ),
		} );
	}

	/**
	 * A line's quantity field.
	 * @param name The product's name.
	 */
	quantity( name: string ): Locator {
		return this.dialog.getByRole( 'spinbutton', {
			name: `Quantity of ${ name }`,
			exact: true,
		} );
	}

	/**
	 * A line's + button.
	 * @param name The product's name.
	 */
	increase( name: string ): Locator {
		return this.dialog.getByRole( 'button', {
			name: `Increase the quantity of ${ name }`,
			exact: true,
		} );
	}

	/**
	 * A line's Remove button.
	 * @param name The product's name.
	 */
	remove( name: string ): Locator {
		return this.dialog.getByRole( 'button', {
			name: `Remove ${ name }`,
			exact: true,
		} );
	}

	/** Whether the page's scrolling is locked. */
	async isScrollLocked(): Promise< boolean > {
		return this.page.evaluate(
			() =>
				getComputedStyle( document.documentElement ).overflow ===
				'hidden'
		);
	}

	/** Clicks the backdrop: the window's left edge, outside the panel. */
	async clickBackdrop(): Promise< void > {
		const viewport = this.page.viewportSize();
		await this.page.mouse.click( 10, ( viewport?.height ?? 600 ) / 2 );
	}
}
