/**
 * Internal dependencies
 */
import type { WishlistSettings } from './types';

/** The store's name in the @wordpress/data registry. */
export const STORE_NAME = 'boudoir/wishlist';

/** Quantity changes are sent after this many milliseconds of calm, per item (docs/contract.md, Figures). */
export const QUANTITY_DEBOUNCE_MS = 1000;

/** The BroadcastChannel (and localStorage key) other tabs listen on to refresh. */
export const SYNC_CHANNEL = 'boudoir-wishlist';

/** Default items per page of a list view. */
export const DEFAULT_PER_PAGE = 10;

/**
 * What the store knows when the page printed no settings: every option off, no limit but
 * the server's. Never so on a page Boudoir renders: Wishlist_Script_Settings prints
 * `window.boudoirWishlistSettings` before the store, from the options' registry, which
 * holds the defaults; the front end keeps no copy of them.
 */
export const NO_SETTINGS: WishlistSettings = Object.freeze( {
	multiWishlist: false,
	modal: false,
	autoClosePopup: false,
	addStraight: false,
	dragAndDrop: false,
	notices: false,
	mobileMediaQuery: 0,
	popupTimeout: 0,
	removeAfterAdd: false,
	redirectToCart: false,
	cartUrl: '',
	estimateRedirect: '',
	wishlistPageUrl: '',
	cookieDisabled: '',
	currency: null,
	limits: Object.freeze( {
		quantity: 0,
		wishlistName: 0,
		estimateName: 0,
		estimateNotes: 0,
	} ),
} );
