/**
 * Layout shifts as Lighthouse sums them, for the specs that hold a page to CLS ≤ 0.02.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Records the layout shifts of a page from its start (CLS as Lighthouse sums them: shifts
 * without recent input).
 *
 * @param page The page, before it navigates.
 */
export async function recordLayoutShifts(
	page: Page
): Promise< () => Promise< number > > {
	await page.addInitScript( () => {
		const win = window as unknown as { boudoirShift: number };
		win.boudoirShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & { value: number; hadRecentInput: boolean }
			> ) {
				if ( ! entry.hadRecentInput ) {
					win.boudoirShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	return () =>
		page.evaluate(
			() => ( window as unknown as { boudoirShift: number } ).boudoirShift
		);
}

/**
 * Waits two frames: the last change's paint, and its layout shift, are measured.
 *
 * @param page The page.
 */
export function nextPaint( page: Page ): Promise< unknown > {
	return page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}
