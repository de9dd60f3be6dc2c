/**
 * The lightbox (docs/contract.md, page behaviour 1, States "Lightbox, carousel, scroll", Calls ajax, Messages
 * strings, §9 zoom 300 ms; docs/contract.md: a dialog with Close (Esc), Previous (Left
 * arrow key), Next (Right arrow key) and an "N of M" counter). The home page's lookbook
 * by mouse and keyboard: the zoom from the thumbnail, the Zoom button, navigation with
 * the arrow keys and the buttons wrapping both ways, closing by Escape, a background
 * click and the Close button with focus back on the link, Tab kept inside, axe, reduced
 * motion, a click before the late script has loaded, the no-lightbox marker. The
 * lookbook page's boudoir/lightbox block: inline and ajax slides and the three failure
 * messages. The product gallery.
 */

/**
 * External dependencies
 */
import type { Page, Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, needsDevPlugin, test } from '../fixtures';
import { EditorPage } from './editor.page';
import {
	AJAX_ERROR,
	HomeLookbook,
	IMAGE_ERROR,
	LATE_SCRIPT,
	Lightbox,
	NOT_FOUND,
	ZOOM_MS,
} from './lightbox.page';

/** The home page's lookbook has five pictures (bin/wp/seed/lib/site.php). */
const LOOKBOOK_SIZE = 5;

/** The lookbook page's block: three pictures, the size notes (inline), the silk care page (ajax). */
const BLOCK_SIZE = 5;

/**
 * Serves a page with its HTML changed.
 *
 * @param page   The page.
 * @param path   The page's path.
 * @param change Changes the HTML.
 */
async function rewritePage(
	page: Page,
	path: string,
	change: ( html: string ) => string
): Promise< void > {
	await page.route(
		( url ) => url.pathname === path,
		async ( route: Route ) => {
			const response = await route.fetch();
			await route.fulfill( {
				response,
				body: change( await response.text() ),
			} );
		}
	);
}

/**
 * Whether the focused element is inside the lightbox (or is it).
 *
 * @param page The page.
 */
async function focusInDialog( page: Page ): Promise< boolean > {
	return (
		( await page
			.locator(
				'.pswp[role="dialog"]:focus, .pswp[role="dialog"] :focus'
			)
			.count() ) === 1
	);
}

