/**
 * Restyled drop-downs (docs/contract.md, page behaviour 5; src/restyled-selects): the shop's
 * ordering control and, with Boudoir's swatches off, a variable product's selects show a
 * visible label mirroring the chosen option, while the native select keeps its name,
 * focus and keyboard, and stays where it stood. It reads the site's settings as the demo set
 * them (swatches on, the default selector) and posts a rejected selector, so it runs in the
 * `site` project (tests/e2e/playwright.config.ts).
 */

/**
 * External dependencies
 */
import {
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';
import { ACCOUNTS, BASE_URL, storageStateOf } from '../environment';
import { ProductPage, ShopPage, adminRest, signIn } from './shop.page';
import { RestyledSelect } from './restyled-selects.page';

/** A variable product of the demo (colour × band × cup; bin/wp/seed/lib/catalogue.php). */
const VARIABLE = 'eloise-balconette-bra';

const PLACEHOLDER = 'Choose an option';

let adminRequest: APIRequestContext;
let admin: Awaited< ReturnType< typeof adminRest > >;

test.beforeAll( async () => {
	adminRequest = await playwrightRequest.newContext( { baseURL: BASE_URL } );
	await signIn( adminRequest, ACCOUNTS.admin );
	admin = await adminRest( adminRequest );
	const settings = await admin.get( '/wp/v2/settings' );
	// The demo runs with the default selector and Boudoir's swatches on.
	expect( settings.boudoir_swatches_enabled ).toBe( 'yes' );
	expect( settings.boudoir_select_selector ).toContain(
		'.woocommerce-ordering select'
	);
} );

test.afterAll( async () => {
	await adminRequest?.dispose();
} );

/**
 * The shop's ordering control.
 *
 * @param page The page.
 */
function ordering( page: Page ): RestyledSelect {
	return new RestyledSelect(
		page.getByRole( 'combobox', { name: 'Shop order' } )
	);
}

for ( const theme of [ '', 'boudoir-classic' ] ) {
	test.describe( `the shop’s ordering control (${ theme || 'block theme' })`, () => {
		test.use( { testTheme: theme } );

		test( 'shows the chosen option in a visible label; the select keeps its name, focus and keyboard, and the form submits', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const shop = new ShopPage( page );
			await shop.goto();
			const sorting = ordering( page );
			await expect( sorting.label ).toBeVisible();
			await expect( sorting.label ).toHaveText( 'Default sorting' );
			await expect( sorting.label ).toHaveAttribute(
				'aria-hidden',
				'true'
			);
			expect( await sorting.chosenText() ).toBe( 'Default sorting' );
			// The wrapper is the select's box: the label covers exactly the control.
			const [ select, wrapper ] = await sorting.boxes();
			expect( wrapper ).toEqual( select );

			await sorting.select.focus();
			await expect( sorting.select ).toBeFocused();
			// The transparent select's focus shows on the label (WCAG 2.4.7).
			await expect( sorting.label ).toHaveCSS( 'outline-style', 'solid' );
			await expectNoAxeViolations( page );

			// The keyboard chooses the next option; WooCommerce submits the ordering form on change.
			await Promise.all( [
				page.waitForURL( /[?&]orderby=popularity/ ),
				sorting.select.press( 'ArrowDown' ),
			] );
			const sorted = ordering( page );
			await expect( sorted.label ).toHaveText( 'Sort by popularity' );
			expect( await sorted.chosenText() ).toBe( 'Sort by popularity' );
			await expect( shop.products.first() ).toBeVisible();
		} );

		test( 'stays where the select stood without the script: nothing moves', async ( {
			page,
		} ) => {
			// The same page without the script's work: an empty script in its place.
			await page.route( /\/restyled-selects\.js/, ( route ) =>
				route.fulfill( { contentType: 'text/javascript', body: '' } )
			);
			await page.goto( '/shop/' );
			const plain = ordering( page );
			await expect( plain.label ).toHaveCount( 0 );
			const before = ( await plain.select.boundingBox() )!;

			await page.unroute( /\/restyled-selects\.js/ );
			await page.goto( '/shop/' );
			const restyled = ordering( page );
			await expect( restyled.label ).toBeVisible();
			const after = ( await restyled.select.boundingBox() )!;
			for ( const edge of [ 'x', 'y', 'width', 'height' ] as const ) {
				expect(
					Math.abs( after[ edge ] - before[ edge ] ),
					edge
				).toBeLessThan( 0.5 );
			}
		} );
	} );
}

test.describe( 'a variable product with Boudoir’s swatches off', () => {
	// Off for this browser only (the dev site's cookie): specs running beside it keep the swatches.
	test.beforeEach( async ( { context } ) => {
		await context.addCookies( [
			{ name: 'boudoir_test_swatches', value: 'off', url: BASE_URL },
		] );
	} );

	test( 'the variation select’s label follows the keyboard and shows the placeholder again after Clear', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const product = new ProductPage( page );
		await product.goto( VARIABLE );
		const colour = new RestyledSelect(
			product.form.getByRole( 'combobox', { name: 'Colour' } )
		);
		await expect( colour.label ).toBeVisible();
		await expect( colour.label ).toHaveText( PLACEHOLDER );

		await colour.select.focus();
		await expect( colour.select ).toBeFocused();
		await colour.select.press( 'ArrowDown' );
		const chosen = await colour.chosenText();
		expect( chosen ).not.toBe( PLACEHOLDER );
		await expect( colour.label ).toHaveText( chosen );
		await expectNoAxeViolations( page );

		// WooCommerce empties the selects with jQuery, without a native change event.
		await product.clearControl.click();
		await expect( colour.select ).toHaveValue( '' );
		await expect( colour.label ).toHaveText( PLACEHOLDER );
	} );
} );

test.describe( 'a variable product with Boudoir’s swatches on', () => {
	test( 'the selects the swatches stand in for get no visible label', async ( {
		page,
	} ) => {
		const product = new ProductPage( page );
		await product.goto( VARIABLE );
		await expect(
			product.form.getByRole( 'radiogroup' ).first()
		).toBeVisible();
		await expect(
			product.form.locator( '.boudoir-select__label' )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'the setting under Settings → Boudoir', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
	} );

	test( 'is a labelled field with the known sources; a list that is not CSS selectors is refused and the saved one kept', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/options-general.php?page=boudoir' );
		await page.getByRole( 'tab', { name: 'Theme behaviours' } ).click();
		const field = page.getByRole( 'textbox', {
			name: 'Restyled drop-downs (CSS selectors)',
		} );
		const saved = await field.inputValue();
		expect( saved ).toContain( '.woocommerce-ordering select' );
		await expect( field ).toHaveAccessibleDescription(
			/Empty turns restyling off/
		);

		// Saved through the settings API (the page's form would re-save every other option,
		// which specs running beside this one read).
		const answer = await admin.post( '/wp/v2/settings', {
			boudoir_select_selector: '.orderby{color:red}',
		} );
		expect( answer.boudoir_select_selector ).toBe( saved );
		await page.reload();
		await page.getByRole( 'tab', { name: 'Theme behaviours' } ).click();
		await expect( field ).toHaveValue( saved );
	} );
} );
