/**
 * Constants of the variation swatches (docs/contract.md, Data "Swatch page options", SWATCH-DESIGN.md).
 */

/** The global the page options are printed to. */
export const SETTINGS_GLOBAL = 'boudoirSwatchSettings';

/** Class of the `script[type="application/json"]` holding a product's swatch data. */
export const DATA_SCRIPT_CLASS = 'boudoir-swatches__data';

/** Marks a variations form that has been enhanced (never twice). */
export const ENHANCED_ATTRIBUTE = 'data-boudoir-swatches';

/** Re-initialise variation forms this long after each completed AJAX request (docs/contract.md, Validation). */
export const REINIT_DELAY_MS = 1000;

/** Prefix of initialisation errors in the console. */
export const ERROR_PREFIX = 'Variation Swatches:';

/** Page options when the page printed none (the spec's defaults; the tooltip text is translated by PHP). */
export const DEFAULT_SETTINGS = {
	show_variation_label: true,
	variation_label_separator: ': ',
	clickable_out_of_stock: true,
	out_of_stock_tooltip_text: 'Out of stock',
	clear_on_reselect: false,
	show_variation_stock: true,
	stock_label_threshold: 5,
	is_mobile: false,
} as const;
