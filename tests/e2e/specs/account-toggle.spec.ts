/**
 * The guest account page's login/register toggle (docs/contract.md, States "Listing and account"): the
 * Login link shows the login column and hides the register column, Register the opposite,
 * the current one carries `aria-current`; `#register` opens the register column; without
 * JavaScript both columns show; skipped when registration is off and for shoppers.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, needsDevPlugin, test } from '../fixtures';
import {
	AccountTogglePage,
	REGISTRATION_OFF_COOKIE,
} from './account-toggle.page';

test.describe( 'account page login/register toggle', () => {
	let account: AccountTogglePage;

	test.beforeEach( async ( { page } ) => {
		account = new AccountTogglePage( page );
	} );

	test( 'starts on Login, the register column hidden from the first paint, axe clean', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await account.goto();
		await account.expectLoginShown();
		expect( await account.registerHiddenAtParse() ).toBe( true );
		await expectNoAxeViolations( page );
	} );

	test( 'Register and Login switch the columns and move aria-current; focus stays on the link', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await account.goto();
		await account.registerLink.click();
		await account.expectRegisterShown();
		await expect( account.registerLink ).toBeFocused();
		expect( new URL( page.url() ).hash ).toBe( '#register' );
		await expectNoAxeViolations( page );

		await account.loginLink.click();
		await account.expectLoginShown();
		await expect( account.loginLink ).toBeFocused();
		expect( new URL( page.url() ).hash ).toBe( '' );
	} );

	test( 'works by keyboard; the shown form follows the links in the tab order', async ( {
		page,
	} ) => {
		await account.goto();
		await account.loginLink.focus();
		await page.keyboard.press( 'Tab' );
		await expect( account.registerLink ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await account.expectRegisterShown();
		await expect( account.registerLink ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			account.registerForm.getByRole( 'textbox', {
				name: /Email address/,
			} )
		).toBeFocused();

		await account.registerLink.focus();
		await page.keyboard.press( 'Shift+Tab' );
		await expect( account.loginLink ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await account.expectLoginShown();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect(
			account.loginForm.getByRole( 'textbox', {
				name: /Username or email address/,
			} )
		).toBeFocused();
	} );

	test( '#register opens the register column, also from a link on the page', async ( {
		page,
	} ) => {
		await account.goto( '#register' );
		await account.expectRegisterShown();

		await account.loginLink.click();
		await account.expectLoginShown();
		// Any link to #register on the page opens it.
		await page.evaluate( () => {
			window.location.hash = 'register';
		} );
		await account.expectRegisterShown();
	} );

	test.describe( 'without JavaScript', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'shows both columns; the links are in-page links', async () => {
			await account.goto();
			await expect( account.loginForm ).toBeVisible();
			await expect( account.registerForm ).toBeVisible();
			await expect( account.loginLink ).toHaveAttribute(
				'href',
				'#customer_login'
			);
			await expect( account.registerLink ).toHaveAttribute(
				'href',
				'#register'
			);
			await expect( account.registerForm ).toHaveAttribute(
				'id',
				'register'
			);
			await expect( account.loginLink ).not.toHaveAttribute(
				'aria-current'
			);
		} );
	} );

	test.describe( 'with registration off', () => {
		needsDevPlugin( 'its boudoir_test_registration cookie' );
		test.beforeEach( async ( { context, baseURL } ) => {
			await context.addCookies( [
				{ name: REGISTRATION_OFF_COOKIE, value: 'off', url: baseURL! },
			] );
		} );

		test( 'is skipped: only the login form, no links', async ( {
			page,
		} ) => {
			await account.goto();
			await expect( account.loginForm ).toBeVisible();
			await expect( account.registerForm ).toHaveCount( 0 );
			await expect(
				page.getByRole( 'navigation', { name: 'Login or register' } )
			).toHaveCount( 0 );
		} );
	} );

	test.describe( 'as a shopper', () => {
		test.use( { storageState: storageStateOf( 'shopper' ) } );

		test( 'is skipped', async ( { page } ) => {
			await page.goto( '/my-account/' );
			await expect(
				page.getByRole( 'navigation', { name: 'Login or register' } )
			).toHaveCount( 0 );
			await expect( account.loginForm ).toHaveCount( 0 );
		} );
	} );
} );
