/**
 * Wishlist alerts (issue 37): on her own wishlist a shopper opts in to e-mails when a price
 * drops or a product is back in stock, for the list ("Alerts") and for one item (its "More
 * actions"); a guest gives her address first and is told to confirm it; a visitor of a shared
 * list sees none of it. By role and name, by the keyboard where a shopper would use it, with
 * what the server kept read back through the alert routes.
 */

/**
 * Internal dependencies
 */
import { BASE_URL } from '../environment';
import { expect, needsDevPlugin, test } from '../fixtures';
import {
	PRODUCTS,
	ShopperData,
	WishlistPage,
	ensureBlockPages,
	type RestItem,
	type RestWishlist,
} from './wishlist.page';
import {
	ALERTS_SHOPPER,
	ALERTS_SHOPPER_STATE,
	AlertsPanel,
	itemToggle,
	restOf,
	savedAlerts,
	signInAlertsShopper,
} from './wishlist-alerts.page';
import type { Page } from '@playwright/test';

// The tests share the spec's shopper and her lists.
test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	await ensureBlockPages( browser );
	await signInAlertsShopper( browser, BASE_URL );
} );

/**
 * Starts the page's shopper (or guest) afresh: one list, the given products on it.
 *
 * @param page     The test's page.
 * @param products Which products, in order.
 */
async function freshList(
	page: Page,
	products: ( keyof typeof PRODUCTS )[]
): Promise< {
	data: ShopperData;
	list: RestWishlist;
	items: RestItem[];
} > {
	const data = new ShopperData( await restOf( page ) );
	await data.deleteAllLists();
	const items: RestItem[] = [];
	let list: RestWishlist | undefined;
	for ( const product of products ) {
		const answer = await data.add(
			await data.productId( PRODUCTS[ product ].slug )
		);
		items.push( answer.item );
		list = answer.wishlist;
	}
	expect( list, 'the list the products went to' ).toBeDefined();
	return { data, list: list as RestWishlist, items };
}

