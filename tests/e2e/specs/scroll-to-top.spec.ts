/**
 * The scroll-to-top block on the front end (docs/contract.md, page behaviour 4): hidden until the page is
 * scrolled past its threshold, a smooth (or, when asked, instant) way back to the
 * top for mouse and keyboard, a lazily loaded scroller, and a plain link without
 * JavaScript.
 */

/**
 * Internal dependencies
 */
import { expect, test } from '../fixtures';
import { ScrollToTopPage, THRESHOLD } from './scroll-to-top.page';

/** Far enough down the home page to show the button. */
const DOWN_THE_PAGE = 800;

test.describe( 'scroll to top', () => {
	let frontPage: ScrollToTopPage;

	test.beforeEach( async ( { page } ) => {
		frontPage = new ScrollToTopPage( page );
		await frontPage.goto();
		await frontPage.waitUntilMounted();
	} );

	test( 'is hidden from sight, assistive technology and focus at the top of the page', async () => {
		expect( await frontPage.scrollY() ).toBe( 0 );
		await expect( frontPage.buttonEvenIfHidden ).toBeHidden();
		// getByRole leaves out what the accessibility tree leaves out.
		await expect( frontPage.button ).toHaveCount( 0 );
		expect( await frontPage.canFocusButton() ).toBe( false );
	} );

	test( `shows once scrolled more than ${ THRESHOLD } px and hides again at ${ THRESHOLD } px or less`, async () => {
		await frontPage.scrollTo( THRESHOLD );
		await expect( frontPage.button ).toHaveCount( 0 );

		await frontPage.scrollTo( THRESHOLD + 1 );
		await expect( frontPage.button ).toBeVisible();
		expect( await frontPage.canFocusButton() ).toBe( true );

		await frontPage.scrollTo( THRESHOLD );
		await expect( frontPage.buttonEvenIfHidden ).toBeHidden();
		await expect( frontPage.button ).toHaveCount( 0 );

		await frontPage.scrollTo( DOWN_THE_PAGE );
		await expect( frontPage.button ).toBeVisible();
		await frontPage.scrollTo( 0 );
		await expect( frontPage.buttonEvenIfHidden ).toBeHidden();
	} );

	test( 'a click takes the shopper to the top and moves focus to the top of the document', async ( {
		page,
	} ) => {
		await frontPage.scrollTo( DOWN_THE_PAGE );
		await frontPage.button.click();
		await frontPage.expectAtTop();
		await expect( frontPage.buttonEvenIfHidden ).toBeHidden();
		await expect( frontPage.buttonEvenIfHidden ).not.toBeFocused();
		// The next Tab starts from the top: the page's first link, not the one after the button.
		await page.keyboard.press( 'Tab' );
		await expect( frontPage.skipLink ).toBeFocused();
	} );

	test( 'works by keyboard alone, with Enter and with Space', async ( {
		page,
	} ) => {
		await frontPage.tabToButton();
		await page.keyboard.press( 'Enter' );
		await frontPage.expectAtTop();
		await page.keyboard.press( 'Tab' );
		await expect( frontPage.skipLink ).toBeFocused();

		await frontPage.tabToButton();
		await page.keyboard.press( 'Space' );
		await frontPage.expectAtTop();
		await page.keyboard.press( 'Tab' );
		await expect( frontPage.skipLink ).toBeFocused();
	} );

	test( 'leaves the page as it was: a later click on text starts the tab order there, not at the top', async ( {
		page,
	} ) => {
		await frontPage.scrollTo( DOWN_THE_PAGE );
		await frontPage.button.click();
		await frontPage.expectAtTop();
		await page.keyboard.press( 'Tab' );
		await expect( frontPage.skipLink ).toBeFocused();
		// A lasting tabindex on <body> would make this click focus the body, and the next
		// Tab would start again from the skip link.
		await page.getByRole( 'heading', { name: 'Care' } ).click();
		await page.keyboard.press( 'Tab' );
		await expect( frontPage.skipLink ).not.toBeFocused();
	} );

	test( 'a "#go-top" link in the content also scrolls to the top', async ( {
		page,
	} ) => {
		// An editor's own "back to top" link, as a shop might put one in a footer.
		await page.evaluate( () => {
			const paragraph = document.createElement( 'p' );
			const link = document.createElement( 'a' );
			link.href = '#go-top';
			link.textContent = 'Back to the top';
			paragraph.append( link );
			document.querySelector( 'main' )?.append( paragraph );
		} );
		const goTop = page.getByRole( 'link', {
			name: 'Back to the top',
			exact: true,
		} );
		await goTop.scrollIntoViewIfNeeded();
		expect( await frontPage.scrollY() ).toBeGreaterThan( THRESHOLD );

		await goTop.click();
		await frontPage.expectAtTop();
		// The link's default (jumping to a missing #go-top anchor) is prevented.
		expect( new URL( page.url() ).hash ).toBe( '' );
	} );

	test( 'scrolls smoothly by default', async () => {
		await frontPage.scrollTo( DOWN_THE_PAGE );
		await frontPage.recordScrolling();
		await frontPage.button.click();
		await frontPage.expectAtTop();
		const positions = await frontPage.recordedScrolling();
		expect(
			positions.some( ( y ) => y > 0 && y < DOWN_THE_PAGE ),
			`passes through positions in between: ${ positions.join( ', ' ) }`
		).toBe( true );
	} );

	test.describe( 'for shoppers who prefer reduced motion', () => {
		test.use( { reducedMotion: 'reduce' } );

		test( 'jumps to the top at once', async () => {
			await frontPage.scrollTo( DOWN_THE_PAGE );
			await frontPage.recordScrolling();
			await frontPage.button.click();
			await frontPage.expectAtTop();
			expect( await frontPage.recordedScrolling() ).toEqual( [ 0 ] );
		} );
	} );

	test( 'needs no further script to scroll (the scroller is bundled with the view)', async ( {
		page,
	} ) => {
		// The page's own work after its load event first: the header's mini-cart island
		// (an intent island, also started a moment after the load event) and its scripts.
		await expect(
			page.locator( '.boudoir-mini-cart' ).first()
		).toHaveAttribute( 'data-boudoir-island', 'ready', { timeout: 15000 } );
		await page.waitForLoadState( 'networkidle' );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await frontPage.scrollTo( DOWN_THE_PAGE );
		await frontPage.button.click();
		await frontPage.expectAtTop();
		expect( scripts ).toEqual( [] );
	} );
} );

test.describe( 'scroll to top without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'offers a plain "Scroll to top" link that leads to the top', async ( {
		page,
	} ) => {
		const frontPage = new ScrollToTopPage( page );
		await frontPage.goto();
		await expect( frontPage.noScriptLink ).toBeVisible();
		await expect( frontPage.buttonEvenIfHidden ).toHaveCount( 0 );

		await frontPage.scrollWithWheel( DOWN_THE_PAGE );
		await frontPage.noScriptLink.click();
		await frontPage.expectAtTop();
	} );
} );