test.describe( 'lightbox on the home page lookbook', () => {
	let lookbook: HomeLookbook;
	let lightbox: Lightbox;

	test.beforeEach( async ( { page } ) => {
		await page.goto( '/' );
		lookbook = new HomeLookbook( page );
		lightbox = new Lightbox( page );
		await expect( lookbook.links ).toHaveCount( LOOKBOOK_SIZE );
		await lookbook.gallery.scrollIntoViewIfNeeded();
	} );

	test( 'opens by mouse, zooming from the thumbnail in 300 ms, as a modal dialog named by the picture', async ( {
		page,
	} ) => {
		const link = lookbook.link( 0 );
		const thumbnail = await link.locator( 'img' ).boundingBox();
		const alt = await link.locator( 'img' ).getAttribute( 'alt' );
		// A quarter speed: 1.2 s of zoom, painted in many frames even on a loaded machine.
		const slowDown = 4;
		await lightbox.recordOpening( slowDown );
		await link.click();
		await lightbox.expectOpen();
		await page.waitForTimeout( ZOOM_MS * slowDown );
		await expect( lightbox.dialog ).toHaveAccessibleName( alt! );
		await lightbox.expectCounter( 1, LOOKBOOK_SIZE );
		await expect( lightbox.currentImage ).toHaveAttribute(
			'src',
			new RegExp( `${ ( await link.getAttribute( 'href' ) )! }$` )
		);
		// The page stays where it was, and nothing navigated.
		expect( new URL( page.url() ).pathname ).toBe( '/' );

		const frames = await lightbox.frames();
		const final = await lightbox.currentImage.boundingBox();
		expect( frames.length ).toBeGreaterThan( 2 );
		// It starts at the thumbnail's size and place…
		expect( frames[ 0 ].width ).toBeLessThanOrEqual( thumbnail!.width + 1 );
		expect( Math.abs( frames[ 0 ].left - thumbnail!.x ) ).toBeLessThan(
			thumbnail!.width
		);
		// …grows through frames in between (an animation, not a jump)…
		expect(
			frames.some(
				( frame ) =>
					frame.width > frames[ 0 ].width + 1 &&
					frame.width < final!.width - 1
			)
		).toBe( true );
		// …for about 300 ms, and ends at the image's size in the lightbox.
		const grown = frames.find(
			( frame ) => Math.abs( frame.width - final!.width ) < 1
		);
		const started = [ ...frames ]
			.reverse()
			.find(
				( frame ) => Math.abs( frame.width - frames[ 0 ].width ) < 1
			);
		expect( grown!.time - started!.time ).toBeGreaterThan(
			( ZOOM_MS * slowDown ) / 2
		);
		expect( grown!.time - started!.time ).toBeLessThan(
			ZOOM_MS * slowDown * 4
		);
		expect( final!.width ).toBeGreaterThan( thumbnail!.width * 1.5 );

		// Focus is in the dialog; the page beneath is inert.
		expect( await focusInDialog( page ) ).toBe( true );
		expect(
			await link.evaluate(
				( element ) => !! element.closest( '[inert]' )
			)
		).toBe( true );
	} );

	test( 'opens by keyboard (Enter on a focused link), navigates with the arrow keys wrapping both ways, closes by Escape and gives focus back', async ( {
		page,
	} ) => {
		const link = lookbook.link( 0 );
		await link.focus();
		await page.keyboard.press( 'Enter' );
		await lightbox.expectOpen();
		expect( await focusInDialog( page ) ).toBe( true );
		await lightbox.expectCounter( 1, LOOKBOOK_SIZE );

		await page.keyboard.press( 'ArrowRight' );
		await lightbox.expectCounter( 2, LOOKBOOK_SIZE );
		await expect( lightbox.dialog ).toHaveAccessibleName(
			( await lookbook.link( 1 ).locator( 'img' ).getAttribute( 'alt' ) )!
		);
		await page.keyboard.press( 'ArrowLeft' );
		await lightbox.expectCounter( 1, LOOKBOOK_SIZE );
		// First → last.
		await page.keyboard.press( 'ArrowLeft' );
		await lightbox.expectCounter( LOOKBOOK_SIZE, LOOKBOOK_SIZE );
		await expect( lightbox.currentImage ).toHaveAttribute(
			'src',
			new RegExp(
				`${ ( await lookbook
					.link( LOOKBOOK_SIZE - 1 )
					.getAttribute( 'href' ) )! }$`
			)
		);
		// Last → first.
		await page.keyboard.press( 'ArrowRight' );
		await lightbox.expectCounter( 1, LOOKBOOK_SIZE );

		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();
		await expect( link ).toBeFocused();
		expect( new URL( page.url() ).pathname ).toBe( '/' );
	} );

	test( 'an Escape pressed while the zoom still plays closes the lightbox once it stands open', async ( {
		page,
	} ) => {
		const link = lookbook.link( 1 );
		await link.click();
		// The dialog is there and focused; PhotoSwipe binds its keys only after the zoom.
		await expect( lightbox.dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();
		await expect( link ).toBeFocused();
	} );

	test( 'navigates with the Previous and Next buttons, wrapping both ways; the Close (Esc) button closes and focus returns', async () => {
		const link = lookbook.link( 2 );
		await link.click();
		await lightbox.expectOpen();
		await lightbox.expectCounter( 3, LOOKBOOK_SIZE );
		await lightbox.nextButton.click();
		await lightbox.expectCounter( 4, LOOKBOOK_SIZE );
		await lightbox.nextButton.click();
		await lightbox.expectCounter( 5, LOOKBOOK_SIZE );
		await lightbox.nextButton.click();
		await lightbox.expectCounter( 1, LOOKBOOK_SIZE );
		await lightbox.previousButton.click();
		await lightbox.expectCounter( 5, LOOKBOOK_SIZE );
		await lightbox.previousButton.click();
		await lightbox.expectCounter( 4, LOOKBOOK_SIZE );

		await lightbox.closeButton.click();
		await lightbox.expectClosed();
		await expect( link ).toBeFocused();
	} );

	test( 'closes on a background click, not on a click on the picture (the site setting is off): that zooms', async () => {
		const link = lookbook.link( 1 );
		await link.click();
		await lightbox.expectOpen();
		await lightbox.currentImage.click();
		await expect( lightbox.dialog ).toHaveClass( /pswp--zoomed-in/ );
		await lightbox.currentImage.click();
		await expect( lightbox.dialog ).not.toHaveClass( /pswp--zoomed-in/ );
		await expect( lightbox.dialog ).toBeVisible();

		await lightbox.clickBackground();
		await lightbox.expectClosed();
		await expect( link ).toBeFocused();
	} );

	test( 'the Zoom button zooms the picture in and out', async () => {
		await lookbook.link( 0 ).click();
		await lightbox.expectOpen();
		const fitted = ( await lightbox.currentImage.boundingBox() )!;
		await lightbox.zoomButton.click();
		await expect( lightbox.dialog ).toHaveClass( /pswp--zoomed-in/ );
		await expect
			.poll(
				async () => ( await lightbox.currentImage.boundingBox() )!.width
			)
			.toBeGreaterThan( fitted.width * 1.2 );
		await lightbox.zoomButton.click();
		await expect( lightbox.dialog ).not.toHaveClass( /pswp--zoomed-in/ );
	} );

	test( 'keeps Tab inside the dialog, wrapping both ways', async ( {
		page,
	} ) => {
		await lookbook.link( 0 ).focus();
		await page.keyboard.press( 'Enter' );
		await lightbox.expectOpen();
		const seen = new Set< string >();
		for ( let step = 0; step < 8; step++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await focusInDialog( page ) ).toBe( true );
			seen.add(
				( await page
					.locator( ':focus' )
					.getAttribute( 'aria-label' ) ) ?? ''
			);
		}
		for ( let step = 0; step < 8; step++ ) {
			await page.keyboard.press( 'Shift+Tab' );
			expect( await focusInDialog( page ) ).toBe( true );
		}
		// Every button is reached.
		for ( const name of [
			'Close (Esc)',
			'Previous (Left arrow key)',
			'Next (Right arrow key)',
			'Zoom',
		] ) {
			expect( seen ).toContain( name );
		}
		// Enter on the focused Next button goes on.
		await lightbox.nextButton.focus();
		await page.keyboard.press( 'Enter' );
		await lightbox.expectCounter( 2, LOOKBOOK_SIZE );
	} );

	test( 'passes axe while open', async ( { expectNoAxeViolations } ) => {
		await lookbook.link( 0 ).click();
		await lightbox.expectOpen();
		await expect( lightbox.currentImage ).toHaveJSProperty(
			'complete',
			true
		);
		await expectNoAxeViolations( lightbox.page );
	} );

	test( 'with reduced motion, opens and closes without the zoom', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const link = lookbook.link( 0 );
		await lightbox.recordOpening();
		await link.click();
		await expect( lightbox.dialog ).toBeVisible();
		await expect( lightbox.closeButton ).toBeVisible();
		await page.waitForTimeout( ZOOM_MS + 100 );
		const final = ( await lightbox.currentImage.boundingBox() )!;
		const frames = await lightbox.frames();
		expect( frames.length ).toBeGreaterThan( 0 );
		// The very first frame already shows the picture at its size.
		expect( Math.abs( frames[ 0 ].width - final.width ) ).toBeLessThan( 1 );
		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();
		await expect( link ).toBeFocused();
	} );

	test( 'a click before the late script has loaded is kept: no navigation, the picture opens once it has', async ( {
		page,
	} ) => {
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( LATE_SCRIPT, async ( route ) => {
			await held;
			await route.continue();
		} );
		// A fresh page whose late script is held back.
		await page.goto( '/' );
		await lookbook.gallery.scrollIntoViewIfNeeded();
		await lookbook.link( 3 ).click();
		await page.waitForTimeout( 500 );
		expect( new URL( page.url() ).pathname ).toBe( '/' );
		await expect( lightbox.dialog ).toHaveCount( 0 );
		release();
		await lightbox.expectOpen();
		await lightbox.expectCounter( 4, LOOKBOOK_SIZE );
	} );

	test( 'loads PhotoSwipe only after the page has loaded, its core only on the first opening', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		let loaded = false;
		page.on( 'load', () => ( loaded = true ) );
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push(
					`${ loaded ? 'after' : 'before' } ${ request.url() }`
				);
			}
		} );
		await page.goto( '/' );
		await expect
			.poll( () =>
				scripts.some( ( line ) => /scripts\/lightbox\.js/.test( line ) )
			)
			.toBe( true );
		expect(
			scripts.filter( ( line ) =>
				/^before .*scripts\/lightbox\.js/.test( line )
			)
		).toEqual( [] );
		expect(
			scripts.filter( ( line ) => /chunks\/photoswipe\.js/.test( line ) )
		).toEqual( [] );
		await lookbook.gallery.scrollIntoViewIfNeeded();
		await lookbook.link( 0 ).click();
		await lightbox.expectOpen();
		expect(
			scripts.filter( ( line ) => /chunks\/photoswipe\.js/.test( line ) )
		).toHaveLength( 1 );
	} );
} );

