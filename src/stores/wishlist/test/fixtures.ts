/**
 * Lists, items and a fake REST server for the wishlist store's tests.
 */

/**
 * Internal dependencies
 */
import { toApiError, type ApiError, type RequestOptions } from '@boudoir/api';
import type {
	ItemAttribute,
	SavedItem,
	UserWishlist,
	Wishlist,
	WishlistItem,
} from '../types';
import { answerMisfit } from './schemas';

/**
 * A list as the REST API returns it.
 *
 * @param id    Its id.
 * @param token Its token.
 * @param extra Other fields.
 */
export function makeList(
	id: number,
	token: string,
	extra: Partial< Wishlist > = {}
): Wishlist {
	const name = extra.wishlist_name ?? `List ${ id }`;
	return {
		id,
		token,
		wishlist_name: name,
		slug: `list-${ id }`,
		privacy: 'private',
		default: false,
		item_count: 0,
		price_drop_count: 0,
		add_to_this_wishlist_url: `https://shop.test/wishlist/?wishlist=${ token }`,
		share_url: null,
		is_user_owner: true,
		...extra,
	};
}

/**
 * The short form of a list (`user_wishlists`).
 *
 * @param list The list.
 */
export function short( list: Wishlist ): UserWishlist {
	return {
		id: list.id,
		token: list.token,
		wishlist_name: list.wishlist_name,
		default: list.default,
		add_to_this_wishlist_url: list.add_to_this_wishlist_url,
	};
}

/** A variation's attribute values as an item carries them: Colour Blush (a global attribute) and Band 34. */
export const BLUSH_34: ItemAttribute[] = [
	{
		raw_attribute: 'attribute_pa_color',
		raw_value: 'blush',
		attribute: 'Colour',
		value: 'Blush',
	},
	{
		raw_attribute: 'attribute_pa_band',
		raw_value: '34',
		attribute: 'Band',
		value: '34',
	},
];

/**
 * An item as the REST API returns it.
 *
 * @param itemId    Its id.
 * @param productId Its product.
 * @param extra     Other fields.
 */
export function makeItem(
	itemId: number,
	productId: number,
	extra: Partial< WishlistItem > = {}
): WishlistItem {
	return {
		item_id: itemId,
		product_id: productId,
		variation_id: 0,
		variation: [],
		product_type: 'simple',
		name: `Product ${ productId }`,
		permalink: `https://shop.test/product/${ productId }/`,
		image: null,
		price_html: '',
		price: '10',
		currency: 'EUR',
		price_when_added: '10.0000',
		currency_when_added: 'EUR',
		price_dropped: false,
		stock_status: 'instock',
		stock_quantity: null,
		quantity: 1,
		position: 0,
		added_at: '2026-11-21T11:50:00+00:00',
		...extra,
	};
}

/**
 * An item as GET /items/saved answers it.
 *
 * @param item Its item.
 * @param list Its list.
 */
export function saved( item: WishlistItem, list: Wishlist ): SavedItem {
	return {
		item_id: item.item_id,
		product_id: item.product_id,
		variation_id: item.variation_id,
		variation: [],
		wishlist_id: list.id,
		wishlist_token: list.token,
	};
}

/**
 * A REST error as apiRequest rejects with it: the server's error answer through the real
 * `toApiError`.
 *
 * @param code    Its code.
 * @param status  HTTP status.
 * @param message Its message.
 * @param data    More data.
 * @param answer  Fields the answer carries beside `code`, `message` and `data`.
 */
export function apiError(
	code: string,
	status = 400,
	message = `${ code } message`,
	data: Record< string, unknown > = {},
	answer: Record< string, unknown > = {}
): ApiError {
	return toApiError( {
		code,
		message,
		data: { status, ...data },
		...answer,
	} );
}

/** One request the fake server saw. */
export interface Sent {
	method: string;
	path: string;
	data: Record< string, unknown > | undefined;
	headers: Record< string, string > | undefined;
	signal: AbortSignal | undefined;
}

/** A route handler: returns the body, or throws an ApiError. */
export type Route = ( request: Sent ) => unknown | Promise< unknown >;

/**
 * A fake REST server keyed by `METHOD path` (path without the query string).
 */
export class FakeServer {
	sent: Sent[] = [];
	routes = new Map< string, Route >();
	headers = new Map< string, Record< string, string > >();
	/** Keys whose answers are malformed on purpose (onMalformed()). */
	unchecked = new Set< string >();
	/** Fake answers that were not what their route answers (each fails the test: harness.ts). */
	misfits: string[] = [];

	/** Forgets every route and request (a new test). */
	reset(): this {
		this.sent = [];
		this.routes = new Map();
		this.headers = new Map();
		this.unchecked = new Set();
		this.misfits = [];
		return this;
	}

	/**
	 * Answers `METHOD path`; an answer of a Boudoir route must be what the route answers.
	 *
	 * @param key     `METHOD path`, the path without the query string.
	 * @param route   Its handler.
	 * @param headers The answer's headers.
	 */
	on( key: string, route: Route, headers: Record< string, string > = {} ) {
		this.routes.set( key, route );
		this.headers.set( key, headers );
		this.unchecked.delete( key );
		return this;
	}

	/**
	 * Answers `METHOD path` with what its route does not answer, for the client's checks.
	 *
	 * @param key   `METHOD path`.
	 * @param route Its handler.
	 */
	onMalformed( key: string, route: Route ) {
		this.on( key, route );
		this.unchecked.add( key );
		return this;
	}

	/** Requests other than the resolvers' reads. */
	writes(): Sent[] {
		return this.sent.filter( ( request ) => request.method !== 'GET' );
	}

	async handle(
		options: RequestOptions
	): Promise< { body: unknown; headers: Headers } > {
		const [ path ] = ( options.path ?? '' ).split( '?' );
		const request: Sent = {
			method: options.method ?? 'GET',
			path,
			data: options.data as Record< string, unknown > | undefined,
			headers: options.headers as Record< string, string > | undefined,
			signal: options.signal ?? undefined,
		};
		this.sent.push( request );
		const key = `${ request.method } ${ path }`;
		const route = this.routes.get( key );
		if ( ! route ) {
			throw apiError( 'rest_no_route', 404, `No route ${ key }` );
		}
		const body = await route( request );
		const wrong = this.unchecked.has( key )
			? null
			: answerMisfit( key, body );
		if ( wrong ) {
			this.misfits.push( wrong );
			throw new Error(
				`A fake answer drifted from its schema: ${ wrong }`
			);
		}
		return { body, headers: new Headers( this.headers.get( key ) ) };
	}
}
