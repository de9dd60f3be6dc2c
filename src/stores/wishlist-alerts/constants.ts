/** The store's name in the @wordpress/data registry. */
export const STORE_NAME = 'boudoir/wishlist-alerts';

/** The longest e-mail address the alert routes take (their `email` field's `maxLength`). */
export const EMAIL_MAX_LENGTH = 100;

/** The longest page address the alert routes keep with a choice (their `page` field's `maxLength`). */
export const PAGE_MAX_LENGTH = 2000;
