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

/**
 * The page options when the page printed none: every option off. Never so where Boudoir
 * prints the block: Swatch_Placement prints `window.boudoirSwatchSettings` before its view
 * and editor scripts, from the options' registry (Swatch_Options), which holds the defaults;
 * the front end keeps no copy of them.
 */
export const NO_SETTINGS = Object.freeze( {
	show_variation_label: false,
	variation_label_separator: '',
	clickable_out_of_stock: false,
	out_of_stock_tooltip_text: '',
	clear_on_reselect: false,
	show_variation_stock: false,
	stock_label_threshold: 0,
	is_mobile: false,
} );
