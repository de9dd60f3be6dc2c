/**
 * Boudoir in Traditional Chinese (issue 19): with the site's language set to zh_TW for the
 * browser (the dev site's locale cookie), the swatches and the add-to-wishlist popup, the
 * wishlist, the mobile menu, the lightbox, the mini-cart and Settings → Boudoir show Boudoir's
 * strings in Chinese, with none of them left in English. WordPress's and the WooCommerce
 * double's own strings stay English: no core language pack can be downloaded here.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';
import { HomeLookbook, Lightbox } from './lightbox.page';
import { SETTINGS_TABS } from './settings.page';
import { englishLeft, zh } from './translation.page';

test.use( { testLocale: 'zh_TW', storageState: storageStateOf( 'shopper' ) } );

test.describe( 'in Traditional Chinese', () => {
	test( 'the product page’s swatches and add-to-wishlist popup', async ( {
		page,
	} ) => {
		await page.goto( '/product/eloise-balconette-bra/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'zh-TW'
		);
		const form = page.locator( 'form.variations_form' );
		await expect( form.getByRole( 'radiogroup' ).first() ).toBeVisible();
		const add = page
			.locator( '.wp-block-boudoir-add-to-wishlist' )
			.first()
			.getByRole( 'button', { name: zh( 'Add to wishlist' ) } );
		await add.click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		expect( await englishLeft( page ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );

	test( 'the wishlist', async ( { page } ) => {
		await page.goto( '/wishlist/' );
		await expect(
			page.locator( '.wp-block-boudoir-wishlist' ).first()
		).toBeVisible();
		// The island has taken the list over (its table or its empty message).
		await expect(
			page
				.locator( '.wp-block-boudoir-wishlist' )
				.first()
				.getByRole( 'table' )
				.or( page.getByText( zh( 'Your wishlist is empty.' ) ) )
				.first()
		).toBeVisible();
		expect( await englishLeft( page ) ).toEqual( [] );
	} );

	test( 'the mobile menu', async ( { page } ) => {
		await page.setViewportSize( { width: 375, height: 740 } );
		await page.goto( '/' );
		await page.getByRole( 'button', { name: zh( 'Open menu' ) } ).click();
		const menu = page.getByRole( 'dialog', { name: zh( 'Menu' ) } );
		await expect( menu ).toBeVisible();
		expect( await englishLeft( page ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( menu ).toBeHidden();
	} );

	test( 'the lightbox and the mini-cart', async ( { page } ) => {
		await page.goto( '/' );
		const lookbook = new HomeLookbook( page );
		const lightbox = new Lightbox( page );
		await lookbook.gallery.scrollIntoViewIfNeeded();
		await lookbook.link( 0 ).click();
		await expect( lightbox.dialog ).toHaveClass( /pswp--ui-visible/ );
		await expect(
			lightbox.dialog.getByRole( 'button', { name: zh( 'Close (Esc)' ) } )
		).toBeVisible();
		// PhotoSwipe binds its keys once the zoom is over (300 ms).
		await page.waitForTimeout( 350 );
		expect( await englishLeft( page, '.pswp' ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();

		await page
			.getByRole( 'banner' )
			.locator( '.wp-block-boudoir-mini-cart' )
			.getByRole( 'button', { name: new RegExp( `^${ zh( 'Cart' ) }` ) } )
			.click();
		const cart = page.getByRole( 'dialog', {
			name: zh( 'Cart' ),
			exact: true,
		} );
		await expect( cart ).toBeVisible();
		expect( await englishLeft( page ) ).toEqual( [] );
	} );

	test( 'and the check finds Boudoir’s strings when the page is in English', async ( {
		page,
		context,
	} ) => {
		await context.clearCookies( { name: 'boudoir_test_locale' } );
		await page.goto( '/product/eloise-balconette-bra/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'en-US'
		);
		await expect(
			page.getByRole( 'button', { name: 'Add to wishlist' } ).first()
		).toBeVisible();
		expect( await englishLeft( page ) ).toContain(
			'"Add to wishlist" (msgid "Add to wishlist")'
		);
	} );

	test.describe( 'as the shop admin', () => {
		test.use( {
			storageState: storageStateOf( 'admin' ),
			allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
		} );

		test( 'Settings → Boudoir, every tab', async ( { page } ) => {
			await page.goto( '/wp-admin/options-general.php?page=boudoir' );
			const tabs = page.locator( '#boudoir-settings' ).getByRole( 'tab' );
			await expect( tabs.first() ).toHaveAccessibleName(
				zh( 'Wishlists' )
			);
			const count = await tabs.count();
			expect( count ).toBe( SETTINGS_TABS.length );
			for ( let index = 0; index < count; index++ ) {
				await tabs.nth( index ).click();
				await expect( tabs.nth( index ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);
				expect(
					await englishLeft( page, '#boudoir-settings' ),
					await tabs.nth( index ).innerText()
				).toEqual( [] );
			}
			await expect(
				page.getByRole( 'button', { name: zh( 'Save changes' ) } )
			).toBeVisible();
		} );
	} );
} );
