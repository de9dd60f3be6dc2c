/** The block's attributes, as block.json declares them. */
export type TopBarAttributes = {
	/** Whether the bar stays at the top of the screen while the page scrolls. */
	sticky: boolean;
	/** The wrapper: a plain `div` inside the header's banner, or a labelled `aside` elsewhere. */
	tagName: 'div' | 'aside';
};
