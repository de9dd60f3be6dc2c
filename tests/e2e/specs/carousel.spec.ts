/**
 * Carousels (issue 13; docs/contract.md, page behaviour 2, States "Lightbox, carousel, scroll", Figures; docs/contract.md:
 * a region named by its heading, buttons "Previous slide", "Next slide", "Pause"/"Play"):
 * the home page's "New in" carousel of the newest products and its "Bestsellers" gallery
 * in the Carousel style. Autoplay runs on Playwright's clock: the page's time stands
 * still until the test moves it on.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { expect, test } from '../fixtures';
import { CarouselPage, SHOP_AUTOPLAY_DELAY } from './carousel.page';
import { EditorPage } from './editor.page';

/** Long enough for several autoplay turns. */
const A_WHILE = 3 * SHOP_AUTOPLAY_DELAY;

test.describe( 'the New in carousel', () => {
	test( 'is a region named by its heading, whose row scrolls before Swiper comes, and that loads Swiper on intent', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await expect(
			carousel.region.getByRole( 'heading', { level: 2, name: 'New in' } )
		).toHaveAttribute( 'id', 'new-in' );
		expect( await carousel.slides.count() ).toBeGreaterThan( 3 );
		// The newest products: name linked to the product, price.
		const first = carousel.slides.first();
		await expect( first.getByRole( 'link' ) ).toHaveAttribute(
			'href',
			/\/product\/[a-z0-9-]+\/$/
		);
		await expect( first.locator( '.price' ) ).toContainText( '€' );
		// The slides in view load at once, the others lazily.
		await expect( first.locator( 'img' ) ).toHaveAttribute(
			'loading',
			'eager'
		);
		await expect(
			carousel.slides.nth( 3 ).locator( 'img' )
		).toHaveAttribute( 'loading', 'lazy' );
		// Without Swiper (the clock stands still, nobody reached for it): no Swiper, the
		// buttons keep their room but are hidden, the row scrolls and is focusable.
		await expect( carousel.viewport ).not.toHaveClass(
			/swiper-initialized/
		);
		await expect( carousel.next ).toBeHidden();
		await expect( carousel.viewport ).toHaveAttribute( 'tabindex', '0' );
		expect(
			await carousel.viewport.evaluate(
				( row ) => row.scrollWidth > row.clientWidth
			)
		).toBe( true );

		await carousel.mount();
		await expect( carousel.next ).toBeVisible();
		await expect( carousel.previous ).toBeVisible();
		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Pause' );
	} );

	test( 'advances every 6000 ms on its own, not before', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();
		expect( await carousel.activeSlide() ).toBe( 0 );

		await page.clock.runFor( SHOP_AUTOPLAY_DELAY - 100 );
		expect( await carousel.activeSlide() ).toBe( 0 );
		await page.clock.runFor( 100 );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'Next and Previous move the slides, by mouse and by keyboard, and stop autoplay', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		await carousel.next.click();
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
		// Moving it stops autoplay (docs/contract.md, States), and the button says so.
		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Play' );
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 1 );

		await carousel.previous.click();
		await expect.poll( () => carousel.activeSlide() ).toBe( 0 );
		// Looping: before the first comes the last.
		await carousel.previous.click();
		await expect
			.poll( () => carousel.activeSlide() )
			.toBe( ( await carousel.slides.count() ) - 1 );

		await carousel.next.focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( () => carousel.activeSlide() ).toBe( 0 );
		await page.keyboard.press( 'Space' );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
		await carousel.previous.focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( () => carousel.activeSlide() ).toBe( 0 );

		// Arrow keys while focus is in the row.
		await carousel.viewport.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => carousel.activeSlide() ).toBe( 0 );
	} );

	test( 'pauses while the pointer is over it', async ( { page } ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		await carousel.viewport.hover();
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 0 );

		// Away again: it goes on.
		await page.mouse.move( 5, 5 );
		await page.clock.runFor( SHOP_AUTOPLAY_DELAY );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'pauses while keyboard focus is inside it', async ( { page } ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		// From the row to the first slide's link.
		await page.keyboard.press( 'Tab' );
		await expect(
			carousel.slides.first().getByRole( 'link' ).first()
		).toBeFocused();
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 0 );
		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Pause' );

		// Focus leaves the carousel: it goes on.
		await page
			.getByRole( 'link', { name: 'Bestsellers', exact: true } )
			.focus();
		await page.clock.runFor( SHOP_AUTOPLAY_DELAY );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'pauses while the tab is hidden', async ( { page } ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		await page.clock.runFor( 1000 );
		await carousel.setTabVisibility( 'hidden' );
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 0 );

		await carousel.setTabVisibility( 'visible' );
		// The rest of the delay: 5000 ms.
		await page.clock.runFor( SHOP_AUTOPLAY_DELAY - 1000 );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'the Pause button stops autoplay and becomes Play, which starts it again', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Pause' );
		await carousel.pausePlay.click();
		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Play' );
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 0 );

		await carousel.pausePlay.click();
		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Pause' );
		await page.clock.runFor( SHOP_AUTOPLAY_DELAY );
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'does not advance on its own for shoppers who ask for reduced motion', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();

		await expect( carousel.pausePlay ).toHaveAccessibleName( 'Play' );
		await page.clock.runFor( A_WHILE );
		expect( await carousel.activeSlide() ).toBe( 0 );
		// The buttons still move it.
		await carousel.next.click();
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( 'measures itself again 200 ms after the window is resized', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();
		const wide = ( await carousel.layout() ).slides[ 0 ].width;

		await page.setViewportSize( { width: 800, height: 720 } );
		// Let the browser lay the page out and report the new size.
		await carousel.region.screenshot();
		await page.clock.runFor( 190 );
		expect( ( await carousel.layout() ).slides[ 0 ].width ).toBe( wide );
		await page.clock.runFor( 10 );
		// 2 slides from 600 px: two widths and the gap fill the row.
		await expect
			.poll( async () => ( await carousel.layout() ).slides[ 0 ].width )
			.not.toBe( wide );
		const row = await carousel.viewport.evaluate(
			( element ) => element.clientWidth
		);
		const { slides } = await carousel.layout();
		expect( slides ).toHaveLength( 2 );
		expect(
			Math.abs( slides[ 1 ].x + slides[ 1 ].width - slides[ 0 ].x - row )
		).toBeLessThanOrEqual( 1 );
	} );

	test( 'axe finds no WCAG 2.2 AA violations in the carousels', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const carousel = new CarouselPage( page );
		const bestsellers = new CarouselPage( page, 'Bestsellers' );
		await carousel.gotoWithStoppedClock();
		await carousel.mount();
		await bestsellers.mount();
		// axe needs the page's timers: time runs again, the carousels held still.
		await carousel.pausePlay.click();
		await bestsellers.pausePlay.click();
		await page.clock.resume();
		await expectNoAxeViolations( page, {
			include: [ '.boudoir-carousel' ],
		} );
	} );
} );

