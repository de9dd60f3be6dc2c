/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistSettings } from './types';

/** The store's name in the @wordpress/data registry. */
export const STORE_NAME = 'boudoir/wishlist';

/** Quantity changes are sent after this many milliseconds of calm, per item (SPEC). */
export const QUANTITY_DEBOUNCE_MS = 1000;

/** The BroadcastChannel (and localStorage key) other tabs listen on to refresh. */
export const SYNC_CHANNEL = 'boudoir-wishlist';

/** Default items per page of a list view. */
export const DEFAULT_PER_PAGE = 10;

/**
 * The settings when the page printed none (`window.boudoirWishlistSettings`, printed from the
 * option registry's values: php/class-settings.php). The JS side's only copy of their defaults.
 *
 * A function so the label is translated after the locale data is set.
 */
export function defaultSettings(): WishlistSettings {
	return {
		multiWishlist: true,
		modal: true,
		autoClosePopup: true,
		addStraight: false,
		dragAndDrop: true,
		notices: true,
		mobileMediaQuery: 768,
		popupTimeout: 3000,
		removeAfterAdd: true,
		redirectToCart: false,
		cartUrl: '',
		estimateRedirect: '',
		wishlistPageUrl: '',
		cookieDisabled: __(
			'Cookies must be enabled to use the wishlist.',
			'boudoir'
		),
	};
}
