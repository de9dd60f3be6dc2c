/** The block's attributes, as block.json declares them. */
export type AddToWishlistAttributes = {
	/** The product to save; 0 = the current product (block context or page). */
	productId: number;
	/** Show the drop-down of the shopper's lists beside the button (with several lists). */
	showListDropdown: boolean;
	/** Show tooltips over the button (fade 200 ms). */
	showTooltip: boolean;
};

/** What the view reads from the markup render.php printed. */
export interface AddToWishlistViewProps {
	productId: number;
	/** `simple`, `variable`, `variation`, … (informative for the REST call). */
	productType: string;
	/** The variation the page starts with (a variation product), else 0. */
	variationId: number;
	productName: string;
	showListDropdown: boolean;
	showTooltip: boolean;
	/** The block's wrapper, to find the variations form around it. */
	root: HTMLElement | null;
}
