/**
 * The header counter, in plain TypeScript (it is on every page): no React, no store, no
 * request. The count comes from the cookie the server refreshes on every wishlist change
 * and at login; it is read again when the store says the lists changed (this tab or
 * another), when the cookie changes, and when the tab comes back into view.
 *
 * Read through the Cookie Store API where there is one: `document.cookie` and
 * `navigator.cookieEnabled` are synchronous calls to the browser, which took up to 40 ms
 * of the main thread while the page was loading (Chromium trace); `cookieStore.get()`
 * answers without holding it.
 */

/**
 * Internal dependencies
 */
import {
	CHANGED_EVENT,
	COUNT_COOKIE,
	SYNC_CHANNEL,
	parseCount,
	readCount,
} from './count';

/** The part of the Cookie Store API the counter uses. */
type CookieStore = EventTarget & {
	get: ( name: string ) => Promise< { value?: string } | null >;
};

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-wishlist-counter';

/**
 * The count: 0 when there is no cookie, null when cookies are off (nothing can be saved)
 * or the cookie is not a count.
 *
 * @param document The page.
 */
export async function countOf( document: Document ): Promise< number | null > {
	const view = document.defaultView;
	const store = ( view as ( Window & { cookieStore?: CookieStore } ) | null )
		?.cookieStore;
	if ( store && typeof store.get === 'function' ) {
		try {
			const cookie = await store.get( COUNT_COOKIE );
			return cookie ? parseCount( cookie.value ?? '' ) : 0;
		} catch {
			// Cookies are blocked for this page (a SecurityError).
			return null;
		}
	}
	return view?.navigator.cookieEnabled === false
		? null
		: readCount( document.cookie );
}

/**
 * Shows a count in every counter of the page; none when it is null.
 *
 * @param document The page.
 * @param count    The count.
 */
export function showCount( document: Document, count: number | null ): void {
	document
		.querySelectorAll< HTMLElement >(
			`${ BLOCK_SELECTOR } .boudoir-wishlist-counter__count`
		)
		.forEach( ( badge ) => {
			badge.textContent = count === null ? '' : String( count );
			badge.hidden = count === null;
		} );
}

/**
 * Shows the count now and keeps it current.
 *
 * @param document The page.
 * @return Stops listening (tests).
 */
export function startCounter( document: Document ): () => void {
	const view = document.defaultView ?? window;
	// The last read wins: an earlier answer arriving late is dropped.
	let reads = 0;
	const refresh = () => {
		const read = ++reads;
		return countOf( document ).then( ( count ) => {
			if ( read === reads ) {
				showCount( document, count );
			}
		} );
	};
	const onVisible = () => {
		if ( document.visibilityState === 'visible' ) {
			refresh();
		}
	};
	refresh();
	const channel =
		typeof view.BroadcastChannel === 'function'
			? new view.BroadcastChannel( SYNC_CHANNEL )
			: null;
	channel?.addEventListener( 'message', refresh );
	const cookieStore = ( view as Window & { cookieStore?: CookieStore } )
		.cookieStore;
	cookieStore?.addEventListener( 'change', refresh );
	document.addEventListener( CHANGED_EVENT, refresh );
	document.addEventListener( 'visibilitychange', onVisible );
	view.addEventListener( 'pageshow', refresh );
	view.addEventListener( 'storage', refresh );
	return () => {
		// A read still on its way shows nothing.
		reads++;
		channel?.close();
		cookieStore?.removeEventListener( 'change', refresh );
		document.removeEventListener( CHANGED_EVENT, refresh );
		document.removeEventListener( 'visibilitychange', onVisible );
		view.removeEventListener( 'pageshow', refresh );
		view.removeEventListener( 'storage', refresh );
	};
}

if ( document.querySelector( BLOCK_SELECTOR ) ) {
	startCounter( document );
}
