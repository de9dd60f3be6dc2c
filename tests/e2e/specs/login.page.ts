/**
 * WordPress's login form (wp-login.php), filled the way a person fills it.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the login form the page shows, and submits it.
 *
 * wp-login.php focuses and selects the username field 200 ms after it loads. A field filled
 * at that moment can lose its text to the other's (the focus moves between a field's focus
 * and its text), so the fields are filled by their labels, their values checked, and filled
 * again until both hold; nothing waits for the focus, which a slow server may give late.
 *
 * @param page     A page showing wp-login.php.
 * @param username The account's name.
 * @param password Its password.
 */
export async function logInThroughForm(
	page: Page,
	username: string,
	password: string
): Promise< void > {
	const user = page.getByLabel( 'Username or Email Address' );
	const secret = page.getByLabel( 'Password', { exact: true } );
	await expect( async () => {
		await user.fill( username );
		await secret.fill( password );
		await expect( user ).toHaveValue( username, { timeout: 1_000 } );
		await expect( secret ).toHaveValue( password, { timeout: 1_000 } );
	} ).toPass();
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}
