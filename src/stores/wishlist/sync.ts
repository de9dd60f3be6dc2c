/**
 * Cross-tab refresh: a change in one tab makes the other tabs forget what they loaded.
 * Listening starts on first use (a resolver), never at import.
 */

/**
 * Internal dependencies
 */
import { SYNC_CHANNEL } from './constants';

/** The DOM event a page (e.g. after login and merge) fires to make the store reload. */
export const CHANGED_EVENT = 'boudoir-wishlist-changed';

let channel: BroadcastChannel | null = null;
let stop: ( () => void ) | null = null;

/**
 * Listens to other tabs (BroadcastChannel, else the `storage` event) and to the
 * `boudoir-wishlist-changed` DOM event. Runs once; later calls do nothing.
 *
 * @param onChange Called when the lists changed elsewhere.
 */
export function startSync( onChange: () => void ): void {
	if ( stop || typeof window === 'undefined' ) {
		return;
	}
	const onStorage = ( event: StorageEvent ) => {
		if ( event.key === SYNC_CHANNEL ) {
			onChange();
		}
	};
	const onEvent = () => onChange();
	if ( typeof BroadcastChannel === 'function' ) {
		channel = new BroadcastChannel( SYNC_CHANNEL );
		channel.onmessage = onEvent;
	} else {
		window.addEventListener( 'storage', onStorage );
	}
	document.addEventListener( CHANGED_EVENT, onEvent );
	stop = () => {
		channel?.close();
		channel = null;
		window.removeEventListener( 'storage', onStorage );
		document.removeEventListener( CHANGED_EVENT, onEvent );
		stop = null;
	};
}

/**
 * Tells other tabs the lists changed.
 */
export function broadcastChange(): void {
	if ( typeof window === 'undefined' ) {
		return;
	}
	const message = { type: 'changed', at: Date.now() };
	if ( channel ) {
		channel.postMessage( message );
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

/** For tests: stop listening. */
export function stopSyncForTests(): void {
	stop?.();
}
