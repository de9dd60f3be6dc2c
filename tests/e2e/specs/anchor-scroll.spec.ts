/**
 * Smooth in-page scrolling (docs/contract.md, page behaviour 3; src/anchor-scroll): an in-page
 * link followed by keyboard lands its target below a sticky header, with focus on it
 * and the hash in the address (Back returns); reduced motion jumps; the root's scroll
 * padding keeps focused elements clear of the header (WCAG 2.4.11); product pages keep
 * the browser's own jump.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, OFFLINE_AVATAR_ERRORS, test } from '../fixtures';
import { storageStateOf } from '../environment';
import { scrollSettled } from '../scroll';

declare global {
	interface Window {
		/** Scroll positions and hashchange events a test records. */
		boudoirE2eAnchorLog?: { scrolls: number[]; hashchanges: number };
	}
}

/**
 * Makes the theme's site header (the header template part's row with the site title and
 * menu) a sticky header as Boudoir recognises one (offset.ts: `.boudoir-sticky-header`
 * with its `data-height`), pinned below the demo's sticky top bar (boudoir/top-bar).
 *
 * @param page The page.
 * @return What covers the top of the viewport once scrolled: admin bar, top bar and header, px.
 */
async function stickHeader( page: Page ): Promise< number > {
	return page.evaluate( async () => {
		const part = document.querySelector< HTMLElement >(
			'header.wp-block-template-part'
		);
		const header = Array.from( part?.children ?? [] )
			.filter(
				( child ): child is HTMLElement =>
					child instanceof HTMLElement &&
					! child.classList.contains( 'boudoir-top-bar' )
			)
			.pop();
		if ( ! header ) {
			throw new Error( 'the theme has no header template part' );
		}
		const topBar = document.querySelector< HTMLElement >(
			'.boudoir-top-bar.is-sticky'
		);
		// WordPress's toolbar, for a signed-in admin, while fixed (desktop widths).
		const adminBar = document.getElementById( 'wpadminbar' );
		const adminBarHeight =
			adminBar && getComputedStyle( adminBar ).position === 'fixed'
				? adminBar.offsetHeight
				: 0;
		const topBarHeight = adminBarHeight + ( topBar?.offsetHeight ?? 0 );
		const height = Math.ceil( header.getBoundingClientRect().height );
		header.classList.add( 'boudoir-sticky-header' );
		header.dataset.height = String( height );
		Object.assign( header.style, {
			position: 'fixed',
			top: `${ topBarHeight }px`,
			left: '0',
			right: '0',
			zIndex: '50',
			height: `${ height }px`,
			boxSizing: 'border-box',
		} );
		// The script measures again on resize (and on every click).
		window.dispatchEvent( new Event( 'resize' ) );
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		return topBarHeight + height;
	} );
}

/**
 * Records every scroll position and hashchange from now on.
 *
 * @param page The page.
 */
async function record( page: Page ): Promise< void > {
	await page.evaluate( () => {
		const log = { scrolls: [] as number[], hashchanges: 0 };
		window.boudoirE2eAnchorLog = log;
		window.addEventListener(
			'scroll',
			() => log.scrolls.push( window.scrollY ),
			{ passive: true }
		);
		window.addEventListener( 'hashchange', () => log.hashchanges++ );
	} );
}

function recorded( page: Page ) {
	return page.evaluate( () => ( {
		scrolls: [ ...( window.boudoirE2eAnchorLog?.scrolls ?? [] ) ],
		hashchanges: window.boudoirE2eAnchorLog?.hashchanges ?? 0,
	} ) );
}

/**
 * The "On this page" link to the fit guide, and the section it points to.
 * @param page
 */
function fitGuide( page: Page ) {
	const main = page.getByRole( 'main' );
	return {
		link: main.getByRole( 'link', { name: 'Fit guide', exact: true } ),
		heading: main.getByRole( 'heading', {
			level: 2,
			name: 'Fit guide',
			exact: true,
		} ),
	};
}

/**
 * Follows the link with the keyboard alone: Tab until it has focus, then Enter.
 *
 * @param page The page.
 */
async function followByKeyboard( page: Page ): Promise< void > {
	const { link } = fitGuide( page );
	for (
		let press = 0;
		press < 60 &&
		! ( await link.evaluate(
			( a ) => a === a.ownerDocument.activeElement
		) );
		press++
	) {
		await page.keyboard.press( 'Tab' );
	}
	await expect( link ).toBeFocused();
	await page.keyboard.press( 'Enter' );
}

