/**
 * The mobile side menu, in plain TypeScript (it is in the header of every page). The
 * server's "Open menu" link (which shows the panel as its target without JavaScript)
 * becomes a button opening the panel as a modal dialog (`showModal()`: the page behind
 * is inert); the panel slides in from its side, the page moving aside with it when the
 * block displaces it. Closed by the "Close menu" button, an overlay click, Escape, a
 * click on a menu item (after 50 ms) or a window grown to the desktop width; focus
 * moves in, Tab wraps inside, and focus returns to the button. Submenus slide open and
 * shut from their toggle, or from their parent's link when the block says so.
 */

/**
 * Internal dependencies
 */
import { enhanceBlocks } from '../../src/dom/when-parsed';
import {
	CLASSES,
	DESKTOP_QUERY,
	TIMINGS,
	isShown,
	nextState,
	slideDuration,
	wrapFocus,
	type MenuEvent,
	type MenuState,
} from './behaviour';

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-mobile-menu';

/** The page's wrapper that moves aside when the menu displaces the page (block themes). */
export const PAGE_SELECTOR = '.wp-site-blocks';

/** On `<html>` while a menu is shown: the page does not scroll behind it. */
export const ROOT_CLASS = 'has-boudoir-mobile-menu';

/** On the page's wrapper while a displacing menu is shown; `is-shifted-<side>` moves it. */
export const PAGE_CLASS = 'boudoir-mobile-menu-page';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** One side menu, as its button sees it. */
export type SideMenu = {
	/** The menu's state (docs/contract.md, States). */
	state: () => MenuState;
	/** Opens the panel; another open side menu closes at once. */
	open: () => void;
	/**
	 * Closes the panel.
	 *
	 * @param returnFocus Whether focus goes back to the button (default yes).
	 * @param instantly   Whether to skip the slide.
	 */
	close: ( returnFocus?: boolean, instantly?: boolean ) => void;
	/** Undoes the enhancement (tests). */
	destroy: () => void;
};

/** docs/contract.md, States: only one side menu at a time. */
let current: SideMenu | null = null;

function prefersReducedMotion( view: Window ): boolean {
	return !! view.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
}

/**
 * Replaces a server link by a button with the same class, words and icon.
 *
 * @param link The link.
 * @return The button.
 */
function linkToButton( link: HTMLElement ): HTMLButtonElement {
	const button = link.ownerDocument.createElement( 'button' );
	button.type = 'button';
	button.className = link.className;
	if ( link.id ) {
		button.id = link.id;
	}
	button.append( ...Array.from( link.childNodes ) );
	link.replaceWith( button );
	return button;
}

/**
 * Makes one submenu slide open and shut from its toggle (or its parent's link).
 *
 * @param toggle         The server's toggle button (hidden without JavaScript).
 * @param dropdownTarget `link`: the parent's link becomes the toggle, and moves into the submenu.
 * @param reducedMotion  Whether to skip the slide.
 * @return Collapses it and stops (tests).
 */
function enhanceSubmenu(
	toggle: HTMLButtonElement,
	dropdownTarget: string | undefined,
	reducedMotion: () => boolean
): ( () => void ) | null {
	const document = toggle.ownerDocument;
	const item = toggle.closest( 'li' );
	const submenu = document.getElementById(
		toggle.getAttribute( 'aria-controls' ) ?? ''
	);
	if ( ! item || ! submenu ) {
		return null;
	}
	let button = toggle;
	const link = item.querySelector(
		':scope > * > .boudoir-mobile-menu__link'
	);
	if ( dropdownTarget === 'link' && link ) {
		// The item's own words name the toggle; its link stays reachable as the submenu's first item.
		button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'boudoir-mobile-menu__link is-toggle';
		button.append(
			link.textContent ?? '',
			...Array.from( toggle.querySelectorAll( 'svg' ) )
		);
		button.setAttribute( 'aria-controls', submenu.id );
		link.replaceWith( button );
		toggle.remove();
		if ( link instanceof HTMLAnchorElement ) {
			const first = document.createElement( 'li' );
			const row = document.createElement( 'div' );
			first.className = 'boudoir-mobile-menu__item is-parent-link';
			row.className = 'boudoir-mobile-menu__row';
			row.append( link );
			first.append( row );
			submenu.prepend( first );
		}
	}
	button.hidden = false;
	let timer: ReturnType< typeof setTimeout > | undefined;
	const isExpanded = () => button.getAttribute( 'aria-expanded' ) === 'true';
	const set = ( expand: boolean, instantly = false ) => {
		button.setAttribute( 'aria-expanded', String( expand ) );
		item.classList.toggle( CLASSES.active, expand );
		button.classList.toggle( CLASSES.active, expand );
		clearTimeout( timer );
		const duration = instantly
			? 0
			: slideDuration( TIMINGS.submenuSpeed, reducedMotion() );
		if ( duration === 0 ) {
			submenu.style.height = '';
			submenu.hidden = ! expand;
			return;
		}
		// From wherever it is (a slide may be under way) to its full height or none.
		const from = submenu.hidden ? 0 : submenu.offsetHeight;
		submenu.hidden = false;
		submenu.style.height = `${ from }px`;
		const to = expand ? submenu.scrollHeight : 0;
		void submenu.offsetHeight;
		submenu.style.height = `${ to }px`;
		timer = setTimeout( () => {
			submenu.style.height = '';
			submenu.hidden = ! expand;
		}, duration );
	};
	const onClick = () => set( ! isExpanded() );
	set( false, true );
	button.addEventListener( 'click', onClick );
	return () => {
		clearTimeout( timer );
		button.removeEventListener( 'click', onClick );
	};
}

