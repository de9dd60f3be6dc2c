/**
 * What Wishlist_Script_Settings prints on a shop with the options' defaults
 * (tests/fixtures/wishlist-settings.json, which a PHPUnit test holds to PHP's output).
 */

/**
 * Internal dependencies
 */
import printed from '../../../../tests/fixtures/wishlist-settings.json';
import type { PrintedWishlistSettings, WishlistSettings } from '../types';

/**
 * The printed settings, with some changed.
 *
 * @param changes What this test's shop set otherwise.
 */
export function printedSettings(
	changes: PrintedWishlistSettings = {}
): WishlistSettings {
	return {
		...( printed as WishlistSettings ),
		...changes,
		limits: { ...printed.limits, ...changes.limits },
	};
}
