/**
 * The grid/list block on the demo shop's product archives (docs/contract.md, Data "Listing view
 * preference", §4 "Listing and account"): two buttons with a pressed state, the cookie
 * `gridcookie`, the list view from the server's first HTML (no flash), the fade and the
 * change event, keyboard and reduced motion, and archives without the block forgetting
 * the choice.
 */

/**
 * Internal dependencies
 */
import { expect, test, TEST_THEME_COOKIE } from '../fixtures';
import {
	CHANGE_EVENT,
	COOKIE,
	GridListPage,
	LIST_CLASS,
	PRODUCT_LISTS,
} from './grid-list.page';

test.describe( 'grid/list view', () => {
	let shop: GridListPage;

	test.beforeEach( async ( { page } ) => {
		shop = new GridListPage( page );
	} );

	test( 'shows two named buttons, Grid pressed by default, and is axe clean', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await shop.goto();
		await expect( shop.gridButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		expect( await shop.isListView() ).toBe( false );
		expect( await shop.cookie() ).toBeUndefined();
		for ( const button of [ shop.gridButton, shop.listButton ] ) {
			const box = await button.boundingBox();
			expect( box!.width ).toBeGreaterThanOrEqual( 24 );
			expect( box!.height ).toBeGreaterThanOrEqual( 24 );
		}
		await expectNoAxeViolations( page );
	} );

	test( 'List switches the view, saves the cookie and keeps focus; Grid switches back', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await shop.goto();
		const grid = await shop.firstProductBoxes();
		await shop.listButton.click();
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( shop.gridButton ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		await expect( shop.listButton ).toBeFocused();
		await expect( page.locator( 'body' ) ).toHaveClass(
			new RegExp( `\\b${ LIST_CLASS }\\b` )
		);
		const cookie = await shop.cookie();
		expect( cookie ).toMatchObject( {
			name: COOKIE,
			value: 'list',
			path: '/',
			sameSite: 'Lax',
		} );
		// One product a row: the image at the start, the title beside it, the row full width.
		await expect( shop.productList ).not.toHaveClass(
			/boudoir-grid-list-fade/
		);
		const list = await shop.firstProductBoxes();
		expect( list.title.x ).toBeGreaterThan(
			list.image.x + list.image.width - 1
		);
		expect( list.title.y ).toBeLessThan( list.image.y + list.image.height );
		expect( list.title.x ).toBeGreaterThan( grid.title.x );
		await expectNoAxeViolations( page );

		await shop.gridButton.click();
		await expect( shop.gridButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( shop.gridButton ).toBeFocused();
		await expect( page.locator( 'body' ) ).not.toHaveClass(
			new RegExp( `\\b${ LIST_CLASS }\\b` )
		);
		expect( ( await shop.cookie() )?.value ).toBe( 'grid' );
	} );

	test( 'a reload keeps the list view, already in the server’s HTML: no flash', async () => {
		await shop.goto();
		await shop.listButton.click();
		expect( ( await shop.cookie() )?.value ).toBe( 'list' );

		const html = await shop.serverHtml();
		expect( html ).toMatch(
			new RegExp( `<body[^>]*class="[^"]*\\b${ LIST_CLASS }\\b` )
		);
		expect( html ).toMatch(
			/data-view="list" aria-pressed="true"|aria-pressed="true"[^>]*data-view="list"/
		);

		await shop.goto();
		expect( await shop.listClassAtParse() ).toBe( true );
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);

		// The category archive honours it too.
		await shop.goto( '/product-category/bras/' );
		expect( await shop.listClassAtParse() ).toBe( true );
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} );

	test( 'a cached page made for another shopper still shows this shopper’s view from the start', async ( {
		page,
	} ) => {
		await shop.goto();
		await shop.setCookie( 'list' );
		// A page cache answers with the HTML it kept for a grid shopper.
		await page.route( '**/shop/', async ( route ) => {
			const response = await route.fetch();
			const body = ( await response.text() )
				.replace(
					new RegExp( `(<body[^>]*?) ?\\b${ LIST_CLASS }\\b` ),
					'$1'
				)
				.replace(
					/data-view="list" aria-pressed="true"/,
					'data-view="list" aria-pressed="false"'
				)
				.replace(
					/data-view="grid" aria-pressed="false"/,
					'data-view="grid" aria-pressed="true"'
				);
			expect( body ).not.toMatch(
				new RegExp( `<body[^>]*\\b${ LIST_CLASS }\\b` )
			);
			expect( body ).toContain( 'data-view="grid" aria-pressed="true"' );
			await route.fulfill( { response, body } );
		} );
		await shop.goto();
		expect( await shop.listClassAtParse() ).toBe( true );
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} );

	test( 'a bad cookie counts as no choice', async () => {
		await shop.goto();
		await shop.setCookie( 'tiles' );
		expect( await shop.serverHtml() ).not.toMatch(
			new RegExp( `<body[^>]*class="[^"]*\\b${ LIST_CLASS }\\b` )
		);
		await shop.goto();
		await expect( shop.gridButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect( await shop.isListView() ).toBe( false );
	} );

	test( 'works by keyboard, Enter and Space', async ( { page } ) => {
		await shop.goto();
		await shop.gridButton.focus();
		await page.keyboard.press( 'Tab' );
		await expect( shop.listButton ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( shop.listButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( page.locator( 'body' ) ).toHaveClass(
			new RegExp( `\\b${ LIST_CLASS }\\b` )
		);
		await page.keyboard.press( 'Shift+Tab' );
		await expect( shop.gridButton ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( shop.gridButton ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect( shop.gridButton ).toBeFocused();
		expect( ( await shop.cookie() )?.value ).toBe( 'grid' );
	} );

	test( 'fades the lists out and in, and announces the change 301 ms later', async ( {
		page,
	} ) => {
		await shop.goto();
		const result = await page.evaluate(
			( { lists, event } ) =>
				new Promise< { fading: boolean; delay: number } >(
					( resolve ) => {
						const button =
							document.querySelector< HTMLElement >(
								'[data-view="list"]'
							)!;
						const start = performance.now();
						document.addEventListener(
							event,
							() =>
								resolve( {
									fading,
									delay: performance.now() - start,
								} ),
							{ once: true }
						);
						button.click();
						const fading = document
							.querySelector( lists )!
							.classList.contains( 'boudoir-grid-list-out' );
					}
				),
			{ lists: PRODUCT_LISTS, event: CHANGE_EVENT }
		);
		expect( result.fading ).toBe( true );
		expect( result.delay ).toBeGreaterThanOrEqual( 300 );
		await expect( shop.productList ).not.toHaveClass(
			/boudoir-grid-list-(out|fade)/
		);
	} );

	test.describe( 'with reduced motion', () => {
		test.use( { reducedMotion: 'reduce' } );

		test( 'switches at once, with no fade', async ( { page } ) => {
			await shop.goto();
			const result = await page.evaluate( ( lists ) => {
				document
					.querySelector< HTMLElement >( '[data-view="list"]' )!
					.click();
				const list = document.querySelector( lists )!;
				return {
					listView:
						document.body.classList.contains( 'boudoir-view-list' ),
					fading:
						list.classList.contains( 'boudoir-grid-list-out' ) ||
						list.classList.contains( 'boudoir-grid-list-fade' ),
				};
			}, PRODUCT_LISTS );
			expect( result ).toEqual( { listView: true, fading: false } );
		} );
	} );

	test.describe( 'right to left', () => {
		test.use( { textDirection: 'rtl' } );

		test( 'the list view puts the image at the start, on the right', async () => {
			await shop.goto();
			await shop.listButton.click();
			await expect( shop.productList ).not.toHaveClass(
				/boudoir-grid-list-fade/
			);
			const { image, title } = await shop.firstProductBoxes();
			expect( image.x ).toBeGreaterThanOrEqual(
				title.x + title.width - 1
			);
			expect( title.y ).toBeLessThan( image.y + image.height );
		} );
	} );

	test( 'other pages keep the choice; a product archive without the block forgets it', async ( {
		page,
		baseURL,
	} ) => {
		await shop.goto();
		await shop.listButton.click();
		await page.goto( '/' );
		await page.waitForLoadState( 'load' );
		expect( ( await shop.cookie() )?.value ).toBe( 'list' );

		// The classic test theme's shop has no grid/list block.
		await page.context().addCookies( [
			{
				name: TEST_THEME_COOKIE,
				value: 'boudoir-classic',
				url: baseURL!,
			},
		] );
		await page.goto( '/shop/' );
		await expect( page.locator( 'ul.products' ) ).toBeVisible();
		await expect( shop.listButton ).toHaveCount( 0 );
		await expect.poll( () => shop.cookie() ).toBeUndefined();
		expect( await shop.isListView() ).toBe( false );
	} );
} );
