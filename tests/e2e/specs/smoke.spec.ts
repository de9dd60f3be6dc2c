/**
 * Smoke: the demo shop answers, Boudoir's block mounts on the front page, nothing
 * logs an error, and axe finds nothing on the front page or the login page.
 */

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { ScrollToTopPage, THRESHOLD } from './scroll-to-top.page';

test.describe( 'smoke', () => {
	test( 'the front page renders with Boudoir’s scroll-to-top block mounted', async ( {
		page,
	} ) => {
		const frontPage = new ScrollToTopPage( page );
		await frontPage.goto();
		await expect( page ).toHaveTitle( /^Boudoir\b/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Boudoir' } )
		).toBeVisible();
		await frontPage.waitUntilMounted();

		await frontPage.scrollTo( THRESHOLD + 400 );
		await expect( frontPage.button ).toBeVisible();
	} );

	test( 'axe finds no WCAG 2.2 AA violations on the front page', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const frontPage = new ScrollToTopPage( page );
		await frontPage.goto();
		await frontPage.waitUntilMounted();
		await expectNoAxeViolations( page );

		// Again with the button shown, so its colours and name are checked too.
		await frontPage.scrollTo( THRESHOLD + 400 );
		await expect( frontPage.button ).toBeVisible();
		await expectNoAxeViolations( page );
	} );

	test( 'axe finds no WCAG 2.2 AA violations on the login page', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/wp-login.php' );
		await expect(
			page.getByRole( 'button', { name: 'Log In' } )
		).toBeVisible();
		await expectNoAxeViolations( page );
	} );
} );
