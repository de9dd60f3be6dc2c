/**
 * The mobile side menu (boudoir/mobile-menu; docs/contract.md, Data theme options sidrSource, sidrSide,
 * sidrDisplace, sidrDropdownTarget, isRTL; §4 "Mobile menu and search"; §9 timings) on
 * the demo header at phone width, keyboard first: a modal dialog that takes focus, wraps
 * Tab and gives focus back; closed by Escape, its Close menu button, an overlay click, an
 * item click, a window grown to the desktop width; submenus; the page moving aside;
 * right to left; reduced motion; axe; without JavaScript. Then a page of its own with
 * the other choices (its own menu, right side, overlay, the link opens the submenu).
 */

/**
 * External dependencies
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { DESKTOP_MIN_WIDTH, MobileMenu, SPEED } from './mobile-menu.page';
import { adminRest } from './shop.page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * The page wrapper's horizontal shift (its transform), px.
 *
 * @param page The page.
 */
function pageShift( page: Page ): Promise< number > {
	return page
		.locator( '.wp-site-blocks' )
		.evaluate(
			( element ) =>
				new DOMMatrixReadOnly(
					element.ownerDocument.defaultView!.getComputedStyle(
						element
					).transform
				).m41
		);
}

/** A box on the page. */
interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * Whether two boxes share any area.
 *
 * @param one   A box.
 * @param other Another.
 */
function intersect( one: Box, other: Box ): boolean {
	return (
		one.x < other.x + other.width &&
		other.x < one.x + one.width &&
		one.y < other.y + other.height &&
		other.y < one.y + one.height
	);
}

/**
 * A control's box once it shows (a view script may swap the server's link for its
 * button meanwhile).
 *
 * @param control The control.
 */
async function boxOf( control: Locator ): Promise< Box > {
	let box: Box | null = null;
	await expect( async () => {
		await expect( control ).toBeVisible( { timeout: 1000 } );
		box = await control.boundingBox();
		expect( box ).not.toBeNull();
	} ).toPass();
	return box!;
}

