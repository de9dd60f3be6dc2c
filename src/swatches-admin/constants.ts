/**
 * Names shared by the attribute term screens' PHP (`Boudoir\Swatches\Term_Fields`) and this script.
 */

/** The server-printed fields this script enhances: `data-boudoir-swatch-field="color|image"`. */
export const FIELD_SELECTOR = '[data-boudoir-swatch-field]';

/** A stored swatch colour: `#rrggbb` (the PHP sanitizer's rule). */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The HTML pattern of the colour input, the same rule for the browser. */
export const HEX_COLOR_PATTERN = '#[0-9a-fA-F]{6}';

/** What the picker shows before a colour is set: mid grey, so every arrow key changes it. */
export const DEFAULT_PICKER_COLOR = '#808080';

/** The image preview's size in CSS pixels (WordPress's thumbnail, scaled down). */
export const PREVIEW_SIZE = 48;

/** Core's "Add new" term form and the list it adds rows to (by AJAX). */
export const ADD_TERM_FORM = '#addtag';
export const TERMS_LIST = '#the-list';
