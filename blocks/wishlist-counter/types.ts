/** The block's attributes, as block.json declares them. */
export type WishlistCounterAttributes = {
	/** Show the heart. */
	showIcon: boolean;
	/** Show the word "Wishlist" (it stays in the accessible name either way). */
	showLabel: boolean;
};

/** What the view reads from the markup. */
export interface WishlistCounterViewProps extends WishlistCounterAttributes {
	/** The wishlist page. */
	url: string;
}