for ( const viewport of [
	{ width: 1280, height: 720 },
	{ width: 375, height: 740 },
] ) {
	test.describe( `in-page links at ${ viewport.width } px`, () => {
		test.use( { viewport } );

		test( 'a link followed by keyboard lands its target below the sticky header, with focus on it, and Back returns', async ( {
			page,
			expectNoAxeViolations,
		} ) => {
			await page.goto( '/' );
			const covered = await stickHeader( page );
			await record( page );

			await followByKeyboard( page );

			const { heading } = fitGuide( page );
			await expect( heading ).toBeFocused();
			await expect( page ).toHaveURL( /#fit-guide$/ );
			const y = await scrollSettled( page );
			expect( y ).toBeGreaterThan( 0 );
			const top = await heading.evaluate(
				( element ) => element.getBoundingClientRect().top
			);
			// Below the header, not hidden under it, and right there (not a screen further).
			expect( top ).toBeGreaterThanOrEqual( covered - 1 );
			expect( top ).toBeLessThanOrEqual( covered + 2 );
			const log = await recorded( page );
			// The script scrolled (pushState), the browser did not jump (hashchange).
			expect( log.hashchanges ).toBe( 0 );
			expect(
				log.scrolls.some(
					( position ) => position > 0 && position < y
				),
				`scrolls smoothly through positions in between: ${ log.scrolls.join( ', ' ) }`
			).toBe( true );
			// The next Tab goes on from the section, not from the link.
			await page.keyboard.press( 'Tab' );
			expect(
				await heading.evaluate( ( section ) => {
					const active = section.ownerDocument.activeElement;
					return (
						!! active &&
						active !== section.ownerDocument.body &&
						// The section comes before what has focus now.
						active.compareDocumentPosition( section ) ===
							Node.DOCUMENT_POSITION_PRECEDING
					);
				} )
			).toBe( true );

			await expectNoAxeViolations( page );

			await page.goBack();
			await expect( page ).toHaveURL( /\/$/ );
		} );

		test( 'the root’s scroll padding equals the offset, so focus never hides under the sticky header', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const covered = await stickHeader( page );

			expect(
				await page.evaluate(
					() =>
						getComputedStyle( document.documentElement )
							.scrollPaddingTop
				)
			).toBe( `${ covered }px` );

			// Focus moved to a link further up, as Shift+Tab does: it scrolls into view below the header.
			await page.evaluate( () => window.scrollTo( 0, 5000 ) );
			const { link } = fitGuide( page );
			await link.focus();
			const top = await link.evaluate(
				( element ) => element.getBoundingClientRect().top
			);
			expect( top ).toBeGreaterThanOrEqual( covered - 1 );
		} );
	} );
}

test.describe( 'for shoppers who prefer reduced motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'an in-page link jumps at once', async ( { page } ) => {
		await page.goto( '/' );
		const covered = await stickHeader( page );
		await record( page );

		await followByKeyboard( page );

		const { heading } = fitGuide( page );
		await expect( heading ).toBeFocused();
		const y = await scrollSettled( page );
		const log = await recorded( page );
		expect( new Set( log.scrolls ) ).toEqual( new Set( [ y ] ) );
		expect(
			await heading.evaluate(
				( element ) => element.getBoundingClientRect().top
			)
		).toBeGreaterThanOrEqual( covered - 1 );
	} );
} );

test( 'a product page keeps the browser’s own jump', async ( { page } ) => {
	await page.goto( '/product/margaux-lace-brief/' );
	await expect( page.locator( 'body' ) ).toHaveClass( /\bsingle-product\b/ );
	// The script still sets the scroll padding there.
	await expect
		.poll( () =>
			page.evaluate( () =>
				document.documentElement.style.getPropertyValue(
					'--boudoir-scroll-offset'
				)
			)
		)
		.toMatch( /^\d+px$/ );
	await page.evaluate( () => {
		const main = document.querySelector( 'main' ) as HTMLElement;
		const link = document.createElement( 'a' );
		link.href = '#boudoir-e2e-details';
		link.textContent = 'Jump to the details';
		main.prepend( link );
		const details = document.createElement( 'p' );
		details.id = 'boudoir-e2e-details';
		details.style.marginTop = '3000px';
		details.textContent = 'Details';
		main.append( details );
	} );
	await record( page );

	await page.getByRole( 'link', { name: 'Jump to the details' } ).click();

	await expect( page ).toHaveURL( /#boudoir-e2e-details$/ );
	// The browser's own navigation fires hashchange; Boudoir's pushState would not.
	await expect
		.poll( async () => ( await recorded( page ) ).hashchanges )
		.toBe( 1 );
} );

test.describe( 'for a signed-in admin', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		allowedConsoleErrors: OFFLINE_AVATAR_ERRORS,
	} );

	test( 'the target lands below the admin bar too', async ( { page } ) => {
		await page.goto( '/' );
		const covered = await stickHeader( page );
		const adminBar = await page
			.locator( '#wpadminbar' )
			.evaluate( ( bar ) => ( bar as HTMLElement ).offsetHeight );
		expect( adminBar ).toBeGreaterThan( 0 );
		expect(
			await page.evaluate(
				() =>
					getComputedStyle( document.documentElement )
						.scrollPaddingTop
			)
		).toBe( `${ covered }px` );

		await fitGuide( page ).link.focus();
		await page.keyboard.press( 'Enter' );

		const { heading } = fitGuide( page );
		await expect( heading ).toBeFocused();
		await scrollSettled( page );
		const top = await heading.evaluate(
			( element ) => element.getBoundingClientRect().top
		);
		expect( top ).toBeGreaterThanOrEqual( covered - 1 );
		expect( top ).toBeLessThanOrEqual( covered + 2 );
	} );
} );
