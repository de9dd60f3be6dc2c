/**
 * Internal dependencies
 */
import type { ApiError } from '@boudoir/api';
import type { ShopCurrency } from '../../money/price';

export type { ApiError };

/** Who may read a list. */
export type Privacy = 'public' | 'shared' | 'private';

/** Front-end settings printed by PHP before the store (`window.boudoirWishlistSettings`). */
export interface WishlistSettings {
	/** Option `boudoir_multi_wishlist`: shoppers may keep several lists. */
	multiWishlist: boolean;
	/** Option `boudoir_wishlist_modal`: popups are modal dialogs, else inline. */
	modal: boolean;
	/** Option `boudoir_wishlist_auto_close`: close the add popup after success. */
	autoClosePopup: boolean;
	/**
	 * Option `boudoir_wishlist_add_straight`: with several wishlists, add straight to the
	 * default list while the shopper has at most one (else the popup opens every time).
	 */
	addStraight: boolean;
	/** Option `boudoir_wishlist_drag_and_drop`. */
	dragAndDrop: boolean;
	/** Option `boudoir_wishlist_notices`. */
	notices: boolean;
	/** Option `boudoir_wishlist_mobile_width`: widths ≤ this many px get the mobile variant. */
	mobileMediaQuery: number;
	/** Option `boudoir_popup_timeout`, ms. */
	popupTimeout: number;
	/** Option `boudoir_remove_after_add`. */
	removeAfterAdd: boolean;
	/** Option `boudoir_wishlist_redirect_to_cart`: go to the cart after adding from a wishlist. */
	redirectToCart: boolean;
	/** The shop's cart page ('' when there is no shop). */
	cartUrl: string;
	/** Option `boudoir_estimate_redirect_url` ('' = none). */
	estimateRedirect: string;
	/** The wishlist page's permalink. */
	wishlistPageUrl: string;
	/** Translated label shown when cookies are disabled. */
	cookieDisabled: string;
	/** The shop's currency, whose format prices in the lists follow; null without a shop. */
	currency: ShopCurrency | null;
	/** The limits the server holds forms to (0: none known, the server's still apply). */
	limits: WishlistLimits;
}

/** The server's limits on what forms send (Wishlist_Script_Settings: Item_Repository, Wishlist, Estimate_Request). */
export interface WishlistLimits {
	/** The largest quantity of an item. */
	quantity: number;
	/** The longest list name or title. */
	wishlistName: number;
	/** The longest name on an estimate request. */
	estimateName: number;
	/** The longest message on an estimate request. */
	estimateNotes: number;
}

/** What a page may print (tests print parts of it). */
export type PrintedWishlistSettings = Partial<
	Omit< WishlistSettings, 'limits' >
> & { limits?: Partial< WishlistLimits > };

/** A list as the REST API returns it. */
export interface Wishlist {
	id: number;
	token: string;
	wishlist_name: string;
	slug: string;
	privacy: Privacy;
	default: boolean;
	item_count: number;
	/**
	 * Items whose price is lower than when they were saved; null in write answers, which
	 * do not count them (the store keeps the count it has).
	 */
	price_drop_count: number | null;
	add_to_this_wishlist_url: string;
	share_url: string | null;
	is_user_owner: boolean;
}

/** One of the caller's lists, as in `user_wishlists`. */
export interface UserWishlist {
	id: number;
	token: string;
	wishlist_name: string;
	default: boolean;
	add_to_this_wishlist_url: string;
}

/**
 * A chosen attribute value in the Store API's add-item form (`variation` of
 * `POST /wc/store/v1/cart/add-item`, and of Boudoir's `POST /items/add`).
 */
export interface ChosenAttribute {
	/** The field (`attribute_pa_color`), the name (`pa_color`) or the label. */
	attribute: string;
	/** A term slug (global attributes) or the custom value. */
	value: string;
}

/** One attribute value of a saved variation, as the REST item's `variation` carries it. */
export interface ItemAttribute {
	/** The field, `attribute_pa_color` (the cart takes the attribute's name, `pa_color`: cartAttributeOf()). */
	raw_attribute: string;
	/** The value, `blush`: what the cart takes. */
	raw_value: string;
	/** The label to show, `Colour`. */
	attribute: string;
	/** The value's name to show, `Blush`. */
	value: string;
}

/** An item as the REST API returns it. */
export interface WishlistItem {
	item_id: number;
	product_id: number;
	variation_id: number;
	/** A variation's attribute values (fixed ones and those chosen for "any" attributes); [] otherwise. */
	variation?: ItemAttribute[];
	product_type: string | null;
	name: string;
	permalink: string;
	image: { src: string; alt: string } | null;
	price_html: string;
	price: string | null;
	currency: string;
	price_when_added: string | null;
	currency_when_added: string;
	price_dropped: boolean;
	stock_status: 'instock' | 'outofstock' | 'onbackorder' | null;
	stock_quantity: number | null;
	quantity: number;
	position: number;
	added_at: string;
}