test.describe( 'the no-lightbox marker', () => {
	test( 'with no-lightbox on <body>, the lookbook links navigate to their pictures', async ( {
		page,
	} ) => {
		await rewritePage( page, '/', ( html ) =>
			html.replace( /<body class="/, '<body class="no-lightbox ' )
		);
		await page.goto( '/' );
		await expect( page.locator( 'body' ) ).toHaveClass( /no-lightbox/ );
		const link = new HomeLookbook( page ).link( 0 );
		const href = ( await link.getAttribute( 'href' ) )!;
		await link.scrollIntoViewIfNeeded();
		await link.click();
		await page.waitForURL( ( url ) => url.pathname === href );
		await expect( page.locator( '.pswp' ) ).toHaveCount( 0 );
	} );
} );

test.describe( 'lightbox block on the lookbook page', () => {
	let lightbox: Lightbox;

	test.beforeEach( async ( { page } ) => {
		lightbox = new Lightbox( page );
	} );

	test( 'opens its pictures, an element of the page and another page as one gallery', async ( {
		page,
	} ) => {
		await page.goto( '/lookbook/' );
		const notes = page.getByRole( 'heading', { name: 'Size notes' } );
		await expect( notes ).toBeHidden();

		// The silk care page (the slide after the notes) is fetched with GET as the notes open.
		const fetched = page.waitForRequest(
			( request ) =>
				new URL( request.url() ).pathname === '/silk-care/' &&
				request.method() === 'GET'
		);
		const inline = page.getByRole( 'link', {
			name: 'Read the size notes',
		} );
		await inline.click();
		await lightbox.expectOpen();
		await lightbox.expectCounter( 4, BLOCK_SIZE );
		await expect(
			lightbox.currentSlide.getByRole( 'heading', { name: 'Size notes' } )
		).toBeVisible();

		// The next slide: the silk care page's content.
		await page.keyboard.press( 'ArrowRight' );
		await fetched;
		await lightbox.expectCounter( 5, BLOCK_SIZE );
		await expect(
			lightbox.currentSlide.getByText( 'Silk keeps its sheen' )
		).toBeVisible();
		// Its scripts and the site's header are not brought in.
		await expect(
			lightbox.currentSlide.locator( 'script, header' )
		).toHaveCount( 0 );

		// Wraps to the first picture.
		await page.keyboard.press( 'ArrowRight' );
		await lightbox.expectCounter( 1, BLOCK_SIZE );
		await expect( lightbox.currentImage ).toBeVisible();

		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();
		await expect( inline ).toBeFocused();
		// The notes are back in their place, hidden.
		await expect( notes ).toBeHidden();
		await expect( page.locator( '#lookbook-size-notes' ) ).toHaveCount( 1 );
	} );

	test( 'an inline link whose target is missing says "Content not found"', async ( {
		page,
	} ) => {
		await rewritePage( page, '/lookbook/', ( html ) =>
			html.replace(
				'href="#lookbook-size-notes"',
				'href="#no-such-notes"'
			)
		);
		await page.goto( '/lookbook/' );
		await page.getByRole( 'link', { name: 'Read the size notes' } ).click();
		await lightbox.expectOpen();
		await expect( lightbox.currentSlide.getByRole( 'alert' ) ).toHaveText(
			NOT_FOUND
		);
	} );

	test( 'an ajax link whose page fails says "The content could not be loaded."', async ( {
		page,
		consoleErrors,
	} ) => {
		consoleErrors.allow(
			/500|silk-care/,
			'the test answers the ajax request with a server error on purpose'
		);
		await page.route(
			( url ) => url.pathname === '/silk-care/',
			( route ) =>
				route.fulfill( { status: 500, body: 'Internal Server Error' } )
		);
		await page.goto( '/lookbook/' );
		await page
			.getByRole( 'link', { name: 'How to care for silk' } )
			.click();
		await lightbox.expectOpen();
		await expect( lightbox.currentSlide.getByRole( 'alert' ) ).toHaveText(
			AJAX_ERROR
		);
	} );

	test( 'a picture that cannot load says "The image could not be loaded."', async ( {
		page,
		consoleErrors,
	} ) => {
		consoleErrors.allow(
			/Failed to load resource|ERR_FAILED/,
			'the test aborts the picture’s request on purpose'
		);
		await page.goto( '/lookbook/' );
		const link = page
			.locator( '.wp-block-boudoir-lightbox .wp-block-gallery' )
			.getByRole( 'link' )
			.nth( 1 );
		const href = ( await link.getAttribute( 'href' ) )!;
		await page.route(
			( url ) => url.pathname === href,
			( route ) => route.abort()
		);
		await link.click();
		await expect( lightbox.dialog ).toBeVisible();
		await expect( lightbox.currentSlide.getByRole( 'alert' ) ).toHaveText(
			IMAGE_ERROR
		);
		await lightbox.expectCounter( 2, BLOCK_SIZE );
	} );

	test( 'a video link plays in the lightbox, with the browser’s controls; one that fails says so', async ( {
		page,
		consoleErrors,
	} ) => {
		consoleErrors.allow(
			/Failed to load resource/,
			'the test answers the video’s request with a 404 on purpose'
		);
		// The silk care link, turned into a link to a video (as the server marks one).
		await rewritePage( page, '/lookbook/', ( html ) =>
			html.replace(
				'data-boudoir-lightbox="ajax" href="/silk-care/"',
				'data-boudoir-lightbox="video" href="/wp-content/uploads/lookbook-clip.webm"'
			)
		);
		// The video's answer waits until the player has been seen.
		let answer = () => {};
		const answered = new Promise< void >(
			( resolve ) => ( answer = resolve )
		);
		await page.route( /lookbook-clip\.webm/, async ( route ) => {
			await answered;
			await route.fulfill( { status: 404, body: '' } );
		} );
		await page.goto( '/lookbook/' );
		await page
			.getByRole( 'link', { name: 'How to care for silk' } )
			.click();
		await lightbox.expectOpen();
		await lightbox.expectCounter( 5, BLOCK_SIZE );
		const video = lightbox.currentSlide.locator( 'video' );
		await expect( video ).toHaveAttribute( 'controls', '' );
		await expect( video ).toHaveJSProperty(
			'src',
			new URL( '/wp-content/uploads/lookbook-clip.webm', page.url() ).href
		);
		answer();
		await expect( lightbox.currentSlide.getByRole( 'alert' ) ).toHaveText(
			IMAGE_ERROR
		);
	} );

	test( 'with "close on content click" (the block’s choice), a click on the picture or the content closes', async ( {
		page,
	} ) => {
		await rewritePage( page, '/lookbook/', ( html ) =>
			html.replace(
				'data-boudoir-lightbox-gallery=""',
				'data-boudoir-lightbox-gallery="" data-boudoir-lightbox-close-on-content="yes"'
			)
		);
		await page.goto( '/lookbook/' );
		const picture = page
			.locator( '.wp-block-boudoir-lightbox .wp-block-gallery' )
			.getByRole( 'link' )
			.first();
		await picture.click();
		await lightbox.expectOpen();
		await lightbox.currentImage.click();
		await lightbox.expectClosed();
		await expect( picture ).toBeFocused();

		await page.getByRole( 'link', { name: 'Read the size notes' } ).click();
		await lightbox.expectOpen();
		await lightbox.currentSlide
			.getByText( 'Robes come in two lengths' )
			.click();
		await lightbox.expectClosed();
	} );

	test( 'pictures whose size the server did not print are measured: the clicked one before it opens, the others as they load', async ( {
		page,
	} ) => {
		await rewritePage( page, '/lookbook/', ( html ) =>
			html.replace( / data-pswp-(?:width|height)="\d+"/g, '' )
		);
		await page.goto( '/lookbook/' );
		const links = page
			.locator( '.wp-block-boudoir-lightbox .wp-block-gallery' )
			.getByRole( 'link' );
		await expect( links.first() ).not.toHaveAttribute(
			'data-pswp-width',
			/./
		);
		// NaN while the slide's picture is not shown (between slides): a poll asks again.
		const ratio = async () => {
			const box = await lightbox.currentImage.boundingBox();
			return box ? box.width / box.height : Number.NaN;
		};
		await links.first().click();
		await lightbox.expectOpen();
		// PhotoSwipe shows the picture once it has loaded (the placeholder until then): its
		// box, as soon as it shows, has the picture's ratio.
		await expect( lightbox.currentImage ).toBeVisible();
		// The lookbook's pictures are 1200 × 900.
		expect( await ratio() ).toBeCloseTo( 4 / 3, 1 );
		await page.keyboard.press( 'ArrowRight' );
		await lightbox.expectCounter( 2, BLOCK_SIZE );
		await expect.poll( ratio ).toBeCloseTo( 4 / 3, 1 );
	} );

	test( 'passes axe with an inline slide open', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		await page.goto( '/lookbook/' );
		await page.getByRole( 'link', { name: 'Read the size notes' } ).click();
		await lightbox.expectOpen();
		await expectNoAxeViolations( page );
	} );
} );

