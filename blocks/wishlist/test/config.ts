/**
 * Internal dependencies
 */
import type { WishlistBlockAttributes, WishlistBlockConfig } from '../types';

/** The block's attributes at block.json's defaults. */
export const DEFAULTS: WishlistBlockAttributes = {
	view: 'table',
	perPage: 10,
	showImage: true,
	showPrice: true,
	showStock: true,
	showQuantity: true,
	showAddToCart: true,
	showEstimate: true,
	suggestedProductId: 0,
};

/** What the island reads from the markup of a block at its defaults. */
export const CONFIG: WishlistBlockConfig = {
	...DEFAULTS,
	suggestedProductName: '',
	shopUrl: '/shop/',
};
