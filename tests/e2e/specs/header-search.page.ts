/**
 * A page holding the header search block, as a shopper finds it.
 */

/**
 * External dependencies
 */
import {
	expect,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';

/** The toggle's and the field's accessible names (docs/contract.md). */
export const SEARCH = 'Search';
export const SEARCH_PRODUCTS = 'Search products';

/** The drop-down's default focus delay, ms (block.json, docs/contract.md, Figures). */
export const FOCUS_DELAY = 600;

export class HeaderSearch {
	/** The block's wrapper. */
	readonly root: Locator;
	/** The drop-down's toggle button (mounted by the view script). */
	readonly button: Locator;
	/** The server's link that stands in for the button without JavaScript. */
	readonly noScriptLink: Locator;
	/** The search form. */
	readonly form: Locator;
	/** The search field. */
	readonly field: Locator;

	/**
	 * @param page     The page.
	 * @param selector The block's wrapper (it tells apart several searches on one page).
	 */
	constructor(
		readonly page: Page,
		selector: string
	) {
		this.root = page.locator( selector );
		this.button = this.root.getByRole( 'button', {
			name: SEARCH,
			exact: true,
		} );
		this.noScriptLink = this.root.getByRole( 'link', {
			name: SEARCH,
			exact: true,
		} );
		this.form = this.root.getByRole( 'search' );
		this.field = this.root.getByRole( 'searchbox', {
			name: SEARCH_PRODUCTS,
			exact: true,
		} );
	}

	/** Waits for the view script to turn the link into the button. */
	async waitUntilMounted(): Promise< void > {
		await expect( this.button ).toHaveCount( 1 );
		await expect( this.noScriptLink ).toHaveCount( 0 );
	}

	/** Presses Tab from the top of the page until the toggle has focus. */
	async tabToButton(): Promise< void > {
		const isFocused = () =>
			this.button.evaluate(
				( button ) => button.ownerDocument.activeElement === button
			);
		for ( let press = 0; press < 60 && ! ( await isFocused() ); press++ ) {
			await this.page.keyboard.press( 'Tab' );
		}
		await expect( this.button ).toBeFocused();
	}

	/** Expects the drop-down open: shown, the button active and expanded. */
	async expectOpen(): Promise< void > {
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( this.button ).toHaveClass( /(^|\s)active(\s|$)/ );
		await expect( this.form ).toHaveClass( /(^|\s)show(\s|$)/ );
		await expect( this.field ).toBeVisible();
	}

	/** Expects the drop-down closed: hidden from sight and from assistive technology. */
	async expectClosed(): Promise< void > {
		await expect( this.button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( this.button ).not.toHaveClass( /(^|\s)active(\s|$)/ );
		await expect( this.form ).toHaveCount( 0 );
		await expect( this.field ).toHaveCount( 0 );
	}
}

/**
 * Submits a product search and follows it to where WooCommerce sends the shopper.
 *
 * @param page   The page.
 * @param term   The search term.
 * @param submit What submits the form (Enter in the field).
 * @return The search request the form sent (its URL carries the query).
 */
export async function submitSearch(
	page: Page,
	term: string,
	submit: () => Promise< void >
): Promise< Request > {
	const [ search ] = await Promise.all( [
		page.waitForRequest(
			( request ) =>
				request.isNavigationRequest() &&
				new URL( request.url() ).searchParams.get( 's' ) === term
		),
		submit(),
	] );
	await page.waitForLoadState();
	return search;
}
