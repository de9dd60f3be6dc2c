/**
 * Boudoir's blocks as a shop admin builds a page with them: each found in the inserter
 * by its name, its main option set in the sidebar by keyboard alone (products chosen
 * by name with the product picker), the page published, and each block on the front
 * end as shoppers see it. (Scroll to top has its own spec: editor.spec.ts.)
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SLOWNESS, storageStateOf, type AccountName } from '../environment';
import { expect, needsDevPlugin, test, type ConsoleErrors } from '../fixtures';
import { EditorPage, OFFLINE_EDITOR_ERRORS } from './editor.page';
import { Lightbox } from './lightbox.page';
import { USER_ID as FEED_USER, expectedPhotos } from './photo-feed.page';
import { ShopperData, restClient } from './wishlist.page';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: OFFLINE_EDITOR_ERRORS,
} );

// Each test edits, publishes and deletes a page of its own; one at a time keeps the editor quick.
// Each is a whole editor session (up to five blocks inserted and set, a page published, then
// seen by a shopper): 45 to 62 s on a slow two-core machine, so twice the default time limit.
test.describe.configure( { mode: 'serial', timeout: 120_000 * SLOWNESS } );

/** Who visits the published page, and how. */
interface Visit {
	/** A demo account, or a guest without one. */
	as?: AccountName;
	/** The screen's width (1280 px without one). */
	width?: number;
	/** What to set up for the visitor before the page opens. */
	before?: ( page: Page ) => Promise< void >;
}

/**
 * Opens a published page in a browser of its own, and checks it.
 *
 * @param browser       The test's browser.
 * @param baseURL       The shop.
 * @param consoleErrors The fixture that fails a test on a console error.
 * @param address       The page.
 * @param visit         Who visits, and how.
 * @param check         What the visitor sees.
 */
async function onFrontEnd(
	browser: Browser,
	baseURL: string | undefined,
	consoleErrors: ConsoleErrors,
	address: string,
	visit: Visit,
	check: ( page: Page ) => Promise< void >
): Promise< void > {
	const context = await browser.newContext( {
		baseURL,
		...( visit.as && { storageState: storageStateOf( visit.as ) } ),
		...( visit.width && {
			viewport: { width: visit.width, height: 800 },
		} ),
	} );
	consoleErrors.watch( context );
	try {
		const page = await context.newPage();
		await visit.before?.( page );
		await page.goto( address );
		await check( page );
	} finally {
		await context.close();
	}
}

