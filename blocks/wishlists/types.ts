/**
 * Internal dependencies
 */
import type { Privacy, Wishlist } from '@boudoir/stores/wishlist';

/** The block's attributes, as block.json declares them. */
export type WishlistsAttributes = {
	/** Whether the table has the "Items" column. */
	showItemCount: boolean;
	/** Whether the "Create wishlist" form follows the table (only with several lists allowed). */
	showCreateForm: boolean;
};

/** The block's options on the front end, read from the wrapper's data attributes. */
export interface WishlistsOptions {
	showItemCount: boolean;
	showCreateForm: boolean;
}

/**
 * What the management table does with the shopper's lists. Each action resolves to
 * whether it succeeded (failures are reported by whoever runs the request).
 */
export interface WishlistsActions {
	saveTitle: ( list: Wishlist, title: string ) => Promise< boolean >;
	savePrivacy: ( list: Wishlist, privacy: Privacy ) => Promise< boolean >;
	deleteList: ( list: Wishlist ) => Promise< boolean >;
	createList: ( name: string, privacy: Privacy ) => Promise< boolean >;
}