test.describe( 'mobile menu on the demo header at phone width', () => {
	test.use( { viewport: PHONE } );

	let menu: MobileMenu;

	test.beforeEach( async ( { page } ) => {
		await page.goto( '/' );
		menu = new MobileMenu( page );
		await menu.waitUntilMounted();
	} );

	test( 'shows the Open menu button instead of the desktop navigation', async () => {
		await expect( menu.button ).toBeVisible();
		await expect( menu.button ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( menu.desktopMenu ).toBeHidden();
		await expect( menu.dialog ).toHaveCount( 0 );
	} );

	test( 'opens by keyboard as a modal dialog: focus moves in, Tab wraps, Escape closes and focus returns', async ( {
		page,
	} ) => {
		await menu.button.focus();
		await page.keyboard.press( 'Enter' );
		await menu.expectOpen();
		await expect( menu.closeButton ).toBeFocused();
		// A modal dialog: the page behind is inert.
		expect(
			await menu.dialog.evaluate( ( dialog ) =>
				dialog.matches( ':modal' )
			)
		).toBe( true );

		// Tab walks the panel only, back round to the Close menu button.
		const inside = () =>
			menu.dialog.evaluate( ( dialog ) =>
				dialog.contains( dialog.ownerDocument.activeElement )
			);
		let presses = 0;
		do {
			await page.keyboard.press( 'Tab' );
			presses++;
			expect( await inside() ).toBe( true );
		} while (
			presses < 30 &&
			! ( await menu.closeButton.evaluate(
				( b ) => b === b.ownerDocument.activeElement
			) )
		);
		await expect( menu.closeButton ).toBeFocused();
		expect( presses ).toBeGreaterThan( 2 );
		// Shift+Tab from the first goes to the last: the Cart link.
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Cart', exact: true } )
		).toBeFocused();

		await page.keyboard.press( 'Escape' );
		await menu.expectClosed();
		await expect( menu.button ).toBeFocused();
	} );

	test( 'passes through opening to open, and closing to closed, in the slide’s time', async ( {
		page,
	} ) => {
		// The states as the page sees them, timed there (the test's own clock lags under load).
		await menu.root.evaluate( ( root ) => {
			const seen: Array< [ string, number ] > = [];
			(
				window as typeof window & { menuStates: typeof seen }
			 ).menuStates = seen;
			new MutationObserver( () =>
				seen.push( [ root.dataset.state ?? '', performance.now() ] )
			).observe( root, { attributeFilter: [ 'data-state' ] } );
		} );
		await menu.button.click();
		await menu.expectOpen();
		await menu.closeButton.click();
		await menu.expectClosed();
		await expect( menu.button ).toBeFocused();

		const states = await page.evaluate(
			() =>
				(
					window as typeof window & {
						menuStates: Array< [ string, number ] >;
					}
				 ).menuStates
		);
		expect( states.map( ( [ state ] ) => state ) ).toEqual( [
			'opening',
			'open',
			'closing',
			'closed',
		] );
		const took = ( from: number ) =>
			states[ from + 1 ][ 1 ] - states[ from ][ 1 ];
		expect( took( 0 ) ).toBeGreaterThanOrEqual( SPEED - 20 );
		expect( took( 2 ) ).toBeGreaterThanOrEqual( SPEED - 20 );
	} );

	test( 'an overlay click closes it', async ( { page } ) => {
		await menu.open();
		const panel = await menu.panelBox();
		await page.mouse.click( panel.x + panel.width + 20, PHONE.height / 2 );
		await menu.expectClosed();
		await expect( menu.button ).toBeFocused();
	} );

	test( 'slides in from the left edge and moves the page aside by its width', async ( {
		page,
	} ) => {
		await menu.open();
		const panel = await menu.panelBox();
		expect( Math.round( panel.x ) ).toBe( 0 );
		expect( panel.width ).toBeLessThanOrEqual( 320 );
		expect( Math.round( await pageShift( page ) ) ).toBe(
			Math.round( panel.width )
		);
		await menu.closeButton.click();
		await menu.expectClosed();
		expect( await pageShift( page ) ).toBe( 0 );
	} );

	test( 'the Shop submenu opens from its toggle, and an item leads to its page', async ( {
		page,
	} ) => {
		await menu.open();
		const shop = menu.submenuToggle( 'Shop' );
		const lingerie = menu.dialog.getByRole( 'link', {
			name: 'Lingerie',
			exact: true,
		} );
		await expect( shop ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( lingerie ).toBeHidden();
		// The Shop link stays a link.
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Shop', exact: true } )
		).toHaveAttribute( 'href', /\/shop\/$/ );

		await shop.focus();
		await page.keyboard.press( 'Enter' );
		await expect( shop ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( lingerie ).toBeVisible();
		await menu.submenuToggle( 'Lingerie' ).click();
		const bras = menu.dialog.getByRole( 'link', {
			name: 'Bras',
			exact: true,
		} );
		await expect( bras ).toBeVisible();
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Robes & Loungewear' } )
		).toBeHidden();

		// Shut again: the categories leave the tab order.
		await shop.click();
		await expect( shop ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( lingerie ).toBeHidden();
		await shop.click();
		await expect( bras ).toBeVisible();

		await Promise.all( [
			page.waitForURL( /\/product-category\/bras\/$/ ),
			bras.click(),
		] );
		const next = new MobileMenu( page );
		await next.waitUntilMounted();
		await expect( next.dialog ).toHaveCount( 0 );
		await expect( next.button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'closes itself when the window grows to the desktop width', async ( {
		page,
	} ) => {
		await menu.open();
		await page.setViewportSize( {
			width: DESKTOP_MIN_WIDTH,
			height: PHONE.height,
		} );
		await expect( menu.root ).toHaveAttribute( 'data-state', 'closed' );
		await expect( menu.dialog ).toHaveCount( 0 );
		await expect( menu.toggle ).toBeHidden();
		await expect( menu.desktopMenu ).toBeVisible();
		expect( await pageShift( page ) ).toBe( 0 );
	} );

	test( 'axe finds no violations with the menu and a submenu open', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await menu.open();
		await menu.submenuToggle( 'Shop' ).click();
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Lingerie', exact: true } )
		).toBeVisible();
		await expectNoAxeViolations( page );
	} );

	test( 'with reduced motion it opens and closes at once', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await menu.button.click();
		expect( await menu.state() ).toBe( 'open' );
		expect(
			await menu.dialog.evaluate(
				( dialog ) =>
					dialog.ownerDocument.defaultView!.getComputedStyle( dialog )
						.transform
			)
		).toBe( 'none' );
		await page.keyboard.press( 'Escape' );
		expect( await menu.state() ).toBe( 'closed' );
		await expect( menu.button ).toBeFocused();
	} );
} );

