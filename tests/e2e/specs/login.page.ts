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
 * wp-login.php focuses and selects the username field 200 ms after it loads. Typing
 * before that can put the password in the username field (the focus moves between a
 * field's focus and its text), so this waits for that focus first, as a person looks
 * at the form before typing.
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
	await expect( user ).toBeFocused();
	await user.fill( username );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}
