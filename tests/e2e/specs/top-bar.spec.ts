/**
 * The demo header's sticky top bar (boudoir/top-bar), WordPress's skip link and the
 * footer's parallax reveal (Boudoir\Theme\Footer_Styles), at desktop and phone widths,
 * by role and name, keyboard only where it matters, with axe.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';

const TEXT = 'Free shipping over €75 · Discreet packaging';

const WIDTHS = [
	{ name: 'desktop', viewport: { width: 1280, height: 720 } },
	{ name: 'phone', viewport: { width: 375, height: 740 } },
] as const;

function topBar( page: Page ) {
	return page.locator( '.wp-block-boudoir-top-bar' );
}

async function box( page: Page, selector: string ) {
	return page
		.locator( selector )
		.first()
		.evaluate( ( element ) => {
			const rect = element.getBoundingClientRect();
			return { top: rect.top, bottom: rect.bottom };
		} );
}

for ( const { name, viewport } of WIDTHS ) {
	test.describe( `top bar (${ name })`, () => {
		test.use( { viewport } );

		test.beforeEach( async ( { page } ) => {
			await page.goto( '/' );
		} );

		test( 'sits in the one banner with its text and link, and adds no landmark', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			await expect( page.getByRole( 'banner' ) ).toHaveCount( 1 );
			const banner = page.getByRole( 'banner' );
			await expect( banner.getByText( TEXT ) ).toBeVisible();
			await expect(
				banner.getByRole( 'link', { name: 'Find your fit' } )
			).toHaveAttribute( 'href', '/#fit-guide' );
			// A div: no region, no complementary landmark of its own.
			await expect( topBar( page ) ).toHaveCount( 1 );
			expect(
				await topBar( page ).evaluate( ( element ) => [
					element.tagName,
					element.getAttribute( 'role' ),
				] )
			).toEqual( [ 'DIV', null ] );
			await expect( page.getByRole( 'complementary' ) ).toHaveCount( 0 );
			await expectNoAxeViolations( page );
		} );

		test( 'stays in view at the top after scrolling, and publishes its height', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const bar = topBar( page );
			await expect( bar ).toHaveAttribute( 'data-height', /^\d+$/ );
			const height = Number( await bar.getAttribute( 'data-height' ) );
			expect( height ).toBeGreaterThan( 20 );
			expect(
				await page.evaluate( () =>
					document.documentElement.style.getPropertyValue(
						'--boudoir-top-bar-height'
					)
				)
			).toBe( `${ height }px` );

			await page.evaluate( () => window.scrollTo( 0, 1500 ) );
			await expect( bar ).toHaveClass( /\bis-stuck\b/ );
			await expect( bar ).toBeInViewport();
			const stuck = await box( page, '.wp-block-boudoir-top-bar' );
			expect( stuck.top ).toBe( 0 );
			await expect(
				page.getByRole( 'banner' ).getByText( TEXT )
			).toBeVisible();
			await expectNoAxeViolations( page );

			// Back at the top it is in its place again, in the header's flow.
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await expect( bar ).not.toHaveClass( /\bis-stuck\b/ );
		} );

		test( 'a keyboard user reaches its link after the skip link, and focused content never hides under it', async ( {
			page,
		} ) => {
			await page.keyboard.press( 'Tab' );
			await expect(
				page.getByRole( 'link', { name: 'Skip to content' } )
			).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect(
				page.getByRole( 'link', { name: 'Find your fit' } ).first()
			).toBeFocused();

			// Far down the page, focus a link of the content: it lands below the pinned bar (WCAG 2.4.11).
			await page.evaluate( () =>
				window.scrollTo( 0, document.body.scrollHeight )
			);
			const link = page.locator( 'main a[href]' ).nth( 2 );
			await link.focus();
			await expect( topBar( page ) ).toHaveClass( /\bis-stuck\b/ );
			const bar = await box( page, '.wp-block-boudoir-top-bar' );
			const focused = await link.evaluate( ( element ) => {
				const rect = element.getBoundingClientRect();
				return { top: rect.top, bottom: rect.bottom };
			} );
			expect( focused.top ).toBeGreaterThanOrEqual( bar.bottom - 1 );
		} );

		test( 'the skip link moves focus into the main content', async ( {
			page,
		} ) => {
			await page.keyboard.press( 'Tab' );
			const skip = page.getByRole( 'link', { name: 'Skip to content' } );
			await expect( skip ).toBeFocused();
			await expect( skip ).toBeInViewport();
			await page.keyboard.press( 'Enter' );
			// The next Tab goes to the first link inside <main>, past the header.
			await page.keyboard.press( 'Tab' );
			await expect( page.locator( 'main :focus' ) ).toHaveCount( 1 );
			// Exactly one skip link: WordPress's own.
			await expect(
				page.getByRole( 'link', { name: 'Skip to content' } )
			).toHaveCount( 1 );
		} );

		test( 'the footer keeps every link reachable: in place and in view once focused', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			const footer = page.getByRole( 'contentinfo' );
			await expect(
				footer.locator( '.is-style-boudoir-parallax' )
			).toHaveCount( 1 );
			const link = footer.getByRole( 'link', { name: 'Fit guide' } );
			await link.focus();
			await expect( link ).toBeInViewport( { ratio: 1 } );
			expect(
				await footer
					.locator( '.is-style-boudoir-parallax > *' )
					.first()
					.evaluate(
						( element ) => getComputedStyle( element ).transform
					)
			).toBe( 'none' );
			await page.evaluate( () =>
				window.scrollTo( 0, document.body.scrollHeight )
			);
			await expectNoAxeViolations( page );
		} );
	} );
}

test.describe( 'top bar and footer with reduced motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'the footer does not move while it scrolls into view', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const footer = page.getByRole( 'contentinfo' );
		await footer.scrollIntoViewIfNeeded();
		expect(
			await footer
				.locator( '.is-style-boudoir-parallax > *' )
				.first()
				.evaluate(
					( element ) => getComputedStyle( element ).animationName
				)
		).toBe( 'none' );
	} );
} );
