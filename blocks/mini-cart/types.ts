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
