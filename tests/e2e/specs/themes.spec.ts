/**
 * Boudoir's blocks where a shop's theme puts them, on the demo's block theme (project
 * `shop`: WooCommerce 9's block templates, the button placed by the Block Hooks API) and on
 * the classic test theme (project `classic`, tests/themes/boudoir-classic: WooCommerce's PHP
 * templates, the button placed by its actions, the counter in a header widget area). Same
 * tests, same names, on both: one "Add to wishlist" a product, the swatches, the counter.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import {
	ADD,
	AddToWishlistPage,
	BROWSE,
	SIMPLE,
	VARIABLE,
} from './add-to-wishlist.page';

/** The counter's name: its visible words, the count included (contract: WCAG 2.5.3). */
const COUNTER = /^Wishlist \d+$/;

/** A simple product on the shop's first page. */
const GRID_PRODUCT = 'Rosalie Cheeky Brief';

/**
 * The products of the page's grids (shop, category, related products): list items with a
 * link to a product page.
 *
 * @param page The page.
 */
function productsOf( page: Page ): Locator {
	return page
		.getByRole( 'main' )
		.getByRole( 'listitem' )
		.filter( { has: page.locator( 'a[href*="/product/"]' ) } );
}

/**
 * The header's wishlist counter.
 *
 * @param page The page.
 */
function counterOf( page: Page ): Locator {
	return page.getByRole( 'banner' ).getByRole( 'link', { name: COUNTER } );
}

test.describe( 'Boudoir on the theme', () => {
	test( 'the shop grid has one "Add to wishlist" a product, and the header the counter', async ( {
		page,
		testTheme,
	} ) => {
		await page.goto( '/shop/' );
		// The project's theme serves the page (the classic theme's own stylesheet, or none).
		await expect( page.locator( 'link#boudoir-classic-css' ) ).toHaveCount(
			testTheme === 'boudoir-classic' ? 1 : 0
		);
		const products = productsOf( page );
		const count = await products.count();
		expect( count, 'the shop lists products' ).toBeGreaterThan( 3 );
		for ( const product of await products.all() ) {
			await expect(
				product.getByRole( 'button', { name: ADD, exact: true } )
			).toHaveCount( 1 );
		}
		await expect(
			page
				.getByRole( 'main' )
				.getByRole( 'button', { name: ADD, exact: true } )
		).toHaveCount( count );
		await expect( counterOf( page ) ).toHaveCount( 1 );
		await expect( counterOf( page ) ).toHaveAccessibleName( 'Wishlist 0' );
	} );

	test( 'a product page has one "Add to wishlist" for its product, and the swatches', async ( {
		page,
	} ) => {
		await page.goto( `/product/${ VARIABLE.slug }/` );
		const main = page.getByRole( 'main' );
		await expect(
			main.getByRole( 'heading', { level: 1, name: VARIABLE.name } )
		).toHaveCount( 1 );
		// Related products have their own, one each.
		const all = main.getByRole( 'button', { name: ADD, exact: true } );
		const inGrids = productsOf( page ).getByRole( 'button', {
			name: ADD,
			exact: true,
		} );
		await expect( all.first() ).toBeVisible();
		expect( ( await all.count() ) - ( await inGrids.count() ) ).toBe( 1 );
		expect( await inGrids.count() ).toBe(
			await productsOf( page ).count()
		);
		// The swatches on WooCommerce's variations form.
		for ( const label of [ 'Colour', 'Band', 'Cup' ] ) {
			const group = main.getByRole( 'radiogroup', { name: label } );
			await expect( group ).toBeVisible();
			expect( await group.getByRole( 'radio' ).count() ).toBeGreaterThan(
				1
			);
		}
		await expect( counterOf( page ) ).toHaveCount( 1 );
	} );

	test( 'adding from the grid counts in the header', async ( { page } ) => {
		await page.goto( '/shop/' );
		const counter = counterOf( page );
		await expect( counter ).toHaveAccessibleName( 'Wishlist 0' );
		const product = productsOf( page ).filter( { hasText: GRID_PRODUCT } );
		await new AddToWishlistPage( page ).addThroughPopup(
			product.getByRole( 'button', { name: ADD, exact: true } )
		);
		await expect(
			product.getByRole( 'link', { name: BROWSE } )
		).toBeVisible();
		await expect( counter ).toHaveAccessibleName( 'Wishlist 1' );
		// A product page's counter shows the same.
		await page.goto( `/product/${ SIMPLE.slug }/` );
		await expect( counterOf( page ) ).toHaveAccessibleName( 'Wishlist 1' );
	} );

	test( 'the shop and a product page pass axe', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/shop/' );
		await expect( counterOf( page ) ).toHaveAccessibleName( COUNTER );
		await expectNoAxeViolations( page );
		await page.goto( `/product/${ VARIABLE.slug }/` );
		await expect(
			page.getByRole( 'radiogroup', { name: 'Colour' } )
		).toBeVisible();
		await expectNoAxeViolations( page, {
			// Not Boudoir's: WooCommerce's related-products pattern sets five columns that do
			// not shrink, so at 1280 px its title links wrap into targets under 24 px (WCAG
			// 2.5.8). Everything else there, the hooked buttons included, is still checked.
			// And not Boudoir's: the double's grouped product has no add_to_cart_description()
			// of its own (WooCommerce: includes/class-wc-product-grouped.php, "View products in
			// the “%s” group"), so its button's name misses its words (WCAG 2.5.3) when a
			// grouped product is among the (random) related products. Reported; drop once fixed.
			exclude: [
				'.wp-block-woocommerce-product-collection .wp-block-post-title a',
				'.product_type_grouped',
			],
		} );
	} );
} );
