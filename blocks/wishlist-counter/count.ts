/**
 * The saved-items count as the server keeps it in a cookie (pure: testable without a DOM).
 */

/**
 * Internal dependencies
 */
import { readCookie } from '@boudoir/cookie';

/** The cookie `Boudoir\Wishlist\Saved_Count` sets on every wishlist change. */
export const COUNT_COOKIE = 'boudoir_wishlist_count';

/** The wishlist store's cross-tab channel (src/stores/wishlist/constants.ts SYNC_CHANNEL). */
export const SYNC_CHANNEL = 'boudoir-wishlist';

/** The DOM event a page fires when the lists changed (src/stores/wishlist/sync.ts). */
export const CHANGED_EVENT = 'boudoir-wishlist-changed';

/**
 * The count in a `document.cookie` string: 0 when there is none (a shopper who never
 * saved anything), null when the value is not a count.
 *
 * @param cookies `document.cookie`.
 */
export function readCount( cookies: string ): number | null {
	const text = readCookie( cookies, COUNT_COOKIE );
	if ( text === undefined ) {
		return 0;
	}
	return /^\d{1,9}$/.test( text ) ? Number( text ) : null;
}
