/**
 * Carts and answers for the cart store's tests.
 */

/**
 * Internal dependencies
 */
import type { ApiErrorWithHeaders, RawResponse } from '@boudoir/api';
import { EURO_FIELDS } from '../../../test-utils/store-api-currency';
import type { Cart, CartItem } from '../types';

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
			...EURO_FIELDS,
		},
		totals: {
			line_subtotal: '4900',
			line_subtotal_tax: '0',
			line_total: '4900',
			line_total_tax: '0',
			...EURO_FIELDS,
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
			...EURO_FIELDS,
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

/** Lets pending promises settle. */
export async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}
