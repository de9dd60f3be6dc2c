/**
 * Internal dependencies
 */
import type { ApiError } from '@boudoir/api';

export type { ApiError };

/** Settings printed by PHP before the store (`window.boudoirCartSettings`). */
export interface CartSettings {
	/** `wp_create_nonce( 'wc_store_api' )` for the page's visitor ('' without the shop). */
	storeApiNonce: string;
	cartUrl: string;
}

/**
 * The Store API's currency fields (CartSchema, CartItemSchema). Money values beside them
 * are strings of integers in minor units: `"1999"` with `currency_minor_unit` 2 is 19.99.
 */
export interface CurrencyFields {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

/** How many of a line the shopper may have (QuantityLimits). */
export interface CartItemQuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	/** False when the quantity cannot be changed (e.g. sold individually). */
	editable: boolean;
}

/** An image of a cart line. */
export interface CartItemImage {
	src: string;
	thumbnail: string;
	alt: string;
	[ field: string ]: unknown;
}

/** A chosen attribute of a variation, with display labels. */
export interface CartItemVariation {
	attribute: string;
	value: string;
	[ field: string ]: unknown;
}

/** A line's unit prices. */
export interface CartItemPrices extends CurrencyFields {
	price: string;
	regular_price: string;
	sale_price: string;
	[ field: string ]: unknown;
}

/** A line's totals. */
export interface CartItemTotals extends CurrencyFields {
	line_subtotal: string;
	line_total: string;
	[ field: string ]: unknown;
}

/** A cart line, as far as Boudoir reads it (the rest is kept as it came). */
export interface CartItem {
	key: string;
	id: number;
	quantity: number;
	quantity_limits: CartItemQuantityLimits;
	name: string;
	permalink: string;
	images: CartItemImage[];
	variation: CartItemVariation[];
	prices: CartItemPrices;
	totals: CartItemTotals;
	[ field: string ]: unknown;
}

/** The cart's totals. */
export interface CartTotals extends CurrencyFields {
	total_items: string;
	total_price: string;
	[ field: string ]: unknown;
}

/** A problem the Store API reports on the cart itself (`errors[]`). */
export interface CartProblem {
	code: string;
	message: string;
	[ field: string ]: unknown;
}

/** The Store API's cart, as far as Boudoir reads it (the rest is kept as it came). */
export interface Cart {
	items: CartItem[];
	items_count: number;
	totals: CartTotals;
	errors: CartProblem[];
	[ field: string ]: unknown;
}

/** What addItem takes (the Store API's add-item fields). */
export interface AddItemArgs {
	/** A product or variation id. */
	id: number;
	quantity?: number;
	variation?: { attribute: string; value: string }[];
	/**
	 * The wishlist item it comes from: sent as the `X-Boudoir-Wishlist-Item` header, so the
	 * shop's wishlist insights count an add to the cart from a list.
	 */
	fromListItem?: number;
}

/** Which thunk failed. */
export type CartErrorAction = 'fetch' | 'add' | 'remove' | 'update';

/**
 * A failed cart request: an ApiError whose message is ready to show, with what was
 * being done (`action`) and to which line (`key`) or product (`id`).
 */
export interface CartError extends ApiError {
	action?: CartErrorAction;
	key?: string;
	id?: number;
}

/** The answer of every cart thunk (they never throw). */
export type CartResult =
	{ ok: true; cart: Cart } | { ok: false; error: CartError };

/** The answer of addItem. */
export type AddItemResult = CartResult;

/** The store's state. */
export interface CartState {
	cart: Cart | null;
	/** The number of the request whose answer the cart is (see receiveCart). */
	cartSequence: number;
	/** The Store API nonce, refreshed from each answer. */
	nonce: string;
	/** The Store API cart token, kept from each answer. */
	cartToken: string;
	/** Product ids being added. */
	adding: Record< number, true >;
	/** Cart line keys being removed or changed. */
	updating: Record< string, true >;
	/** The last failure, until the next success. */
	lastError: CartError | null;
	/** Whether the store listens to WooCommerce's cart events. */
	listening: boolean;
}

declare global {
	interface Window {
		boudoirCartSettings?: Partial< CartSettings >;
		wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
	}
}
