/**
 * The add-to-wishlist button, its popup and the wishlist counter on the demo shop
 * (docs/contract.md, Screens "Wishlist pieces", States, Validation, Messages): as a guest and as the shopper, by mouse and
 * by keyboard, with cookies off, on variable products and in loops; the guest's list
 * joins the shopper's on login; product pages stay the same for every guest.
 */

/**
 * External dependencies
 */
import type { APIRequestContext, Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import {
	ADD,
	ADD_CALL,
	ADD_TO_THIS,
	AddToWishlistPage,
	BROWSE,
	CHOOSE_TAB,
	COOKIE_DISABLED,
	CREATE,
	CREATE_TAB,
	REMOVE,
	REMOVE_FROM_ALL,
	SIMPLE,
	VARIABLE,
	WISHLIST_API,
	recordRequests,
	restAs,
} from './add-to-wishlist.page';
import { logInThroughForm } from './login.page';
import { adminRest, clearVariationsControl } from './shop.page';

/** A page holding the counter and a button, created for the spec. */
const COUNTER_PAGE = 'e2e-wishlist-counter';

interface ListShape {
	id: number;
	wishlist_name: string;
}

async function productIdOf(
	request: APIRequestContext,
	slug: string
): Promise< number > {
	const html = await ( await request.get( `/product/${ slug }/` ) ).text();
	const match = /data-product-id="(\d+)"/.exec( html );
	expect( match, `${ slug } has a button` ).not.toBeNull();
	return Number( match?.[ 1 ] );
}

/**
 * What WooCommerce prints differently on every render, for every visitor alike (a page
 * cache keeps one copy): its quantity field's `uniqid( 'quantity_' )` id, the Store
 * API nonce's timestamp (the current second) and, in real WooCommerce's `wcSettings`, the
 * default avatar's URL, whose gravatar.com host WordPress draws at random for a missing
 * e-mail (`get_avatar_url()`: 0, 1 or 2; URL-encoded there, `%2F0.gravatar.com`, so with no
 * word boundary before it). Masked before comparing two pages.
 *
 * @param html A page's HTML.
 */
function withoutRenderStamps( html: string ): string {
	return html
		.replace( /\bquantity_[0-9a-f]{13}\b/g, 'quantity_*' )
		.replace( /[0-2](\.gravatar\.com)\b/g, '*$1' )
		.replace(
			/(wcStoreApiNonceTimestamp"?\s*:\s*["'])\d+(["'])/g,
			'$1*$2'
		);
}

/**
 * The heart drawn in a control (decorative, so found by its class).
 *
 * @param control The button or link.
 */
