/**
 * The header search block on the front end (docs/contract.md, Data theme option menuSearchStyle,
 * §4 "Mobile menu and search", §9 focus delay): the drop-down opened by keyboard or
 * mouse, closed by Escape (focus back on the button) or an outside click, a product
 * search that lands where WooCommerce sends it (a single result: the product's page), the
 * inline style, the filled marker, and the form without JavaScript. On a page of its own,
 * at desktop and phone widths.
 */

/**
 * External dependencies
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { FOCUS_DELAY, HeaderSearch, submitSearch } from './header-search.page';
import { adminRest } from './shop.page';

/** A seeded product (bin/wp/seed/lib/catalogue.php) and a term only it matches. */
const PRODUCT = 'Delphine Silk Thong';
const PRODUCT_PATH = '/product/delphine-silk-thong/';
const TERM = 'Delphine';

/**
 * Expects a search for TERM to have asked for products, and the shopper on the product's
 * page: WooCommerce (9.0–10.0.2, wc_template_redirect()) sends a product search with a
 * single result to that product.
 *
 * @param page   The page.
 * @param search The request the form sent.
 */
async function expectLandedOnProduct(
	page: Page,
	search: Request
): Promise< void > {
	const query = new URL( search.url() ).searchParams;
	expect( query.get( 's' ) ).toBe( TERM );
	expect( query.get( 'post_type' ) ).toBe( 'product' );
	await expect( page ).toHaveURL( new RegExp( `${ PRODUCT_PATH }$` ) );
	await expect(
		page.getByRole( 'heading', { name: PRODUCT, exact: true } ).first()
	).toBeVisible();
}

const DROP_DOWN = 'main .wp-block-boudoir-header-search.is-drop-down';
const INLINE = 'main .wp-block-boudoir-header-search.is-inline';

const WIDTHS = [
	{ name: 'desktop', width: 1280, height: 720 },
	{ name: 'phone', width: 375, height: 740 },
];

let admin: APIRequestContext | undefined;
let pageId = 0;
let pageLink = '';

test.beforeAll( async ( { playwright } ) => {
	admin = await playwright.request.newContext( {
		baseURL: BASE_URL,
		storageState: storageStateOf( 'admin' ),
	} );
	const created = await (
		await adminRest( admin )
	).post( '/wp/v2/pages', {
		title: 'Header search test',
		slug: 'header-search-test',
		status: 'publish',
		// The drop-down at the row's end, as in a header; the inline form below.
		content: [
			'<!-- wp:group {"layout":{"type":"flex","justifyContent":"right"}} -->',
			'<div class="wp-block-group"><!-- wp:boudoir/header-search /--></div>',
			'<!-- /wp:group -->',
			'<!-- wp:boudoir/header-search {"menuSearchStyle":"inline"} /-->',
		].join( '\n' ),
	} );
	pageId = created.id;
	pageLink = created.link;
} );

test.afterAll( async () => {
	if ( admin && pageId ) {
		await (
			await adminRest( admin )
		).delete( `/wp/v2/pages/${ pageId }?force=true` );
	}
	await admin?.dispose();
} );

for ( const viewport of WIDTHS ) {
	test.describe( `header search at ${ viewport.name } width`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		let search: HeaderSearch;

		test.beforeEach( async ( { page } ) => {
			await page.goto( pageLink );
			search = new HeaderSearch( page, DROP_DOWN );
			await search.waitUntilMounted();
		} );

		test( 'opens by keyboard, focuses the field after the delay, and Enter searches products, landing on the single result', async ( {
			page,
		} ) => {
			await expect( search.button ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect( search.field ).toHaveCount( 0 );
			await search.tabToButton();
			const opened = Date.now();
			await page.keyboard.press( 'Enter' );
			await search.expectOpen();
			await expect( search.field ).toBeFocused();
			expect( Date.now() - opened ).toBeGreaterThanOrEqual(
				FOCUS_DELAY - 50
			);
			// The drop-down stays inside the viewport.
			const box = await search.form.boundingBox();
			expect( box ).not.toBeNull();
			expect( box!.x ).toBeGreaterThanOrEqual( 0 );
			expect( box!.x + box!.width ).toBeLessThanOrEqual( viewport.width );

			await page.keyboard.type( TERM );
			await expect( search.form ).toHaveClass( /(^|\s)filled(\s|$)/ );
			const sent = await submitSearch( page, TERM, () =>
				page.keyboard.press( 'Enter' )
			);
			await expectLandedOnProduct( page, sent );
		} );

		test( 'Escape closes it and returns focus to the button', async ( {
			page,
		} ) => {
			await search.tabToButton();
			await page.keyboard.press( 'Enter' );
			await search.expectOpen();
			await expect( search.field ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await search.expectClosed();
			await expect( search.button ).toBeFocused();
			// Space opens it too; the button closes it again.
			await page.keyboard.press( 'Space' );
			await search.expectOpen();
			await search.button.click();
			await search.expectClosed();
		} );

		test( 'a click outside closes it; clicks inside do not', async ( {
			page,
		} ) => {
			await search.button.click();
			await search.expectOpen();
			await search.field.click();
			await search.expectOpen();
			await page
				.getByRole( 'heading', { name: 'Header search test' } )
				.click();
			await search.expectClosed();
		} );

		test( 'axe finds no violations with it open', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			await search.button.click();
			await search.expectOpen();
			await expect( search.field ).toBeFocused();
			await expectNoAxeViolations( page );
		} );

		test( 'the inline style has no toggle and marks itself filled while its field has text', async ( {
			page,
		} ) => {
			const inline = new HeaderSearch( page, INLINE );
			await expect( inline.button ).toHaveCount( 0 );
			await expect( inline.field ).toBeVisible();
			await expect( inline.form ).not.toHaveClass( /(^|\s)filled(\s|$)/ );
			await inline.field.fill( 'lace' );
			await expect( inline.form ).toHaveClass( /(^|\s)filled(\s|$)/ );
			await inline.field.fill( '' );
			await expect( inline.form ).not.toHaveClass( /(^|\s)filled(\s|$)/ );
		} );
	} );
}

