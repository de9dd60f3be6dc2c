/**
 * Layout shifts as Lighthouse sums them, for the specs that hold a page to CLS ≤ 0.02.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/** The page's window, with what recordLayoutShifts() keeps there. */
type ShiftWindow = typeof window & {
	/** The shifts' sum so far. */
	boudoirShift: number;
	/** Each shift: its value and what moved. */
	boudoirShiftLog: string[];
};

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
		const win = window as ShiftWindow;
		win.boudoirShift = 0;
		win.boudoirShiftLog = [];
		const describe = ( node: Node | null ) =>
			node instanceof Element
				? `${ node.localName }${ node.id ? '#' + node.id : '' }${
						node.classList.length
							? '.' + Array.from( node.classList ).join( '.' )
							: ''
					}`
				: String( node?.nodeName );
		const box = ( rect: DOMRectReadOnly ) =>
			`${ Math.round( rect.x ) },${ Math.round(
				rect.y
			) } ${ Math.round( rect.width ) }×${ Math.round( rect.height ) }`;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< {
						node: Node | null;
						previousRect: DOMRectReadOnly;
						currentRect: DOMRectReadOnly;
					} >;
				}
			> ) {
				if ( ! entry.hadRecentInput ) {
					win.boudoirShift += entry.value;
					win.boudoirShiftLog.push(
						`${ entry.value.toFixed( 4 ) } at ${ Math.round(
							entry.startTime
						) } ms: ${ ( entry.sources ?? [] )
							.map(
								( source ) =>
									`${ describe( source.node ) } ${ box(
										source.previousRect
									) } → ${ box( source.currentRect ) }`
							)
							.join( '; ' ) }`
					);
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	return () => page.evaluate( () => ( window as ShiftWindow ).boudoirShift );
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

/**
 * Each shift recordLayoutShifts() summed: its value, when, and what moved from where to
 * where (for a failing test's message).
 *
 * @param page The page.
 */
export async function layoutShiftLog( page: Page ): Promise< string > {
	const log = await page.evaluate(
		() =>
			( window as typeof window & { boudoirShiftLog?: string[] } )
				.boudoirShiftLog ?? []
	);
	return `layout shifts:\n${ log.join( '\n' ) }`;
}