// Issue 32.6: on a phone the Open menu button sat alone on a second header row.
for ( const viewport of [ PHONE, { width: 360, height: 740 } ] ) {
	test.describe( `the demo header at ${ viewport.width } × ${ viewport.height }`, () => {
		test.use( { viewport } );

		test( 'the site title, the Open menu button and the header icons share one row, none over another, each at least 24 × 24 px', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const menu = new MobileMenu( page );
			await menu.waitUntilMounted();
			// The islands the page loads on idle (the mini-cart's) lay out their controls too.
			await page.waitForLoadState( 'networkidle' );
			const header = page.getByRole( 'banner' );
			const title = header.getByRole( 'link', {
				name: 'Boudoir',
				exact: true,
			} );
			const controls = {
				'Open menu': menu.button,
				Search: header.getByRole( 'button', {
					name: 'Search',
					exact: true,
				} ),
				Wishlist: header.getByRole( 'link', { name: /^Wishlist\b/ } ),
				// A link until the mini-cart's island makes it a button.
				Cart: header
					.getByRole( 'link', { name: /^Cart\b/ } )
					.or( header.getByRole( 'button', { name: /^Cart\b/ } ) ),
			};
			const boxes: Record< string, Box > = {
				title: await boxOf( title ),
			};
			for ( const [ name, control ] of Object.entries( controls ) ) {
				const box = await boxOf( control );
				expect( box.width, `${ name }’s width` ).toBeGreaterThanOrEqual(
					24
				);
				expect(
					box.height,
					`${ name }’s height`
				).toBeGreaterThanOrEqual( 24 );
				expect( box.x, `${ name } on screen` ).toBeGreaterThanOrEqual(
					0
				);
				expect( box.x + box.width ).toBeLessThanOrEqual(
					viewport.width
				);
				boxes[ name ] = box;
			}
			// One row: the menu button level with the title, and every box across one band.
			const titleBox = boxes.title;
			const open = boxes[ 'Open menu' ];
			expect(
				Math.min( titleBox.y + titleBox.height, open.y + open.height ) -
					Math.max( titleBox.y, open.y ),
				'the Open menu button and the site title overlap vertically'
			).toBeGreaterThan( 0 );
			const all = Object.values( boxes );
			const top = Math.min( ...all.map( ( box ) => box.y ) );
			const bottom = Math.max(
				...all.map( ( box ) => box.y + box.height )
			);
			const tallest = Math.max( ...all.map( ( box ) => box.height ) );
			expect(
				bottom - top,
				'the header row’s height'
			).toBeLessThanOrEqual( tallest + 1 );
			// No two of them over each other.
			const names = Object.keys( boxes );
			const overlaps = names.flatMap( ( one, index ) =>
				names
					.slice( index + 1 )
					.filter( ( other ) =>
						intersect( boxes[ one ], boxes[ other ] )
					)
					.map( ( other ) => `${ one } × ${ other }` )
			);
			expect( overlaps ).toEqual( [] );
		} );
	} );
}

test.describe( 'mobile menu at desktop width', () => {
	test.use( { viewport: DESKTOP } );

	test( 'the button is hidden and the desktop navigation shows', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const menu = new MobileMenu( page );
		await menu.waitUntilMounted();
		await expect( menu.toggle ).toBeHidden();
		await expect( menu.desktopMenu ).toBeVisible();
	} );
} );

test.describe( 'mobile menu on a right-to-left page', () => {
	test.use( { viewport: PHONE, textDirection: 'rtl' } );

	test( 'slides in from the right edge and moves the page the other way', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		const menu = new MobileMenu( page );
		await menu.waitUntilMounted();
		await expect( menu.root ).toHaveAttribute( 'data-side', 'right' );
		await menu.open();
		const panel = await menu.panelBox();
		expect( Math.round( panel.x + panel.width ) ).toBe( PHONE.width );
		expect( Math.round( await pageShift( page ) ) ).toBe(
			-Math.round( panel.width )
		);
		// The moved page opens no room to scroll to on its left.
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBe( PHONE.width );
		await expectNoAxeViolations( page );
		await page.keyboard.press( 'Escape' );
		await menu.expectClosed();
	} );
} );

