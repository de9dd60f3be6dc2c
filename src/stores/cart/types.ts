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

/** A cart line, as far as Boudoir reads it. */
export interface CartItem {
	key: string;
	id: number;
	quantity: number;
	name: string;
}

/** The Store API's cart, as far as Boudoir reads it (the rest is kept as it came). */
export interface Cart {
	items: CartItem[];
	items_count: number;
	[ field: string ]: unknown;
}

/** What addItem takes (the Store API's add-item fields). */
export interface AddItemArgs {
	/** A product or variation id. */
	id: number;
	quantity?: number;
	variation?: { attribute: string; value: string }[];
}

/** The answer of addItem. */
export type AddItemResult =
	{ ok: true; cart: Cart } | { ok: false; error: ApiError };

/** The store's state. */
export interface CartState {
	cart: Cart | null;
	/** The Store API nonce, refreshed from each answer. */
	nonce: string;
	/** The Store API cart token, kept from each answer. */
	cartToken: string;
	/** Product ids being added. */
	adding: Record< number, true >;
}

declare global {
	interface Window {
		boudoirCartSettings?: Partial< CartSettings >;
		wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
	}
}
