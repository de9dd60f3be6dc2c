/**
 * The insights routes (`boudoir/v1/insights…`, manage_woocommerce only): one typed function per
 * route, each answer checked here, once; and the CSV export's address.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	REST_NAMESPACE,
	apiRequest,
	apiRequestWithHeaders,
	isApiError,
	type ApiError,
} from '@boudoir/api';
import {
	INSIGHTS_PATH,
	PRODUCTS_PATH,
	PRODUCTS_PER_PAGE,
	SAVERS_PER_PAGE,
} from './constants';
import type {
	DateRange,
	Insights,
	InsightsTotals,
	InsightsWeek,
	ProductRow,
	ProductsPage,
	ProductsQuery,
	Saver,
	SaversPage,
} from './types';

/** The code of an answer that is not what the route promises. */
export const INVALID_ANSWER = 'boudoir_invalid_answer';

type Json = Record< string, unknown >;

function isRecord( value: unknown ): value is Json {
	return typeof value === 'object' && value !== null;
}

function has(
	value: Json,
	keys: readonly string[],
	type: 'number' | 'string' | 'boolean'
): boolean {
	return keys.every( ( key ) => typeof value[ key ] === type );
}

const TOTALS_COUNTS = [
	'saved_now',
	'variants',
	'lists',
	'shoppers',
	'out_of_stock_saved',
	'price_dropped_saved',
	'saved',
	'carted',
	'ordered',
	'lists_created',
] as const satisfies ReadonlyArray< keyof InsightsTotals >;

const WEEK_COUNTS = [
	'saved',
	'carted',
	'ordered',
	'lists_created',
] as const satisfies ReadonlyArray< keyof InsightsWeek >;

const ROW_COUNTS = [
	'product_id',
	'variation_id',
	'saved',
	'quantity',
	'price_dropped',
	'saved_in_range',
	'carted',
	'ordered',
] as const satisfies ReadonlyArray< keyof ProductRow >;

const SAVER_COUNTS = [ 'user_id', 'items' ] as const satisfies ReadonlyArray<
	keyof Saver
>;

function isWeek( value: unknown ): value is InsightsWeek {
	return (
		isRecord( value ) &&
		has( value, [ 'start', 'ordered_amount' ], 'string' ) &&
		has( value, WEEK_COUNTS, 'number' )
	);
}

/**
 * Whether an answer is GET /insights's.
 *
 * @param value The parsed answer.
 */
export function isInsights( value: unknown ): value is Insights {
	return (
		isRecord( value ) &&
		isRecord( value.range ) &&
		has( value.range, [ 'after', 'before' ], 'string' ) &&
		isRecord( value.totals ) &&
		has( value.totals, TOTALS_COUNTS, 'number' ) &&
		typeof value.totals.ordered_amount === 'string' &&
		Array.isArray( value.weeks ) &&
		value.weeks.every( isWeek ) &&
		typeof value.currency === 'string' &&
		( value.counted_at === null || typeof value.counted_at === 'string' ) &&
		typeof value.pending === 'number'
	);
}

/**
 * Whether a value is a row of GET /insights/products.
 *
 * @param value One entry of the answer.
 */
export function isProductRow( value: unknown ): value is ProductRow {
	return (
		isRecord( value ) &&
		has( value, ROW_COUNTS, 'number' ) &&
		has( value, [ 'name', 'variation', 'edit_link' ], 'string' ) &&
		typeof value.in_stock === 'boolean' &&
		( value.price === null || typeof value.price === 'string' )
	);
}

function isSaver( value: unknown ): value is Saver {
	return (
		isRecord( value ) &&
		has( value, SAVER_COUNTS, 'number' ) &&
		has( value, [ 'name', 'email', 'profile_link', 'saved_at' ], 'string' )
	);
}

/**
 * Whether an answer is GET /insights/products/<id>/savers's.
 *
 * @param value The parsed answer.
 */
export function isSaversPage( value: unknown ): value is SaversPage {
	return (
		isRecord( value ) &&
		Array.isArray( value.savers ) &&
		value.savers.every( isSaver ) &&
		has( value, [ 'guests', 'total', 'pages' ], 'number' )
	);
}

/**
 * The failure of an answer that is not what its route promises.
 *
 * @param route The route.
 */
