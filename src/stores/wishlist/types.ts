/**
 * Internal dependencies
 */
import type { ApiError } from '@boudoir/api';
import type { ShopCurrency } from '../../money/price';
import type * as Rest from './rest-types.gen';

export type { ApiError };

/** Who may read a list. */
export type Privacy = Wishlist[ 'privacy' ];

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

/** A list as the REST API returns it (`price_drop_count` null in write answers, which do not count them). */
export type Wishlist = Rest.Wishlist;

/** One of the caller's lists, as in `user_wishlists`. */
export type UserWishlist = Rest.UserWishlist;

/**
 * A chosen attribute value in the Store API's add-item form (`variation` of
 * `POST /wc/store/v1/cart/add-item`, and of Boudoir's `POST /items/add`): `attribute` the
 * field (`attribute_pa_color`), the name (`pa_color`) or the label; `value` a term slug or
 * the custom value.
 */
export type ChosenAttribute = NonNullable<
	Rest.RestRoutes[ 'POST /items/add' ][ 'args' ][ 'variation' ]
>[ number ];

/**
 * One attribute value of a saved variation, as the REST item's `variation` carries it:
 * `raw_attribute` the field, `attribute_pa_color` (the cart takes the attribute's name,
 * `pa_color`: cartAttributeOf()); `raw_value` what the cart takes, `blush`; `attribute` and
 * `value` the label and the value's name to show, `Colour`, `Blush`.
 */
export type ItemAttribute = Rest.WishlistItem[ 'variation' ][ number ];

/**
 * An answer's entity as the store keeps it: the same, but for `variation`, which the REST
 * answers always carry and which the store's own entities (a save made from an item without
 * chosen values, an editor preview) may leave out.
 */
type Kept< Answered extends { variation: unknown } > = Omit<
	Answered,
	'variation'
> &
	Partial< Pick< Answered, 'variation' > >;

/** An item as the REST API returns it (`variation`: a variation's attribute values, fixed and chosen; [] otherwise). */
export type WishlistItem = Kept< Rest.WishlistItem >;

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
export type SavedItem = Kept< Rest.SavedItem >;

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
	result: Rest.ItemAdded[ 'result' ];
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
export type EstimateResult = Rest.Estimate;

/** What the estimate form offers the caller (GET /estimate-form). */
export type EstimateFormOffer = Rest.EstimateForm;

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
