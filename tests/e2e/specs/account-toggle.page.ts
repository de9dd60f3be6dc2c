/**
 * The demo shop's account page as a guest sees it, with the login/register toggle.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The links' accessible names (docs/contract.md). */
export const LOGIN = 'Login';
export const REGISTER = 'Register';

/** The dev site's per-browser switch that turns registration off (bin/wp/boudoir-dev.php). */
export const REGISTRATION_OFF_COOKIE = 'boudoir_test_registration';

declare global {
	interface Window {
		/** Whether the register column was hidden when it was parsed. */
		boudoirE2eRegisterHiddenAtParse?: boolean;
	}
}

export class AccountTogglePage {
	readonly loginLink: Locator;
	readonly registerLink: Locator;
	/** WooCommerce's forms (docs/woocommerce-surfaces.md §7). */
	readonly loginForm: Locator;
	readonly registerForm: Locator;
	readonly loginColumn: Locator;
	readonly registerColumn: Locator;

	constructor( readonly page: Page ) {
		const toggle = page.getByRole( 'navigation', {
			name: 'Login or register',
		} );
		this.loginLink = toggle.getByRole( 'link', {
			name: LOGIN,
			exact: true,
		} );
		this.registerLink = toggle.getByRole( 'link', {
			name: REGISTER,
			exact: true,
		} );
		this.loginForm = page.locator( 'form.woocommerce-form-login' );
		this.registerForm = page.locator( 'form.woocommerce-form-register' );
		this.loginColumn = page.locator( '#customer_login > .u-column1' );
		this.registerColumn = page.locator( '#customer_login > .u-column2' );
	}

	/**
	 * Opens the account page, noting whether the register column was hidden at the moment
	 * it was parsed (before any paint of it).
	 *
	 * @param hash A hash to open it with.
	 */
	async goto( hash = '' ): Promise< void > {
		await this.page.addInitScript( () => {
			const observer = new MutationObserver( () => {
				const column = document.querySelector(
					'#customer_login > .u-column2'
				);
				if ( column ) {
					window.boudoirE2eRegisterHiddenAtParse =
						getComputedStyle( column ).display === 'none';
					observer.disconnect();
				}
			} );
			observer.observe( document, { childList: true, subtree: true } );
		} );
		await this.page.goto( `/my-account/${ hash }` );
		await expect( this.loginForm ).toBeAttached();
	}

	/** Whether the register column was hidden when parsed. */
	async registerHiddenAtParse(): Promise< boolean | undefined > {
		return this.page.evaluate(
			() => window.boudoirE2eRegisterHiddenAtParse
		);
	}

	/** Expects the login column shown, the register one hidden, and the marker on Login. */
	async expectLoginShown(): Promise< void > {
		await expect( this.loginForm ).toBeVisible();
		await expect( this.registerForm ).toBeHidden();
		await expect( this.loginLink ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( this.registerLink ).not.toHaveAttribute( 'aria-current' );
	}

	/** Expects the register column shown, the login one hidden, and the marker on Register. */
	async expectRegisterShown(): Promise< void > {
		await expect( this.registerForm ).toBeVisible();
		await expect( this.loginForm ).toBeHidden();
		await expect( this.registerLink ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( this.loginLink ).not.toHaveAttribute( 'aria-current' );
	}
}
