/**
 * The Shop mega menu of the demo header (docs/contract.md, Feature areas "Theme navigation", Figures "Mega menu edge
 * margin 10 px"): hover and keyboard both open it; its child submenus are columns of
 * category links; it stays 10 px inside the viewport, right to left too; Escape closes
 * it with focus back on the toggle; axe finds nothing with it open. At desktop widths
 * (below 960 px the side menu replaces the header's navigation).
 */

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { COLUMNS, MegaMenu } from './mega-menu.page';

const WIDTHS = [
	{ name: 'wide desktop', width: 1280, height: 800 },
	{ name: 'narrow desktop', width: 1000, height: 800 },
];

/** Makes the panel wider than the room around its item: the script must move it. */
const WIDE_PANEL = '.boudoir-mega-menu__panel{min-width:900px!important}';

for ( const viewport of WIDTHS ) {
	test.describe( `mega menu at ${ viewport.width }×${ viewport.height }`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		let menu: MegaMenu;

		test.beforeEach( async ( { page } ) => {
			await page.goto( '/' );
			menu = new MegaMenu( page );
			await menu.waitUntilReady();
		} );

		test( 'hovering Shop opens the panel inside the viewport; leaving closes it', async ( {
			page,
		} ) => {
			await menu.expectClosed();
			await menu.link.hover();
			await menu.expectOpen();
			await menu.expectInsideViewport();
			// The pointer crosses from the item into the panel without closing it.
			const box = ( await menu.panel.boundingBox() )!;
			await page.mouse.move( box.x + box.width / 2, box.y + 8, {
				steps: 4,
			} );
			await menu.expectOpen();
			await page.mouse.move( 5, viewport.height - 5 );
			await menu.expectClosed();
		} );

		test( 'the child submenus are columns of category links, side by side', async () => {
			await menu.link.hover();
			await menu.expectOpen();
			const headings = Object.keys( COLUMNS );
			const boxes = await Promise.all(
				headings.map(
					async ( name ) =>
						( await menu.panelLink( name ).boundingBox() )!
				)
			);
			// Headings on one row, the second column after the first.
			expect( Math.abs( boxes[ 0 ].y - boxes[ 1 ].y ) ).toBeLessThan( 1 );
			expect( boxes[ 1 ].x ).toBeGreaterThanOrEqual(
				boxes[ 0 ].x + boxes[ 0 ].width
			);
			// Each column's links under its heading, lined up with it, in order.
			for ( const [ index, heading ] of headings.entries() ) {
				let above = boxes[ index ];
				for ( const name of COLUMNS[
					heading as keyof typeof COLUMNS
				] ) {
					const link = ( await menu
						.panelLink( name )
						.boundingBox() )!;
					expect( Math.abs( link.x - above.x ) ).toBeLessThan( 1 );
					expect( link.y ).toBeGreaterThanOrEqual(
						above.y + above.height - 1
					);
					above = link;
				}
			}
			// No nested flyouts: the columns' own toggles are not there to press.
			await expect( menu.panel.getByRole( 'button' ) ).toHaveCount( 0 );
		} );

		test( 'keyboard only: Enter opens, Tab walks the links, Escape closes and returns focus', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			await menu.tabToToggle();
			await menu.expectClosed();
			await page.keyboard.press( 'Enter' );
			await menu.expectOpen();
			await menu.expectInsideViewport();
			// Every link of the panel in reading order, by Tab alone.
			for ( const [ heading, links ] of Object.entries( COLUMNS ) ) {
				for ( const name of [ heading, ...links ] ) {
					await page.keyboard.press( 'Tab' );
					await expect( menu.panelLink( name ) ).toBeFocused();
				}
			}
			// The focused link shows it.
			const outline = await menu
				.panelLink( 'Accessories' )
				.evaluate(
					( link ) =>
						getComputedStyle( link ).outlineStyle !== 'none' &&
						parseFloat( getComputedStyle( link ).outlineWidth ) >= 2
				);
			expect( outline ).toBe( true );
			await expectNoAxeViolations( page );

			await page.keyboard.press( 'Escape' );
			await menu.expectClosed();
			await expect( menu.toggle ).toBeFocused();

			// Space opens it too; Escape from a link inside closes it, focus back on the toggle.
			await page.keyboard.press( 'Space' );
			await menu.expectOpen();
			await page.keyboard.press( 'Tab' );
			await expect( menu.panelLink( 'Lingerie' ) ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await menu.expectClosed();
			await expect( menu.toggle ).toBeFocused();
		} );

		test( 'Escape also closes what the pointer opened', async ( {
			page,
		} ) => {
			await menu.link.hover();
			await menu.expectOpen();
			await page.keyboard.press( 'Escape' );
			await menu.expectClosed();
			// Back when the pointer comes back.
			await page.mouse.move( 5, viewport.height - 5 );
			await menu.link.hover();
			await menu.expectOpen();
		} );

		test( 'a panel wider than the room around its item is moved 10 px inside the viewport', async ( {
			page,
		} ) => {
			await page.addStyleTag( { content: WIDE_PANEL } );
			await menu.link.hover();
			await menu.expectOpen();
			expect( ( await menu.panel.boundingBox() )!.width ).toBe( 900 );
			await menu.expectInsideViewport();
			await page.mouse.move( 5, viewport.height - 5 );
			await menu.expectClosed();
			// By keyboard too.
			await menu.tabToToggle();
			await page.keyboard.press( 'Enter' );
			await menu.expectOpen();
			await menu.expectInsideViewport();
		} );
	} );
}

test.describe( 'mega menu when the window changes', () => {
	test.use( { viewport: { width: 1280, height: 800 } } );

	test( 'an open panel is fitted again when the window narrows', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const menu = new MegaMenu( page );
		await menu.waitUntilReady();
		await page.addStyleTag( { content: WIDE_PANEL } );
		await menu.tabToToggle();
		await page.keyboard.press( 'Enter' );
		await menu.expectOpen();
		await menu.expectInsideViewport();
		await page.setViewportSize( { width: 1000, height: 800 } );
		await menu.expectOpen();
		await menu.expectInsideViewport();
	} );

	test( 'opens at once for reduced motion', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( '/' );
		const menu = new MegaMenu( page );
		await menu.waitUntilReady();
		await menu.link.hover();
		await menu.expectOpen();
		expect(
			await menu.panel.evaluate(
				( panel ) => getComputedStyle( panel ).transitionDuration
			)
		).toBe( '0s' );
	} );
} );

test.describe( 'mega menu on a right-to-left page', () => {
	test.use( {
		viewport: { width: 1000, height: 800 },
		textDirection: 'rtl',
	} );

	test( 'stays inside the viewport, also when wider than the room around its item', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		const menu = new MegaMenu( page );
		await menu.waitUntilReady();
		await menu.link.hover();
		await menu.expectOpen();
		await menu.expectInsideViewport();
		// The columns read right to left: the first one on the right.
		const first = ( await menu.panelLink( 'Lingerie' ).boundingBox() )!;
		const second = ( await menu
			.panelLink( 'Lounge & more' )
			.boundingBox() )!;
		expect( first.x ).toBeGreaterThan( second.x );
		await expectNoAxeViolations( page );

		await page.mouse.move( 500, 795 );
		await menu.expectClosed();
		await page.addStyleTag( { content: WIDE_PANEL } );
		await menu.link.hover();
		await menu.expectOpen();
		expect( ( await menu.panel.boundingBox() )!.width ).toBe( 900 );
		await menu.expectInsideViewport();
	} );
} );
