/**
 * Boudoir on a site without WooCommerce, as an administrator sees wp-admin: the notice that the
 * shop features need WooCommerce shows on the Plugins screen and Settings → Boudoir only, with a
 * link to install (or activate) WooCommerce and a real button that dismisses it for good; there
 * is no Estimates menu. WooCommerce is switched off for this browser only, by the dev site's cookie
 * `boudoir_test_woocommerce=off` (bin/wp/boudoir-dev.php); the admin's dismissal is deleted before
 * and after each test (the dev site's `DELETE /boudoir-dev/v1/commerce-notice`).
 */

/**
 * External dependencies
 */
import type { BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, storageStateOf } from '../environment';
import {
	expect,
	needsDevPlugin,
	OFFLINE_AVATAR_ERRORS,
	test,
} from '../fixtures';
import { restAs } from './shop.page';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
} );

/** What every message of the notice says. */
const NEEDS = /Boudoir['’]s shop features need WooCommerce 9\.0 or later/;

/**
 * Runs this browser's requests as if WooCommerce were deactivated.
 *
 * @param context The browser context.
 */
async function withoutWooCommerce( context: BrowserContext ): Promise< void > {
	await context.addCookies( [
		{ name: 'boudoir_test_woocommerce', value: 'off', url: BASE_URL },
	] );
}

test.describe( 'Without WooCommerce', () => {
	// Its hooks too: the after-each clean-up calls the dev site's route.
	needsDevPlugin(
		'its boudoir_test_woocommerce cookie and its DELETE /boudoir-dev/v1/commerce-notice'
	);

	test.beforeEach( async ( { context, request } ) => {
		await withoutWooCommerce( context );
		await (
			await restAs( request )
		).delete( '/boudoir-dev/v1/commerce-notice' );
	} );

	test.afterEach( async ( { request } ) => {
		await (
			await restAs( request )
		).delete( '/boudoir-dev/v1/commerce-notice' );
	} );

	test( 'the notice shows on Plugins and Settings → Boudoir only, and its button dismisses it for good', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		// Six wp-admin pages and an axe scan: three times the usual time on a loaded machine.
		test.slow();
		const notice = page.locator( '.boudoir-commerce-notice' );

		// Another wp-admin screen: Tools, not the Dashboard, whose Activity box asks WordPress
		// whether the admin may edit each product review's product, a post type nobody registers
		// while WooCommerce is off (core's own notice in the PHP log, not Boudoir's).
		await page.goto( '/wp-admin/tools.php' );
		await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
		await expect( notice ).toHaveCount( 0 );

		await page.goto( '/wp-admin/options-general.php?page=boudoir' );
		await expect( notice ).toHaveCount( 1 );
		await expect( notice ).toContainText( NEEDS );

		await page.goto( '/wp-admin/plugins.php' );
		await expect( notice ).toHaveCount( 1 );
		await expect( notice ).toContainText( NEEDS );
		// The double (or WooCommerce) is still installed when its plugin is: either way a link to act.
		const act = notice.getByRole( 'link', {
			name: /^(Install|Activate) WooCommerce$/,
		} );
		await expect( act ).toHaveCount( 1 );
		const href = ( await act.getAttribute( 'href' ) ) ?? '';
		expect( href ).toMatch(
			/\/wp-admin\/(plugin-install\.php\?s=woocommerce&tab=search&type=term|plugins\.php\?action=activate&plugin=[^&]+&_wpnonce=\w+)$/
		);
		const dismiss = notice.getByRole( 'button', {
			name: 'Dismiss this notice',
		} );
		await expect( dismiss ).toHaveAccessibleDescription( NEEDS );
		await expectNoAxeViolations( page, {
			include: [ '.boudoir-commerce-notice' ],
		} );

		// By keyboard: the button is reached and pressed like any other.
		await dismiss.focus();
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( /\/wp-admin\/plugins\.php/ );
		await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
		await expect( notice ).toHaveCount( 0 );

		await page.goto( '/wp-admin/options-general.php?page=boudoir' );
		await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
		await expect( notice ).toHaveCount( 0 );
		await page.reload();
		await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
		await expect( notice ).toHaveCount( 0 );
	} );

	test( 'a dismissal by GET, a link, is refused even with the form’s nonce', async ( {
		page,
		request,
	} ) => {
		const notice = page.locator( '.boudoir-commerce-notice' );
		await page.goto( '/wp-admin/plugins.php' );
		await expect( notice ).toHaveCount( 1 );
		const nonce =
			( await notice
				.locator( 'input[name="_wpnonce"]' )
				.getAttribute( 'value' ) ) ?? '';
		expect( nonce ).toMatch( /^\w+$/ );

		// The admin's own session, as a link followed in another tab would send it.
		const response = await request.get(
			`/wp-admin/admin-post.php?action=boudoir_dismiss_commerce_notice&_wpnonce=${ nonce }`,
			{ maxRedirects: 0 }
		);
		expect( response.status() ).toBe( 403 );

		await page.reload();
		await expect( notice ).toHaveCount( 1 );
	} );

	test( 'there is no Estimates menu; with WooCommerce there is', async ( {
		page,
		context,
	} ) => {
		test.slow();
		const estimates = page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Estimates', exact: true } );

		await page.goto( '/wp-admin/profile.php', {
			waitUntil: 'domcontentloaded',
		} );
		await expect( page.locator( '#adminmenu' ) ).toBeVisible();
		await expect( estimates ).toHaveCount( 0 );

		await context.clearCookies( { name: 'boudoir_test_woocommerce' } );
		await page.goto( '/wp-admin/profile.php', {
			waitUntil: 'domcontentloaded',
		} );
		await expect( estimates ).toHaveCount( 1 );
	} );
} );
