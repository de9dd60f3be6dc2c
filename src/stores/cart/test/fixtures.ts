/**
 * Carts, answers and a fake jQuery for the cart store's tests.
 */

/**
 * Internal dependencies
 */
import type { ApiErrorWithHeaders, RawResponse } from '@boudoir/api';
import type { JQueryLike } from '@boudoir/woo-events';
import type { Cart, CartItem } from '../types';

const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

/**
 * A cart line as the Store API returns it (the double's CartItemSchema).
 *
 * @param key   Its key.
 * @param id    The product or variation id.
 * @param extra Other fields.
 */
export function makeItem(
	key: string,
	id: number,
	extra: Partial< CartItem > = {}
): CartItem {
	return {
		key,
		id,
		type: 'simple',
		quantity: 1,
		quantity_limits: {
			minimum: 1,
			maximum: 9999,
			multiple_of: 1,
			editable: true,
		},
		name: `Product ${ id }`,
		sku: '',
		permalink: `https://shop.test/product-${ id }/`,
		images: [
			{
				id: 9,
				src: 'https://shop.test/robe.jpg',
				thumbnail: 'https://shop.test/robe-300x300.jpg',
				srcset: '',
				sizes: '',
				name: 'robe',
				alt: 'A silk robe',
			},
		],
		variation: [],
		item_data: [],
		prices: {
			price: '4900',
			regular_price: '4900',
			sale_price: '4900',
			price_range: null,
			...CURRENCY,
		},
		totals: {
			line_subtotal: '4900',
			line_subtotal_tax: '0',
			line_total: '4900',
			line_total_tax: '0',
			...CURRENCY,
		},
		extensions: {},
		...extra,
	};
}

/**
 * A cart as the Store API returns it, its counts and totals from its lines.
 *
 * @param items Its lines.
 */
export function makeCart( items: CartItem[] = [] ): Cart {
	const total = items.reduce(
		( sum, item ) => sum + Number( item.totals.line_total ),
		0
	);
	return {
		items,
		coupons: [],
		fees: [],
		totals: {
			total_items: String( total ),
			total_items_tax: '0',
			total_price: String( total ),
			total_tax: '0',
			tax_lines: [],
			...CURRENCY,
		},
		needs_payment: items.length > 0,
		items_count: items.reduce( ( sum, item ) => sum + item.quantity, 0 ),
		errors: [],
		extensions: {},
	};
}

/**
 * A successful answer with its headers.
 *
 * @param body    The cart.
 * @param headers Response headers.
 * @param status  HTTP status.
 */
export function answer(
	body: Cart,
	headers: Record< string, string > = {},
	status = 200
): RawResponse< Cart > {
	return { body, headers: new Headers( headers ), status };
}

/**
 * A failed request as src/api's apiRequestWithHeaders rejects.
 *
 * @param code    The error code.
 * @param headers Response headers.
 * @param extra   Other fields (message, status, data).
 */
export function failure(
	code: string,
	headers: Record< string, string > = {},
	extra: Partial< ApiErrorWithHeaders > = {}
): ApiErrorWithHeaders {
	return {
		code,
		message: `${ code } message`,
		status: 403,
		headers: new Headers( headers ),
		...extra,
	};
}

type Handler = ( ...args: unknown[] ) => void;

/**
 * A tiny stand-in for jQuery's event API (as src/woo-events' tests): handlers per
 * element and event name, called with a jQuery-like event first.
 */
export function fakeJQuery(): JQueryLike & {
	triggered: string[];
	count: ( name: string ) => number;
} {
	const handlers = new Map< EventTarget, Map< string, Handler[] > >();
	const triggered: string[] = [];
	const jQuery = ( target: EventTarget ) => ( {
		on( name: string, handler: Handler ) {
			const byName = handlers.get( target ) ?? new Map();
			byName.set( name, [ ...( byName.get( name ) ?? [] ), handler ] );
			handlers.set( target, byName );
			return this;
		},
		off( name: string, handler: Handler ) {
			const byName = handlers.get( target );
			byName?.set(
				name,
				( byName.get( name ) ?? [] ).filter(
					( existing ) => existing !== handler
				)
			);
			return this;
		},
		trigger( name: string, args?: unknown[] ) {
			triggered.push( name );
			( handlers.get( target )?.get( name ) ?? [] ).forEach(
				( handler ) => handler( { type: name }, ...( args ?? [] ) )
			);
			return this;
		},
	} );
	const count = ( name: string ) =>
		[ ...handlers.values() ].reduce(
			( sum, byName ) => sum + ( byName.get( name )?.length ?? 0 ),
			0
		);
	return Object.assign( jQuery, { triggered, count } );
}

/** Lets pending promises settle. */
export async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}
