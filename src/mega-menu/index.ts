/**
 * Mega menus on the front end (docs/contract.md, Feature areas "Theme navigation", Figures): core's navigation opens
 * the panel (hover, the toggle button, Escape back to the toggle); this keeps the open
 * panel at least 10 px inside the viewport, in both reading directions, on resize and while
 * the page's layout moves its item (a count filled in, a font swapped, a theme's breakpoint), and
 * lets Escape dismiss a panel the pointer holds open (WCAG 1.4.13). Plain TypeScript,
 * deferred; the server (Boudoir\Theme\Mega_Menu) marks the panel and prints its CSS.
 */

/**
 * Internal dependencies
 */
import { panelRoom, panelShift } from './position';

/** A navigation item in the mega menu style. */
export const ITEM_SELECTOR =
	'.wp-block-navigation-item.is-style-boudoir-mega-menu';

/** The item's panel (its submenu list), as the server marks it. */
export const PANEL_CLASS = 'boudoir-mega-menu__panel';

/** On the item while Escape keeps its panel closed under the pointer. */
export const DISMISSED_CLASS = 'boudoir-mega-menu--dismissed';

/** The panel's custom properties the stylesheet reads. */
export const SHIFT_PROPERTY = '--boudoir-mega-menu-shift';
export const ROOM_PROPERTY = '--boudoir-mega-menu-room';

/** One mega menu on the page. */
export type MegaMenu = {
	item: HTMLElement;
	panel: HTMLElement;
	/** Core's submenu toggle button (aria-expanded). */
	toggle: HTMLElement | null;
	/** The panel's shift now, px. */
	shift: number;
	/** Whether a frame loop keeps the open panel fitted (follow()). */
	following: boolean;
};

/**
 * Whether the panel shows (core's CSS opens it on hover or while its toggle is expanded).
 *
 * @param panel The panel.
 */
export function isOpen( panel: HTMLElement ): boolean {
	return getComputedStyle( panel ).visibility === 'visible';
}

/**
 * Fits an open panel into the viewport: as wide as the room between the margins at
 * most, and shifted by as little as keeps it inside them.
 *
 * @param menu The mega menu.
 */
export function place( menu: MegaMenu ): void {
	const { panel } = menu;
	const style = getComputedStyle( panel );
	if ( style.visibility !== 'visible' ) {
		return;
	}
	const width = document.documentElement.clientWidth;
	panel.style.setProperty( ROOM_PROPERTY, `${ panelRoom( width ) }px` );
	const shift = panelShift(
		panel.getBoundingClientRect(),
		menu.shift,
		width,
		style.direction === 'rtl'
	);
	if ( shift !== menu.shift ) {
		menu.shift = shift;
		panel.style.setProperty( SHIFT_PROPERTY, `${ shift }px` );
	}
}

/**
 * Keeps an open panel fitted, frame by frame, until it closes: whatever moves its item
 * while it shows (the layout settling after a resize, a count filled in beside it, a web
 * font swapped in) moves the panel back inside the margins within a frame. One read of
 * the panel's box a frame, a write only when the shift changes; nothing runs while every
 * panel is closed, nor in a hidden tab.
 *
 * @param menu The mega menu.
 */
export function follow( menu: MegaMenu ): void {
	const frame = () => {
		menu.following = isOpen( menu.panel );
		if ( menu.following ) {
			place( menu );
			requestAnimationFrame( frame );
		}
	};
	if ( ! menu.following ) {
		frame();
	}
}

/**
 * Escape: closes a panel the pointer holds open (core closes what the toggle opened, and
 * only that), focus back on the toggle when it was in the panel; the panel stays closed
 * until the pointer comes back or the toggle is pressed.
 *
 * @param menu The mega menu.
 */
export function dismiss( menu: MegaMenu ): void {
	const { item, panel, toggle } = menu;
	if ( ! item.matches( ':hover' ) || ! isOpen( panel ) ) {
		return;
	}
	if ( panel.contains( panel.ownerDocument.activeElement ) ) {
		toggle?.focus();
	}
	item.classList.add( DISMISSED_CLASS );
	// Core's own hover state closes too, so aria-expanded says the truth: core listens
	// for `mouseleave` up to WordPress 6.x's navigation and `pointerleave` in 7.x's, and
	// reads nothing of the event but 7.x a pointerType of `touch`: plain events will do.
	item.dispatchEvent( new Event( 'mouseleave' ) );
	item.dispatchEvent( new Event( 'pointerleave' ) );
}

/**
 * Finds the page's mega menus and follows them.
 *
 * @param document The page.
 */
export function start( document: Document ): MegaMenu[] {
	const menus: MegaMenu[] = [];
	document
		.querySelectorAll< HTMLElement >( ITEM_SELECTOR )
		.forEach( ( item ) => {
			const panel = item.querySelector< HTMLElement >(
				`:scope > .${ PANEL_CLASS }`
			);
			if ( ! panel ) {
				return;
			}
			const menu: MegaMenu = {
				item,
				panel,
				toggle: item.querySelector< HTMLElement >(
					':scope > .wp-block-navigation-submenu__toggle'
				),
				shift: 0,
				following: false,
			};
			const update = () => follow( menu );
			const undismiss = () => item.classList.remove( DISMISSED_CLASS );
			item.addEventListener( 'mouseenter', () => {
				undismiss();
				update();
			} );
			item.addEventListener( 'focusin', update );
			if ( menu.toggle ) {
				menu.toggle.addEventListener( 'click', undismiss );
				// Opened by the toggle (click, Enter, Space) or core's hover state.
				new MutationObserver( update ).observe( menu.toggle, {
					attributes: true,
					attributeFilter: [ 'aria-expanded' ],
				} );
			}
			menus.push( menu );
		} );
	if ( menus.length ) {
		window.addEventListener( 'resize', () => menus.forEach( follow ) );
		document.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Escape' ) {
				menus.forEach( dismiss );
			}
		} );
	}
	return menus;
}
