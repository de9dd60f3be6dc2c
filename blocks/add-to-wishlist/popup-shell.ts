/**
 * The add popup's shell: the closed `<dialog>` the server prints once per page
 * (php/blocks/class-add-popup-shell.php) where every click on "Add to wishlist" opens
 * the popup. Every click on an add button opens it at once (the popup's heading, tabs
 * and close button, its lists loading), so the frame after a tap never waits for React:
 * not for the island to load, nor for it to render. The island, once it handles the
 * click (replayed, where it came before the island), opens its own popup on the tab the
 * shopper chose, after the shell's frame, and closes the shell in the same frame. A
 * shopper who closes the shell first has said no: the island opens nothing.
 *
 * Plain DOM, loaded with the button's loader (view.ts): no React, no store.
 */

/**
 * Internal dependencies
 */
import { isBackdropClick } from '../../src/components/close-requests';
import { wrapTab } from '../../src/components/focus';
import { SHELL_ATTRIBUTE } from '@boudoir/islands';
import { ADD_ACTION, ROOT_CLASS, TAB_CHOOSE } from './constants';

/** The shell's id (Add_Popup_Shell::ID). */
export const SHELL_ID = 'boudoir-add-popup';

/**
 * On a button's wrapper while the shell stands for its popup: `open`, then `closed` if
 * the shopper closed it before the island took it over (the islands loader's mark).
 */
export { SHELL_ATTRIBUTE };

/**
 * The page's shell, if the server printed one.
 *
 * @param doc The page.
 */
export function shellOf( doc: Document ): HTMLDialogElement | null {
	const shell = doc.getElementById( SHELL_ID );
	return shell instanceof HTMLDialogElement ? shell : null;
}

const tabsOf = ( shell: HTMLElement ) =>
	Array.from( shell.querySelectorAll< HTMLElement >( '[role="tab"]' ) );

/**
 * Selects a tab of the shell (as the island's Tabs do: selected state, Tab stop, its
 * panel shown) and keeps the choice in `data-tab`, for the island.
 *
 * @param shell The shell.
 * @param tab   The tab's id (`choose`, `create`).
 * @param focus Whether the tab takes the focus (arrow keys).
 */
export function selectShellTab(
	shell: HTMLElement,
	tab: string,
	focus = false
): void {
	tabsOf( shell ).forEach( ( button ) => {
		const isSelected = button.dataset.tab === tab;
		button.setAttribute( 'aria-selected', String( isSelected ) );
		button.tabIndex = isSelected ? 0 : -1;
		button.classList.toggle( 'is-selected', isSelected );
		const panel = shell.querySelector< HTMLElement >(
			`[id="${ CSS.escape( button.getAttribute( 'aria-controls' ) ?? '' ) }"]`
		);
		if ( panel ) {
			panel.hidden = ! isSelected;
		}
		if ( isSelected && focus ) {
			button.focus();
		}
	} );
	shell.dataset.tab = tab;
}

const TAB_KEYS: Record< string, ( index: number, last: number ) => number > = {
	ArrowRight: ( index ) => index + 1,
	ArrowDown: ( index ) => index + 1,
	ArrowLeft: ( index ) => index - 1,
	ArrowUp: ( index ) => index - 1,
	Home: () => 0,
	End: ( _index, last ) => last,
};

/**
 * Opens the shell for a click on an add button: the product's name, the first tab, the
 * focus on it; the wrapper is marked for the island.
 *
 * @param shell The shell.
 * @param root  The clicked button's wrapper.
 */
export function openShell( shell: HTMLDialogElement, root: HTMLElement ): void {
	const name = shell.querySelector( '.boudoir-add-to-wishlist__product' );
	if ( name ) {
		name.textContent = root.dataset.productName ?? '';
	}
	selectShellTab( shell, TAB_CHOOSE );
	root.setAttribute( SHELL_ATTRIBUTE, 'open' );
	shell.showModal();
	tabsOf( shell )[ 0 ]?.focus();
}

/**
 * Makes the page's shell work, if it has one.
 *
 * @param doc The page.
 */
export function bindShell( doc: Document ): void {
	const shell = shellOf( doc );
	if ( ! shell ) {
		return;
	}
	// Before the islands loader, which keeps the click for the island (capture, on the
	// wrapper), and before the island's own handler, which opens its popup in the shell's
	// place once the shell has painted.
	doc.addEventListener(
		'click',
		( event ) => {
			const root = ( event.target as Element | null )
				?.closest( `[data-boudoir-action="${ ADD_ACTION }"]` )
				?.closest< HTMLElement >( `.${ ROOT_CLASS }` );
			if (
				root &&
				! shell.open &&
				// A kept click the shopper answered by closing the shell, replayed: no popup.
				! root.hasAttribute( SHELL_ATTRIBUTE ) &&
				root.dataset.showListDropdown !== 'true' &&
				// Busy adding (or waiting for the lists), the island opens nothing.
				( event.target as Element )
					.closest( `[data-boudoir-action="${ ADD_ACTION }"]` )
					?.getAttribute( 'aria-busy' ) !== 'true' &&
				// Without cookies the island refuses the add with a message, and no popup.
				navigator.cookieEnabled
			) {
				openShell( shell, root );
			}
		},
		true
	);
	shell.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const tab = target.closest< HTMLElement >( '[role="tab"]' );
		if ( tab?.dataset.tab ) {
			selectShellTab( shell, tab.dataset.tab );
			return;
		}
		if (
			isBackdropClick( event, shell ) ||
			target.closest( '.boudoir-dialog__close' )
		) {
			shell.close();
		}
	} );
	shell.addEventListener( 'keydown', ( event ) => {
		if ( wrapTab( event, shell ) ) {
			return;
		}
		const tabs = tabsOf( shell );
		const index = tabs.indexOf( event.target as HTMLElement );
		const move = TAB_KEYS[ event.key ];
		if ( index < 0 || ! move ) {
			return;
		}
		event.preventDefault();
		const next =
			tabs[
				( move( index, tabs.length - 1 ) + tabs.length ) % tabs.length
			];
		selectShellTab( shell, next.dataset.tab ?? TAB_CHOOSE, true );
	} );
	// Closed by the shopper (Escape, Close, the backdrop): the island, which takes its mark
	// off before it closes the shell itself, will not replay the click.
	shell.addEventListener( 'close', () =>
		doc
			.querySelectorAll( `[${ SHELL_ATTRIBUTE }="open"]` )
			.forEach( ( root ) =>
				root.setAttribute( SHELL_ATTRIBUTE, 'closed' )
			)
	);
}
