/**
 * Cross-tab refresh: a change in one tab makes the other tabs forget what they loaded.
 * Listening starts on first use (a resolver), never at import; the listener lives in the
 * store's state (`crossTab`), one per registry.
 */

/**
 * Internal dependencies
 */
import { SYNC_CHANNEL } from './constants';
import type { CrossTab } from './types';

/** The DOM event a page (e.g. after login and merge) fires to make the store reload. */
export const CHANGED_EVENT = 'boudoir-wishlist-changed';

/**
 * Listens to other tabs (BroadcastChannel, else the `storage` event) and to the
 * `boudoir-wishlist-changed` DOM event.
 *
 * @param onChange Called when the lists changed elsewhere.
 * @return The listener, to post on and to stop; null without a window.
 */
export function listenToOtherTabs( onChange: () => void ): CrossTab | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	const onStorage = ( event: StorageEvent ) => {
		if ( event.key === SYNC_CHANNEL ) {
			onChange();
		}
	};
	const onEvent = () => onChange();
	let channel: BroadcastChannel | null = null;
	if ( typeof BroadcastChannel === 'function' ) {
		channel = new BroadcastChannel( SYNC_CHANNEL );
		channel.onmessage = onEvent;
	} else {
		window.addEventListener( 'storage', onStorage );
	}
	document.addEventListener( CHANGED_EVENT, onEvent );
	return {
		channel,
		stop: () => {
			channel?.close();
			window.removeEventListener( 'storage', onStorage );
			document.removeEventListener( CHANGED_EVENT, onEvent );
		},
	};
}

/**
 * Tells other tabs the lists changed.
 *
 * @param listener This tab's listener, if it listens: its channel posts, so this tab
 *                 does not hear its own message.
 */
export function broadcastChange( listener: CrossTab | null ): void {
	if ( typeof window === 'undefined' ) {
		return;
	}
	const message = { type: 'changed', at: Date.now() };
	if ( listener?.channel ) {
		listener.channel.postMessage( message );
		return;
	}
	if ( typeof BroadcastChannel === 'function' ) {
		// This tab does not listen yet: a one-off channel still reaches the others.
		const once = new BroadcastChannel( SYNC_CHANNEL );
		once.postMessage( message );
		once.close();
		return;
	}
	try {
		window.localStorage.setItem( SYNC_CHANNEL, JSON.stringify( message ) );
	} catch {
		// Storage disabled: other tabs refresh on their next load.
	}
}
