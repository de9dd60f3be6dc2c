/**
 * The theme blocks on right-to-left pages (issue 12: "Right-to-left pages mirror the side
 * menu and arrows"), served right to left as a right-to-left language would serve them
 * (`is_rtl()`, `<html dir="rtl">`, the `-rtl` stylesheets: the dev site's direction
 * cookie): the header's search and the scroll-to-top button sit on the mirrored side, at
 * phone and desktop widths, and the page passes axe; choosing a swatch moves no swatch. The side menu and the mega menu have
 * right-to-left tests of their own (mobile-menu.spec.ts, mega-menu.spec.ts).
 */

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { HeaderSearch } from './header-search.page';
import { ScrollToTopPage, THRESHOLD } from './scroll-to-top.page';
import { SMALL, SwatchesPage } from './swatches.page';

const WIDTHS = [
	{ name: 'desktop', width: 1280, height: 720 },
	{ name: 'phone', width: 375, height: 740 },
];

test.use( { textDirection: 'rtl' } );

for ( const viewport of WIDTHS ) {
	test.describe( `right to left at ${ viewport.name } width`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		test( 'the header search opens inside the viewport, mirrored, and the page is axe clean', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			await page.goto( '/' );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'dir',
				'rtl'
			);
			const search = new HeaderSearch(
				page,
				'header .wp-block-boudoir-header-search'
			);
			await search.waitUntilMounted();
			await search.tabToButton();
			await page.keyboard.press( 'Enter' );
			await search.expectOpen();
			await expect( search.field ).toBeFocused();

			const toggle = ( await search.button.boundingBox() )!;
			const panel = ( await search.form.boundingBox() )!;
			expect( panel.x ).toBeGreaterThanOrEqual( 0 );
			expect( panel.x + panel.width ).toBeLessThanOrEqual(
				viewport.width
			);
			// Mirrored: the panel hangs from the toggle toward the reading start (the
			// right), unless the viewport's edge keeps it back.
			expect( panel.x + panel.width ).toBeGreaterThanOrEqual(
				Math.min( toggle.x + toggle.width, viewport.width - 1 ) - 1
			);
			await expectNoAxeViolations( page );

			await page.keyboard.press( 'Escape' );
			await search.expectClosed();
			await expect( search.button ).toBeFocused();
		} );

		test( 'the chosen swatch value’s label moves no swatch', async ( {
			page,
		} ) => {
			const product = new SwatchesPage( page );
			await product.goto( SMALL.slug );
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'dir',
				'rtl'
			);
			await product.expectChoosingMovesNoSwatch( {
				Colour: 'Noir',
				Band: '34',
			} );
		} );

		test( 'the scroll-to-top button sits on the mirrored side and takes the shopper up', async ( {
			page,
		} ) => {
			const frontPage = new ScrollToTopPage( page );
			await frontPage.goto();
			await frontPage.waitUntilMounted();
			await frontPage.scrollTo( THRESHOLD + 300 );
			await expect( frontPage.button ).toBeVisible();

			// The block's "right" position is the inline end: the left edge right to left.
			const box = ( await frontPage.button.boundingBox() )!;
			expect( box.x + box.width / 2 ).toBeLessThan( viewport.width / 2 );

			await frontPage.button.click();
			await frontPage.expectAtTop();
		} );
	} );
}