for ( const viewport of WIDTHS ) {
	test.describe( `the demo header's search at ${ viewport.name } width`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		test( 'opens inside the viewport, searches products, and stays axe clean', async ( {
			page,
			expectNoAxeViolations,
		}, testInfo ) => {
			await page.goto( '/' );
			const search = new HeaderSearch(
				page,
				'header .wp-block-boudoir-header-search'
			);
			test.skip(
				( await search.root.count() ) === 0,
				'the demo header has no header search (bin/wp/seed/lib/site.php)'
			);
			await search.waitUntilMounted();
			await search.tabToButton();
			await page.keyboard.press( 'Enter' );
			await search.expectOpen();
			await expect( search.field ).toBeFocused();
			const box = ( await search.form.boundingBox() )!;
			expect( box.x ).toBeGreaterThanOrEqual( 0 );
			expect( box.x + box.width ).toBeLessThanOrEqual( viewport.width );
			await testInfo.attach( 'open', {
				body: await page.screenshot(),
				contentType: 'image/png',
			} );
			await expectNoAxeViolations( page );
			await page.keyboard.press( 'Escape' );
			await search.expectClosed();
			await expect( search.button ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect( search.field ).toBeFocused();
			await page.keyboard.type( TERM );
			const sent = await submitSearch( page, TERM, () =>
				page.keyboard.press( 'Enter' )
			);
			await expectLandedOnProduct( page, sent );
		} );
	} );
}

test.describe( 'header search on a right-to-left page', () => {
	test( 'the drop-down hangs from the toggle toward the reading start, mirrored', async ( {
		page,
	} ) => {
		await page.goto( pageLink );
		const search = new HeaderSearch( page, DROP_DOWN );
		await search.waitUntilMounted();

		await search.button.click();
		await search.expectOpen();
		const ltrToggle = ( await search.button.boundingBox() )!;
		const ltrPanel = ( await search.form.boundingBox() )!;
		// Left to right: the panel's right edge under the toggle's, the panel to its left.
		expect(
			Math.abs(
				ltrPanel.x + ltrPanel.width - ( ltrToggle.x + ltrToggle.width )
			)
		).toBeLessThanOrEqual( 1 );
		await search.button.click();
		await search.expectClosed();

		// What WordPress prints for an RTL locale (language_attributes()): <html dir="rtl">.
		await page.evaluate( () => {
			document.documentElement.dir = 'rtl';
		} );
		await search.button.click();
		await search.expectOpen();
		const rtlToggle = ( await search.button.boundingBox() )!;
		const rtlPanel = ( await search.form.boundingBox() )!;
		expect( rtlToggle.x ).toBeLessThan( 640 );
		expect( Math.abs( rtlPanel.x - rtlToggle.x ) ).toBeLessThanOrEqual( 1 );
		expect( rtlPanel.x + rtlPanel.width ).toBeLessThanOrEqual( 1280 );
		await page.keyboard.press( 'Escape' );
		await search.expectClosed();
		await expect( search.button ).toBeFocused();
	} );
} );

test.describe( 'header search without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the "Search" link opens the form, which searches products', async ( {
		page,
	} ) => {
		await page.goto( pageLink );
		const search = new HeaderSearch( page, DROP_DOWN );
		await expect( search.field ).toBeHidden();
		await search.noScriptLink.click();
		await expect( search.field ).toBeVisible();
		await search.field.fill( TERM );
		const sent = await submitSearch( page, TERM, () =>
			search.field.press( 'Enter' )
		);
		await expectLandedOnProduct( page, sent );
	} );
} );
