/**
 * The insights screen's fixed values: the routes, page sizes and the table's defaults.
 */

/**
 * Internal dependencies
 */
import type { ProductsOrderBy, ProductsQuery, SortOrder } from './types';

/** The element the PHP page prints for the screen. */
export const ROOT_ID = 'boudoir-insights';

/** The routes, under the REST namespace. */
export const INSIGHTS_PATH = '/insights';
export const PRODUCTS_PATH = '/insights/products';

/** Rows per page of the products table. */
export const PRODUCTS_PER_PAGE = 25;

/** Shoppers per page of the savers dialog. */
export const SAVERS_PER_PAGE = 20;

/** The table as it first shows: every saved product, most saved first. */
export const DEFAULT_PRODUCTS_QUERY: ProductsQuery = {
	view: 'all',
	group: 'product',
	orderby: 'saved',
	order: 'desc',
	page: 1,
};

/** The order a column sorts in when first chosen: names A to Z, counts largest first. */
export const FIRST_ORDER: Record< ProductsOrderBy, SortOrder > = {
	name: 'asc',
	saved: 'desc',
	quantity: 'desc',
	price_dropped: 'desc',
};