test.describe( 'lightbox on the product gallery', () => {
	test( 'the product gallery opens as a gallery; the main image loads as it does without Boudoir', async ( {
		page,
	} ) => {
		needsDevPlugin(
			'its boudoir_baseline cookie, the page without Boudoir'
		);
		// How WordPress and WooCommerce load the main image without Boudoir (bin/wp/boudoir-dev.php's
		// boudoir_baseline): marking its link must not change it (WordPress 6.5 with WooCommerce
		// 9.x–10.0 lazy-loads it; the double's templates, as they render, may not).
		const baseline = (
			await (
				await page.request.get( '/product/margaux-lace-brief/', {
					headers: { Cookie: 'boudoir_baseline=1' },
				} )
			).text()
		).match( /<img\b[^>]*\bwp-post-image\b[^>]*>/ )?.[ 0 ];
		expect( baseline ).toBeTruthy();
		const attribute = ( name: string ) =>
			baseline!.match( new RegExp( `\\b${ name }="([^"]*)"` ) )?.[ 1 ] ??
			null;
		await page.goto( '/product/margaux-lace-brief/' );
		const gallery = page.locator( '.woocommerce-product-gallery' );
		const main = gallery
			.locator( '.woocommerce-product-gallery__image' )
			.first();
		// The picture in the link (WooCommerce's zoom lays its own img.zoomImg beside the link).
		const image = main.getByRole( 'link' ).locator( 'img' );
		expect( await image.getAttribute( 'fetchpriority' ) ).toBe(
			attribute( 'fetchpriority' )
		);
		expect( await image.getAttribute( 'loading' ) ).toBe(
			attribute( 'loading' )
		);
		const count = await gallery
			.locator( '.woocommerce-product-gallery__image a' )
			.count();
		expect( count ).toBeGreaterThan( 1 );

		const lightbox = new Lightbox( page );
		// A mouse click where the shopper sees the picture: on WooCommerce's zoom layer when
		// its zoom is on (real WooCommerce on block themes), on the link otherwise.
		await main.hover();
		await main.click();
		await lightbox.expectOpen();
		await lightbox.expectCounter( 1, count );
		await expect( lightbox.currentImage ).toHaveAttribute(
			'src',
			( await main.getByRole( 'link' ).getAttribute( 'href' ) )!
		);
		await page.keyboard.press( 'ArrowRight' );
		await lightbox.expectCounter( 2, count );
		await page.keyboard.press( 'Escape' );
		await lightbox.expectClosed();
		expect( new URL( page.url() ).pathname ).toBe(
			'/product/margaux-lace-brief/'
		);
	} );
} );

