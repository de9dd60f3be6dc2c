/**
 * Internal dependencies
 */
import type { DropdownTarget, Side } from './behaviour';

/**
 * The block's attributes, as block.json declares them (docs/contract.md, Data "Theme options"). Left
 * unset, each but the source takes the site's setting (Settings → Boudoir), then the default.
 */
export type MobileMenuAttributes = {
	/** The `wp_navigation` post whose items the menu shows; 0 or unset: the newest published one. */
	sidrSource?: number;
	/** The screen edge the panel slides in from (mirrored on right-to-left pages). */
	sidrSide?: Side;
	/** Whether the page moves aside by the panel's width (else the panel covers it). */
	sidrDisplace?: boolean;
	/** What opens a submenu: its parent's link itself, or a separate toggle button beside it. */
	sidrDropdownTarget?: DropdownTarget;
};
