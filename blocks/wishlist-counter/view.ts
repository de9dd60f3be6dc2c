/**
 * The header counter, in plain TypeScript (it is on every page): no React, no store, no
 * request. The count comes from the cookie the server refreshes on every wishlist change
 * and at login; it is read again when the store says the lists changed (this tab or
 * another), when the cookie changes, and when the tab comes back into view.
 */

/**
 * Internal dependencies
 */
import { CHANGED_EVENT, SYNC_CHANNEL, readCount } from './count';

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-wishlist-counter';

/**
 * Shows the count in every counter of the page; none when cookies are off (nothing
 * can be saved) or the cookie is not a count.
 *
 * @param document The page.
 */
export function showCount( document: Document ): void {
	const count =
		document.defaultView?.navigator.cookieEnabled === false
			? null
			: readCount( document.cookie );
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
	const refresh = () => showCount( document );
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
	const cookieStore = ( view as Window & { cookieStore?: EventTarget } )
		.cookieStore;
	cookieStore?.addEventListener( 'change', refresh );
	document.addEventListener( CHANGED_EVENT, refresh );
	document.addEventListener( 'visibilitychange', onVisible );
	view.addEventListener( 'pageshow', refresh );
	view.addEventListener( 'storage', refresh );
	return () => {
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
