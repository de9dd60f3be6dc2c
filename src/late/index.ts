/**
 * Late scripts: a heavy library and its glue (PhotoSwipe, Swiper…) built as its own
 * script, `build/scripts/<name>.js`, and loaded by a small view script after the page's
 * load event, on intent or on first use, never before the first paint and never counted
 * in the page's budget. PHP hands the view the script's URL (`Boudoir\Late_Scripts`).
 *
 * Plain script elements rather than webpack's `import()`: a view on every page would
 * otherwise carry webpack's chunk-loading runtime (about 1.2 KB gz) for one request.
 * A late script may itself load chunks with `import()`: its runtime is late too.
 * Every byte here is paid by each view that bundles it: keep it small.
 * See docs/front-end.md.
 */

declare global {
	interface Window {
		/** What each late script defined, by name. */
		boudoirLate?: Record< string, unknown >;
	}
}

const INTENT_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ];

const loads = new Map< string, Promise< void > >();

/**
 * Appends an element that loads a URL, once per URL; a failed load is forgotten (and
 * its element removed), so the next call tries again.
 *
 * @param url  The file.
 * @param node The element, unattached.
 */
function loadOnce(
	url: string,
	node: HTMLScriptElement | HTMLLinkElement
): Promise< void > {
	let pending = loads.get( url );
	if ( ! pending ) {
		pending = new Promise< void >( ( resolve, reject ) => {
			node.onload = () => resolve();
			node.onerror = () => {
				loads.delete( url );
				node.remove();
				reject( new Error( url ) );
			};
			document.head.append( node );
		} );
		loads.set( url, pending );
	}
	return pending;
}

/**
 * Loads a stylesheet once.
 *
 * @param url The stylesheet's URL.
 */
export function loadStyle( url: string ): Promise< void > {
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = url;
	return loadOnce( url, link );
}

/**
 * Loads a late script once and resolves with what it defined under its name (a script
 * runs before its load event, so its top-level `defineLate()` call has happened).
 *
 * @param name The name the late script passes to `defineLate()`.
 * @param url  The late script's URL.
 */
export function loadLate< Api >( name: string, url: string ): Promise< Api > {
	const script = document.createElement( 'script' );
	script.src = url;
	script.async = true;
	return loadOnce( url, script ).then(
		() => window.boudoirLate?.[ name ] as Api
	);
}

/**
 * Called by a late script at its top level: hands its API to whoever loads it.
 *
 * @param name Its name.
 * @param api  What it offers.
 */
export function defineLate< Api >( name: string, api: Api ): void {
	( window.boudoirLate ??= {} )[ name ] = api;
}

/**
 * Runs a callback the first time the shopper reaches for an element: pointer over,
 * focus in or a touch.
 *
 * @param root     The element.
 * @param callback What to run, once.
 * @return Stops listening.
 */
export function onIntent( root: Element, callback: () => void ): () => void {
	const stop = () =>
		INTENT_EVENTS.forEach( ( type ) =>
			root.removeEventListener( type, run )
		);
	function run() {
		stop();
		callback();
	}
	INTENT_EVENTS.forEach( ( type ) =>
		root.addEventListener( type, run, { passive: true } )
	);
	return stop;
}

/**
 * Runs a callback once the page has loaded and the browser is idle (within 2 s).
 *
 * @param callback What to run.
 */
export function whenIdle( callback: () => void ): void {
	const idle = () =>
		window.requestIdleCallback
			? window.requestIdleCallback( callback, { timeout: 2000 } )
			: setTimeout( callback, 1 );
	if ( document.readyState === 'complete' ) {
		idle();
	} else {
		window.addEventListener( 'load', idle, { once: true } );
	}
}

/**
 * Forgets every load (tests).
 */
export function resetLate(): void {
	loads.clear();
	delete window.boudoirLate;
}