test.describe( 'the Bestsellers gallery in the Carousel style', () => {
	test( 'is a carousel named by the heading before it, its images the slides', async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page, 'Bestsellers' );
		await carousel.gotoWithStoppedClock();
		await expect( carousel.region ).toHaveClass( /\bis-gallery\b/ );
		const images = carousel.region.locator(
			'.wp-block-gallery figure.wp-block-image'
		);
		expect( await images.count() ).toBeGreaterThanOrEqual( 4 );
		await expect( images.first() ).toHaveClass( /\bswiper-slide\b/ );

		await carousel.mount();
		// Figures with captions keep their own role and name (no "group", no "1 of 6").
		await expect( images.first() ).not.toHaveAttribute( 'role' );
		await expect( images.first() ).not.toHaveAttribute( 'aria-label' );
		await carousel.next.click();
		await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
	} );

	test( "fetches each image in a slide's width, not the whole window's", async ( {
		page,
	} ) => {
		const carousel = new CarouselPage( page, 'Bestsellers' );
		await carousel.gotoWithStoppedClock();
		await carousel.region.scrollIntoViewIfNeeded();
		// The three slides a desktop shows.
		for ( const index of [ 0, 1, 2 ] ) {
			const image = carousel.region.getByRole( 'img' ).nth( index );
			await expect( image ).toHaveJSProperty( 'complete', true );
			const { shown, chosen, largest } = await image.evaluate(
				( element: HTMLImageElement ) => {
					const candidates = element.srcset
						.split( ',' )
						.map( ( candidate ) => candidate.trim().split( /\s+/ ) )
						.map( ( [ url, width ] ) => ( {
							url: new URL( url, document.baseURI ).href,
							width: parseInt( width, 10 ),
						} ) );
					return {
						shown:
							element.getBoundingClientRect().width *
							window.devicePixelRatio,
						chosen: candidates.find(
							( { url } ) => url === element.currentSrc
						)?.width,
						largest: Math.max(
							...candidates.map( ( { width } ) => width )
						),
					};
				}
			);
			// Sharp (at least as wide as shown), and not the image for a whole window.
			expect( chosen ).toBeGreaterThanOrEqual( shown );
			expect( chosen ).toBeLessThan( largest );
		}
	} );
} );