function heartOf( control: Locator ): Locator {
	return control.locator( '.boudoir-icon--heart path' );
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'add to wishlist, as a guest', () => {
	let counterPageId = 0;
	let counterPageLink = '';
	/**
	 * The administrator's client, kept from beforeAll to afterAll: the storage state is read
	 * once, so the clean-up signs in with the same cookies that created the page.
	 */
	let admin: APIRequestContext | undefined;

	test.beforeAll( async ( { playwright } ) => {
		admin = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: storageStateOf( 'admin' ),
		} );
		const rest = await adminRest( admin );
		// Signed in to this shop (a guest would get a nonce too, and a 401 later).
		await rest.get( '/wp/v2/users/me' );
		const productId = await productIdOf( admin, SIMPLE.slug );
		const created = await rest.post( '/wp/v2/pages', {
			title: 'Wishlist counter test',
			slug: COUNTER_PAGE,
			status: 'publish',
			content: `<!-- wp:boudoir/wishlist-counter /-->\n<!-- wp:boudoir/add-to-wishlist {"productId":${ productId }} /-->`,
		} );
		counterPageId = created.id;
		counterPageLink = created.link;
	} );

	test.afterAll( async () => {
		if ( admin && counterPageId ) {
			await (
				await adminRest( admin )
			).delete( `/wp/v2/pages/${ counterPageId }?force=true` );
		}
		await admin?.dispose();
	} );

	test( 'saves a simple product by keyboard through the popup (the default list chosen), then offers "Browse wishlist" and removing it', async ( {
		page,
	} ) => {
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( SIMPLE.slug );
		const adds = recordRequests( page, ADD_CALL );
		// With several wishlists on, the popup opens every time, even before the first list:
		// the Choose tab, with the default list the add will make chosen.
		await product.button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( product.dialog ).toBeVisible();
		await expect( product.tab( CHOOSE_TAB ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const select = product.dialog.getByLabel( 'Wishlist', { exact: true } );
		await expect( select ).toHaveValue( '' );
		await expect( select.locator( 'option:checked' ) ).toHaveText(
			'My wishlist'
		);
		expect( adds ).toHaveLength( 0 );
		await page.keyboard.press( 'Tab' );
		await expect( select ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			product.dialog.getByRole( 'button', { name: ADD_TO_THIS } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		// Auto-close after success; the link that replaced the button takes the focus.
		await expect( product.dialog ).toBeHidden();
		await expect( product.browseLink ).toBeFocused();
		expect( adds ).toHaveLength( 1 );
		expect( adds[ 0 ].postDataJSON() ).not.toHaveProperty( 'wishlist_id' );
		await expect( product.browseLink ).toHaveAttribute(
			'href',
			/\/wishlist\/\?wishlist=[A-Za-z0-9_-]{32}/
		);
		// The global notice box announces it.
		await expect(
			page.getByRole( 'status' ).filter( { hasText: /./ } ).first()
		).toBeAttached();
		// Saved state survives a reload (loaded from the store, not the HTML).
		await product.gotoProduct( SIMPLE.slug );
		await expect( product.browseLink ).toBeVisible();

		// On one list: "Remove from wishlist" takes it off, and the add button comes back
		// with the focus.
		const removes = recordRequests( page, WISHLIST_API );
		await expect( product.removeButton ).toHaveAccessibleName( REMOVE );
		await product.removeButton.focus();
		await page.keyboard.press( 'Enter' );
		await expect( product.button ).toBeFocused();
		await expect( product.browseLink ).toHaveCount( 0 );
		expect(
			removes.map( ( call ) => call.method() ),
			'one write, never by GET'
		).toEqual( [ expect.stringMatching( /^(POST|DELETE)$/ ) ] );
		await product.gotoProduct( SIMPLE.slug );
		await expect( product.button ).toBeVisible();
		await expect( product.removeButton ).toHaveCount( 0 );
	} );

	test( 'with "Add straight to the default list when there is only one" on, no popup until there are two lists', async ( {
		page,
		context,
	} ) => {
		// The setting for this browser only (bin/wp/boudoir-dev.php): specs beside it keep the default.
		await context.addCookies( [
			{ name: 'boudoir_test_add_straight', value: 'on', url: BASE_URL },
		] );
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( SIMPLE.slug );
		const adds = recordRequests( page, ADD_CALL );
		await product.button.click();
		await expect( product.browseLink ).toBeVisible();
		await expect( product.dialog ).toBeHidden();
		expect( adds ).toHaveLength( 1 );
	} );

	test( 'the counter shows the count after load and follows an add', async ( {
		page,
	} ) => {
		await page.goto( counterPageLink );
		// Every counter on the page (the demo's header has one too) follows the add.
		// Named by its visible words, the count included (WCAG 2.5.3, Label in Name).
		const counters = page.getByRole( 'link', {
			name: /^Wishlist \d+$/,
		} );
		const main = page.getByRole( 'main' );
		const counter = main.getByRole( 'link', {
			name: /^Wishlist \d+$/,
		} );
		await expect( counter ).toHaveAccessibleName( 'Wishlist 0' );
		const addButton = main.getByRole( 'button', {
			name: ADD,
			exact: true,
		} );
		// Not saved: the button's heart is outlined.
		await expect( heartOf( addButton ) ).toHaveCSS( 'fill', 'none' );
		await new AddToWishlistPage( page ).addThroughPopup( addButton );
		await expect( counter ).toHaveAccessibleName( 'Wishlist 1' );
		for ( const each of await counters.all() ) {
			await expect( each ).toHaveAccessibleName( 'Wishlist 1' );
		}
		const browse = main.getByRole( 'link', { name: BROWSE } );
		await expect( browse ).toBeVisible();
		// Saved: it fills.
		await expect( heartOf( browse ) ).not.toHaveCSS( 'fill', 'none' );
	} );

	test( 'a variable product saves the chosen variation', async ( {
		page,
	} ) => {
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( VARIABLE.slug );
		const adds = recordRequests( page, ADD_CALL );
		await product.chooseFirstOptions( [ 'Colour', 'Band', 'Cup' ] );
		await expect(
			page
				.locator(
					'.single_variation_wrap .variation_id, input[name="variation_id"]'
				)
				.first()
		).not.toHaveValue( /^0?$/ );
		const variationId = Number(
			await page.locator( 'input[name="variation_id"]' ).inputValue()
		);
		await product.addThroughPopup();
		await expect( product.browseLink ).toBeVisible();
		expect( adds ).toHaveLength( 1 );
		const body = adds[ 0 ].postDataJSON() as Record< string, unknown >;
		expect( Number( body.variation_id ) ).toBe( variationId );
		// Clearing the choice goes back to the product itself, which is not saved.
		await clearVariationsControl( page ).click();
		await expect( product.button ).toBeVisible();
	} );

	test( 'adds from the shop loop', async ( { page } ) => {
		await page.goto( '/shop/' );
		const item = page
			.locator( 'li.product' )
			.filter( { hasText: 'Rosalie Cheeky Brief' } );
		await new AddToWishlistPage( page ).addThroughPopup(
			item.getByRole( 'button', { name: ADD, exact: true } )
		);
		await expect(
			item.getByRole( 'link', { name: BROWSE } )
		).toBeVisible();
	} );

	test( 'the next popup opens without the message of the one before', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const card = ( name: string ) =>
			page.locator( 'li.product' ).filter( { hasText: name } );
		const product = new AddToWishlistPage( page );
		await product.addThroughPopup(
			card( 'Lou Cotton High-Waist Brief' ).getByRole( 'button', {
				name: ADD,
				exact: true,
			} )
		);

		await card( 'Delphine Silk Thong' )
			.getByRole( 'button', { name: ADD, exact: true } )
			.click();

		await expect( product.dialog ).toBeVisible();
		await expect( product.dialog ).toContainText( 'Delphine Silk Thong' );
		await expect( product.dialog ).not.toContainText( /Added to/ );
		await expect(
			product.dialog.getByRole( 'status' ).filter( { hasText: /\S/ } )
		).toHaveCount( 0 );
	} );

	test( 'with cookies off: an alert with the cookie label and no request', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { baseURL: BASE_URL } );
		await context.addInitScript( () => {
			Object.defineProperty( Navigator.prototype, 'cookieEnabled', {
				get: () => false,
			} );
		} );
		const page = await context.newPage();
		const calls = recordRequests( page, WISHLIST_API );
		const messages: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			messages.push( dialog.message() );
			dialog.dismiss().catch( () => {} );
		} );
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( SIMPLE.slug );
		await product.button.click();
		await expect.poll( () => messages ).toEqual( [ COOKIE_DISABLED ] );
		await expect( product.button ).toBeVisible();
		expect( calls ).toHaveLength( 0 );
		await context.close();
	} );

	test( 'product pages are the same bytes for two guests, one of whom saved something', async ( {
		browser,
	} ) => {
		const first = await browser.newContext( { baseURL: BASE_URL } );
		const second = await browser.newContext( { baseURL: BASE_URL } );
		const page = await first.newPage();
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( SIMPLE.slug );
		await product.addThroughPopup();
		await expect( product.browseLink ).toBeVisible();
		const [ a, b ] = await Promise.all(
			[ first, second ].map( async ( context ) =>
				(
					await context.request.get( `/product/${ SIMPLE.slug }/` )
				).text()
			)
		);
		expect( a.length ).toBeGreaterThan( 1000 );
		expect(
			withoutRenderStamps( a ) === withoutRenderStamps( b ),
			'identical HTML'
		).toBe( true );
		await first.close();
		await second.close();
	} );
} );

