/**
 * Internal dependencies
 */
import { mountIsland } from '../../src/element/mount-island';
import { BLOCK_NAME, DEFAULT_PER_PAGE } from './constants';
import type { WishlistBlockConfig } from './types';
import { WishlistBlock } from './wishlist-block';

/**
 * Reads the block's settings from the data attributes render.php printed.
 *
 * @param element The block's wrapper.
 */
export function readConfig( element: HTMLElement ): WishlistBlockConfig {
	const data = element.dataset;
	const flag = ( value: string | undefined ) => value !== 'false';
	const perPage = Number( data.perPage );
	return {
		view: data.view === 'grid' ? 'grid' : 'table',
		perPage:
			Number.isInteger( perPage ) && perPage >= 1 && perPage <= 100
				? perPage
				: DEFAULT_PER_PAGE,
		showImage: flag( data.showImage ),
		showPrice: flag( data.showPrice ),
		showStock: flag( data.showStock ),
		showQuantity: flag( data.showQuantity ),
		showAddToCart: flag( data.showAddToCart ),
		showEstimate: flag( data.showEstimate ),
		suggestedProductId: Math.max(
			0,
			Number( data.suggestedProductId ) || 0
		),
		suggestedProductName: data.suggestedProductName ?? '',
		shopUrl: data.shopUrl ?? '',
		alerts: data.alerts ?? '',
	};
}

mountIsland( BLOCK_NAME, WishlistBlock, readConfig );
