/**
 * The block's names, with no imports: its view script (the island loader) reads them
 * without bringing @wordpress/i18n along.
 */

/** The block's (and its island's) name. */
export const BLOCK_NAME = 'boudoir/wishlists';

/** The block's wrapper, as WordPress names it. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-wishlists';
