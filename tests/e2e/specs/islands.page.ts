/**
 * Islands as a test meets them: a script held back, so that the island is "not there
 * yet" for as long as the test wants (docs/front-end.md, "Feedback before the island").
 */

/**
 * External dependencies
 */
import type { Locator, Page, Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../fixtures';

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

/**
 * Clicks an island's element and says which dialogs the click's own task left open (a
 * server's dialog by its id, the island's as `island`): what the frame after the click
 * paints. Then closes the server's dialog, if asked: the shopper's answer before the
 * island's frame.
 *
 * @param element The island's element.
 * @param shellId The server's dialog's id.
 * @param close   Whether to close the server's dialog right after.
 */
export function clickAndListOpen(
	element: Locator,
	shellId: string,
	close: boolean
): Promise< string[] > {
	return element.evaluate(
		( clicked, [ id, closeIt ] ) => {
			( clicked as HTMLElement ).click();
			const open = Array.from(
				document.querySelectorAll( 'dialog[open]' )
			).map( ( opened ) => opened.id || 'island' );
			if ( closeIt ) {
				(
					document.getElementById( id as string ) as HTMLDialogElement
				 ).close();
			}
			return open;
		},
		[ shellId, close ] as const
	);
}

/**
 * Expects the island's dialog alone open: the server's, by its id, closed.
 *
 * @param page    The page.
 * @param shellId The server's dialog's id.
 */
export async function expectIslandDialogAlone(
	page: Page,
	shellId: string
): Promise< void > {
	await expect( page.locator( 'dialog[open]' ) ).toHaveCount( 1 );
	await expect( page.locator( `#${ shellId }` ) ).not.toHaveAttribute(
		'open',
		/.*/
	);
}
