/**
 * The add-to-wishlist button, its popup and the wishlist counter, as a shopper meets them.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
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
	/** The main button of a product page (inside WooCommerce's add-to-cart form). */
	readonly button: Locator;
	readonly browseLink: Locator;
	readonly dialog: Locator;

	constructor( readonly page: Page ) {
		this.cartForm = page.locator( 'form.cart' );
		this.button = this.cartForm.getByRole( 'button', {
			name: ADD,
			exact: true,
		} );
		this.browseLink = this.cartForm.getByRole( 'link', { name: BROWSE } );
		this.dialog = page.getByRole( 'dialog', { name: ADD } );
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

	/** Waits until the view has replaced the server's button. */
	async waitUntilMounted(): Promise< void > {
		await expect(
			this.page
				.locator(
					'.wp-block-boudoir-add-to-wishlist[data-boudoir-mounted]'
				)
				.first()
		).toBeAttached();
		await expect(
			this.cartForm.locator(
				'.wp-block-boudoir-add-to-wishlist .boudoir-icon'
			)
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
	 * Chooses each variation attribute's first available value, in order.
	 *
	 * @param labels The dropdowns' labels.
	 */
	async chooseFirstOptions( labels: string[] ): Promise< void > {
		for ( const label of labels ) {
			const select = this.page.getByLabel( label, { exact: true } );
			const value = await select
				.locator( 'option' )
				.evaluateAll(
					( options ) =>
						( options as HTMLOptionElement[] ).find(
							( option ) =>
								option.value !== '' && ! option.disabled
						)?.value ?? ''
				);
			expect( value, `an option of ${ label }` ).not.toBe( '' );
			await select.selectOption( value );
		}
	}
}

/**
 * A REST client of the signed-in user of a request context (nonce from admin-ajax);
 * fails when the context is not signed in.
 *
 * @param request The context's request.
 */
export async function restAs( request: APIRequestContext ) {
	const nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	// admin-ajax answers guests too (a guest's nonce): make sure the context is signed in
	// to this site, so a stale storage state fails here rather than as a confusing guest.
	const me = await request.get( '/wp-json/wp/v2/users/me', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( me.ok(), 'the request context is signed in to this shop' ).toBe(
		true
	);
	const call = async ( method: string, path: string, data?: unknown ) => {
		const response = await request.fetch( `/wp-json${ path }`, {
			method,
			headers: { 'X-WP-Nonce': nonce },
			data,
		} );
		expect(
			response.ok(),
			`${ method } ${ path }: ${ await response.text() }`
		).toBe( true );
		return response.json();
	};
	return {
		get: ( path: string ) => call( 'GET', path ),
		post: ( path: string, data: unknown ) => call( 'POST', path, data ),
		delete: ( path: string ) => call( 'DELETE', path ),
	};
}
