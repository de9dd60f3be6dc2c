/**
 * The grid/list view's rules (docs/contract.md, Data "Listing view preference", States "Listing and
 * account"), pure so they are tested alone: the cookie `gridcookie` holds `grid` or `list`
 * at path `/`; anything else counts as no choice.
 */

/**
 * Internal dependencies
 */
import { cookieString, readCookie } from '@boudoir/cookie';
import type { View } from './types';

/** The cookie's name. */
export const COOKIE = 'gridcookie';

/** The class on `<body>` (the server's too) that lays product lists out as rows. */
export const LIST_CLASS = 'boudoir-view-list';

/** The event dispatched on the document 301 ms after a change, for product image sliders. */
export const CHANGE_EVENT = 'boudoir:grid-list-change';

/** Product image sliders restart this long after a change (docs/contract.md, States). */
export const RESTART_DELAY = 301;

/** Product lists fade out, then in, over this long in all (ms). */
export const FADE_DURATION = 300;

/** The cookie lasts a year. */
export const MAX_AGE = 365 * 24 * 60 * 60;

/**
 * A view, or null for anything else (strict: no trimming, no case folding).
 *
 * @param value A candidate.
 */
export function parseView( value: unknown ): View | null {
	return value === 'grid' || value === 'list' ? value : null;
}

/**
 * The view a `document.cookie` string holds, or null without a valid one.
 *
 * @param cookies `document.cookie`.
 */
export function readView( cookies: string ): View | null {
	return parseView( readCookie( cookies, COOKIE ) );
}

/**
 * The view shown: the shopper's choice, else the block's default (grid when invalid).
 *
 * @param cookies     `document.cookie`.
 * @param defaultView The block's default.
 */
export function currentView( cookies: string, defaultView: unknown ): View {
	return readView( cookies ) ?? parseView( defaultView ) ?? 'grid';
}

/**
 * The `document.cookie` assignment that saves a view.
 *
 * @param view   The view.
 * @param secure Whether the page is served over HTTPS.
 */
export function cookieFor( view: View, secure = false ): string {
	return cookieString( COOKIE, view, {
		maxAge: MAX_AGE,
		sameSite: 'Lax',
		secure,
	} );
}
