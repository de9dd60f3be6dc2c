/**
 * Boudoir in Traditional Chinese (issue 19): with the site's language set to zh_TW for the
 * browser (the dev site's locale cookie), the swatches and the add-to-wishlist popup, the
 * wishlist, the mobile menu, the lightbox, the mini-cart and Settings → Boudoir show Boudoir's
 * strings in Chinese, with none of them left in English; the lists table names a list's name
 * (清單名稱, not a person's 姓名) and the item's attributes read "Colour：" (issue 32). WordPress's
 * own strings are in Chinese where the site has core's zh_TW files (Debian's wordpress-l10n,
 * docs/development.md), English otherwise; the WooCommerce double's stay English.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';
import { HomeLookbook, Lightbox } from './lightbox.page';
import { SETTINGS_TABS } from './settings.page';
import { coreLanguages, englishLeft, zh } from './translation.page';
import {
	PRODUCTS,
	restClient,
	ShopperData,
	WishlistPage,
} from './wishlist.page';

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

	test( 'the wishlist page’s lists table names a list’s name, and an item’s attributes read “Colour：”', async ( {
		page,
		context,
	} ) => {
		const shopper = new ShopperData( await restClient( context.request ) );
		await shopper.add(
			await shopper.inStockVariation( page, PRODUCTS.bra.slug )
		);
		await page.goto( '/wishlist/' );

		// The Wishlists block's table: the name of each list, not of a person (msgctxt "wishlist name").
		const lists = page.getByRole( 'region', {
			name: zh( 'Your wishlists' ),
		} );
		await expect(
			lists.getByRole( 'columnheader', { name: '清單名稱', exact: true } )
		).toBeVisible();
		await expect(
			lists.getByRole( 'columnheader', { name: '姓名' } )
		).toHaveCount( 0 );

		// The Wishlist block's row: the shop's attribute label with a full-width colon, not mojibake.
		const row = new WishlistPage( page ).row( PRODUCTS.bra.name ).first();
		await expect(
			row.getByRole( 'term' ).filter( { hasText: /^Colour/ } )
		).toHaveText( 'Colour：' );
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

	test.describe( 'signed out', () => {
		test.use( { storageState: { cookies: [], origins: [] } } );

		test( 'WordPress’s own login form, in Chinese where the site has core’s zh_TW files', async ( {
			page,
			request,
		} ) => {
			const chinese = ( await coreLanguages( request ) ).includes(
				'zh_TW'
			);
			test.info().annotations.push( {
				type: 'core zh_TW',
				description: chinese
					? 'installed: WordPress’s own strings in Chinese'
					: 'not installed (docs/development.md): WordPress’s own strings in English',
			} );
			await page.goto( '/wp-login.php' );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'zh-TW'
			);
			// Debian's zh_TW files are WordPress 4.6's: strings since (the user field's label) stay English.
			await expect(
				page.getByRole( 'checkbox', {
					name: chinese ? '記住我' : 'Remember Me',
					exact: true,
				} )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', {
					name: chinese ? '登入' : 'Log In',
					exact: true,
				} )
			).toBeVisible();
		} );
	} );

	test.describe( 'as the shop admin', () => {
		test.use( {
			storageState: storageStateOf( 'admin' ),
			allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
		} );

		test( 'the dashboard: WordPress’s own strings in Chinese where the site has core’s zh_TW files', async ( {
			page,
		} ) => {
			const chinese = ( await coreLanguages( page.request ) ).includes(
				'zh_TW'
			);
			await page.goto( '/wp-admin/' );
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: chinese ? '控制台' : 'Dashboard',
					exact: true,
				} )
			).toBeVisible();
			await expect(
				page
					.getByRole( 'navigation', {
						name: chinese ? '主選單' : 'Main menu',
					} )
					.getByRole( 'link', {
						name: chinese ? '設定' : 'Settings',
						exact: true,
					} )
			).toBeVisible();
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
