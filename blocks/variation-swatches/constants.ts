/**
 * Internal dependencies
 */
import { DATA_SCRIPT_CLASS } from '../../src/swatches';
import type { SwatchLook } from './types';

export {
	ENHANCED_ATTRIBUTE,
	ERROR_PREFIX,
	REINIT_DELAY_MS,
} from '../../src/swatches';

/** The block's (and its island's) name. */
export const BLOCK_NAME = 'boudoir/variation-swatches';

/** The block's wrapper (WordPress's class for `boudoir/variation-swatches`). */
export const BLOCK_SELECTOR = '.wp-block-boudoir-variation-swatches';

/** The block's JSON inside its wrapper. */
export const DATA_SELECTOR = `script.${ DATA_SCRIPT_CLASS }`;

/** WooCommerce's variations form. */
export const FORM_SELECTOR = 'form.variations_form';

/** The attribute selects inside the form (WooCommerce's own selector). */
export const SELECT_SELECTOR = '.variations select';

/** WooCommerce's clear control (a link up to 9.2, a button from 9.3). */
export const RESET_SELECTOR = '.reset_variations';

/** Hides a select visually; it stays the source of truth. */
export const HIDDEN_SELECT_CLASS = 'boudoir-swatches__select';

/** The jQuery events after which the swatches re-read the selects (surfaces §3). */
export const REFRESH_EVENTS = [
	'change',
	'reset_data',
	'woocommerce_update_variation_values',
	'woocommerce_variation_has_changed',
].join( ' ' );

/** The look when the wrapper says nothing. */
export const DEFAULT_LOOK: SwatchLook = { shape: 'circle', size: 'medium' };
