/** Tooltip fade, ms (docs/contract.md, Figures). The CSS uses the same value. */
export const TOOLTIP_FADE = 200;

/** Default popup width, px (docs/contract.md, Figures). */
export const DIALOG_WIDTH = 500;

/** What can take keyboard focus inside a dialog, for the Tab wrap guard and the first focus. */
export const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'[contenteditable]:not([contenteditable="false"])',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );
