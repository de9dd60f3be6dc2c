/**
 * The server's swatches (Swatch_Radios, PHP) before the island: native radios laid over
 * each face, printed just before their attribute's select. A choice made on them goes to
 * the select, which WooCommerce reads and the island reads when it takes over; the select
 * stays the one truth. No React here: this runs in the swatches' loader.
 */

/**
 * Internal dependencies
 */
import { afterNextPaint } from '../../src/dom/after-paint';
import { nextChoice } from '../../src/swatches/choice';

/** The server's group of radios for one attribute; its select follows it. */
export const SERVER_GROUP_SELECTOR =
	'.boudoir-swatches[data-boudoir-swatches="server"]';

/** The server's radios. */
export const SERVER_RADIO_CLASS = 'boudoir-swatches__input';

/**
 * On a server's group while a press on one of its radios is under way: the radio's value.
 * The island, taking the group's place before the press ends, finishes it on its own
 * swatch (a press whose element went away brings no click).
 */
export const PRESSED_ATTRIBUTE = 'data-boudoir-pressed';

/**
 * The server's group standing before a select, if any.
 *
 * @param select An attribute select.
 */
export function serverGroupOf( select: HTMLSelectElement ): HTMLElement | null {
	const before = select.previousElementSibling;
	return before instanceof HTMLElement &&
		before.matches( SERVER_GROUP_SELECTOR )
		? before
		: null;
}

/**
 * The select a server's radio stands for.
 *
 * @param radio A server's radio.
 */
function selectOf( radio: HTMLInputElement ): HTMLSelectElement | null {
	const next = radio.closest( SERVER_GROUP_SELECTOR )?.nextElementSibling;
	return next instanceof HTMLSelectElement ? next : null;
}

/**
 * Hands a checked radio's value to its select, with the `change` WooCommerce listens for.
 * A value the select does not offer now (WooCommerce took it out as unavailable) is not
 * taken: the radios go back to the select's choice.
 *
 * @param radio The radio the shopper checked.
 * @return Whether the select took the value.
 */
export function handOver( radio: HTMLInputElement ): boolean {
	const select = selectOf( radio );
	if ( ! select || select.value === radio.value ) {
		return false;
	}
	const offered = Array.from( select.options ).some(
		( option ) => option.value === radio.value && ! option.disabled
	);
	if ( ! offered ) {
		radio.checked = false;
		radio
			.closest( SERVER_GROUP_SELECTOR )
			?.querySelectorAll< HTMLInputElement >( `.${ SERVER_RADIO_CLASS }` )
			.forEach( ( other ) => {
				other.checked = other.value === select.value;
			} );
		return false;
	}
	select.value = radio.value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	return true;
}

/**
 * Clears a select whose choice the shopper picked again (clear on reselect), with the
 * `change` WooCommerce listens for, as the island does; the radio is already unchecked.
 *
 * @param radio  The server's radio picked again, now unchecked.
 * @param select Its select.
 */
function clearChoice( radio: HTMLInputElement, select: HTMLSelectElement ) {
	if ( radio.checked || select.value !== radio.value ) {
		return;
	}
	select.value = '';
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * The server's radio an event is on, if any.
 *
 * @param event The event.
 */
function serverRadioOf( event: Event ): HTMLInputElement | null {
	const { target } = event;
	return target instanceof HTMLInputElement &&
		target.classList.contains( SERVER_RADIO_CLASS )
		? target
		: null;
}

/**
 * Listens, on the document, for choices on the server's radios (handed to the select
 * after the next paint), and marks a press under way on one of them. With clear on
 * reselect, picking the chosen swatch again clears the choice, as on the island's
 * swatches: a native radio cannot uncheck itself.
 *
 * @param document        The page.
 * @param clearOnReselect Whether the shop's swatches clear on reselect, read at the click.
 */
export function keepEarlyChoices(
	document: Document,
	clearOnReselect: () => boolean = () => false
): void {
	// WooCommerce's handlers run after the frame that shows the radio checked.
	document.addEventListener( 'change', ( event ) => {
		const radio = serverRadioOf( event );
		if ( radio ) {
			afterNextPaint( () => {
				if ( radio.checked ) {
					handOver( radio );
				}
			} );
		}
	} );
	// A click on the checked radio brings no change. Its value already in the select means
	// it was the choice before this click: a new choice's change hands it over after a paint.
	document.addEventListener( 'click', ( event ) => {
		const radio = serverRadioOf( event );
		const select = radio && selectOf( radio );
		if (
			! radio ||
			! select ||
			select.value !== radio.value ||
			nextChoice( select.value, radio.value, clearOnReselect() ) !== ''
		) {
			return;
		}
		radio.checked = false;
		afterNextPaint( () => clearChoice( radio, select ) );
	} );
	// The group pressed, if any: a pointerup elsewhere on the page costs nothing.
	let pressed: Element | null = null;
	document.addEventListener(
		'pointerdown',
		( event ) => {
			const radio = serverRadioOf( event );
			pressed = radio?.closest( SERVER_GROUP_SELECTOR ) ?? null;
			pressed?.setAttribute( PRESSED_ATTRIBUTE, radio?.value ?? '' );
		},
		true
	);
	const released = () => {
		pressed?.removeAttribute( PRESSED_ATTRIBUTE );
		pressed = null;
	};
	document.addEventListener( 'pointerup', released, true );
	document.addEventListener( 'pointercancel', released, true );
}
