/**
 * Islands as a test meets them: a script held back, so that the island is "not there
 * yet" for as long as the test wants (docs/front-end.md, "Feedback before the island").
 */

/**
 * External dependencies
 */
import type { Page, Route } from '@playwright/test';

/**
 * Holds a script's answer until released.
 *
 * @param page    The page.
 * @param pattern The script's address.
 * @return What releases it, and the addresses requested so far.
 */
export async function holdScript( page: Page, pattern: RegExp ) {
	let release: () => void = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	const requested: string[] = [];
	await page.route( pattern, async ( route: Route ) => {
		requested.push( route.request().url() );
		await released;
		await route.continue();
	} );
	return { release, requested };
}
