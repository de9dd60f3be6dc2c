/**
 * The home page's carousels as a shopper meets them: "New in" (the boudoir/carousel block
 * of the newest products) and "Bestsellers" (a gallery in the Carousel style).
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The shop's autoplay delay, ms (docs/contract.md, page behaviour 2, Figures): the demo's "New in" uses it. */
export const SHOP_AUTOPLAY_DELAY = 6000;

/** A box on the page, rounded to the CSS pixel. */
export interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

declare global {
	interface Window {
		/** Layout shifts whose sources are inside a carousel (see CarouselPage.recordLayoutShifts). */
		boudoirE2eCarouselShifts?: number[];
		/** Records the shifts not yet delivered to the observer. */
		boudoirE2eTakeShifts?: () => void;
	}
}

export class CarouselPage {
	/** The carousel's region, named by its heading. */
	readonly region: Locator;
	/** The row Swiper takes over. */
	readonly viewport: Locator;
	/** The slides, in the page's order. */
	readonly slides: Locator;
	readonly next: Locator;
	readonly previous: Locator;
	/** The Pause/Play button, whichever its name is now. */
	readonly pausePlay: Locator;

	/**
	 * @param page The page.
	 * @param name The carousel's heading.
	 */
	constructor(
		readonly page: Page,
		name = 'New in'
	) {
		this.region = page.getByRole( 'region', { name, exact: true } );
		this.viewport = this.region.locator( '.boudoir-carousel__viewport' );
		this.slides = this.region.locator( '.swiper-slide' );
		this.next = this.region.getByRole( 'button', {
			name: 'Next slide',
			exact: true,
		} );
		this.previous = this.region.getByRole( 'button', {
			name: 'Previous slide',
			exact: true,
		} );
		this.pausePlay = this.region.getByRole( 'button', {
			name: /^(Pause|Play)$/,
		} );
	}

	/**
	 * Opens a page (the home page by default) with the page's clock stopped (Playwright's
	 * clock: timers, animation frames and idle callbacks run only when the test moves time
	 * on), so Swiper comes only when the test reaches for the carousel and autoplay runs on
	 * the test's time.
	 *
	 * @param path The page's path.
	 */
	async gotoWithStoppedClock( path = '/' ): Promise< void > {
		// Playwright's fake clock answers every `performance.getEntries*()` with nothing;
		// WordPress 7's Interactivity API reads the page's navigation entry to know whether
		// the DOM is ready, and throws without it. The real entry is kept for that one read.
		await this.page.addInitScript( () => {
			const real = window.performance;
			(
				window as { boudoirRealPerformance?: Performance }
			 ).boudoirRealPerformance = real;
		} );
		await this.page.clock.install( {
			time: new Date( '2026-01-05T10:00:00Z' ),
		} );
		await this.page.addInitScript( () => {
			const { boudoirRealPerformance: real } = window as {
				boudoirRealPerformance?: Performance;
			};
			const faked = window.performance;
			if ( ! real || faked === real ) {
				return;
			}
			const fakedByType = faked.getEntriesByType.bind( faked );
			faked.getEntriesByType = ( type: string ) =>
				type === 'navigation'
					? real.getEntriesByType( 'navigation' )
					: fakedByType( type );
		} );
		await this.page.clock.pauseAt( new Date( '2026-01-05T10:00:01Z' ) );
		await this.page.goto( path );
		await expect( this.region ).toBeVisible();
	}

	/**
	 * Reaches for the carousel (focus moves into it: the view's intent) and waits until
	 * Swiper has taken it over.
	 */
	async mount(): Promise< void > {
		await this.viewport.focus();
		await this.waitUntilMounted();
	}

	async waitUntilMounted(): Promise< void > {
		await expect( this.viewport ).toHaveClass( /\bswiper-initialized\b/ );
		await expect( this.region ).toHaveClass( /\bis-ready\b/ );
	}

	/**
	 * The number (from 0, in the server's order) of the slide at the row's start edge.
	 */
	async activeSlide(): Promise< number > {
		// A slide change takes 250 ms (real time: a CSS transition); Swiper ignores a
		// looping carousel's buttons meanwhile, as a shopper's quick second click.
		await expect
			.poll( () =>
				this.viewport.evaluate(
					( row ) =>
						(
							row as HTMLElement & {
								swiper?: { animating: boolean };
							}
						 ).swiper?.animating ?? false
				)
			)
			.toBe( false );
		const active = this.region.locator( '.swiper-slide-active' );
		await expect( active ).toHaveCount( 1 );
		return Number(
			( await active.getAttribute( 'data-swiper-slide-index' ) ) ??
				Number.NaN
		);
	}

