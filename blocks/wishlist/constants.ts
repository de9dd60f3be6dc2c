/** The block's wrapper, as WordPress names it (the view mounts over it). */
export const BLOCK_NAME = 'boudoir/wishlist';
export const BLOCK_SELECTOR = '.wp-block-boudoir-wishlist';

/** The query argument holding a list's token (`?wishlist=<token>`). */
export const TOKEN_QUERY_ARG = 'wishlist';

/** Items per page when the block says nothing (block.json). */
export const DEFAULT_PER_PAGE = 10;