for ( const direction of [ 'ltr', 'rtl' ] as const ) {
	test.describe( `${ direction } pages`, () => {
		test.use( { textDirection: direction === 'rtl' ? 'rtl' : '' } );

		for ( const name of [ 'New in', 'Bestsellers' ] ) {
			test( `Swiper takes the ${ name } row over without moving anything (${ direction })`, async ( {
				page,
			} ) => {
				const carousel = new CarouselPage( page, name );
				await carousel.recordLayoutShifts();
				await carousel.gotoWithStoppedClock();
				const before = await carousel.layout();
				expect( before.slides ).toHaveLength( 3 );

				await carousel.mount();
				const after = await carousel.layout();
				expect( after.slides ).toHaveLength( 3 );
				after.slides.forEach( ( box, index ) => {
					const was = before.slides[ index ];
					for ( const side of [
						'x',
						'y',
						'width',
						'height',
					] as const ) {
						expect(
							Math.abs( box[ side ] - was[ side ] ),
							`slide ${ index } ${ side }`
						).toBeLessThanOrEqual( 1 );
					}
				} );
				expect( after.after ).toEqual( before.after );
				expect( await carousel.layoutShifts() ).toEqual( [] );
			} );
		}

		test( `Next moves the slides toward the reading start (${ direction })`, async ( {
			page,
		} ) => {
			const carousel = new CarouselPage( page );
			await carousel.gotoWithStoppedClock();
			await carousel.mount();
			if ( direction === 'rtl' ) {
				await expect( carousel.viewport ).toHaveClass(
					/\bswiper-rtl\b/
				);
			} else {
				await expect( carousel.viewport ).not.toHaveClass(
					/\bswiper-rtl\b/
				);
			}
			const slide = async ( state: string ) =>
				carousel.region.locator(
					`.swiper-slide[data-swiper-slide-index="${ await carousel.region
						.locator( `.swiper-slide-${ state }` )
						.getAttribute( 'data-swiper-slide-index' ) }"]`
				);
			const first = await slide( 'active' );
			const second = await slide( 'next' );
			const firstBefore = ( await first.boundingBox() )!;
			const secondBefore = ( await second.boundingBox() )!;
			// The second slide sits after the first in reading order.
			if ( direction === 'rtl' ) {
				expect( secondBefore.x ).toBeLessThan( firstBefore.x );
			} else {
				expect( secondBefore.x ).toBeGreaterThan( firstBefore.x );
			}

			await carousel.next.click();
			// The second slide takes the first one's place.
			await expect
				.poll( async () =>
					Math.round( ( await second.boundingBox() )!.x )
				)
				.toBe( Math.round( firstBefore.x ) );
		} );
	} );
}

