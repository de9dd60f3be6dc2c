/**
 * Internal dependencies
 */
import type {
	Privacy,
	Wishlist,
	WishlistItem,
	WishlistNotice,
} from '@boudoir/stores/wishlist';

/** The block's attributes, as block.json declares them. */
export type WishlistBlockAttributes = {
	/** A table of items, or an image grid where a thumbnail opens the item's details. */
	view: 'table' | 'grid';
	/** Items per page (1–100). */
	perPage: number;
	showImage: boolean;
	showPrice: boolean;
	showStock: boolean;
	showQuantity: boolean;
	showAddToCart: boolean;
	/** Whether the "Ask for an estimate" button shows. */
	showEstimate: boolean;
	/** A product offered with "Add <name> to this wishlist" (0 = none). */
	suggestedProductId: number;
};

/** The columns a shop admin may hide. */
export type ColumnSettings = Pick<
	WishlistBlockAttributes,
	'showImage' | 'showPrice' | 'showStock' | 'showQuantity' | 'showAddToCart'
>;

/** What the server printed in the block's data attributes (no per-shopper data). */
export interface WishlistBlockConfig extends WishlistBlockAttributes {
	/** The shop page, for the empty state. */
	shopUrl: string;
	/** The suggested product's name ('' when none). */
	suggestedProductName: string;
	/**
	 * The kinds of alert the shop offers, space-separated (`price_drops back_in_stock`); '' or
	 * absent: none, and no "Alerts" (the editor's preview has none).
	 */
	alerts?: string;
}

/** Which layout the items take. */
export type ItemsLayout = 'table' | 'cards' | 'grid';

/** Move or copy. */
export type TransferMode = 'move' | 'copy';

/** A destination chosen in the move / copy dialog. */
export interface TransferRequest {
	/** A list's token, or 'new'. */
	destination: string;
	wishlistName?: string;
	wishlistVisibility?: Privacy;
}

/** Bulk actions on the checked rows. */
export type BulkAction = 'remove' | 'add-to-cart' | 'move';

/**
 * What the item views may do. The front end binds these to the wishlist store;
 * the editor's preview binds them to nothing.
 */
export interface ItemActions {
	/** Whether the viewer owns the list (visitors get a read-only view with add to cart). */
	canEdit: boolean;
	/** Whether items may be moved or copied to other lists (multi-wishlist shops). */
	canTransfer: boolean;
	/** Whether rows may be reordered (owner and the drag-and-drop setting). */
	canSort: boolean;
	removeItem: ( item: WishlistItem ) => void;
	setQuantity: ( item: WishlistItem, quantity: number ) => void;
	/** Resolves once the cart answered. */
	addToCart: ( item: WishlistItem ) => Promise< void >;
	openTransfer: ( mode: TransferMode, items: WishlistItem[] ) => void;
	/** Moves an item up (-1) or down (+1) within the page. */
	moveBy: ( item: WishlistItem, delta: number ) => void;
	/** Saves a new order of the page's items. */
	reorder: ( orderedIds: number[] ) => void;
}

/** The data a list view shows. */
export interface WishlistViewData {
	list: Wishlist;
	items: WishlistItem[];
	page: number;
	totalPages: number;
	notices: WishlistNotice[];
}
