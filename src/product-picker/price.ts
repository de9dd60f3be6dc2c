/**
 * A Store API product's price as the shop shows it: the price, or "min – max" for a range.
 */

/**
 * Internal dependencies
 */
import { formatPrice } from '../money/price';
import type { StoreProductPrices } from './client';

/**
 * @param prices The product's `prices`.
 * @return The formatted price ('' when it has none).
 */
export function productPrice( prices: StoreProductPrices | undefined ): string {
	if ( ! prices ) {
		return '';
	}
	if ( prices.price_range ) {
		const min = formatPrice( prices.price_range.min_amount, prices );
		const max = formatPrice( prices.price_range.max_amount, prices );
		return min && max ? `${ min } – ${ max }` : '';
	}
	return formatPrice( prices.price, prices );
}
