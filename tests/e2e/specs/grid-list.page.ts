/**
 * A product archive of the demo shop as the grid/list block shows it to a shopper.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The buttons' accessible names (docs/contract.md). */
export const GRID_VIEW = 'Grid view';
export const LIST_VIEW = 'List view';

/** The cookie (docs/contract.md, Data "Listing view preference") and the class the server prints. */
export const COOKIE = 'gridcookie';
export const LIST_CLASS = 'boudoir-view-list';

/** The event dispatched 301 ms after a change. */
export const CHANGE_EVENT = 'boudoir:grid-list-change';

/** Product lists: WooCommerce's classic loop and the Product Collection's template. */
export const PRODUCT_LISTS = 'ul.products, .wc-block-product-template';

declare global {
	interface Window {
		/** Whether `<body>` had the list class when the first product list was parsed. */
		boudoirE2eListClassAtParse?: boolean;
	}
}

export class GridListPage {
	readonly gridButton: Locator;
	readonly listButton: Locator;
	/** The first product list of the page. */
	readonly productList: Locator;

	constructor( readonly page: Page ) {
		this.gridButton = page.getByRole( 'button', {
			name: GRID_VIEW,
			exact: true,
		} );
		this.listButton = page.getByRole( 'button', {
			name: LIST_VIEW,
			exact: true,
		} );
		this.productList = page.locator( PRODUCT_LISTS ).first();
	}

	/**
	 * Opens a product archive (the shop by default), noting whether `<body>` had the list
	 * class at the moment the first product list was parsed (before any paint of it).
	 *
	 * @param path The archive's path.
	 */
	async goto( path = '/shop/' ): Promise< void > {
		await this.page.addInitScript( ( selector: string ) => {
			const observer = new MutationObserver( () => {
				if ( document.querySelector( selector ) ) {
					window.boudoirE2eListClassAtParse =
						document.body.classList.contains( 'boudoir-view-list' );
					observer.disconnect();
				}
			} );
			observer.observe( document, { childList: true, subtree: true } );
		}, PRODUCT_LISTS );
		await this.page.goto( path );
		await expect( this.gridButton ).toBeVisible();
	}

	/** Whether the list class was there when the first list was parsed. */
	async listClassAtParse(): Promise< boolean | undefined > {
		return this.page.evaluate( () => window.boudoirE2eListClassAtParse );
	}

	/** Whether `<body>` has the list class now. */
	async isListView(): Promise< boolean > {
		return this.page.evaluate(
			( name ) => document.body.classList.contains( name ),
			LIST_CLASS
		);
	}

	/** The cookie the browser keeps, if any. */
	async cookie() {
		const cookies = await this.page.context().cookies();
		return cookies.find( ( cookie ) => cookie.name === COOKIE );
	}

	/**
	 * Sets the cookie as a previous visit would have.
	 *
	 * @param value Its value.
	 */
	async setCookie( value: string ): Promise< void > {
		await this.page.context().addCookies( [
			{
				name: COOKIE,
				value,
				url: new URL( '/', this.page.url() || 'http://x' ).href,
			},
		] );
	}

	/**
	 * The server's HTML for a path, with the browser's cookies (no script run).
	 *
	 * @param path The page's path.
	 */
	async serverHtml( path = '/shop/' ): Promise< string > {
		const response = await this.page.request.get( path );
		expect( response.ok() ).toBe( true );
		return response.text();
	}

	/**
	 * The first product's image and title boxes.
	 */
	async firstProductBoxes() {
		const item = this.productList.locator( ':scope > li' ).first();
		const image = await item.locator( 'img' ).first().boundingBox();
		const title = await item
			.locator( 'h2, h3, .wp-block-post-title' )
			.first()
			.boundingBox();
		const list = await this.productList.boundingBox();
		expect( image && title && list ).toBeTruthy();
		return { image: image!, title: title!, list: list! };
	}
}
