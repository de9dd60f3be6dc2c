/**
 * Internal dependencies
 */
import { FOCUSABLE } from './constants';

/**
 * The elements of a container that Tab reaches, in order (hidden ones left out).
 *
 * @param container The dialog or region.
 */
export function tabbables( container: HTMLElement ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! element.closest( '[hidden], [inert]' ) &&
			// Radios of one group are a single Tab stop: only the checked one, or the first.
			! (
				element instanceof HTMLInputElement &&
				element.type === 'radio' &&
				element.name &&
				! element.checked &&
				container.querySelector(
					`input[type="radio"][name="${ CSS.escape(
						element.name
					) }"]:checked`
				)
			)
	);
}

/**
 * Keeps Tab and Shift+Tab inside a container: from the last stop Tab goes to the
 * first, from the first Shift+Tab goes to the last. Returns whether it moved focus.
 *
 * @param event     The keydown event.
 * @param container The dialog or region.
 */
export function wrapTab(
	event: Pick< KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' >,
	container: HTMLElement
): boolean {
	if ( event.key !== 'Tab' ) {
		return false;
	}
	const stops = tabbables( container );
	if ( stops.length === 0 ) {
		event.preventDefault();
		return true;
	}
	const first = stops[ 0 ];
	const last = stops[ stops.length - 1 ];
	const active = container.ownerDocument.activeElement;
	const inside = active instanceof Node && container.contains( active );
	if ( event.shiftKey && ( active === first || ! inside ) ) {
		event.preventDefault();
		last.focus();
		return true;
	}
	if ( ! event.shiftKey && ( active === last || ! inside ) ) {
		event.preventDefault();
		first.focus();
		return true;
	}
	return false;
}
