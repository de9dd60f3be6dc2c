/**
 * The front-end runtime (docs/front-end.md) as a shopper meets it: pages complete before
 * any script, React only on intent or idle, an interaction before an island is there
 * kept and replayed, focus kept, nothing moving when an island takes over, and the
 * header counter without React or a request.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, needsDevPlugin, test } from '../fixtures';
import {
	layoutShiftLog,
	nextPaint,
	recordLayoutShifts,
} from './layout-shifts.page';
import {
	ADD,
	ADD_CALL,
	ADD_TO_THIS,
	AddToWishlistPage,
	BROWSE,
	CHOOSE_TAB,
	CREATE,
	CREATE_TAB,
	SIMPLE,
	VARIABLE,
	recordRequests,
} from './add-to-wishlist.page';
import {
	clickAndListOpen,
	expectIslandDialogAlone,
	holdScript,
} from './islands.page';
import { expectSwatchesIsland } from './swatches.page';

const REACT = /\/wp-includes\/js\/dist\/vendor\/react(\.min)?\.js/;
const ISLAND = /\/build\/add-to-wishlist\/island\.js/;
const ISLAND_STATE = '.wp-block-boudoir-add-to-wishlist[data-boudoir-island]';

/**
 * The product page's own button block: inside WooCommerce's add-to-cart form on classic
 * templates, right after the add-to-cart-form block on block templates (Block Hooks API).
 */
const PRODUCT_BLOCK =
	'form.cart .wp-block-boudoir-add-to-wishlist, .wc-block-add-to-cart-form + .wp-block-boudoir-add-to-wishlist';

/**
 * Opens the simple product's page as a shopper whose browser is never idle: only intent
 * (or an early click) starts the island.
 *
 * @param page The page.
 */
async function openWithoutIdle( page: Page ) {
	await page.addInitScript( () => {
		window.requestIdleCallback = () => 0;
	} );
	await page.goto( `/product/${ SIMPLE.slug }/`, { waitUntil: 'load' } );
	const form = page.locator( PRODUCT_BLOCK );
	return {
		form,
		button: form.getByRole( 'button', { name: ADD, exact: true } ),
		adds: recordRequests( page, ADD_CALL ),
	};
}

/**
 * WordPress's vendor scripts a page prints without Boudoir (bin/wp/boudoir-dev.php's
 * `boudoir_baseline` cookie runs the request as if Boudoir were deactivated): on real
 * WooCommerce, its own blocks may bring React or WordPress's polyfill to a product page.
 * Boudoir's promise is what it adds to them.
 *
 * @param page The page (its request context).
 * @param path The page's path.
 * @return The vendor scripts' names, e.g. `react`, `wp-polyfill`.
 */
async function vendorWithoutBoudoir( page: Page, path: string ) {
	needsDevPlugin( 'its boudoir_baseline cookie, the page without Boudoir' );
	const html = await (
		await page.request.get( path, {
			headers: { Cookie: 'boudoir_baseline=1' },
		} )
	).text();
	return [
		...html.matchAll( /\/js\/dist\/vendor\/([a-z-]+)(?:\.min)?\.js/g ),
	].map( ( match ) => match[ 1 ] );
}

/**
 * Waits for the variable product's two islands: the add-to-wishlist button's and the swatches'.
 *
 * @param page The product page.
 */
async function expectBothIslandsReady( page: Page ) {
	await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
		'data-boudoir-island',
		'ready'
	);
	await expectSwatchesIsland( page );
}

