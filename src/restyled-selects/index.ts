/**
 * Restyled select drop-downs (docs/contract.md, page behaviour 5): each select matching the
 * site's selector gets a visible label mirroring its chosen option. The native select
 * stays where it was, focusable and operable, transparent on top of the label: the
 * pointer opens the browser's own picker, keyboards and screen readers use the real
 * select (its accessible name unchanged), and the label is aria-hidden decoration.
 * Plain TypeScript, deferred; Boudoir\Theme\Restyled_Selects prints the selector.
 */

/** The wrapper standing where the select stood. */
export const WRAPPER_CLASS = 'boudoir-select';

/** The label under the select. */
export const LABEL_CLASS = 'boudoir-select__label';

/** Boudoir's swatches block, whose swatches stand in for a variations form's selects. */
const SWATCHES_BLOCK = '.wp-block-boudoir-variation-swatches';

/** The select's layout the wrapper takes over, so nothing moves. */
const WRAPPER_TAKES =
	'margin-top margin-right margin-bottom margin-left vertical-align';

/** The select's type the label copies. */
const LABEL_TAKES = 'font-family font-size font-weight font-style';

/**
 * Copies computed properties of one element onto another's inline style.
 *
 * @param style      The computed style.
 * @param element    The element.
 * @param properties Their names, space-separated.
 */
function copy(
	style: CSSStyleDeclaration,
	element: HTMLElement,
	properties: string
): void {
	properties
		.split( ' ' )
		.forEach( ( property ) =>
			element.style.setProperty(
				property,
				style.getPropertyValue( property )
			)
		);
}

/**
 * The text the label shows: the chosen option's label (its text unless it has a label
 * attribute, as the browser shows it), white space collapsed; '' when none is chosen.
 *
 * @param select The select.
 */
export function labelText(
	select: Pick< HTMLSelectElement, 'options' | 'selectedIndex' >
): string {
	const option = select.options[ select.selectedIndex ];
	return option ? option.label.replace( /\s+/g, ' ' ).trim() : '';
}

/**
 * Whether an element is a select drop-down (not a list box, not another element the
 * selector matched) that the page shows now.
 *
 * @param select The element.
 */
export function isShownDropDown( select: HTMLSelectElement ): boolean {
	return (
		select.type === 'select-one' &&
		select.size < 2 &&
		select.getClientRects().length > 0
	);
}

/**
 * Whether Boudoir's swatches stand in for a select (then it is hidden and must not get a
 * visible label): a variations form's select on a page with the swatches block.
 *
 * @param select The select.
 */
export function hasSwatches( select: HTMLSelectElement ): boolean {
	return (
		!! select.closest( 'form.variations_form' ) &&
		!! select.ownerDocument.querySelector( SWATCHES_BLOCK )
	);
}

/**
 * Shows a restyled select's chosen option in its label.
 *
 * @param select A select inside its wrapper.
 */
export function sync( select: HTMLSelectElement ): void {
	const label = select.previousElementSibling;
	if ( label?.classList.contains( LABEL_CLASS ) ) {
		label.textContent = labelText( select );
	}
}

/**
 * Wraps a select with its label, once, keeping its box where and as big as it was: its
 * margins and vertical alignment move to the wrapper, its width is held when wrapping
 * changed it (a percentage of its old container).
 *
 * @param select The select.
 * @return Whether it was restyled now.
 */
export function restyle( select: HTMLSelectElement ): boolean {
	if (
		select.parentElement?.classList.contains( WRAPPER_CLASS ) ||
		! isShownDropDown( select ) ||
		hasSwatches( select )
	) {
		return false;
	}
	const document = select.ownerDocument;
	const style = getComputedStyle( select );
	const width = select.offsetWidth;
	const wrapper = document.createElement( 'span' );
	const label = document.createElement( 'span' );
	wrapper.className =
		WRAPPER_CLASS + ( style.display === 'block' ? ' is-block' : '' );
	label.className = LABEL_CLASS;
	label.setAttribute( 'aria-hidden', 'true' );
	copy( style, wrapper, WRAPPER_TAKES );
	copy( style, label, LABEL_TAKES );
	select.before( wrapper );
	wrapper.append( label, select );
	select.style.margin = '0';
	if ( Math.abs( select.offsetWidth - width ) > 1 ) {
		wrapper.style.width = `${ width }px`;
		select.style.width = '100%';
	}
	sync( select );
	return true;
}

/**
 * Restyles the document's selects matching a selector and keeps their labels in step:
 * on change and input, after a form reset, and after any click, among them WooCommerce's
 * reset-variations control, which empties the selects with jQuery (no native change
 * event). WooCommerce's own updates of the variation selects (`update_variation_values`,
 * `reset_data`) run synchronously inside those events, before they reach the document,
 * so listening there needs no jQuery bridge (src/woo-events would double this script).
 *
 * @param document The page.
 * @param selector The site's selector list; nothing happens when the browser rejects it.
 * @return How many selects were restyled.
 */
export function start( document: Document, selector: string ): number {
	let restyled: HTMLSelectElement[];
	try {
		restyled = Array.from(
			document.querySelectorAll< HTMLSelectElement >( selector )
		).filter( restyle );
	} catch {
		// A selector the browser rejects: nothing to restyle.
		return 0;
	}
	const syncAll = () => restyled.forEach( sync );
	const syncNowAndLater = () => {
		syncAll();
		// After what sets values later in the same task (a form reset's default action).
		setTimeout( syncAll );
	};
	[ 'change', 'input', 'reset', 'click' ].forEach( ( type ) =>
		document.addEventListener( type, syncNowAndLater )
	);
	return restyled.length;
}
