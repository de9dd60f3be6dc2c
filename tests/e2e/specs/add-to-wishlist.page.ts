/**
 * The add-to-wishlist button, its popup and the wishlist counter, as a shopper meets them.
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

/** Accessible names (docs/contract.md). */
export const ADD = 'Add to wishlist';
export const BROWSE = 'Browse wishlist';
export const CHOOSE_TAB = 'Choose a wishlist';
export const CREATE_TAB = 'Create a wishlist';
export const CREATE = 'Create wishlist';
export const ADD_TO_THIS = 'Add to this wishlist';
export const REMOVE = 'Remove from wishlist';
export const REMOVE_FROM_ALL = 'Remove from all wishlists';

/** The demo's products the spec uses. */
export const SIMPLE = {
	slug: 'margaux-lace-brief',
	name: 'Margaux Lace Brief',
};
export const VARIABLE = {
	slug: 'eloise-balconette-bra',
	name: 'Eloise Balconette Bra',
};

/** The label printed when cookies are off (WishlistSettings.cookieDisabled). */
export const COOKIE_DISABLED = 'Cookies must be enabled to use the wishlist.';

/** Calls of the wishlist REST API. */
export const WISHLIST_API = /\/boudoir\/v1\//;
/** The add call. */
export const ADD_CALL = /\/boudoir\/v1\/items\/add/;

/**
 * Records every request a page makes that matches a pattern (REST paths may be sent as
 * `?rest_route=`, so the pattern is matched against the decoded URL).
 *
 * @param page    The page.
 * @param pattern What to record.
 */
export function recordRequests( page: Page, pattern: RegExp ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( pattern.test( decodeURIComponent( request.url() ) ) ) {
			seen.push( request );
		}
	} );
	return seen;
}

export class AddToWishlistPage {
	readonly cartForm: Locator;
	/**
	 * The product page's own block: inside WooCommerce's add-to-cart form on classic
	 * templates, right after the add-to-cart-form block on block templates (Block Hooks API).
	 */
	readonly productBlock: Locator;
	/** The main button of a product page. */
	readonly button: Locator;
	readonly browseLink: Locator;
	/** "Remove from wishlist" (or "…from all wishlists") once the product is saved. */
	readonly removeButton: Locator;
	readonly dialog: Locator;

	constructor( readonly page: Page ) {
		this.cartForm = page.locator( 'form.cart' );
		this.productBlock = page.locator(
			'form.cart .wp-block-boudoir-add-to-wishlist, .wc-block-add-to-cart-form + .wp-block-boudoir-add-to-wishlist'
		);
		this.button = this.productBlock.getByRole( 'button', {
			name: ADD,
			exact: true,
		} );
		this.browseLink = this.productBlock.getByRole( 'link', {
			name: BROWSE,
		} );
		this.removeButton = this.productBlock.getByRole( 'button', {
			name: /^Remove from (all )?wishlists?$/,
		} );
		this.dialog = page.getByRole( 'dialog', { name: ADD } );
	}

	/**
	 * Saves the product as a shopper does with several wishlists on (the demo's default):
	 * "Add to wishlist" opens the popup every time, then "Add to this wishlist" saves it to
	 * the list chosen there (the default list unless another is picked).
	 *
	 * @param button The add button (the product page's own by default).
	 */
	async addThroughPopup( button: Locator = this.button ): Promise< void > {
		await button.click();
		await expect( this.dialog ).toBeVisible();
		await this.dialog.getByRole( 'button', { name: ADD_TO_THIS } ).click();
		// Auto-close after success (the default).
		await expect( this.dialog ).toBeHidden();
	}

	/**
	 * Opens a product page and waits for the button to be mounted (it gets its heart icon).
	 *
	 * @param slug The product's slug.
	 */
	async gotoProduct( slug: string ): Promise< void > {
		await this.page.goto( `/product/${ slug }/` );
		await this.waitUntilMounted();
	}

	/**
	 * Waits until the island has replaced the server's button (it loads on intent or
	 * once the page is idle: docs/front-end.md).
	 */
	async waitUntilMounted(): Promise< void > {
		await expect(
			this.page
				.locator(
					'.wp-block-boudoir-add-to-wishlist[data-boudoir-island="ready"]'
				)
				.first()
		).toBeAttached();
		await expect(
			this.productBlock.locator( '.boudoir-icon' )
		).toBeAttached();
	}

	/**
	 * The tab of the popup.
	 * @param name
	 */
	tab( name: string ): Locator {
		return this.dialog.getByRole( 'tab', { name } );
	}

	/**
	 * Chooses each variation attribute's first available, in-stock value, in order, on
	 * Boudoir's swatches (the radio groups that stand in for WooCommerce's dropdowns).
	 *
	 * @param labels The attributes' labels.
	 */
	async chooseFirstOptions( labels: string[] ): Promise< void > {
		for ( const label of labels ) {
			const group = this.page.getByRole( 'radiogroup', {
				name: label,
				exact: true,
			} );
			const radios = group.getByRole( 'radio' );
			await expect(
				radios.first(),
				`a value of ${ label }`
			).toBeVisible();
			// The first value that can be chosen and is in stock (by its accessible name).
			const index = await radios.evaluateAll( ( elements ) =>
				elements.findIndex(
					( element ) =>
						element.getAttribute( 'aria-disabled' ) !== 'true' &&
						! /out of stock/.test(
							element.getAttribute( 'aria-label' ) ?? ''
						)
				)
			);
			expect( index, `an available value of ${ label }` ).toBeGreaterThan(
				-1
			);
			await radios.nth( index ).click();
		}
	}
}

export { restAs } from './shop.page';
