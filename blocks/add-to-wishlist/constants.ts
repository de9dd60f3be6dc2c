/** The block's (and its island's) name. */
export const BLOCK_NAME = 'boudoir/add-to-wishlist';

/** The block's wrapper class (and mount selector). */
export const ROOT_CLASS = 'wp-block-boudoir-add-to-wishlist';

/** The add button's action, on the server's button and the island's (an early click is replayed). */
export const ADD_ACTION = 'add-to-wishlist';

/** The list selector's value that means "a new list" (as the REST `wishlist_id`). */
export const NEW_LIST = 'new';

/** Tabs of the add popup. */
export const TAB_CHOOSE = 'choose';
export const TAB_CREATE = 'create';

/** Variable products' form, whose WooCommerce events tell the chosen variation. */
export const VARIATIONS_FORM = 'form.variations_form';