test.describe( 'the product gallery without scripts', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'shows from the first paint: WooCommerce prints it transparent, and the theme has no slider to reveal it', async ( {
		page,
	} ) => {
		await page.goto( '/product/margaux-lace-brief/' );
		const gallery = page.locator( '.woocommerce-product-gallery' );
		// WooCommerce's template still says opacity 0; Boudoir's rule wins without a script.
		await expect( gallery ).toHaveAttribute( 'style', /opacity: 0/ );
		expect(
			await gallery.evaluate(
				( element ) => getComputedStyle( element ).opacity
			)
		).toBe( '1' );
		const image = page.getByRole( 'img', {
			name: /^Margaux Lace Brief/,
		} );
		await expect( image.first() ).toBeInViewport();
		expect(
			await image
				.first()
				.evaluate(
					( element ) => ( element as HTMLImageElement ).naturalWidth
				)
		).toBeGreaterThan( 0 );
	} );
} );

test.describe( 'the Lightbox block in the editor', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		// Known WordPress core noise of an offline site (as in editor.spec.ts); nothing of Boudoir's.
		allowedConsoleErrors: {
			'The lane runs offline: WordPress core’s welcome guide loads its illustrations from s.w.org before the test dismisses it.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/s\.w\.org\//,
				},
			'The lane runs offline: WordPress core’s admin bar (in wp-admin too) shows the user’s avatar from gravatar.com.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
				},
			'The inserter’s search also asks the Block Directory (api.wordpress.org); the offline site blocks outgoing HTTP (WP_HTTP_BLOCK_EXTERNAL), so core answers 500.':
				{
					pattern:
						/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
					url: /\/wp-json\/wp\/v2\/block-directory\/search\?/,
				},
		},
	} );

	test( 'an admin inserts it: a gallery to fill, and its settings', async ( {
		page,
	} ) => {
		const editor = new EditorPage( page );
		await editor.createNewPage();
		await editor.insertBlock( 'Lightbox' );
		// It starts with a gallery whose images will link to their files.
		await expect(
			editor.canvas.getByRole( 'document', { name: 'Block: Gallery' } )
		).toBeVisible();
		// The gallery inside may be the selected block: select the Lightbox block around it.
		const breadcrumb = page.getByRole( 'list', {
			name: 'Block breadcrumb',
		} );
		await expect( breadcrumb ).toContainText( 'Lightbox' );
		const parent = breadcrumb.getByRole( 'button', {
			name: 'Lightbox',
			exact: true,
		} );
		// The editor may still be moving the selection between them: retry until it rests
		// on the Lightbox block (a button read a moment ago can have become the current item).
		await expect( async () => {
			if ( await parent.count() ) {
				await parent.click( { timeout: 1_000 } );
			}
			await expect(
				breadcrumb.getByRole( 'listitem' ).last()
			).toHaveText( 'Lightbox', { timeout: 1_000 } );
		} ).toPass( { timeout: 15_000 } );
		await editor.openBlockSettings();
		const gallery = editor.settings.getByRole( 'checkbox', {
			name: 'Open as a gallery',
		} );
		await expect( gallery ).toBeChecked();
		await gallery.uncheck();
		await expect(
			editor.settings.getByText( 'Each link opens alone' )
		).toBeVisible();
		const click = editor.settings.getByRole( 'combobox', {
			name: 'Click on the content',
		} );
		await expect( click ).toHaveValue( '' );
		await click.selectOption( 'yes' );
		await expect( click ).toHaveValue( 'yes' );
		await editor.deleteCurrentPost();
	} );
} );
