/**
 * The upward arrow's class, in the editor's preview as on the front end (the arrow itself is
 * the icon set's src/icons/arrow-up.svg).
 */
export const ICON_CLASS = 'boudoir-scroll-to-top__icon';