/**
 * Whether a link leads to a place on the page it is on.
 *
 * @param link     The link.
 * @param location The page's address.
 */
function isInPage( link: HTMLAnchorElement, location: Location ): boolean {
	return (
		link.hash !== '' &&
		link.origin === location.origin &&
		link.pathname === location.pathname &&
		link.search === location.search
	);
}

/**
 * Follows an in-page link from outside the (closed) menu, as a click on the page would:
 * smooth in-page scrolling, where the page has it, scrolls and moves focus to the target;
 * otherwise the browser jumps to it.
 *
 * @param link The menu's link.
 */
function followInPage( link: HTMLAnchorElement ): void {
	const stand = link.ownerDocument.createElement( 'a' );
	stand.href = link.href;
	stand.hidden = true;
	link.ownerDocument.body.append( stand );
	stand.click();
	stand.remove();
}

/**
 * Enhances one block: the button, the modal panel and its submenus.
 *
 * @param root The block's wrapper.
 */
export function enhance( root: HTMLElement ): SideMenu | null {
	const document = root.ownerDocument;
	const view = document.defaultView ?? window;
	const link = root.querySelector< HTMLAnchorElement >(
		'a.boudoir-mobile-menu__open'
	);
	const dialog = root.querySelector< HTMLDialogElement >(
		'dialog.boudoir-mobile-menu__dialog'
	);
	const closeLink = dialog?.querySelector< HTMLAnchorElement >(
		'a.boudoir-mobile-menu__close'
	);
	// Browsers without modal dialogs keep the link to the panel.
	if ( ! link || ! dialog || ! closeLink || ! dialog.showModal ) {
		return null;
	}
	const side = root.dataset.side === 'right' ? 'right' : 'left';
	const displace = root.dataset.displace === 'true';
	const reducedMotion = () => prefersReducedMotion( view );

	const button = linkToButton( link );
	button.setAttribute( 'aria-haspopup', 'dialog' );
	button.setAttribute( 'aria-expanded', 'false' );
	button.setAttribute( 'aria-controls', dialog.id );
	const closeButton = linkToButton( closeLink );
	const stopSubmenus = Array.from(
		dialog.querySelectorAll< HTMLButtonElement >(
			'button.boudoir-mobile-menu__toggle'
		)
	).map( ( toggle ) =>
		enhanceSubmenu( toggle, root.dataset.dropdownTarget, reducedMotion )
	);
	root.classList.add( 'is-enhanced' );

	let state: MenuState = 'closed';
	let timer: ReturnType< typeof setTimeout > | undefined;
	let itemTimer: ReturnType< typeof setTimeout > | undefined;
	let focusBack = true;
	// An in-page link chosen in the menu, followed once the menu has closed.
	let pendingLink: HTMLAnchorElement | null = null;
	const page = () =>
		displace
			? document.querySelector< HTMLElement >( PAGE_SELECTOR )
			: null;
	const move = ( event: MenuEvent ) => {
		state = nextState( state, event );
		root.dataset.state = state;
	};
	// The safety margin after the slide (docs/contract.md, Figures): a loaded machine runs its frames late.
	const settle = ( done: () => void ) => {
		clearTimeout( timer );
		const duration = slideDuration( TIMINGS.speed, reducedMotion() );
		if ( duration === 0 ) {
			done();
		} else {
			timer = setTimeout( done, duration + TIMINGS.settleMargin );
		}
	};
	const finishClosing = () => {
		clearTimeout( timer );
		move( 'settled' );
		// Before anything lays the page out (closing the dialog does): an instant close slides nothing.
		page()?.classList.remove(
			PAGE_CLASS,
			'is-shifted-left',
			'is-shifted-right'
		);
		document.documentElement.classList.remove( ROOT_CLASS );
		dialog.classList.remove( 'is-open' );
		if ( dialog.open ) {
			dialog.close();
		}
		if ( current === menu ) {
			current = null;
		}
		if ( focusBack ) {
			button.focus();
		}
		if ( pendingLink ) {
			followInPage( pendingLink );
			pendingLink = null;
		}
	};
	const open = () => {
		if ( state === 'opening' || state === 'open' ) {
			return;
		}
		if ( current && current !== menu ) {
			current.close( false, true );
		}
		current = menu;
		move( 'open' );
		focusBack = true;
		clearTimeout( itemTimer );
		if ( ! dialog.open ) {
			dialog.showModal();
		}
		document.documentElement.classList.add( ROOT_CLASS );
		page()?.classList.add( PAGE_CLASS );
		// The closed position is laid out first, so the slide runs from it.
		void dialog.getBoundingClientRect();
		dialog.classList.add( 'is-open' );
		page()?.classList.add( `is-shifted-${ side }` );
		button.setAttribute( 'aria-expanded', 'true' );
		closeButton.focus( { preventScroll: true } );
		settle( () => move( 'settled' ) );
	};
	const close = ( returnFocus = true, instantly = false ) => {
		clearTimeout( itemTimer );
		if ( ! isShown( state ) ) {
			return;
		}
		focusBack = returnFocus;
		if ( state !== 'closing' ) {
			move( 'close' );
			dialog.classList.remove( 'is-open' );
			page()?.classList.remove( 'is-shifted-left', 'is-shifted-right' );
			button.setAttribute( 'aria-expanded', 'false' );
		}
		if ( instantly ) {
			finishClosing();
		} else {
			settle( finishClosing );
		}
	};
	const menu: SideMenu = {
		state: () => state,
		open,
		close,
		destroy() {
			close( false, true );
			stopSubmenus.forEach( ( stop ) => stop?.() );
			listening.abort();
			root.classList.remove( 'is-enhanced' );
		},
	};

	const onClose = () => close();
	const onDialogClick = ( event: MouseEvent ) => {
		const target = event.target;
		// The panel fills the dialog: a click on the dialog itself is on its backdrop.
		if ( target === dialog ) {
			close();
			return;
		}
		const item =
			target instanceof Element
				? target.closest( '.boudoir-mobile-menu__nav a[href]' )
				: null;
		if ( item instanceof HTMLAnchorElement ) {
			// The page behind a modal is inert: an in-page target can take neither focus
			// nor the smooth scroll until the menu has closed, so the link waits for it.
			pendingLink = isInPage( item, view.location ) ? item : null;
			if ( pendingLink ) {
				event.preventDefault();
			}
			clearTimeout( itemTimer );
			itemTimer = setTimeout(
				() => close( false ),
				TIMINGS.itemCloseDelay
			);
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = Array.from(
			dialog.querySelectorAll< HTMLElement >( FOCUSABLE )
		).filter( ( element ) => element.getClientRects().length > 0 );
		const active = dialog.ownerDocument.activeElement;
		const index = focusable.findIndex( ( element ) => element === active );
		const to = wrapFocus( index, focusable.length, event.shiftKey );
		if ( to !== null ) {
			event.preventDefault();
			focusable[ to ].focus();
		}
	};
	// Escape, as the browser reports it to a modal dialog.
	const onCancel = ( event: Event ) => {
		event.preventDefault();
		close();
	};
	// Closed by the browser itself: nothing left to slide.
	const onNativeClose = () => {
		if ( isShown( state ) ) {
			close( true, true );
		}
	};
	const desktop = view.matchMedia?.( DESKTOP_QUERY );
	const onDesktop = () => {
		if ( desktop?.matches ) {
			close( false, true );
		}
	};
	// Back from the page an item led to, out of the back/forward cache.
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			close( false, true );
		}
	};

	// Every listener goes with destroy().
	const listening = new AbortController();
	const options = { signal: listening.signal };
	button.addEventListener( 'click', open, options );
	closeButton.addEventListener( 'click', onClose, options );
	dialog.addEventListener( 'click', onDialogClick, options );
	dialog.addEventListener( 'keydown', onKeyDown, options );
	dialog.addEventListener( 'cancel', onCancel, options );
	dialog.addEventListener( 'close', onNativeClose, options );
	desktop?.addEventListener?.( 'change', onDesktop, options );
	view.addEventListener( 'pageshow', onPageShow, options );
	root.dataset.state = state;
	return menu;
}

enhanceBlocks( BLOCK_SELECTOR, enhance );
