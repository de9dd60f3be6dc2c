/**
 * The demo shop that `npm start` serves (docs/contract.md, "Demo shop"): the home
 * page's sections, the lookbook gallery, the Shop mega menu, the catalogue and its
 * special products (seeded by bin/wp/seed/), no axe violation on the home page, and the
 * demo's look (bin/wp/demo-look/) on its block theme only.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, needsDevPlugin, test } from '../fixtures';

/** The special products of bin/wp/seed/lib/catalogue.php, by slug. */
const SPECIAL_PRODUCTS = {
	'margaux-lace-brief': 'Margaux Lace Brief',
	'eloise-balconette-bra': 'Eloise Balconette Bra',
	'odette-plunge-bra': 'Odette Plunge Bra',
	'iris-garter-belt': 'Iris Garter Belt',
	'seraphine-lace-set': 'Seraphine Lace Set',
	'noemie-mesh-bodysuit': 'Noémie Mesh Bodysuit',
} as const;

/** The home page's sections, each reachable from the in-page links. */
const HOME_SECTIONS = {
	'new-in': 'New in',
	bestsellers: 'Bestsellers',
	lookbook: 'Lookbook',
	'fit-guide': 'Fit guide',
	care: 'Care',
	'photo-feed': 'From the photo feed',
} as const;

/** The demo look's ground, ink and radius (bin/wp/demo-look/look.json), as computed. */
const LOOK = {
	background: 'rgb(251, 245, 242)',
	text: 'rgb(43, 22, 35)',
	radius: '14px',
} as const;

/**
 * The page's ground and ink, and the radius Boudoir's dialogs read from the theme.
 *
 * @param page The page.
 */
function lookOf( page: Page ): Promise< Record< keyof typeof LOOK, string > > {
	return page.evaluate( () => {
		const body = getComputedStyle( document.body );
		return {
			background: body.backgroundColor,
			text: body.color,
			radius: body
				.getPropertyValue( '--wp--custom--boudoir--radius' )
				.trim(),
		};
	} );
}

