/**
 * A page's interactions as the Event Timing API sees them, for the benches (bench-taps,
 * bench-wishlist-scale): an interaction's duration is its largest `event` entry, as the
 * `web-vitals` package computes INP from them.
 */

/**
 * In the page, as an init script: keeps every entry of an interaction from the start.
 */
export function observeInteractions() {
	window.__boudoirEvents = [];
	new window.PerformanceObserver( ( list ) =>
		window.__boudoirEvents.push(
			...list
				.getEntries()
				.filter( ( entry ) => entry.interactionId > 0 )
				.map( ( entry ) => ( {
					start: entry.startTime,
					duration: entry.duration,
				} ) )
		)
	).observe( { type: 'event', buffered: true, durationThreshold: 16 } );
}

/**
 * In the page: the longest interaction that began at `since` (page time, ms) or later,
 * or 16 when none reached the API's 16 ms floor; read a moment later, when its entries
 * have come (after the paint that follows it). Also what web-vitals' `onINP` last said,
 * where the page records it.
 *
 * @param {number} since Page time.
 */
export function interactionSince( since ) {
	return new Promise( ( resolve ) =>
		setTimeout( () => {
			const durations = window.__boudoirEvents
				.filter( ( entry ) => entry.start >= since )
				.map( ( entry ) => entry.duration );
			resolve( {
				inp: durations.length ? Math.max( ...durations ) : 16,
				webVitalsInp: window.__boudoirInp ?? null,
			} );
		}, 400 )
	);
}

/**
 * Where a shopper would press `locator`: its first match scrolled into view, the middle
 * of its box. The benches press there with the touchscreen or the mouse alone, not with
 * Playwright's `tap()` or `click()`: those check the hit target with listeners of their
 * own on the page's pointer, touch and mouse events (`elementsFromPoint` in each), whose
 * work the Event Timing entries then count as the page's.
 *
 * @param {import('@playwright/test').Locator} locator What to press.
 * @return {Promise<{x: number, y: number}>} The point, in the viewport.
 */
export async function middleOf( locator ) {
	const target = locator.first();
	// As Playwright's own actions wait: an island may be swapping the element for its own.
	// Its scroll fails when the element it found leaves the page meanwhile: found again.
	for ( let tries = 0; tries < 50; tries++ ) {
		await target.waitFor( { state: 'visible' } );
		const scrolled = await target
			.scrollIntoViewIfNeeded()
			.then( () => true )
			.catch( ( error ) => {
				if ( ! /not attached/.test( error.message ) ) {
					throw error;
				}
				return false;
			} );
		const box = scrolled && ( await target.boundingBox() );
		if ( box ) {
			return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
		}
	}
	throw new Error( `nothing to press: ${ target } has no box` );
}
