/**
 * Product count badges (docs/contract.md, page behaviour 6; Boudoir\Theme\Count_Badges): the shop's
 * filter by colour (WooCommerce's layered nav widget) and product categories widget show
 * their counts as badges without brackets, printed by the server (no script), and read
 * out with what they count. The block theme shows them in the catalogue template's
 * sidebar, the classic test theme from the shop page's content.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { ShopPage } from './shop.page';

/**
 * A filter: WooCommerce's widget holding its title (classic themes), or the demo's block
 * section holding its heading and the untitled widget (the block theme's shop template).
 */
const FILTER = '.widget, .boudoir-shop-filter';

/**
 * A term of a filter widget, by its link's name.
 *
 * @param page   The page.
 * @param widget The widget's heading.
 * @param term   The term's link.
 */
function termItem( page: Page, widget: string, term: string ): Locator {
	return page
		.locator( FILTER )
		.filter( {
			has: page.getByRole( 'heading', { name: widget, exact: true } ),
		} )
		.getByRole( 'listitem' )
		.filter( {
			has: page.getByRole( 'link', { name: term, exact: true } ),
		} );
}

/**
 * The number a term's badge shows, checked: a badge, digits only.
 *
 * @param item The term's list item.
 */
async function badgeOf( item: Locator ): Promise< number > {
	const badge = item.locator( '.boudoir-count' );
	await expect( badge ).toBeVisible();
	const shown = item.locator( '.boudoir-count__number' );
	await expect( shown ).toHaveAttribute( 'aria-hidden', 'true' );
	await expect( shown ).toHaveText( /^\d+$/ );
	// A pill: rounded at least as much as it is high.
	const { height } = ( await badge.boundingBox() )!;
	const radius = parseFloat(
		await badge.evaluate(
			( element ) => getComputedStyle( element ).borderTopLeftRadius
		)
	);
	expect( radius ).toBeGreaterThanOrEqual( height / 2 );
	return Number( await shown.innerText() );
}

for ( const theme of [ '', 'boudoir-classic' ] ) {
	test.describe( `count badges on the shop (${ theme || 'block theme' })`, () => {
		test.use( { testTheme: theme } );

		test( 'the filters show their counts as badges without brackets, read out with what they count', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const shop = new ShopPage( page );
			await shop.goto();

			const bras = termItem( page, 'Product categories', 'Bras' );
			const brasCount = await badgeOf( bras );
			expect( brasCount ).toBeGreaterThan( 0 );
			// Screen readers hear the link, then what the number counts; no brackets anywhere.
			await expect( bras ).toMatchAriaSnapshot(
				`- listitem:\n  - link "Bras"\n  - text: ${ brasCount } products`
			);
			await expect( bras ).not.toContainText( '(' );

			const noir = termItem( page, 'Filter by colour', 'Noir' );
			const noirCount = await badgeOf( noir );
			await expect( noir ).toMatchAriaSnapshot(
				`- listitem:\n  - link "Noir"\n  - text: ${ noirCount } products`
			);
			await expect( noir ).not.toContainText( '(' );

			// Every count of both widgets is a badge.
			for ( const widget of [
				'Product categories',
				'Filter by colour',
			] ) {
				const items = page
					.locator( FILTER )
					.filter( {
						has: page.getByRole( 'heading', {
							name: widget,
							exact: true,
						} ),
					} )
					.getByRole( 'listitem' );
				expect( await items.count() ).toBeGreaterThan( 1 );
				await expect( items.locator( '.boudoir-count' ) ).toHaveCount(
					await items.count()
				);
			}
			await expectNoAxeViolations( page );

			// The badge counts what the filter finds.
			await noir.getByRole( 'link', { name: 'Noir' } ).click();
			await expect( page ).toHaveURL( /[?&]filter_color=noir/ );
			await expect( shop.products ).toHaveCount(
				Math.min( noirCount, 16 )
			);
		} );
	} );
}