	/**
	 * The boxes of the slides in the row's view and of what follows the carousel, in the
	 * document's coordinates.
	 */
	async layout(): Promise< { slides: Box[]; after: Box } > {
		return this.region.evaluate( ( region ) => {
			const round = ( rect: DOMRect ) => ( {
				// In the document (focusing the row may scroll the window).
				x: Math.round( rect.x + window.scrollX ),
				y: Math.round( rect.y + window.scrollY ),
				width: Math.round( rect.width ),
				height: Math.round( rect.height ),
			} );
			const row = region
				.querySelector( '.boudoir-carousel__viewport' )!
				.getBoundingClientRect();
			const slides = Array.from(
				region.querySelectorAll( '.swiper-slide' )
			)
				.map( ( slide ) => slide.getBoundingClientRect() )
				// The ones in the row's view, left to right.
				.filter(
					( rect ) =>
						rect.right > row.left + 1 && rect.left < row.right - 1
				)
				.sort( ( a, b ) => a.x - b.x )
				.map( round );
			const next = region.nextElementSibling;
			return {
				slides,
				after: round( ( next ?? region ).getBoundingClientRect() ),
			};
		} );
	}

	/**
	 * Which of the carousel's buttons cover a slide's image in the row's view: one
	 * "button name × image name" line for each pair whose boxes intersect.
	 */
	async buttonsOverImages(): Promise< string[] > {
		const row = ( await this.viewport.boundingBox() )!;
		const images: Array< { name: string; box: Box } > = [];
		// Every slide's image: the New in ones are decorative (alt=""; the link names the product).
		const all = await this.slides.locator( 'img' ).all();
		for ( const [ index, image ] of all.entries() ) {
			const box = await image.boundingBox();
			// The images in the row's view (the others are clipped away).
			if (
				box &&
				box.width > 0 &&
				box.x + box.width > row.x + 1 &&
				box.x < row.x + row.width - 1
			) {
				images.push( {
					name: `image ${ index + 1 }`,
					box,
				} );
			}
		}
		expect( images.length, 'images in view' ).toBeGreaterThan( 0 );
		const covered: string[] = [];
		for ( const button of [ this.pausePlay, this.previous, this.next ] ) {
			await expect( button ).toBeVisible();
			const box = ( await button.boundingBox() )!;
			const name = ( ( await button.textContent() ) ?? '' ).trim();
			for ( const image of images ) {
				if (
					box.x < image.box.x + image.box.width &&
					image.box.x < box.x + box.width &&
					box.y < image.box.y + image.box.height &&
					image.box.y < box.y + box.height
				) {
					covered.push( `${ name } × ${ image.name }` );
				}
			}
		}
		return covered;
	}

	/**
	 * Starts recording layout shifts whose sources are inside a carousel (call before goto).
	 */
	async recordLayoutShifts(): Promise< void > {
		await this.page.addInitScript( () => {
			window.boudoirE2eCarouselShifts = [];
			const record = ( entries: PerformanceEntryList ) => {
				for ( const entry of entries as Array<
					PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
						sources?: Array< { node?: Node | null } >;
					}
				> ) {
					const inCarousel = ( entry.sources ?? [] ).some(
						( source ) =>
							source.node instanceof Element &&
							!! source.node.closest( '.boudoir-carousel' )
					);
					if ( inCarousel && ! entry.hadRecentInput ) {
						window.boudoirE2eCarouselShifts?.push( entry.value );
					}
				}
			};
			const observer = new PerformanceObserver( ( list ) =>
				record( list.getEntries() )
			);
			observer.observe( { type: 'layout-shift', buffered: true } );
			window.boudoirE2eTakeShifts = () =>
				record( observer.takeRecords() );
		} );
	}

	/** The layout shifts recorded so far (after a frame has been rendered). */
	async layoutShifts(): Promise< number[] > {
		// A screenshot renders a frame, in which the browser measures shifts.
		await this.region.screenshot();
		return this.page.evaluate( () => {
			window.boudoirE2eTakeShifts?.();
			return window.boudoirE2eCarouselShifts ?? [];
		} );
	}

	/**
	 * Says the tab is hidden, or visible again, as the browser does when the shopper
	 * switches tabs (`document.visibilityState` and a `visibilitychange` event).
	 *
	 * @param state The tab's new state.
	 */
	async setTabVisibility( state: 'hidden' | 'visible' ): Promise< void > {
		await this.page.evaluate( ( value ) => {
			Object.defineProperty( document, 'visibilityState', {
				configurable: true,
				get: () => value,
			} );
			Object.defineProperty( document, 'hidden', {
				configurable: true,
				get: () => value === 'hidden',
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		}, state );
	}
}