function invalidAnswer( route: string ): ApiError {
	return {
		code: INVALID_ANSWER,
		message: __(
			'The site sent an answer this page could not read. Please reload the page.',
			'boudoir'
		),
		data: { route },
	};
}

/**
 * What to tell of a failed request: the server's message, or that it did not answer.
 *
 * @param error What the request rejected with (an ApiError, normalised by the api package).
 */
export function failureMessage( error: unknown ): string {
	return isApiError( error )
		? error.message
		: __( 'The site did not answer.', 'boudoir' );
}

/**
 * A period's query arguments: only the days given, so the server's default fills the rest.
 *
 * @param range The period.
 */
export function rangeArgs( range: DateRange ): Partial< DateRange > {
	return {
		...( range.after && { after: range.after } ),
		...( range.before && { before: range.before } ),
	};
}

/**
 * A positive whole number from a header, or the fallback.
 *
 * @param headers  The answer's headers.
 * @param name     The header.
 * @param fallback When it is missing or not a number.
 */
function headerCount(
	headers: Headers,
	name: string,
	fallback: number
): number {
	const value = Number.parseInt( headers.get( name ) ?? '', 10 );
	return Number.isFinite( value ) && value >= 0 ? value : fallback;
}

/**
 * The figures of a period (GET /insights).
 *
 * @param range  The period (empty days: the server's default, the last 12 weeks).
 * @param signal Aborts the request.
 */
export async function getInsights(
	range: DateRange,
	signal?: AbortSignal
): Promise< Insights > {
	const answer = await apiRequest< unknown >( {
		path: addQueryArgs(
			`/${ REST_NAMESPACE }${ INSIGHTS_PATH }`,
			rangeArgs( range )
		),
		signal,
	} );
	if ( ! isInsights( answer ) ) {
		throw invalidAnswer( INSIGHTS_PATH );
	}
	return answer;
}

/**
 * A page of saved products (GET /insights/products), with how many there are.
 *
 * @param query  The view, grouping, order and page.
 * @param range  The period of the "in this period" columns.
 * @param signal Aborts the request.
 */
export async function getProducts(
	query: ProductsQuery,
	range: DateRange,
	signal?: AbortSignal
): Promise< ProductsPage > {
	const { body, headers } = await apiRequestWithHeaders< unknown >( {
		path: addQueryArgs( `/${ REST_NAMESPACE }${ PRODUCTS_PATH }`, {
			...query,
			per_page: PRODUCTS_PER_PAGE,
			...rangeArgs( range ),
		} ),
		signal,
	} );
	if ( ! Array.isArray( body ) || ! body.every( isProductRow ) ) {
		throw invalidAnswer( PRODUCTS_PATH );
	}
	return {
		rows: body,
		total: headerCount( headers, 'X-WP-Total', body.length ),
		pages: headerCount( headers, 'X-WP-TotalPages', 1 ),
	};
}

/**
 * A page of the shoppers with an account who saved a product or variation, and the guests' count.
 *
 * @param productId   The product.
 * @param variationId Its variation (0: the product, all variations).
 * @param page        The page, from 1.
 * @param signal      Aborts the request.
 */
export async function getSavers(
	productId: number,
	variationId: number,
	page: number,
	signal?: AbortSignal
): Promise< SaversPage > {
	const route = `${ PRODUCTS_PATH }/${ productId }/savers`;
	const answer = await apiRequest< unknown >( {
		path: addQueryArgs( `/${ REST_NAMESPACE }${ route }`, {
			variation_id: variationId,
			page,
			per_page: SAVERS_PER_PAGE,
		} ),
		signal,
	} );
	if ( ! isSaversPage( answer ) ) {
		throw invalidAnswer( route );
	}
	return answer;
}

/** What the CSV export takes beside its kind. */
export type CsvArgs = Partial< DateRange & Omit< ProductsQuery, 'page' > >;

/**
 * The address of a CSV export: the page's signed admin-post URL with the export's arguments.
 *
 * @param base The page's `csvUrl` (its action and nonce).
 * @param kind What to export.
 * @param args The period, and for products the view, grouping and order.
 */
export function csvUrl(
	base: string,
	kind: 'products' | 'weeks',
	args: CsvArgs
): string {
	return addQueryArgs( base, {
		kind,
		...Object.fromEntries(
			Object.entries( args ).filter( ( [ , value ] ) => value )
		),
	} );
}