test.describe( 'mobile menu without JavaScript', () => {
	test.use( { viewport: PHONE, javaScriptEnabled: false } );

	test( 'the Open menu link shows the panel with every item; Close menu hides it', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const menu = new MobileMenu( page );
		const bras = menu.root.getByRole( 'link', {
			name: 'Bras',
			exact: true,
		} );
		await expect( bras ).toBeHidden();
		await menu.noScriptLink.click();
		await expect( bras ).toBeVisible();
		await menu.root
			.getByRole( 'link', { name: 'Close menu', exact: true } )
			.click();
		await expect( bras ).toBeHidden();
	} );
} );

test.describe( 'a mobile menu with its own menu, on the right, over the page, opened by its links', () => {
	test.use( { viewport: PHONE } );

	let admin: APIRequestContext | undefined;
	let navigationId = 0;
	let pageId = 0;
	let pageLink = '';

	test.beforeAll( async ( { playwright } ) => {
		admin = await playwright.request.newContext( {
			baseURL: BASE_URL,
			storageState: storageStateOf( 'admin' ),
		} );
		const rest = await adminRest( admin );
		const navigation = await rest.post( '/wp/v2/navigation', {
			title: 'Mobile menu test',
			status: 'publish',
			// Older than the demo's menu: never "the newest menu" of another block.
			date: '2001-01-01T00:00:00',
			content: [
				'<!-- wp:navigation-submenu {"label":"Guides","url":"/guides/","kind":"custom"} -->',
				'<!-- wp:navigation-link {"label":"Fit guide","url":"#mobile-menu-fit","kind":"custom"} /-->',
				'<!-- wp:navigation-link {"label":"Care \\u003cem\\u003eguide\\u003c/em\\u003e","url":"#mobile-menu-care","kind":"custom"} /-->',
				'<!-- /wp:navigation-submenu -->',
				'<!-- wp:home-link {"label":"Home"} /-->',
			].join( '\n' ),
		} );
		navigationId = navigation.id;
		const created = await rest.post( '/wp/v2/pages', {
			title: 'Mobile menu test',
			slug: 'mobile-menu-test',
			status: 'publish',
			content: [
				`<!-- wp:boudoir/mobile-menu {"sidrSource":${ navigationId },"sidrSide":"right","sidrDisplace":false,"sidrDropdownTarget":"link"} /-->`,
				'<!-- wp:heading {"anchor":"mobile-menu-fit"} --><h2 class="wp-block-heading" id="mobile-menu-fit">Fit</h2><!-- /wp:heading -->',
			].join( '\n' ),
		} );
		pageId = created.id;
		pageLink = created.link;
	} );

	test.afterAll( async () => {
		if ( admin ) {
			const rest = await adminRest( admin );
			if ( pageId ) {
				await rest.delete( `/wp/v2/pages/${ pageId }?force=true` );
			}
			if ( navigationId ) {
				await rest.delete(
					`/wp/v2/navigation/${ navigationId }?force=true`
				);
			}
		}
		await admin?.dispose();
	} );

	test( 'its link opens the submenu, the page stays, an item click closes it after the delay', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( pageLink );
		const menu = new MobileMenu(
			page,
			'main .wp-block-boudoir-mobile-menu'
		);
		await menu.waitUntilMounted();
		await menu.open();
		const panel = await menu.panelBox();
		expect( Math.round( panel.x + panel.width ) ).toBe( PHONE.width );
		expect( await pageShift( page ) ).toBe( 0 );

		// "Guides" is a button now; its link is the submenu's first item.
		const guides = menu.dialog.getByRole( 'button', {
			name: 'Guides',
			exact: true,
		} );
		await expect( guides ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( menu.submenuToggle( 'Guides' ) ).toHaveCount( 0 );
		await guides.click();
		await expect( guides ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Guides', exact: true } )
		).toHaveAttribute( 'href', '/guides/' );
		// Labels are plain text.
		await expect(
			menu.dialog.getByRole( 'link', { name: 'Care guide', exact: true } )
		).toBeVisible();
		await expectNoAxeViolations( page );

		await menu.dialog
			.getByRole( 'link', { name: 'Fit guide', exact: true } )
			.click();
		await menu.expectClosed();
		await expect( page ).toHaveURL( /#mobile-menu-fit$/ );
		// Followed once the menu has closed: focus on the target, not back on the button.
		await expect(
			page.getByRole( 'heading', { name: 'Fit', exact: true } )
		).toBeFocused();
	} );
} );
