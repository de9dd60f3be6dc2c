/**
 * The lightbox (PhotoSwipe, src/lightbox) as a shopper meets it: the links that open it
 * and the dialog, with the names of docs/contract.md and the words of docs/contract.md, Messages.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The buttons' names (docs/contract.md, docs/contract.md, Messages). */
export const CLOSE = 'Close (Esc)';
export const PREVIOUS = 'Previous (Left arrow key)';
export const NEXT = 'Next (Right arrow key)';
export const ZOOM = 'Zoom';

/** The failure messages (docs/contract.md, Messages). */
export const NOT_FOUND = 'Content not found';
export const AJAX_ERROR = 'The content could not be loaded.';
export const IMAGE_ERROR = 'The image could not be loaded.';

/** docs/contract.md, Figures: the zoom, ms. */
export const ZOOM_MS = 300;

/** The late script, its stylesheet and PhotoSwipe's core chunk. */
export const LATE_SCRIPT = /\/build\/scripts\/lightbox\.js/;

/**
 * The counter's words (docs/contract.md, Messages "%curr% of %total%").
 *
 * @param current The slide's number.
 * @param total   How many.
 */
export const counterText = ( current: number, total: number ) =>
	`${ current } of ${ total }`;

/** One frame of the opening, as the page measured it. */
export type Frame = { time: number; width: number; left: number };

export class Lightbox {
	/** The open lightbox. */
	readonly dialog: Locator;
	readonly closeButton: Locator;
	readonly previousButton: Locator;
	readonly nextButton: Locator;
	readonly zoomButton: Locator;
	/** The "N of M" counter. */
	readonly counter: Locator;
	/** The slide shown now. */
	readonly currentSlide: Locator;
	/** Its image. */
	readonly currentImage: Locator;

	/**
	 * @param page The page.
	 */
	constructor( readonly page: Page ) {
		this.dialog = page.getByRole( 'dialog' ).and( page.locator( '.pswp' ) );
		this.closeButton = this.dialog.getByRole( 'button', {
			name: CLOSE,
			exact: true,
		} );
		this.previousButton = this.dialog.getByRole( 'button', {
			name: PREVIOUS,
			exact: true,
		} );
		this.nextButton = this.dialog.getByRole( 'button', {
			name: NEXT,
			exact: true,
		} );
		this.zoomButton = this.dialog.getByRole( 'button', {
			name: ZOOM,
			exact: true,
		} );
		this.counter = this.dialog.locator( '.pswp__counter' );
		this.currentSlide = this.dialog.locator(
			'.pswp__item[aria-hidden="false"]'
		);
		this.currentImage = this.currentSlide.locator(
			'img.pswp__img:not(.pswp__img--placeholder)'
		);
	}

	/** Waits for the lightbox to stand open (its opening done, its keys bound). */
	async expectOpen(): Promise< void > {
		await expect( this.dialog ).toBeVisible();
		await expect( this.dialog ).toHaveAttribute( 'aria-modal', 'true' );
		await expect( this.dialog ).toHaveClass( /pswp--ui-visible/ );
		// PhotoSwipe binds its keys once the zoom is over.
		await expect( this.closeButton ).toBeVisible();
		await this.page.waitForTimeout( ZOOM_MS + 50 );
	}

	/** Waits for the lightbox to be gone. */
	async expectClosed(): Promise< void > {
		await expect( this.page.locator( '.pswp' ) ).toHaveCount( 0 );
	}

	/**
	 * Expects the counter to read "N of M".
	 *
	 * @param current The slide's number.
	 * @param total   How many.
	 */
	async expectCounter( current: number, total: number ): Promise< void > {
		await expect( this.counter ).toHaveText(
			counterText( current, total )
		);
	}

	/**
	 * Clicks the background beside the current image (left of it, below the top bar).
	 */
	async clickBackground(): Promise< void > {
		const image = await this.currentImage.boundingBox();
		expect( image, 'the current image has a box' ).not.toBeNull();
		await this.page.mouse.click(
			Math.max( 2, image!.x / 2 ),
			image!.y + image!.height * 0.2
		);
	}

	/**
	 * Starts recording, each frame, the width and left edge of the opening slide's image
	 * (or its placeholder; transforms included) from the moment the lightbox appears.
	 *
	 * @param slowDown How many times slower the page's CSS animations and transitions run
	 *                 (Chromium's Animation domain, as DevTools' animation panel does), so a
	 *                 loaded machine that paints few frames still paints some mid-zoom.
	 */
	async recordOpening( slowDown = 1 ): Promise< void > {
		if ( slowDown !== 1 ) {
			const cdp = await this.page.context().newCDPSession( this.page );
			await cdp.send( 'Animation.enable' );
			await cdp.send( 'Animation.setPlaybackRate', {
				playbackRate: 1 / slowDown,
			} );
		}
		await this.page.evaluate( () => {
			const frames: Frame[] = [];
			(
				window as typeof window & { boudoirFrames: Frame[] }
			 ).boudoirFrames = frames;
			const started = performance.now();
			const sample = () => {
				const image = document.querySelector(
					'.pswp__item[aria-hidden="false"] .pswp__img'
				);
				if ( image ) {
					const box = image.getBoundingClientRect();
					frames.push( {
						time: performance.now(),
						width: box.width,
						left: box.left,
					} );
				}
				// As long as an expectation waits: on a loaded machine the first opening
				// (PhotoSwipe's core fetched, the picture decoded) may start after 3 s.
				if ( performance.now() - started < 10_000 ) {
					requestAnimationFrame( sample );
				}
			};
			requestAnimationFrame( sample );
		} );
	}

	/** The frames recorded since recordOpening(). */
	frames(): Promise< Frame[] > {
		return this.page.evaluate(
			() =>
				( window as typeof window & { boudoirFrames: Frame[] } )
					.boudoirFrames
		);
	}
}

/** The home page's lookbook gallery (bin/wp/seed/lib/site.php). */
export class HomeLookbook {
	readonly gallery: Locator;
	readonly links: Locator;

	/**
	 * @param page The page.
	 */
	constructor( readonly page: Page ) {
		this.gallery = page.locator( '.wp-block-gallery.boudoir-lookbook' );
		this.links = this.gallery.getByRole( 'link' );
	}

	/**
	 * One of the gallery's links.
	 *
	 * @param index From 0.
	 */
	link( index: number ): Locator {
		return this.links.nth( index );
	}
}
