/** The block's attributes, as block.json declares them. */
export type ScrollToTopAttributes = {
	/** Pixels scrolled before the button shows (docs/contract.md, page behaviour 4: 100). */
	threshold: number;
	/** Which bottom corner holds the button. */
	position: 'right' | 'left';
};