test.describe( 'add to wishlist, as the shopper', () => {
	test.use( { storageState: storageStateOf( 'shopper' ) } );

	const created: number[] = [];
	const POPUP_PRODUCT = {
		slug: 'delphine-silk-thong',
		name: 'Delphine Silk Thong',
	};
	const KEYBOARD_PRODUCT = 'seraphine-lace-brief';
	const MERGED_PRODUCT = 'lou-cotton-high-waist-brief';
	const TWO_LISTS_PRODUCT = 'camille-tanga-brief';

	test.beforeAll( async ( { playwright } ) => {
		const shopper = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: storageStateOf( 'shopper' ),
		} );
		const rest = await restAs( shopper );
		// The products these tests save start unsaved, even after an interrupted run.
		for ( const slug of [
			POPUP_PRODUCT.slug,
			KEYBOARD_PRODUCT,
			MERGED_PRODUCT,
			TWO_LISTS_PRODUCT,
		] ) {
			await rest.post( '/boudoir/v1/items/remove-from-all', {
				prod_id: await productIdOf( shopper, slug ),
			} );
		}
		let lists = ( await rest.get(
			'/boudoir/v1/wishlists'
		) ) as ListShape[];
		for ( const name of [ 'E2E Holiday', 'E2E Everyday' ] ) {
			if ( lists.length >= 2 ) {
				break;
			}
			const list = ( await rest.post( '/boudoir/v1/wishlists', {
				wishlist_name: name,
				wishlist_visibility: 'private',
			} ) ) as ListShape;
			created.push( list.id );
			lists = ( await rest.get(
				'/boudoir/v1/wishlists'
			) ) as ListShape[];
		}
		await shopper.dispose();
	} );

	test.afterAll( async ( { playwright } ) => {
		const shopper = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: storageStateOf( 'shopper' ),
		} );
		const rest = await restAs( shopper );
		const lists = ( await rest.get(
			'/boudoir/v1/wishlists'
		) ) as ListShape[];
		for ( const list of lists ) {
			if (
				created.includes( list.id ) ||
				list.wishlist_name.startsWith( 'E2E ' )
			) {
				await rest.delete( `/boudoir/v1/wishlists/${ list.id }` );
			}
		}
		await shopper.dispose();
	} );

	test( 'with two lists, the popup: choose / create tabs, a name is required, then create and add', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( POPUP_PRODUCT.slug );
		await product.button.click();
		await expect( product.dialog ).toBeVisible();
		await expect( product.tab( CHOOSE_TAB ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expectNoAxeViolations( page );

		// Choosing "new" in the selector switches to the create tab.
		await product.dialog
			.getByLabel( 'Wishlist', { exact: true } )
			.selectOption( 'new' );
		await expect( product.tab( CREATE_TAB ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);

		// An empty name: marked invalid, focused, and nothing sent.
		const calls = recordRequests( page, WISHLIST_API );
		const name = product.dialog.getByRole( 'textbox', {
			name: 'Wishlist name',
		} );
		await product.dialog.getByRole( 'button', { name: CREATE } ).click();
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toBeFocused();
		await expect( name.locator( 'xpath=..' ) ).toHaveClass( /is-invalid/ );
		await page.waitForTimeout( 300 );
		expect( calls ).toHaveLength( 0 );

		await name.fill( 'E2E Birthday' );
		await product.dialog
			.getByRole( 'combobox', { name: 'Privacy' } )
			.selectOption( 'shared' );
		await product.dialog.getByRole( 'button', { name: CREATE } ).click();
		// Auto-close after success (the default), focus on the new link.
		await expect( product.dialog ).toBeHidden();
		await expect( product.browseLink ).toBeFocused();
		const add = calls.find( ( call ) => ADD_CALL.test( call.url() ) );
		expect( add?.postDataJSON() ).toMatchObject( {
			wishlist_id: 'new',
			wishlist_name: 'E2E Birthday',
			wishlist_visibility: 'shared',
		} );
	} );

	test( 'the popup by keyboard alone: Tab wraps, Escape closes, focus returns', async ( {
		page,
	} ) => {
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( KEYBOARD_PRODUCT );
		await product.button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( product.dialog ).toBeVisible();
		const chooseTab = product.tab( CHOOSE_TAB );
		await expect( chooseTab ).toBeFocused();
		// The popup opens at once; the shopper's lists come into it.
		const listSelect = product.dialog.getByLabel( 'Wishlist', {
			exact: true,
		} );
		await expect( listSelect ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect( listSelect ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			product.dialog.getByRole( 'button', {
				name: 'Add to this wishlist',
			} )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			product.dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( chooseTab ).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			product.dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( chooseTab ).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect( product.tab( CREATE_TAB ) ).toBeFocused();
		await expect( product.tab( CREATE_TAB ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await page.keyboard.press( 'Escape' );
		await expect( product.dialog ).toBeHidden();
		await expect( product.button ).toBeFocused();
	} );

	test( 'on two lists, "Remove from all wishlists" takes it off both; the popup adds to the list chosen there', async ( {
		page,
	} ) => {
		const rest = await restAs( page.request );
		const lists = ( await rest.get(
			'/boudoir/v1/wishlists'
		) ) as ListShape[];
		expect( lists.length ).toBeGreaterThanOrEqual( 2 );
		const [ first, second ] = lists;
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( TWO_LISTS_PRODUCT );

		// Saved to the second list, chosen in the popup.
		const adds = recordRequests( page, ADD_CALL );
		await product.button.click();
		await product.dialog
			.getByLabel( 'Wishlist', { exact: true } )
			.selectOption( { label: second.wishlist_name } );
		await product.dialog
			.getByRole( 'button', { name: ADD_TO_THIS } )
			.click();
		await expect( product.browseLink ).toBeVisible();
		expect( adds[ 0 ]?.postDataJSON() ).toMatchObject( {
			wishlist_id: second.id,
		} );
		await expect( product.removeButton ).toHaveAccessibleName( REMOVE );

		// On the first list too (from another tab, say): the product page offers removing it from all.
		await rest.post( '/boudoir/v1/items/add', {
			add_to_wishlist: await productIdOf(
				page.request,
				TWO_LISTS_PRODUCT
			),
			wishlist_id: first.id,
		} );
		await product.gotoProduct( TWO_LISTS_PRODUCT );
		await expect( product.removeButton ).toHaveAccessibleName(
			REMOVE_FROM_ALL
		);
		await product.removeButton.click();
		await expect( product.button ).toBeVisible();
		await expect(
			page.getByRole( 'status' ).filter( {
				hasText: 'Removed from all your wishlists.',
			} )
		).toBeAttached();
		const id = await productIdOf( page.request, TWO_LISTS_PRODUCT );
		const saved = ( await rest.get(
			'/boudoir/v1/items/saved'
		) ) as Array< { product_id: number } >;
		expect( saved.map( ( item ) => item.product_id ) ).not.toContain( id );
	} );

	test( 'a guest’s saved product joins the shopper’s lists on login', async ( {
		browser,
	} ) => {
		// A guest: the runner would pass this describe's storage state (the shopper's) on.
		const context = await browser.newContext( {
			baseURL: BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		const product = new AddToWishlistPage( page );
		await product.gotoProduct( MERGED_PRODUCT );
		await product.addThroughPopup();
		await expect( product.browseLink ).toBeVisible();
		await page.goto( '/wp-login.php' );
		await logInThroughForm( page, 'shopper', 'password' );
		await page.waitForURL(
			( url ) => ! url.pathname.endsWith( '/wp-login.php' )
		);
		const rest = await restAs( context.request );
		const saved = ( await rest.get(
			'/boudoir/v1/items/saved'
		) ) as Array< {
			product_id: number;
		} >;
		const id = await productIdOf( context.request, MERGED_PRODUCT );
		expect( saved.map( ( item ) => item.product_id ) ).toContain( id );
		await product.gotoProduct( MERGED_PRODUCT );
		await expect( product.browseLink ).toBeVisible();
		await rest.post( '/boudoir/v1/items/remove-from-all', {
			prod_id: id,
		} );
		await context.close();
	} );
} );