test.describe( 'islands', () => {
	test( 'a product page is complete before any script: the button is there, and React is not', async ( {
		page,
	} ) => {
		const reactRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( REACT.test( request.url() ) ) {
				reactRequests.push( request.url() );
			}
		} );
		const theShops = await vendorWithoutBoudoir(
			page,
			`/product/${ SIMPLE.slug }/`
		);
		const { button } = await openWithoutIdle( page );
		await expect( button ).toBeVisible();
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'waiting'
		);
		// None from Boudoir: only the React the page loads without it (real WooCommerce's blocks may).
		expect( reactRequests ).toHaveLength(
			theShops.includes( 'react' ) ? 1 : 0
		);

		// Intent: the pointer over the button brings React and the island.
		await button.hover();
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		expect( reactRequests ).toHaveLength( 1 );
	} );

	test( 'a click before the island is there is not lost: it opens the popup once, and the product is saved once', async ( {
		page,
	} ) => {
		const held = await holdScript( page, ISLAND );
		const { form, button, adds } = await openWithoutIdle( page );

		await button.click();
		await expect.poll( () => held.requested.length ).toBe( 1 );
		held.release();

		// With several wishlists on (the demo's default), an add opens the popup.
		const { dialog } = new AddToWishlistPage( page );
		await expect( dialog ).toBeVisible();
		expect( adds ).toHaveLength( 0 );
		await dialog.getByRole( 'button', { name: ADD_TO_THIS } ).click();
		await expect(
			form.getByRole( 'link', { name: BROWSE } )
		).toBeVisible();
		expect( adds ).toHaveLength( 1 );
	} );

	test( 'by keyboard: focus on the server’s button stays on the island’s, and Enter pressed early saves', async ( {
		page,
	} ) => {
		const held = await holdScript( page, ISLAND );
		const { form, button, adds } = await openWithoutIdle( page );

		await button.focus();
		await page.keyboard.press( 'Enter' );
		held.release();

		// The island replaced the button and opened the popup over the server's (its
		// lists there): the focus went into it.
		const { dialog } = new AddToWishlistPage( page );
		await expect(
			dialog.getByRole( 'combobox', { name: 'Wishlist' } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'tab', { name: CHOOSE_TAB } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.getByRole( 'button', { name: ADD_TO_THIS } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		// Then to the link the button became.
		await expect(
			form.getByRole( 'link', { name: BROWSE } )
		).toBeFocused();
		expect( adds ).toHaveLength( 1 );
	} );

	test( 'a tap before the island is there shows the server’s popup at once; the tab chosen in it is kept', async ( {
		page,
	} ) => {
		// In the server's markup: the popup, closed, with its heading and close button.
		const html = await (
			await page.request.get( `/product/${ SIMPLE.slug }/` )
		).text();
		expect( html ).toMatch(
			/<dialog id="boudoir-add-popup"[^>]*aria-labelledby="boudoir-add-popup-title"[^>]*>/
		);
		expect( html ).not.toMatch(
			/<dialog id="boudoir-add-popup"[^>]* open/
		);

		const held = await holdScript( page, ISLAND );
		const { form, button, adds } = await openWithoutIdle( page );
		await button.click();

		// The island is still held: the popup is the server's, its lists loading.
		const { dialog } = new AddToWishlistPage( page );
		await expect( dialog ).toBeVisible();
		await expect( dialog.getByText( SIMPLE.name ) ).toBeVisible();
		await expect(
			dialog.getByRole( 'status' ).filter( {
				hasText: 'Loading your wishlists…',
			} )
		).toBeAttached();
		const chooseTab = dialog.getByRole( 'tab', { name: CHOOSE_TAB } );
		await expect( chooseTab ).toBeFocused();
		expect( held.requested ).toHaveLength( 1 );

		// An early choice: the other tab, by keyboard.
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			dialog.getByRole( 'tab', { name: CREATE_TAB } )
		).toHaveAttribute( 'aria-selected', 'true' );
		held.release();

		// The island's popup took over on that tab, and it is the only one open.
		await expect(
			dialog.getByRole( 'button', { name: CREATE } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'tab', { name: CREATE_TAB } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 1 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect(
			form.getByRole( 'button', { name: ADD, exact: true } )
		).toBeFocused();
		expect( adds ).toHaveLength( 0 );
	} );

	test( 'a popup closed before the island is there stays closed: the kept tap is not replayed', async ( {
		page,
	} ) => {
		const held = await holdScript( page, ISLAND );
		const { form, button, adds } = await openWithoutIdle( page );
		await button.click();
		const { dialog } = new AddToWishlistPage( page );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		held.release();

		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		// The island took the kept click (its mark is gone) and everything it might have
		// asked for (the shopper's lists) has come.
		await expect( form ).not.toHaveAttribute( 'data-boudoir-shell', /./ );
		await page.waitForLoadState( 'networkidle' );
		await nextPaint( page );
		await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 0 );
		expect( adds ).toHaveLength( 0 );

		// The next tap is the island's own, as always.
		await form.getByRole( 'button', { name: ADD, exact: true } ).click();
		await expect(
			dialog.getByRole( 'button', { name: ADD_TO_THIS } )
		).toBeVisible();
	} );

	test( 'with the island there, a tap still paints the server’s popup first: the island’s takes its place after that frame, or nothing if it was closed', async ( {
		page,
	} ) => {
		const { form, button, adds } = await openWithoutIdle( page );
		await button.focus();
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		const { dialog } = new AddToWishlistPage( page );
		const islandButton = form.getByRole( 'button', {
			name: ADD,
			exact: true,
		} );

		// What the click's own task leaves for the frame after it: the server's popup, open,
		// and the island's not yet (React renders it after that frame).
		const atOnce = ( close: boolean ) =>
			clickAndListOpen( islandButton, 'boudoir-add-popup', close );

		expect( await atOnce( false ) ).toEqual( [ 'boudoir-add-popup' ] );
		await expect(
			dialog.getByRole( 'button', { name: ADD_TO_THIS } )
		).toBeVisible();
		await expectIslandDialogAlone( page, 'boudoir-add-popup' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();

		// Closed by the shopper before the island's frame: she said no.
		expect( await atOnce( true ) ).toEqual( [ 'boudoir-add-popup' ] );
		await page.waitForLoadState( 'networkidle' );
		await nextPaint( page );
		await nextPaint( page );
		await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 0 );
		await expect( form ).not.toHaveAttribute( 'data-boudoir-shell', /./ );
		expect( adds ).toHaveLength( 0 );
	} );

	test( 'by keyboard: focus alone starts the island and stays on its button', async ( {
		page,
	} ) => {
		const { button } = await openWithoutIdle( page );
		await button.focus();

		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		await expect( button ).toBeFocused();
	} );

	test( 'without intent, the islands load once the page is idle', async ( {
		page,
	} ) => {
		await page.goto( `/product/${ VARIABLE.slug }/`, {
			waitUntil: 'load',
		} );
		await expectBothIslandsReady( page );
	} );

	test( 'where the connection saves data, nothing loads on idle: the first touch brings the island', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			Object.defineProperty( navigator, 'connection', {
				configurable: true,
				value: { saveData: true, effectiveType: '4g' },
			} );
		} );
		const islandRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( ISLAND.test( request.url() ) ) {
				islandRequests.push( request.url() );
			}
		} );
		await page.goto( `/product/${ SIMPLE.slug }/`, { waitUntil: 'load' } );
		const button = page
			.locator( PRODUCT_BLOCK )
			.getByRole( 'button', { name: ADD, exact: true } );
		await expect( button ).toBeVisible();
		// Longer than an idle load takes without the data saver (the first idle moment
		// after the load event, or its 2 s deadline).
		await page.waitForTimeout( 4000 );
		expect( islandRequests ).toEqual( [] );
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'waiting'
		);

		await button.hover();
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		expect( islandRequests ).toHaveLength( 1 );
	} );

	test( 'a current browser runs the islands without WordPress’s polyfills, which it has built in', async ( {
		page,
	} ) => {
		const vendor: string[] = [];
		page.on( 'request', ( request ) => {
			const match = request
				.url()
				.match( /\/js\/dist\/vendor\/([a-z-]+)(\.min)?\.js/ );
			if ( match ) {
				vendor.push( match[ 1 ] );
			}
		} );
		const theShops = await vendorWithoutBoudoir(
			page,
			`/product/${ VARIABLE.slug }/`
		);
		await page.goto( `/product/${ VARIABLE.slug }/`, {
			waitUntil: 'load',
		} );
		// WordPress 6.5's React depends on wp-polyfill (which brings regenerator-runtime);
		// 6.6 dropped that dependency (core changeset 57981, #60962), so from then on the
		// islands ask for no polyfill at all.
		const generator = await page
			.locator( 'meta[name="generator"][content^="WordPress "]' )
			.getAttribute( 'content' );
		const [ major, minor ] = ( generator ?? '' )
			.replace( 'WordPress ', '' )
			.split( '.' )
			.map( Number );
		expect( major, `WordPress's version (${ generator })` ).toBeGreaterThan(
			0
		);
		const reactNeedsPolyfill = major < 6 || ( major === 6 && minor < 6 );
		// Their inert copies are on the page, for a browser that lacks what they add; none
		// when the page loads WordPress's polyfill anyway (real WooCommerce's scripts may ask
		// for it), nor where React needs none.
		await expect(
			page.locator( 'template#boudoir-script-wp-polyfill[data-built-in]' )
		).toHaveCount(
			reactNeedsPolyfill && ! theShops.includes( 'wp-polyfill' ) ? 1 : 0
		);
		if ( ! reactNeedsPolyfill ) {
			await expect(
				page.locator( 'template[id^="boudoir-script-wp-polyfill"]' )
			).toHaveCount( 0 );
		}
		await page.locator( PRODUCT_BLOCK ).hover();
		await expectBothIslandsReady( page );
		expect( vendor ).toEqual(
			expect.arrayContaining(
				reactNeedsPolyfill
					? [ 'regenerator-runtime', 'react' ]
					: [ 'react' ]
			)
		);
		// Boudoir adds no polyfill to those the page loads without it.
		for ( const polyfill of [ 'wp-polyfill', 'wp-polyfill-inert' ] ) {
			expect(
				vendor.filter( ( name ) => name === polyfill )
			).toHaveLength( theShops.includes( polyfill ) ? 1 : 0 );
		}
	} );

	test( 'nothing moves when the islands take over (CLS ≤ 0.02)', async ( {
		page,
	} ) => {
		const shift = await recordLayoutShifts( page );
		await page.goto( `/product/${ SIMPLE.slug }/`, { waitUntil: 'load' } );
		await expect( page.locator( ISLAND_STATE ).first() ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		// A frame for the island's paint to be measured.
		await nextPaint( page );
		expect(
			await shift(),
			await layoutShiftLog( page )
		).toBeLessThanOrEqual( 0.02 );
	} );

	test( 'the counter shows the count with no request and no React, and follows a save on another page', async ( {
		page,
	} ) => {
		const restCalls: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				/\/wp-json\/|rest_route=/.test( request.url() ) ||
				REACT.test( request.url() )
			) {
				restCalls.push( request.url() );
			}
		} );
		await page.goto( '/', { waitUntil: 'load' } );
		const counter = page
			.getByRole( 'link', { name: /^Wishlist \d+$/ } )
			.first();
		await expect( counter ).toHaveAccessibleName( 'Wishlist 0' );
		expect( restCalls ).toEqual( [] );

		await page.goto( `/product/${ SIMPLE.slug }/` );
		// The early-click path has its own tests above; here the island is there first.
		await expect( page.locator( PRODUCT_BLOCK ) ).toHaveAttribute(
			'data-boudoir-island',
			'ready'
		);
		await new AddToWishlistPage( page ).addThroughPopup(
			page
				.locator( PRODUCT_BLOCK )
				.getByRole( 'button', { name: ADD, exact: true } )
		);
		await expect(
			page.locator( PRODUCT_BLOCK ).getByRole( 'link', { name: BROWSE } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: /^Wishlist \d+$/ } ).first()
		).toHaveAccessibleName( 'Wishlist 1' );

		restCalls.length = 0;
		await page.goto( '/', { waitUntil: 'load' } );
		await expect(
			page.getByRole( 'link', { name: /^Wishlist \d+$/ } ).first()
		).toHaveAccessibleName( 'Wishlist 1' );
		expect( restCalls ).toEqual( [] );
	} );
} );
