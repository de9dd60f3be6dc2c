/**
 * A fake of the insights routes behind a mocked api-fetch: parsed answers for ordinary requests,
 * a Response-like answer (with its headers) for `parse: false`, and errors as api-fetch rejects.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { Insights, ProductRow, SaversPage } from '../types';

/** What a route answers. */
export interface Answer {
	status?: number;
	body: unknown;
	headers?: Record< string, string >;
}

/** A request as a route sees it. */
export interface Request {
	/** The route, without the namespace or query ("/insights/products"). */
	route: string;
	query: URLSearchParams;
}

/** Answers a request (or keeps it waiting, with a promise). */
export type Routes = ( request: Request ) => Answer | Promise< Answer >;

/** Just enough of a fetch Response for the api package. */
class FakeResponse {
	readonly ok: boolean;
	readonly headers: Headers;

	constructor(
		readonly status: number,
		private readonly body: unknown,
		headers: Record< string, string >
	) {
		this.ok = status >= 200 && status < 300;
		this.headers = new Headers( {
			'Content-Type': 'application/json',
			...headers,
		} );
	}

	async text(): Promise< string > {
		return JSON.stringify( this.body );
	}

	async json(): Promise< unknown > {
		return this.body;
	}
}

/**
 * The request of an api-fetch call's path.
 *
 * @param path The path, e.g. `/boudoir/v1/insights?after=…`.
 */
export function requestOf( path: string ): Request {
	const url = new URL( path, 'http://shop.test' );
	return {
		route: url.pathname.replace( /^\/boudoir\/v1/, '' ),
		query: url.searchParams,
	};
}

/**
 * An api-fetch stand-in that answers from the routes, as api-fetch would.
 *
 * @param routes The routes.
 */
export function answerFrom( routes: Routes ) {
	return async ( options: APIFetchOptions ): Promise< unknown > => {
		const answer = await routes( requestOf( options.path ?? '' ) );
		const status = answer.status ?? 200;
		if ( options.parse === false ) {
			const response = new FakeResponse(
				status,
				answer.body,
				answer.headers ?? {}
			);
			if ( ! response.ok ) {
				throw response;
			}
			return response;
		}
		if ( status >= 400 ) {
			throw answer.body;
		}
		return answer.body;
	};
}

/** GET /insights, as the contract shows it. */
export const INSIGHTS: Insights = {
	range: { after: '2026-09-07', before: '2026-11-29' },
	totals: {
		saved_now: 1000000,
		variants: 48211,
		lists: 100000,
		shoppers: 80000,
		out_of_stock_saved: 1234,
		price_dropped_saved: 567,
		saved: 900,
		carted: 120,
		ordered: 40,
		ordered_amount: '1234.50',
		lists_created: 300,
	},
	weeks: [
		{
			start: '2026-09-07',
			saved: 10,
			carted: 3,
			ordered: 1,
			ordered_amount: '39.00',
			lists_created: 4,
		},
		{
			start: '2026-09-14',
			saved: 12,
			carted: 2,
			ordered: 0,
			ordered_amount: '0.00',
			lists_created: 5,
		},
	],
	currency: 'EUR',
	counted_at: '2026-11-28T12:00:00+00:00',
	pending: 0,
};

/**
 * A row of GET /insights/products.
 *
 * @param extra Its fields other than the contract's example.
 */
export function productRow( extra: Partial< ProductRow > = {} ): ProductRow {
	return {
		product_id: 12,
		variation_id: 0,
		name: 'Lace bra',
		variation: '',
		saved: 41,
		quantity: 45,
		in_stock: false,
		price: '39.00',
		price_dropped: 3,
		saved_in_range: 5,
		carted: 2,
		ordered: 1,
		edit_link: 'https://shop.test/wp-admin/post.php?post=12&action=edit',
		...extra,
	};
}

/** GET /insights/products/12/savers. */
export const SAVERS: SaversPage = {
	savers: [
		{
			user_id: 5,
			name: 'Jane Doe',
			email: 'jane@example.com',
			profile_link: 'https://shop.test/wp-admin/user-edit.php?user_id=5',
			items: 1,
			saved_at: '2026-11-01T10:00:00+00:00',
		},
		{
			user_id: 6,
			name: 'Ann Lee',
			email: 'ann@example.com',
			profile_link: 'https://shop.test/wp-admin/user-edit.php?user_id=6',
			items: 2,
			saved_at: '2026-10-12T08:30:00+00:00',
		},
	],
	guests: 12,
	total: 2,
	pages: 1,
};

/**
 * The shop's answers: the contract's examples, `pages` pages of products.
 *
 * @param pages How many pages of products there are.
 */
export function shop( pages = 1 ): Routes {
	return ( { route } ) => {
		if ( route === '/insights' ) {
			return { body: INSIGHTS };
		}
		if ( route === '/insights/products' ) {
			return {
				body: [
					productRow(),
					productRow( {
						product_id: 13,
						name: 'Silk robe',
						saved: 20,
						in_stock: true,
						price: null,
						edit_link: '',
					} ),
				],
				headers: {
					'X-WP-Total': String( pages * 25 ),
					'X-WP-TotalPages': String( pages ),
				},
			};
		}
		if ( route === '/insights/products/12/savers' ) {
			return { body: SAVERS };
		}
		return {
			status: 404,
			body: {
				code: 'rest_no_route',
				message: 'No route was found.',
				data: { status: 404 },
			},
		};
	};
}
