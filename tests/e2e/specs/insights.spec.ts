/**
 * WooCommerce → Wishlist insights, as a shop manager uses it: the demo accounts' saved products
 * (the price-drop product among them), per product and per variation, sorted by keyboard, the
 * shoppers of one product in a dialog that closes on Escape, a CSV download, a refused period
 * shown and the figures kept; the page passes axe. It only reads.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';

const INSIGHTS_URL = '/wp-admin/admin.php?page=boudoir-insights';

/** The product the demo accounts saved before its price fell (bin/wp/seed/lib/wishlist.php). */
const PRICE_DROP_PRODUCT = 'Juliette T-Shirt Bra';

/** The variable product they saved as Blush, 34, C. */
const BRA = 'Eloise Balconette Bra';

test.use( {
	storageState: storageStateOf( 'admin' ),
	allowedConsoleErrors: {
		...OFFLINE_AVATAR_ERRORS,
		'The screen asks for a refused period on purpose, and shows the 400’s message.':
			{
				pattern: /status of 400/,
				url: /\/boudoir\/v1\/insights/,
			},
	},
} );

/**
 * The products table.
 * @param page
 */
const productsTable = ( page: Page ) =>
	page.getByRole( 'table', { name: 'Saved products' } );

/**
 * The products' names, in the table's order.
 * @param page
 */
async function productNames( page: Page ): Promise< string[] > {
	return productsTable( page )
		.getByRole( 'rowheader' )
		.allInnerTexts()
		.then( ( names ) => names.map( ( name ) => name.trim() ) );
}

test.describe( 'WooCommerce → Wishlist insights', () => {
	test( 'shows what shoppers saved, sorted and filtered by keyboard, with their shoppers on demand', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		test.slow();
		await page.goto( INSIGHTS_URL );
		await expect(
			page.getByRole( 'heading', { name: 'Wishlist insights', level: 1 } )
		).toBeVisible();
		await expect( productsTable( page ) ).toBeVisible();
		await expect(
			page.getByRole( 'table', {
				name: 'Saved, added to cart and ordered per week',
			} )
		).toBeVisible();
		const summary = page.getByRole( 'region', { name: 'Summary' } );
		await expect( summary.getByText( 'Saved now' ) ).toBeVisible();
		await expect(
			productsTable( page ).getByRole( 'link', {
				name: PRICE_DROP_PRODUCT,
			} )
		).toBeVisible();
		await expectNoAxeViolations( page, { include: [ '#wpbody-content' ] } );

		const saved = await productNames( page );
		expect( saved.length ).toBeGreaterThan( 1 );

		// Sorted by name with the keyboard: the header's button, then Enter.
		const productHeader = productsTable( page ).getByRole( 'button', {
			name: 'Product',
			exact: true,
		} );
		await productHeader.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			productsTable( page ).getByRole( 'columnheader', {
				name: 'Product',
			} )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		await expect(
			page.getByText( /^Sorted by Product, ascending\.$/ )
		).toHaveCount( 1 );
		// The rows come once the server answered: every name, in order.
		await expect
			.poll( () => productNames( page ) )
			.toEqual( [ ...saved ].sort( ( a, b ) => a.localeCompare( b ) ) );
		await page.keyboard.press( 'Enter' );
		await expect(
			productsTable( page ).getByRole( 'columnheader', {
				name: 'Product',
			} )
		).toHaveAttribute( 'aria-sort', 'descending' );
		await expect
			.poll( () => productNames( page ) )
			.toEqual( [ ...saved ].sort( ( a, b ) => b.localeCompare( a ) ) );

		// Only the products saved at a higher price than now.
		await page
			.getByRole( 'combobox', { name: 'Show' } )
			.selectOption( { label: 'Price dropped' } );
		await expect
			.poll( () => productNames( page ) )
			.toEqual( [ PRICE_DROP_PRODUCT ] );

		// Per variation: the bra's saved size and colour.
		await page
			.getByRole( 'combobox', { name: 'Show' } )
			.selectOption( { label: 'All saved products' } );
		await page
			.getByRole( 'combobox', { name: 'Group by' } )
			.selectOption( { label: 'Variation' } );
		// The demo accounts' Blush, 34, C (other specs may save other options of the bra beside it).
		const braRow = productsTable( page )
			.getByRole( 'row' )
			.filter( { hasText: BRA } )
			.filter( { hasText: /Blush, 34, C/ } );
		await expect( braRow ).toHaveCount( 1 );

		// Who saved it: a dialog, named after the product, closed by Escape, focus back on its button.
		const shoppers = braRow.getByRole( 'button', {
			name: new RegExp( `^Shoppers who saved ${ BRA }` ),
		} );
		await shoppers.click();
		const dialog = page.getByRole( 'dialog', {
			name: new RegExp( `^Shoppers who saved ${ BRA }` ),
		} );
		await expect(
			dialog.getByRole( 'table', { name: 'Shoppers with an account' } )
		).toBeVisible();
		await expect(
			dialog
				.getByRole( 'table', { name: 'Shoppers with an account' } )
				.getByRole( 'row' )
		).not.toHaveCount( 1 );
		await expectNoAxeViolations( page, { include: [ '[role="dialog"]' ] } );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( shoppers ).toBeFocused();
	} );

	test( 'downloads the products as CSV, and keeps the figures when a period is refused', async ( {
		page,
	} ) => {
		await page.goto( INSIGHTS_URL );
		await expect( productsTable( page ) ).toBeVisible();
		const link = page.getByRole( 'link', {
			name: 'Download CSV of the saved products',
		} );
		const href = await link.getAttribute( 'href' );
		expect( href ).toContain( 'action=boudoir_insights_csv' );
		const download = await page.request.get( href ?? '' );
		expect( download.status() ).toBe( 200 );
		expect( download.headers()[ 'content-type' ] ).toContain( 'text/csv' );
		const csv = await download.text();
		expect( csv ).toContain( '"Product"' );
		expect( csv ).toContain( `"${ PRICE_DROP_PRODUCT }"` );
		// Without the nonce: refused.
		const forged = await page.request.get(
			( href ?? '' ).replace( /_wpnonce=[^&]+/, '_wpnonce=0' )
		);
		expect( forged.status() ).toBe( 403 );

		await page.getByLabel( 'From', { exact: true } ).fill( '2026-12-01' );
		await page.getByLabel( 'To', { exact: true } ).fill( '2026-11-01' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			// On the screen (a11y-speak says it too).
			page
				.locator( '#wpbody-content' )
				.getByText( 'The first day must not come after the last day.' )
		).toBeVisible();
		await expect(
			productsTable( page ).getByRole( 'link', {
				name: PRICE_DROP_PRODUCT,
			} )
		).toBeVisible();
	} );
} );
