/**
 * The editor's client of WooCommerce's Store API product routes (`GET /wc/store/v1/products`,
 * `GET /wc/store/v1/products/<id>`: public, no nonce), through Boudoir's api-fetch set-up.
 */

/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { apiRequest } from '@boudoir/api';
import type { CurrencyFields } from '../stores/cart/types';

/** The Store API's products route. */
export const PRODUCTS_PATH = '/wc/store/v1/products';

/** How many matches one search shows. */
export const SEARCH_PER_PAGE = 10;

/** A product's image as ProductSchema sends it. */
export interface StoreProductImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

/** A product's prices: strings of minor units with the currency's fields. */
export interface StoreProductPrices extends CurrencyFields {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: { min_amount: string; max_amount: string } | null;
}

/** The fields of a Store API product the editor uses. */
export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	parent: number;
	type: string;
	sku: string;
	permalink: string;
	prices: StoreProductPrices;
	images: StoreProductImage[];
}

/** What a search may narrow down to. */
export interface ProductSearchOptions {
	/** A product type (`simple`, `variable`…), as the route's `type` parameter. */
	type?: string;
	/** Aborts the request (a newer search replaces it). */
	signal?: AbortSignal;
}

/**
 * Products whose name or SKU contains the text (the route's `search`), by name.
 *
 * @param search         What the admin typed.
 * @param options        Type filter and abort signal.
 * @param options.type
 * @param options.signal
 * @return Up to SEARCH_PER_PAGE products; rejects with an ApiError (or an AbortError).
 */
export function searchProducts(
	search: string,
	{ type, signal }: ProductSearchOptions = {}
): Promise< StoreProduct[] > {
	return apiRequest< StoreProduct[] >( {
		path: addQueryArgs( PRODUCTS_PATH, {
			search,
			per_page: SEARCH_PER_PAGE,
			orderby: 'title',
			order: 'asc',
			...( type ? { type } : {} ),
		} ),
		signal,
	} );
}

/**
 * One product by id.
 *
 * @param id     Product id.
 * @param signal Aborts the request.
 * @return The product; rejects with an ApiError (`woocommerce_rest_product_invalid_id`, 404, when it is gone).
 */
export function getProduct(
	id: number,
	signal?: AbortSignal
): Promise< StoreProduct > {
	return apiRequest< StoreProduct >( {
		path: `${ PRODUCTS_PATH }/${ id }`,
		signal,
	} );
}
