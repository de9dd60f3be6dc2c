/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the window stops scrolling (two readings 150 ms apart agree), and gives
 * where it stopped. A smooth scroll (Boudoir's in-page links, WooCommerce's
 * `$.scroll_to_notices` after a cart update, a one-second animation) moves what a
 * click aims at: a shopper waits for the page to stand still, and so must a test.
 *
 * @param page The page.
 */
export async function scrollSettled( page: Page ): Promise< number > {
	let last = -1;
	await expect
		.poll(
			async () => {
				const now = await page.evaluate( () => window.scrollY );
				const still = now === last;
				last = now;
				return still;
			},
			{ intervals: [ 150 ], message: 'the page stops scrolling' }
		)
		.toBe( true );
	return last;
}