test.describe( 'a signed-in shopper', () => {
	test.use( { storageState: ALERTS_SHOPPER_STATE } );

	test( 'turns price drop alerts on for her list, by the keyboard; the choice survives a reload', async ( {
		page,
	} ) => {
		const { data, list } = await freshList( page, [ 'brief', 'belt' ] );
		const wishlist = new WishlistPage( page );
		await wishlist.goto();
		const alerts = new AlertsPanel( wishlist );
		await alerts.open();
		// A disclosure: focus stays on its button.
		await expect( alerts.button ).toBeFocused();
		await expect( alerts.panel ).toContainText(
			`Alerts go to ${ ALERTS_SHOPPER.email }`
		);
		await expect( alerts.email ).toHaveCount( 0 );
		await expect( alerts.priceDrops ).not.toBeChecked();
		await expect( alerts.backInStock ).not.toBeChecked();

		await page.keyboard.press( 'Tab' );
		await expect( alerts.priceDrops ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( alerts.priceDrops ).toBeChecked();
		// What the server said, politely.
		await expect( alerts.said ).toHaveText( /\S/ );
		await expect( alerts.problem ).toHaveText( '' );
		await expect( alerts.priceDrops ).toBeFocused();
		await expect
			.poll(
				async () => ( await savedAlerts( data.rest, list.id ) ).list
			)
			.toEqual( { price_drops: true, back_in_stock: false } );

		await page.reload();
		await wishlist.goto();
		await alerts.open();
		await expect( alerts.priceDrops ).toBeChecked();
		await expect( alerts.backInStock ).not.toBeChecked();

		// Stop all: every choice off, the button keeps focus.
		await alerts.stop.click();
		await expect( alerts.priceDrops ).not.toBeChecked();
		await expect( alerts.stop ).toBeFocused();
		await expect
			.poll(
				async () => ( await savedAlerts( data.rest, list.id ) ).list
			)
			.toEqual( { price_drops: false, back_in_stock: false } );
	} );

	test( 'gives one item a choice of its own in its "More actions", then lets it follow the list\'s again', async ( {
		page,
	} ) => {
		const { data, list, items } = await freshList( page, [
			'brief',
			'belt',
		] );
		const brief = items[ 0 ];
		const wishlist = new WishlistPage( page );
		await wishlist.goto();

		// By the keyboard: open "More actions", walk to the last toggle, press it.
		const more = wishlist.moreActions( PRODUCTS.brief.name );
		await more.focus();
		await page.keyboard.press( 'Enter' );
		const group = page.getByRole( 'group', {
			name: `More actions (${ PRODUCTS.brief.name })`,
		} );
		const stock = group.getByRole( 'button', {
			name: 'Back in stock alert',
			exact: true,
		} );
		const price = group.getByRole( 'button', {
			name: 'Price drop alert',
			exact: true,
		} );
		await expect( stock ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( price ).toHaveAttribute( 'aria-pressed', 'false' );
		// The item follows its list's choice, and says so.
		await expect( stock ).toHaveAccessibleDescription(
			"Follows the list's alert choices."
		);
		await page.keyboard.press( 'End' );
		await expect( stock ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( stock ).toHaveAttribute( 'aria-pressed', 'true' );
		// A toggle leaves the panel open, focus on it.
		await expect( stock ).toBeFocused();
		await expect( group ).toBeVisible();
		await expect
			.poll(
				async () => ( await savedAlerts( data.rest, list.id ) ).items
			)
			.toEqual( [
				{
					item_id: brief.item_id,
					price_drops: false,
					back_in_stock: true,
				},
			] );
		await page.keyboard.press( 'Escape' );
		await expect( group ).toHaveCount( 0 );
		await expect( more ).toBeFocused();

		// Its own choice survives a reload; the list's stays off.
		await page.reload();
		await wishlist.goto();
		const kept = await itemToggle(
			wishlist,
			PRODUCTS.brief.name,
			'Back in stock alert'
		);
		await expect( kept ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( kept ).not.toHaveAccessibleDescription(
			"Follows the list's alert choices."
		);
		const alerts = new AlertsPanel( wishlist );
		const follow = page
			.getByRole( 'group', {
				name: `More actions (${ PRODUCTS.brief.name })`,
			} )
			.getByRole( 'button', { name: "Use the list's alert choices" } );
		await follow.click();
		await expect( kept ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect
			.poll(
				async () => ( await savedAlerts( data.rest, list.id ) ).items
			)
			.toEqual( [] );
		await page.keyboard.press( 'Escape' );

		// The other item was never touched: it follows the list.
		const belt = await itemToggle(
			wishlist,
			PRODUCTS.belt.name,
			'Price drop alert'
		);
		await expect( belt ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( alerts.button ).toBeVisible();
	} );

	test( "passes axe with the panel open, and with an item's toggles open", async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await freshList( page, [ 'brief' ] );
		const wishlist = new WishlistPage( page );
		await wishlist.goto();
		const alerts = new AlertsPanel( wishlist );
		await alerts.open();
		await alerts.priceDrops.check();
		await expect( alerts.said ).toHaveText( /\S/ );
		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-wishlist' ],
		} );

		await itemToggle( wishlist, PRODUCTS.brief.name, 'Price drop alert' );
		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-wishlist' ],
		} );
	} );

	test( 'a visitor of her shared list sees no alerts', async ( {
		page,
		browser,
		consoleErrors,
	} ) => {
		const { data, list } = await freshList( page, [ 'brief' ] );
		await data.setPrivacy( list.id, 'shared' );
		// A visitor of her own: none of the shopper's cookies.
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		consoleErrors.watch( visitor );
		try {
			const visit = new WishlistPage( await visitor.newPage() );
			await visit.goto( 'table', list.token );
			await expect( visit.block ).toContainText(
				'A wishlist shared with you.'
			);
			await expect( new AlertsPanel( visit ).button ).toHaveCount( 0 );
			await expect(
				visit.block.getByRole( 'button', { name: /^More actions/ } )
			).toHaveCount( 0 );
		} finally {
			await visitor.close();
		}
	} );
} );

test.describe( 'a guest', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'is asked for her e-mail address first, then told to confirm it', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		// Saving a product starts her guest session.
		const { data, list } = await freshList( page, [ 'brief' ] );
		const wishlist = new WishlistPage( page );
		await wishlist.goto();
		const alerts = new AlertsPanel( wishlist );
		await alerts.open();
		await expect( alerts.email ).toBeVisible();
		await expect( alerts.stop ).toHaveCount( 0 );

		await alerts.priceDrops.check();
		await alerts.save.click();
		await expect( alerts.problem ).toHaveText(
			'Enter the e-mail address your alerts should go to.'
		);
		await expect( alerts.email ).toBeFocused();
		await expect( alerts.email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-wishlist' ],
		} );
		expect(
			( await savedAlerts( data.rest, list.id ) ).list,
			'nothing was sent'
		).toEqual( { price_drops: false, back_in_stock: false } );

		const address = `guest-${ Date.now() }@example.com`;
		await alerts.email.fill( address );
		await alerts.email.press( 'Enter' );
		await expect( alerts.said ).toHaveText(
			'Check your inbox: we sent a link to confirm your address.'
		);
		await expect( alerts.problem ).toHaveText( '' );
		// The form has gone; focus is on what comes next.
		const waiting = alerts.panel.getByText(
			`Waiting for you to confirm ${ address }`
		);
		await expect( waiting ).toBeFocused();
		await expect( alerts.email ).toHaveCount( 0 );
		const saved = await savedAlerts( data.rest, list.id );
		expect( saved.list ).toEqual( {
			price_drops: true,
			back_in_stock: false,
		} );
		expect( saved.contact ).toEqual( {
			status: 'pending',
			email: address,
		} );

		await page.reload();
		await wishlist.goto();
		await alerts.open();
		await expect( waiting ).toBeVisible();
		await expect( alerts.priceDrops ).toBeChecked();
		await expect( alerts.stop ).toBeVisible();
	} );

	test( 'confirms her address from the e-mailed link, by the keyboard', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		// The dev site's mail log stands in for her inbox.
		needsDevPlugin( 'its mail log (pre_wp_mail), read as an inbox' );
		await freshList( page, [ 'brief' ] );
		const address = `confirm-${ Date.now() }@example.com`;
		const wishlist = new WishlistPage( page );
		await wishlist.goto();
		const alerts = new AlertsPanel( wishlist );
		await alerts.open();
		await alerts.backInStock.check();
		await alerts.email.fill( address );
		await alerts.save.click();
		await expect( alerts.said ).toHaveText(
			'Check your inbox: we sent a link to confirm your address.'
		);
		const inbox = await (
			await page.request.get(
				`${ BASE_URL }/?boudoir_dev=mail&to=${ encodeURIComponent(
					address
				) }`
			)
		).json();
		expect( inbox ).toHaveLength( 1 );
		const link = String( inbox[ 0 ].message )
			.match( /href="([^"]*boudoir_alerts=confirm[^"]*)"/ )?.[ 1 ]
			?.replace( /&#038;|&amp;/g, '&' );
		expect( link, 'the confirmation link' ).toBeTruthy();

		await page.goto( link as string );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Confirm your address',
			} )
		).toBeVisible();
		await expectNoAxeViolations( page );
		const confirm = page.getByRole( 'button', {
			name: 'Confirm my address',
		} );
		await confirm.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Your address is confirmed',
			} )
		).toBeVisible();
		await expectNoAxeViolations( page );
		await page.getByRole( 'link', { name: 'Go to your wishlist' } ).click();
		await wishlist.goto();
		await alerts.open();
		await expect(
			alerts.panel.getByText( `Alerts go to ${ address }` )
		).toBeVisible();
	} );
} );
