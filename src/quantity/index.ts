/**
 * Quantity steppers (docs/contract.md, Validation "Quantity inputs"): minus and plus buttons around each
 * number input in WooCommerce's `.quantity` wrappers. The server prints the buttons
 * (Boudoir\Theme\Quantity_Buttons, on WooCommerce's before/after quantity field hooks);
 * this script adds them where a template printed none, applies the start rule, and runs
 * them: each press fires `input` and `change` (bubbling) so WooCommerce reacts, keeps the
 * add-to-cart button's `data-quantity` in sync, marks a button at its bound with
 * `aria-disabled` (it keeps its focus), and mirrors the product form's quantity inputs
 * when the page asks for it.
 */

/**
 * Internal dependencies
 */
import { type Bounds, decrease, increase, initial } from './rules';

/** What the server prints in `window.boudoirQuantity`. */
export interface QuantitySettings {
	/** The minus button's name ("Decrease quantity", translated). */
	decrease?: string;
	/** The plus button's name ("Increase quantity", translated). */
	increase?: string;
	/** Mirror the product form's quantity inputs (single product, floating bar on). */
	mirror?: boolean;
}

export const WRAPPER = '.quantity';
export const INPUT = 'input[type="number"]';
export const BUTTON = 'boudoir-qty';
export const PLUS = 'boudoir-qty--plus';
/** Inputs mirrored across a single product page. */
export const MIRRORED = `form.cart:not(.grouped_form) ${ WRAPPER } ${ INPUT }`;

function boundsOf( input: HTMLInputElement ): Bounds {
	return {
		min: input.getAttribute( 'min' ),
		max: input.getAttribute( 'max' ),
		step: input.getAttribute( 'step' ),
	};
}

function buttonsOf( wrapper: Element ): HTMLElement[] {
	return Array.from(
		wrapper.querySelectorAll< HTMLElement >( `:scope > .${ BUTTON }` )
	);
}

function makeButton( document: Document, plus: boolean, name = '' ) {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `${ BUTTON } ${ BUTTON }--${ plus ? 'plus' : 'minus' }`;
	button.setAttribute( 'aria-label', name );
	const sign = document.createElement( 'span' );
	sign.setAttribute( 'aria-hidden', 'true' );
	sign.textContent = plus ? '+' : '−';
	button.append( sign );
	return button;
}

/**
 * Marks each button at its bound (`aria-disabled`, so focus stays on it).
 *
 * @param input The quantity input.
 */
export function refresh( input: HTMLInputElement ): void {
	const wrapper = input.closest( WRAPPER );
	if ( ! wrapper ) {
		return;
	}
	const bounds = boundsOf( input );
	const off = input.disabled || input.readOnly;
	for ( const button of buttonsOf( wrapper ) ) {
		const next = button.classList.contains( PLUS )
			? increase( input.value, bounds )
			: decrease( input.value, bounds );
		button.setAttribute(
			'aria-disabled',
			String( off || String( next ) === input.value.trim() )
		);
	}
}

/**
 * Copies the value to the add-to-cart button of the input's product (`data-quantity`,
 * which WooCommerce's ajax add to cart posts).
 *
 * @param input The quantity input.
 */
export function sync( input: HTMLInputElement ): void {
	const scope =
		input.closest( 'li.product, .wc-block-grid__product' ) ??
		input.closest( 'form.cart' );
	scope
		?.querySelectorAll( '.add_to_cart_button[data-quantity]' )
		.forEach( ( button ) =>
			button.setAttribute( 'data-quantity', input.value )
		);
}

function fire( input: HTMLInputElement ): void {
	for ( const type of [ 'input', 'change' ] ) {
		input.dispatchEvent( new Event( type, { bubbles: true } ) );
	}
}

/**
 * Adds the buttons a wrapper lacks, applies the start rule, and marks the bounds.
 *
 * @param wrapper  A `.quantity` wrapper.
 * @param settings The server's words.
 */
export function enhance( wrapper: Element, settings: QuantitySettings ): void {
	const input = wrapper.querySelector< HTMLInputElement >(
		`:scope > ${ INPUT }`
	);
	if ( ! input ) {
		// A hidden or read-only quantity (a filter changed the type): no steppers.
		buttonsOf( wrapper ).forEach( ( button ) => button.remove() );
		return;
	}
	if ( ! buttonsOf( wrapper ).length ) {
		const document = wrapper.ownerDocument;
		wrapper.prepend( makeButton( document, false, settings.decrease ) );
		wrapper.append( makeButton( document, true, settings.increase ) );
	}
	const first = initial( input.value, boundsOf( input ) );
	if ( first !== null ) {
		input.value = String( first );
	}
	sync( input );
	refresh( input );
}

/**
 * Starts the steppers on a page.
 *
 * @param document The page.
 * @param settings The server's words and options.
 * @return Stops the steppers.
 */
export function start(
	document: Document,
	settings: QuantitySettings
): () => void {
	const stop = new AbortController();
	const options = { signal: stop.signal };
	document
		.querySelectorAll( WRAPPER )
		.forEach( ( wrapper ) => enhance( wrapper, settings ) );

	let mirroring = false;
	const mirror =
		settings.mirror && ! document.querySelector( 'form.grouped_form' );

	const onValue = ( event: Event ) => {
		const input = event.target;
		if (
			! ( input instanceof HTMLInputElement ) ||
			! input.matches( `${ WRAPPER } ${ INPUT }` )
		) {
			return;
		}
		sync( input );
		refresh( input );
		if ( mirror && ! mirroring && input.matches( MIRRORED ) ) {
			mirroring = true;
			document
				.querySelectorAll< HTMLInputElement >( MIRRORED )
				.forEach( ( other ) => {
					if ( other !== input && other.value !== input.value ) {
						other.value = input.value;
						fire( other );
					}
				} );
			mirroring = false;
		}
	};
	document.addEventListener( 'input', onValue, options );
	document.addEventListener( 'change', onValue, options );

	document.addEventListener(
		'click',
		( event ) => {
			const button =
				event.target instanceof Element
					? event.target.closest( `.${ BUTTON }` )
					: null;
			const input = button
				?.closest( WRAPPER )
				?.querySelector< HTMLInputElement >( `:scope > ${ INPUT }` );
			if (
				! button ||
				! input ||
				button.getAttribute( 'aria-disabled' ) === 'true'
			) {
				return;
			}
			const bounds = boundsOf( input );
			const next = String(
				button.classList.contains( PLUS )
					? increase( input.value, bounds )
					: decrease( input.value, bounds )
			);
			if ( next !== input.value ) {
				input.value = next;
				fire( input );
			}
		},
		options
	);
	return () => stop.abort();
}