test.describe( "Boudoir's blocks in the block editor", () => {
	test( 'the shop blocks: products chosen by name, the wishlists without their counts', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		const editor = new EditorPage( page );
		await editor.startPage( `E2E shop blocks`, testInfo.workerIndex );

		await editor.addBlock( 'Add to wishlist' );
		await editor.chooseProduct(
			'Product',
			'Margaux',
			'Margaux Lace Brief'
		);

		// The swatches replace a product's variation drop-downs where its add-to-cart form
		// is (a product page, the product add-ons pattern); here the picker, which offers
		// variable products only, is what is tested.
		await editor.addBlock( 'Variation swatches' );
		await editor.chooseProduct(
			'Product',
			'Eloise',
			'Eloise Balconette Bra'
		);

		await editor.addBlock( 'Wishlist' );
		await editor.chooseProduct(
			'Suggested product',
			'Iris',
			'Iris Garter Belt'
		);
		// The preview's suggestion names the product chosen.
		await expect(
			editor.canvas.getByText( 'Add Iris Garter Belt to this wishlist' )
		).toBeVisible();

		await editor.addBlock( 'Wishlists' );
		await editor.toggle( 'Show the number of items', false );

		// Each preview fits the theme's content column: nothing sticks out of its block
		// (the wishlist's table, too wide for the column, previews as a phone's cards).
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Add to cart' } ).first()
		).toBeVisible();
		expect( await editor.overflowingBlocks( 'boudoir/' ) ).toEqual( [] );

		const address = await editor.publish();
		await onFrontEnd(
			browser,
			baseURL,
			consoleErrors,
			address,
			{
				as: 'shopper',
				// The shopper's list holds something, so the list (and its suggestion) shows.
				before: async ( shopper ) => {
					const data = new ShopperData(
						await restClient( shopper.request )
					);
					await data.add(
						await data.productId( 'margaux-lace-brief' )
					);
				},
			},
			async ( shopper ) => {
				const main = shopper.getByRole( 'main' );
				await expect(
					main
						.getByRole( 'button', { name: 'Add to wishlist' } )
						.or(
							main.getByRole( 'link', {
								name: 'Browse wishlist',
							} )
						)
						.first()
				).toBeVisible();
				await expect(
					main.getByRole( 'button', {
						name: 'Add Iris Garter Belt to this wishlist',
					} )
				).toBeVisible();
				const lists = main.getByRole( 'region', {
					name: 'Your wishlists',
				} );
				await expect(
					lists.getByRole( 'columnheader', { name: 'Privacy' } )
				).toBeAttached();
				await expect(
					lists.getByRole( 'columnheader', { name: 'Items' } )
				).toHaveCount( 0 );
			}
		);
		await editor.deleteCurrentPost();
	} );

	test( 'the header blocks: inline search, a menu for phones, the cart named, the list view first', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		const editor = new EditorPage( page );
		await editor.startPage( `E2E header blocks`, testInfo.workerIndex );

		await editor.addBlock( 'Header search' );
		await editor.chooseOption( 'Style', 'Inline form' );

		await editor.addBlock( 'Mobile menu' );
		await editor.chooseOption( 'Menu', 'Main menu' );

		await editor.addBlock( 'Mini-cart sidebar' );
		await editor.typeInto( 'Label', 'Bag' );

		await editor.addBlock( 'Wishlist counter' );
		await editor.toggle( 'Show the label', false );

		await editor.addBlock( 'Grid or list view' );
		await editor.chooseOption( 'Default view', 'List view' );
		expect( await editor.overflowingBlocks( 'boudoir/' ) ).toEqual( [] );

		const address = await editor.publish();
		await onFrontEnd(
			browser,
			baseURL,
			consoleErrors,
			address,
			{ width: 390 },
			async ( shopper ) => {
				const main = shopper.getByRole( 'main' );
				// Inline: the field shows without a button to open it.
				await expect(
					main.getByRole( 'searchbox', { name: 'Search products' } )
				).toBeVisible();
				await expect(
					main.getByRole( 'button', { name: /^Bag\b/ } )
				).toBeVisible();
				await expect(
					main
						.getByRole( 'link', { name: /^Wishlist/ } )
						.getByText( 'Wishlist', { exact: true } )
				).toHaveClass( /screen-reader-text/ );
				await expect(
					main.getByRole( 'button', { name: 'List view' } )
				).toHaveAttribute( 'aria-pressed', 'true' );
				await main.getByRole( 'button', { name: 'Open menu' } ).click();
				const menu = shopper.getByRole( 'dialog', { name: 'Menu' } );
				await expect(
					menu.getByRole( 'link', { name: 'Shop', exact: true } )
				).toBeVisible();
				await shopper.keyboard.press( 'Escape' );
				await expect( menu ).toBeHidden();
			}
		);
		await editor.deleteCurrentPost();
	} );

	test( 'the content blocks: a sticky top bar, a carousel of the newest products, a photo feed', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		needsDevPlugin(
			'its recorded Flickr feed, for the photo feed’s photos'
		);
		const editor = new EditorPage( page );
		await editor.startPage( `E2E content blocks`, testInfo.workerIndex );

		await editor.addBlock( 'Photo Feed' );
		await editor.typeInto( 'Flickr user id', FEED_USER );

		await editor.addBlock( 'Carousel' );
		await editor.chooseOption( 'Source', 'Newest products' );

		// The bar's announcement is its paragraph's text.
		await editor.insertBlock( 'Top bar' );
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Top bar' } )
			.getByRole( 'document', { name: /^Empty block/ } )
			.click();
		await editor.page.keyboard.type( 'Free delivery this week' );
		await editor.selectParentBlock( 'Top bar' );
		await editor.toggle( 'Stick to the top of the screen', true );
		await editor.openPanel( 'Advanced' );
		await editor.chooseOption( 'HTML element', '<aside>' );
		expect( await editor.overflowingBlocks( 'boudoir/' ) ).toEqual( [] );

		const address = await editor.publish();
		await onFrontEnd(
			browser,
			baseURL,
			consoleErrors,
			address,
			{},
			async ( shopper ) => {
				// <aside>: a region named for what it holds.
				await expect(
					shopper
						.getByRole( 'complementary', { name: 'Announcements' } )
						.getByText( 'Free delivery this week' )
				).toBeVisible();
				await expect(
					shopper.getByRole( 'button', { name: 'Next slide' } )
				).toBeVisible();
				// The user's photos, from the recorded feed.
				await expect(
					shopper.getByRole( 'link', {
						name: expectedPhotos( 1 )[ 0 ].alt,
					} )
				).toBeVisible();
			}
		);
		await editor.deleteCurrentPost();
	} );
	test( 'the lightbox: a gallery from the media library that a click on the picture closes', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		const editor = new EditorPage( page );
		await editor.startPage( `E2E lightbox block`, testInfo.workerIndex );

		// The block starts with a gallery whose images link to their files.
		await editor.insertBlock( 'Lightbox' );
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Gallery' } )
			.getByRole( 'button', { name: 'Media Library' } )
			.click();
		const library = page.getByRole( 'dialog', { name: 'Create gallery' } );
		const pictures = library.getByRole( 'checkbox' );
		await expect( pictures.nth( 1 ) ).toBeVisible();
		await pictures.nth( 0 ).click();
		await pictures.nth( 1 ).click( { modifiers: [ 'ControlOrMeta' ] } );
		await library
			.getByRole( 'button', { name: 'Create a new gallery' } )
			.click();
		// The same dialog, now "Edit gallery": the order of the pictures, then insert.
		const edit = page.getByRole( 'dialog', { name: 'Edit gallery' } );
		await edit.getByRole( 'button', { name: 'Insert gallery' } ).click();
		await expect( edit ).toBeHidden();
		await editor.waitForGalleryLinks();

		await editor.selectParentBlock( 'Lightbox' );
		await editor.chooseOption(
			'Click on the content',
			'Close the lightbox'
		);

		const address = await editor.publish();
		await onFrontEnd(
			browser,
			baseURL,
			consoleErrors,
			address,
			{},
			async ( shopper ) => {
				const lightbox = new Lightbox( shopper );
				await shopper
					.getByRole( 'main' )
					.getByRole( 'link' )
					.filter( { has: shopper.getByRole( 'img' ) } )
					.first()
					.click();
				await lightbox.expectOpen();
				await lightbox.expectCounter( 1, 2 );
				await lightbox.currentImage.click();
				await lightbox.expectClosed();
			}
		);
		await editor.deleteCurrentPost();
	} );
} );
