/** The block's attributes, as block.json declares them. */
export type MiniCartAttributes = {
	/** Show the number of items once the cart is known. */
	showCount: boolean;
	/** The button's words; '' = "Cart". */
	label: string;
	/** Show the icon only (the words stay for assistive technology). */
	iconOnly: boolean;
};

/** What the island reads from the markup render.php printed. */
export interface MiniCartViewProps {
	/** The button's words (the server's). */
	label: string;
	iconOnly: boolean;
	showCount: boolean;
	cartUrl: string;
	checkoutUrl: string;
	/** The shop's page ('' when WooCommerce has none): the empty cart's way forward. */
	shopUrl?: string;
	/** The block's wrapper (open requests arrive on it). */
	root: HTMLElement | null;
}

/** The Store API cart, as far as the mini-cart reads it (the cart store's `Cart`). */
export interface MiniCartItem {
	key: string;
	id: number;
	quantity: number;
	quantity_limits?: {
		minimum?: number;
		maximum?: number;
		multiple_of?: number;
		editable?: boolean;
	};
	name: string;
	permalink?: string;
	images?: { thumbnail?: string; alt?: string }[];
	variation?: { attribute: string; value: string }[];
	prices?: Record< string, unknown >;
	totals?: { line_total?: string; line_subtotal?: string } & Record<
		string,
		unknown
	>;
}

export interface MiniCartData {
	items: MiniCartItem[];
	items_count: number;
	totals?: {
		total_items?: string;
		total_price?: string;
		currency_minor_unit?: number;
	} & Record< string, unknown >;
}

export interface CartErrorLike {
	code?: string;
	message: string;
}

export type CartResultLike =
	{ ok: true; cart: MiniCartData } | { ok: false; error: CartErrorLike };

/** The cart store's selectors the mini-cart uses. */
export interface CartSelectors {
	getCart: () => MiniCartData | null;
	isUpdating: ( key: string ) => boolean;
	getLastError: () => CartErrorLike | null;
}

/** The cart store's thunks the mini-cart uses. */
export interface CartActions {
	removeItem: ( key: string ) => Promise< CartResultLike >;
	updateItemQuantity: (
		key: string,
		quantity: number
	) => Promise< CartResultLike >;
}
