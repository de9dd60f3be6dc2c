/**
 * The guest account page's login/register toggle (docs/contract.md, States "Listing and account";
 * Boudoir\Theme\Account_Toggle prints this script inline, right after the two links, so
 * it runs before WooCommerce's columns are parsed: the hidden column never shows).
 *
 * The links' `data-current` (CSS hides the other column) and `aria-current="true"` (a
 * current item in a set) follow the link clicked, the hash (`#register` opens the register
 * column, at load and later) or the server's choice. Focus stays on the link: the shown
 * column comes right after it in the tab order, and the shopper can switch back at once.
 */

/** A column of WooCommerce's `#customer_login`. */
export type Column = 'login' | 'register';

/**
 * The column a hash names, or null.
 *
 * @param hash `location.hash`.
 */
export function columnOf( hash: string ): Column | null {
	if ( hash === '#register' ) {
		return 'register';
	}
	return hash === '#customer_login' ? 'login' : null;
}

/**
 * The column shown first: the hash's, else the server's (Register after a failed
 * registration), else Login.
 *
 * @param hash    `location.hash`.
 * @param initial The links' `data-initial`.
 */
export function firstColumn( hash: string, initial?: string ): Column {
	return (
		columnOf( hash ) ?? ( initial === 'register' ? 'register' : 'login' )
	);
}

/**
 * Turns the two links into the toggle.
 *
 * @param nav The links' `<nav>`.
 */
export function init( nav: HTMLElement ): void {
	const view = window;
	const links = nav.querySelectorAll< HTMLElement >( 'a[data-column]' );
	const show = ( column: Column ) => {
		nav.dataset.current = column;
		links.forEach( ( link ) => {
			if ( link.dataset.column === column ) {
				link.setAttribute( 'aria-current', 'true' );
			} else {
				link.removeAttribute( 'aria-current' );
			}
		} );
	};
	show( firstColumn( view.location.hash, nav.dataset.initial ) );
	nav.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element ).closest< HTMLElement >(
			'a[data-column]'
		);
		if ( ! link ) {
			return;
		}
		const column: Column =
			link.dataset.column === 'register' ? 'register' : 'login';
		event.preventDefault();
		show( column );
		// The address says what shows (a reload or a shared link opens the same column).
		const { pathname, search } = view.location;
		view.history.replaceState(
			null,
			'',
			pathname + search + ( column === 'register' ? '#register' : '' )
		);
	} );
	view.addEventListener( 'hashchange', () => {
		const column = columnOf( view.location.hash );
		if ( column ) {
			show( column );
		}
	} );
}

// Printed inline right after the links.
const nav = document.currentScript?.previousElementSibling;
if ( nav instanceof HTMLElement && nav.matches( '.boudoir-account-toggle' ) ) {
	init( nav );
}