test.describe( 'demo shop', () => {
	test( 'the home page has its hero and sections, each linked from the top of the page', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const main = page.getByRole( 'main' );
		await expect(
			main.getByRole( 'heading', { level: 1, name: 'Boudoir' } )
		).toBeVisible();
		for ( const [ anchor, name ] of Object.entries( HOME_SECTIONS ) ) {
			const heading = main.getByRole( 'heading', {
				level: 2,
				name,
				exact: true,
			} );
			await expect( heading ).toHaveAttribute( 'id', anchor );
			await expect(
				main.getByRole( 'link', { name, exact: true } )
			).toHaveAttribute( 'href', `#${ anchor }` );
		}
		await expect( main.locator( '.boudoir-photo-feed' ) ).toHaveCount( 1 );
	} );

	test( 'the lookbook gallery links each described image to its file', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const gallery = page.locator( '.wp-block-gallery.boudoir-lookbook' );
		await expect( gallery.getByRole( 'img' ) ).toHaveCount( 5 );
		const links = gallery.getByRole( 'link' );
		await expect( links ).toHaveCount( 5 );
		for ( const link of await links.all() ) {
			await expect( link ).toHaveAttribute(
				'href',
				/\/wp-content\/uploads\/boudoir-demo\/lifestyle-[a-z-]+\.jpg$/
			);
			// The image inside names the link: a real description, not a file name.
			expect(
				(
					( await link.getByRole( 'img' ).getAttribute( 'alt' ) ) ??
					''
				).length
			).toBeGreaterThan( 20 );
		}
	} );

	test( 'the bestsellers section lists products by name', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const bestsellers = page.locator( '.boudoir-bestsellers' );
		await expect(
			bestsellers.getByRole( 'heading', { name: 'Bestsellers' } )
		).toBeVisible();
		const links = bestsellers.getByRole( 'link' );
		expect( await links.count() ).toBeGreaterThanOrEqual( 4 );
		await expect( links.first() ).toHaveAttribute( 'href', /\/product\// );
	} );

	test( 'the header has the top bar and a Shop mega menu of categories', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const header = page.getByRole( 'banner' );
		await expect(
			header.getByText( 'Free shipping over €75 · Discreet packaging' )
		).toBeVisible();
		const menu = header.getByRole( 'navigation' ).first();
		const megaMenu = menu.locator( 'li.is-style-boudoir-mega-menu' );
		await expect( megaMenu ).toHaveCount( 1 );
		await expect(
			megaMenu.getByRole( 'link', { name: 'Shop', exact: true } )
		).toHaveAttribute( 'href', /\/shop\/$/ );
		for ( const category of [
			'Bras',
			'Briefs',
			'Bodysuits',
			'Sets',
			'Robes & Loungewear',
			'Accessories',
		] ) {
			await expect(
				megaMenu.getByRole( 'link', {
					name: category,
					exact: true,
					includeHidden: true,
				} )
			).toHaveAttribute( 'href', /\/product-category\/[a-z-]+\/$/ );
		}
		for ( const item of [ 'Wishlist', 'My account', 'Cart' ] ) {
			await expect(
				menu.getByRole( 'link', { name: item, exact: true } )
			).toBeVisible();
		}
	} );

	test( 'the shop lists at least 24 products', async ( { page } ) => {
		// However many a page shows, following the shop's own pagination covers the catalogue.
		let count = 0;
		let next: string | null = '/shop/';
		for ( let pages = 0; next && pages < 10; pages++ ) {
			const response = await page.goto( next );
			expect( response?.status() ).toBe( 200 );
			count += await page.locator( 'li.product' ).count();
			next = await page
				// The classic loop's pagination, or the block template's query pagination.
				.locator(
					'.woocommerce-pagination a.next, a.wp-block-query-pagination-next'
				)
				.first()
				.getAttribute( 'href', { timeout: 1000 } )
				.catch( () => null );
		}
		expect( count ).toBeGreaterThanOrEqual( 24 );
	} );

	for ( const [ slug, name ] of Object.entries( SPECIAL_PRODUCTS ) ) {
		test( `the special product ${ slug } has its page`, async ( {
			page,
		} ) => {
			const response = await page.goto( `/product/${ slug }/` );
			expect( response?.status() ).toBe( 200 );
			await expect( page ).toHaveTitle( new RegExp( `^${ name }` ) );
		} );
	}

	test( 'axe finds no WCAG 2.2 AA violations on the home page', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/' );
		await expect(
			page.getByRole( 'heading', { name: 'Bestsellers' } )
		).toBeVisible();
		await expectNoAxeViolations( page );
	} );
} );

test.describe( 'the demo look', () => {
	test( 'the block theme wears it, and its login and register forms pass axe', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		needsDevPlugin( 'the demo look (bin/wp/demo-look), which it applies' );
		await page.goto( '/my-account/' );
		expect( await lookOf( page ) ).toEqual( LOOK );
		// Boudoir's blocks read the same presets: the wishlist counter's badge is in plum ink.
		await expect(
			page
				.getByRole( 'banner' )
				.locator( '.boudoir-wishlist-counter__count' )
		).toHaveCSS( 'background-color', LOOK.text );
		await expect(
			page.getByRole( 'button', { name: 'Log in' } )
		).toHaveCSS( 'border-top-left-radius', '999px' );
		await expectNoAxeViolations( page );
		await page.getByRole( 'link', { name: 'Register' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Register' } )
		).toBeVisible();
		await expectNoAxeViolations( page );
	} );

	test.describe( 'on the classic theme', () => {
		test.use( { testTheme: 'boudoir-classic' } );

		test( 'the classic theme keeps its own', async ( { page } ) => {
			await page.goto( '/my-account/' );
			const look = await lookOf( page );
			expect( look.background ).not.toBe( LOOK.background );
			expect( look.radius ).toBe( '' );
		} );
	} );
} );