/** A save or a removal of saved products (ADD_SAVED, REMOVE_SAVED). */
export type SavedChange =
	| { type: 'ADD_SAVED'; saved: SavedItem }
	| {
			type: 'REMOVE_SAVED';
			productId: number;
			variationId?: number;
			wishlistId?: number;
	  };

/** One of the shopper's saved products (GET /items/saved), ids only. */
export interface SavedItem {
	item_id: number;
	product_id: number;
	variation_id: number;
	/** The item's stored attribute values ([] or absent when none were kept). */
	variation?: ChosenAttribute[];
	wishlist_id: number;
	wishlist_token: string;
}

/** Where a notice is shown. */
export type NoticeContext = 'global' | 'popup';

/** A transient message. */
export interface WishlistNotice {
	id: string;
	status: 'success' | 'error' | 'info';
	message: string;
	context: NoticeContext;
}

/** The answer of add / move / copy: `result` true or 'exists' is a success, else an error code. */
export interface AddResult {
	result: true | 'exists' | string;
	message: string;
	item?: WishlistItem;
	wishlist?: Wishlist;
}

/** One loaded page of a list's items. */
export interface ItemsPage {
	ids: number[];
	total: number;
	totalPages: number;
	page: number;
	perPage: number;
}

/** What addToWishlist takes. */
export interface AddToWishlistArgs {
	productId: number;
	variationId?: number;
	/** The values chosen on the variations form (needed for "any" attributes). */
	variation?: ChosenAttribute[];
	productType?: string;
	/** A list of the shopper's, 'new' to create one, absent for the default list. */
	wishlistId?: number | 'new';
	wishlistName?: string;
	wishlistVisibility?: Privacy;
	quantity?: number;
}

/** What moveItem / copyItem take. */
export interface TransferItemArgs {
	/** The source list's token. */
	token: string;
	itemId: number;
	/** The destination list's token, or 'new'. */
	destination: string;
	wishlistName?: string;
	wishlistVisibility?: Privacy;
}

/** The answer of askEstimate on success. */
export interface EstimateResult {
	result: true;
	message: string;
	template: string;
	redirect: string | null;
}

/** The answer of addItemToCart. */
export interface AddItemToCartResult {
	ok: boolean;
	message: string;
	removed: boolean;
}

/** The store's state. */
export interface WishlistState {
	settings: WishlistSettings;
	/** The shopper's lists' ids, default first; null until loaded. */
	listIds: number[] | null;
	/** Every list seen, by token. */
	lists: Record< string, Wishlist >;
	/** Failed list reads, by token. */
	listErrors: Record< string, ApiError >;
	/** Tokens this tab replaced with a new share link, and the token each list has now. */
	renamedTokens: Record< string, string >;
	/** Every item seen, by id. */
	items: Record< number, WishlistItem >;
	/** Loaded pages, by `<token>:<page>:<perPage>`. */
	pages: Record< string, ItemsPage >;
	/** The shopper's saved products; null until loaded. */
	saved: SavedItem[] | null;
	/**
	 * Saves and removals made before the saved products arrived, replayed over them when they
	 * do (the answer may predate a save made meanwhile).
	 */
	savedChanges?: SavedChange[];
	notices: WishlistNotice[];
	/** How many notices were made: the next one's id (kept over RESET_DATA, as notices are). */
	noticeCount: number;
	/** Keys of requests under way (see isPending, and pending-keys.ts). */
	pending: Record< string, true >;
	/** Quantity changes waiting for calm or under way, by item id (see updateQuantity). */
	quantityUpdates: Record< number, QuantityUpdate >;
	/** This registry's listener to other tabs, once a resolver started it (kept over RESET_DATA). */
	crossTab: CrossTab | null;
}

/** A listener to other tabs' changes (sync.ts). */
export interface CrossTab {
	/** The channel it listens on, which also posts this tab's changes (null: `storage` events). */
	channel: BroadcastChannel | null;
	/** Stops listening. */
	stop: () => void;
}

/** A quantity change waiting for calm, then sent; replaced, never changed, by a newer one. */
export interface QuantityUpdate {
	/** The quantity the server has, to roll back to. */
	confirmed: number;
	/** The wait before sending. */
	timer: ReturnType< typeof setTimeout >;
	/** Aborts the request when a newer change comes. */
	controller: AbortController;
	/** Callers of this change and of those it replaced: settled by the last one's answer. */
	waiters: Array< ( result: true | ApiError ) => void >;
}

declare global {
	interface Window {
		boudoirWishlistSettings?: PrintedWishlistSettings;
	}
}
