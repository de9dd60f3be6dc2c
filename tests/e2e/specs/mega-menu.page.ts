/**
 * The demo header's Shop mega menu (bin/wp/seed/lib/site.php), as a shopper finds it:
 * core's navigation submenu in Boudoir's "Mega menu" style (Boudoir\Theme\Mega_Menu).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** docs/contract.md, Figures: the panel keeps 10 px from the viewport's edges. */
export const EDGE_MARGIN = 10;

/** The demo's columns (child submenus) and their category links, in order. */
export const COLUMNS = {
	Lingerie: [ 'Bras', 'Briefs', 'Bodysuits', 'Sets' ],
	'Lounge & more': [ 'Robes & Loungewear', 'Accessories' ],
} as const;

export class MegaMenu {
	/** The header's navigation. */
	readonly navigation: Locator;
	/** The Shop item (core's submenu in the mega menu style). */
	readonly item: Locator;
	/** The item's own link. */
	readonly link: Locator;
	/** Core's submenu toggle (aria-expanded). */
	readonly toggle: Locator;
	/** The panel: the submenu's list. */
	readonly panel: Locator;

	/**
	 * @param page The page.
	 */
	constructor( readonly page: Page ) {
		this.navigation = page
			.getByRole( 'banner' )
			.getByRole( 'navigation', { name: 'Main menu' } );
		this.item = this.navigation.locator( 'li.is-style-boudoir-mega-menu' );
		this.link = this.item.getByRole( 'link', {
			name: 'Shop',
			exact: true,
		} );
		this.toggle = this.item.getByRole( 'button', {
			name: 'Shop submenu',
			exact: true,
		} );
		this.panel = this.item.locator(
			':scope > ul.boudoir-mega-menu__panel'
		);
	}

	/**
	 * A link in the panel, by its name.
	 *
	 * @param name The link's text.
	 */
	panelLink( name: string ): Locator {
		return this.panel.getByRole( 'link', { name, exact: true } );
	}

	/** Waits until core's navigation script and the mega menu script have run. */
	async waitUntilReady(): Promise< void > {
		await expect( this.item ).toHaveCount( 1 );
		await expect( this.toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await this.page.waitForFunction(
			() =>
				document.readyState === 'complete' &&
				!! document.querySelector( 'script[id="boudoir-mega-menu-js"]' )
		);
	}

	/** Presses Tab from the top of the page until the toggle has focus. */
	async tabToToggle(): Promise< void > {
		const isFocused = () =>
			this.toggle.evaluate(
				( toggle ) => toggle.ownerDocument.activeElement === toggle
			);
		for ( let press = 0; press < 40 && ! ( await isFocused() ); press++ ) {
			await this.page.keyboard.press( 'Tab' );
		}
		await expect( this.toggle ).toBeFocused();
	}

	/** Expects the panel shown, its toggle expanded, every category link visible. */
	async expectOpen(): Promise< void > {
		await expect( this.toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( this.panel ).toBeVisible();
		for ( const links of Object.values( COLUMNS ) ) {
			for ( const name of links ) {
				await expect( this.panelLink( name ) ).toBeVisible();
			}
		}
	}

	/** Expects the panel hidden (from sight, focus and assistive technology). */
	async expectClosed(): Promise< void > {
		await expect( this.toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( this.panel ).toBeHidden();
		await expect( this.panelLink( 'Bras' ) ).toBeHidden();
	}

	/**
	 * Expects the open panel whole inside the viewport, the edge margin kept on both sides.
	 */
	async expectInsideViewport(): Promise< void > {
		// The script fits the panel as it opens; the opacity fade is core's.
		await expect
			.poll( async () => {
				const box = await this.panel.boundingBox();
				const width = await this.page.evaluate(
					() => window.innerWidth
				);
				return (
					!! box &&
					box.width > 0 &&
					box.x >= EDGE_MARGIN &&
					box.x + box.width <= width - EDGE_MARGIN
				);
			} )
			.toBe( true );
	}
}
