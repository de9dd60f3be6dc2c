/**
 * Cookies read and written in the browser, in one place (pure: testable without a DOM).
 *
 * Why not js-cookie, the library the design names: two of its users load before
 * interaction, under the page budget (tests/budgets.json): the counter on every page,
 * the grid/list toggle on product lists; and js-cookie added about 600 B
 * gzipped to each (the wishlist counter's view 482 → 1,083 B, the grid/list view
 * 735 → 1,331 B), more than the home page had left. Boudoir's cookies hold plain
 * tokens (a count, `grid` or `list`, sourcebuster's own encoding), so these two
 * small functions are all it needs. See docs/front-end.md.
 */

/** How a cookie is written: path `/` unless told. */
export interface CookieOptions {
	/** Seconds it lasts; 0 or less expires it now. */
	maxAge?: number;
	/** The domain, e.g. `.example.com`; host-only without. */
	domain?: string;
	/** `SameSite`, e.g. `Lax`. */
	sameSite?: 'Lax' | 'Strict' | 'None';
	/** Only over HTTPS. */
	secure?: boolean;
}

/**
 * The value of a cookie in a `document.cookie` string, as written (no decoding), or
 * undefined when there is none, as js-cookie's `Cookies.get( name )`.
 *
 * @param cookies `document.cookie`.
 * @param name    The cookie's name: letters, digits, `_` and `-` only (it is matched
 *                as a regular expression), exact (no case folding).
 */
export function readCookie(
	cookies: string,
	name: string
): string | undefined {
	return RegExp( `(?:^|;) *${ name }=([^;]*)` ).exec( cookies )?.[ 1 ];
}

/**
 * The `document.cookie` assignment that writes a cookie at path `/`.
 *
 * @param name    The cookie's name.
 * @param value   Its value, written as given (plain tokens only).
 * @param options How long it lasts, and where it is sent.
 */
export function cookieString(
	name: string,
	value: string,
	options: CookieOptions = {}
): string {
	const { maxAge, domain, sameSite, secure } = options;
	return (
		`${ name }=${ value }; path=/` +
		( maxAge === undefined ? '' : `; max-age=${ maxAge }` ) +
		( domain ? `; domain=${ domain }` : '' ) +
		( sameSite ? `; SameSite=${ sameSite }` : '' ) +
		( secure ? '; Secure' : '' )
	);
}
