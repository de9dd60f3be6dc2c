/** The block's attributes, as block.json declares them. */
export type HeaderSearchAttributes = {
	/**
	 * docs/contract.md, Data theme option: `drop_down` toggles a drop-down form; any other style keeps the
	 * form inline. Unset or empty: the site's style (Settings → Boudoir, default drop_down).
	 */
	menuSearchStyle: '' | 'drop_down' | 'inline';
	/** Milliseconds before focus moves to the opened drop-down's field (docs/contract.md, Figures: 600). */
	focusDelay: number;
};
