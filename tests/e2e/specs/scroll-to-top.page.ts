/**
 * The shop's front page as the scroll-to-top block shows it to a shopper.
 */

/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

declare global {
	interface Window {
		/** Scroll positions a test records (see ScrollToTopPage.recordScrolling). */
		boudoirE2eScrollLog?: number[];
	}
}

/** The accessible name of the control (docs/contract.md). */
export const SCROLL_TO_TOP = 'Scroll to top';

/** The block's default threshold, px (block.json, docs/contract.md, page behaviour 4). */
export const THRESHOLD = 100;

export class ScrollToTopPage {
	/** The mounted button, as assistive technology finds it (only while shown). */
	readonly button: Locator;
	/** The mounted button, shown or not. */
	readonly buttonEvenIfHidden: Locator;
	/** The server-rendered link that stands in for the button without JavaScript. */
	readonly noScriptLink: Locator;
	/** The first element of the page's tab order: WordPress's skip link. */
	readonly skipLink: Locator;

	constructor( readonly page: Page ) {
		this.button = page.getByRole( 'button', {
			name: SCROLL_TO_TOP,
			exact: true,
		} );
		this.buttonEvenIfHidden = page.getByRole( 'button', {
			name: SCROLL_TO_TOP,
			exact: true,
			includeHidden: true,
		} );
		this.noScriptLink = page.getByRole( 'link', {
			name: SCROLL_TO_TOP,
			exact: true,
		} );
		this.skipLink = page.getByRole( 'link', {
			name: 'Skip to content',
			exact: true,
		} );
	}

	/**
	 * Opens a page holding the block (the demo shop's home by default).
	 *
	 * @param path The page's path.
	 */
	async goto( path = '/' ): Promise< void > {
		await this.page.goto( path );
	}

	/** Waits for the view script to replace the server's link by the button. */
	async waitUntilMounted(): Promise< void > {
		await expect( this.buttonEvenIfHidden ).toHaveCount( 1 );
		await expect( this.noScriptLink ).toHaveCount( 0 );
	}

	/** How far the page is scrolled, px. */
	scrollY(): Promise< number > {
		return this.page.evaluate( () => window.scrollY );
	}

	/**
	 * Scrolls the window to a position at once, then lets the page answer the scroll
	 * event (the view updates on the next animation frame).
	 *
	 * @param top The position, px.
	 */
	async scrollTo( top: number ): Promise< void > {
		await this.page.evaluate( async ( y ) => {
			window.scrollTo( { top: y, behavior: 'instant' } );
			for ( let frame = 0; frame < 3; frame++ ) {
				await new Promise( ( resolve ) =>
					requestAnimationFrame( resolve )
				);
			}
		}, top );
		expect( await this.scrollY() ).toBe( top );
	}

	/** Waits until the page is back at its very top. */
	async expectAtTop(): Promise< void > {
		await expect
			.poll( () => this.scrollY(), {
				message: 'window.scrollY reaches 0',
			} )
			.toBe( 0 );
	}

	/**
	 * Whether the button takes focus when a script asks it to (a hidden control must not).
	 */
	canFocusButton(): Promise< boolean > {
		return this.buttonEvenIfHidden.evaluate( ( button ) => {
			( button as HTMLElement ).focus();
			return button.ownerDocument.activeElement === button;
		} );
	}

	/**
	 * Reaches the button with the keyboard alone: Tab forward until focus passes where
	 * the button sits and the page has scrolled with it past the threshold (so the button
	 * shows), then Shift+Tab back to the button.
	 */
	async tabToButton(): Promise< void > {
		const isButtonFocused = () =>
			this.buttonEvenIfHidden.evaluate(
				( button ) => button.ownerDocument.activeElement === button
			);
		// Tab until focus reaches the button or passes where it sits (a hidden button is
		// skipped). The page scrolls to the focused element, smoothly where the theme asks
		// for it, and the button shows once that scroll passes the threshold: waiting on
		// where focus is, not on the button, keeps the number of presses independent of
		// how fast that scroll is.
		const isFocusAtOrPastButton = () =>
			this.buttonEvenIfHidden.evaluate( ( button ) => {
				const active = button.ownerDocument.activeElement;
				return (
					active === button ||
					( !! active &&
						active !== button.ownerDocument.body &&
						!! (
							// A bit mask: does focus follow the button in the document?
							// eslint-disable-next-line no-bitwise
							button.compareDocumentPosition( active ) &
							Node.DOCUMENT_POSITION_FOLLOWING
						) )
				);
			} );
		for (
			let press = 0;
			press < 60 && ! ( await isFocusAtOrPastButton() );
			press++
		) {
			await this.page.keyboard.press( 'Tab' );
		}
		// What follows the button may still be on the first screen (the home page's
		// carousel): Tab on until focus has taken the page past the threshold.
		const isShown = () => this.button.isVisible();
		for ( let press = 0; press < 40 && ! ( await isShown() ); press++ ) {
			await this.page.keyboard.press( 'Tab' );
			// The button fades in on the frame after the scroll.
			await this.page.waitForTimeout( 50 );
		}
		await expect(
			this.button,
			'tabbing past the button scrolls the page and shows it'
		).toBeVisible();
		for (
			let press = 0;
			press < 40 && ! ( await isButtonFocused() );
			press++
		) {
			await this.page.keyboard.press( 'Shift+Tab' );
		}
		await expect( this.button ).toBeFocused();
		expect( await this.scrollY() ).toBeGreaterThan( THRESHOLD );
	}

	/**
	 * Scrolls as a person with a mouse wheel does (works without JavaScript too).
	 *
	 * @param deltaY Pixels to scroll down.
	 */
	async scrollWithWheel( deltaY: number ): Promise< void > {
		const before = await this.scrollY();
		await this.page.mouse.move( 640, 360 );
		// One wheel turned right after load left the page where it was, once in CI (with
		// JavaScript off): turn it again until the page has moved, as a person would.
		await expect( async () => {
			await this.page.mouse.wheel( 0, deltaY );
			await expect
				.poll( () => this.scrollY(), { timeout: 1000 } )
				.toBeGreaterThan( before + THRESHOLD );
		} ).toPass( { timeout: 10_000 } );
	}

	/** Starts recording every scroll position the window passes through. */
	async recordScrolling(): Promise< void > {
		await this.page.evaluate( () => {
			const log: number[] = [];
			window.boudoirE2eScrollLog = log;
			window.addEventListener(
				'scroll',
				() => log.push( window.scrollY ),
				{ passive: true }
			);
		} );
	}

	/**
	 * The positions recorded since recordScrolling(). Scroll events are dispatched with
	 * the next animation frame, so the last one may still be on its way: wait two frames.
	 */
	async recordedScrolling(): Promise< number[] > {
		return this.page.evaluate( async () => {
			for ( let frame = 0; frame < 2; frame++ ) {
				await new Promise( ( resolve ) =>
					requestAnimationFrame( resolve )
				);
			}
			return [ ...( window.boudoirE2eScrollLog ?? [] ) ];
		} );
	}
}
