/**
 * The idle path shared by islands and late scripts: after the page's load event and
 * its first paint, when the browser is idle.
 */

/** The idle path's deadline, when the browser is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs a callback once the page has painted its first content (late code never competes
 * with it, even where the load event comes first).
 *
 * @param callback What to run.
 */
function afterFirstPaint( callback: () => void ): void {
	const painted = () =>
		performance.getEntriesByName( 'first-contentful-paint' ).length > 0;
	if (
		typeof PerformanceObserver !== 'function' ||
		! PerformanceObserver.supportedEntryTypes?.includes( 'paint' ) ||
		painted()
	) {
		callback();
		return;
	}
	const observer = new PerformanceObserver( () => {
		if ( painted() ) {
			observer.disconnect();
			callback();
		}
	} );
	observer.observe( { type: 'paint', buffered: true } );
}

/**
 * Runs a callback once the page has loaded and painted (and a moment more has passed,
 * if asked) and the browser is idle.
 *
 * @param callback What to run.
 * @param delay    How long to wait after the load event and the first paint, ms.
 */
export function whenIdle( callback: () => void, delay = 0 ): void {
	const idle = () => {
		if ( typeof window.requestIdleCallback === 'function' ) {
			window.requestIdleCallback( callback, {
				timeout: IDLE_TIMEOUT_MS,
			} );
		} else {
			window.setTimeout( callback, 1 );
		}
	};
	const schedule = () =>
		afterFirstPaint( () =>
			delay > 0 ? window.setTimeout( idle, delay ) : idle()
		);
	if ( document.readyState === 'complete' ) {
		schedule();
	} else {
		window.addEventListener( 'load', schedule, { once: true } );
	}
}
