/** A product list's view (docs/contract.md, Data "Listing view preference"). */
export type View = 'grid' | 'list';

/** The block's attributes, as block.json declares them. */
export type GridListAttributes = {
	/** The view shoppers see before they choose one. */
	defaultView: View;
};