// Issue 32.6: the Bestsellers gallery's buttons sat over its third image.
for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 390, height: 844 },
] ) {
	test.describe( `at ${ viewport.width } × ${ viewport.height }`, () => {
		test.use( { viewport } );

		for ( const name of [ 'New in', 'Bestsellers' ] ) {
			test( `the ${ name } buttons cover no image in view`, async ( {
				page,
			} ) => {
				const carousel = new CarouselPage( page, name );
				await carousel.gotoWithStoppedClock();
				await carousel.mount();
				expect( await carousel.buttonsOverImages() ).toEqual( [] );
				// Still keyboard buttons of at least 24 × 24 px.
				for ( const button of [
					carousel.pausePlay,
					carousel.previous,
					carousel.next,
				] ) {
					const box = ( await button.boundingBox() )!;
					expect( box.width ).toBeGreaterThanOrEqual( 24 );
					expect( box.height ).toBeGreaterThanOrEqual( 24 );
				}
				await carousel.next.focus();
				await page.keyboard.press( 'Enter' );
				await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
			} );
		}
	} );
}

// The breakpoints (src/carousel/options.ts): 2 slides from 600 px, 1 below.
for ( const { name, width, slides } of [
	{ name: 'tablet', width: 800, slides: 2 },
	{ name: 'phone', width: 390, slides: 1 },
] ) {
	test.describe( `at ${ name } width`, () => {
		test.use( { viewport: { width, height: 800 } } );

		test( `shows ${ slides } in view, before and after Swiper, at the same places`, async ( {
			page,
		} ) => {
			const carousel = new CarouselPage( page );
			await carousel.gotoWithStoppedClock();
			const before = await carousel.layout();
			expect( before.slides ).toHaveLength( slides );

			await carousel.mount();
			const after = await carousel.layout();
			expect( after.slides ).toHaveLength( slides );
			after.slides.forEach( ( box, index ) => {
				expect(
					Math.abs( box.x - before.slides[ index ].x )
				).toBeLessThanOrEqual( 1 );
				expect(
					Math.abs( box.width - before.slides[ index ].width )
				).toBeLessThanOrEqual( 1 );
			} );
			await carousel.next.click();
			await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
		} );
	} );
}

test.describe( 'the carousel block in the editor', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		// Known WordPress core noise of an offline site (as editor.spec.ts); nothing of Boudoir's.
		allowedConsoleErrors: {
			'The lane runs offline: WordPress core’s welcome guide loads its illustrations from s.w.org.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/s\.w\.org\//,
				},
			'The lane runs offline: the admin bar shows the user’s avatar from gravatar.com.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
				},
			'The inserter’s search also asks the Block Directory; the offline site blocks outgoing HTTP, so core answers 500.':
				{
					pattern:
						/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
					url: /\/wp-json\/wp\/v2\/block-directory\/search\?/,
				},
		},
	} );

	test( 'an admin inserts a carousel of the newest products, and shoppers get it', async ( {
		browser,
		baseURL,
		consoleErrors,
		page,
	}, testInfo ) => {
		const editor = new EditorPage( page );
		const title = `E2E carousel page ${ Date.now() }-${ testInfo.workerIndex }`;
		await editor.createNewPage();
		await editor.write( title, [ 'Our latest pieces.' ] );
		await editor.insertBlock( 'Carousel' );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Carousel',
		} );
		await expect( block ).toBeVisible();
		// Focused, not clicked: the block toolbar may float over the heading of a block
		// just inserted, and would take a pointer's click.
		await block.locator( '.boudoir-carousel__heading' ).focus();
		await page.keyboard.type( 'Just arrived' );

		await editor.openBlockSettings();
		await editor.settings
			.getByRole( 'combobox', { name: 'Source' } )
			.selectOption( { label: 'Newest products' } );
		await expect(
			block.getByText( 'The shop’s 8 newest products show here.' )
		).toBeVisible();
		const address = await editor.publish();

		const shopperContext = await browser.newContext( { baseURL } );
		consoleErrors.watch( shopperContext );
		try {
			const shopperPage = await shopperContext.newPage();
			const carousel = new CarouselPage( shopperPage, 'Just arrived' );
			await carousel.gotoWithStoppedClock( address );
			await expect( carousel.slides ).toHaveCount( 8 );
			await carousel.mount();
			await expect( carousel.pausePlay ).toHaveAccessibleName( 'Pause' );
			await carousel.next.click();
			await expect.poll( () => carousel.activeSlide() ).toBe( 1 );
		} finally {
			await shopperContext.close();
		}
		await editor.deleteCurrentPost();
	} );
} );
