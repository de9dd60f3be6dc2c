/**
 * Internal dependencies
 */
import {
	LABEL_CLASS,
	WRAPPER_CLASS,
	hasSwatches,
	labelText,
	restyle,
	start,
} from '../index';

const SELECTOR = '.woocommerce-ordering select, .variations select';

/**
 * The shop's ordering control and a variations form, as WooCommerce prints them.
 *
 * @param extra Markup after them (e.g. the swatches block).
 */
function page( extra = '' ): {
	ordering: HTMLSelectElement;
	colour: HTMLSelectElement;
	reset: HTMLAnchorElement;
} {
	document.body.innerHTML = `
		<form class="woocommerce-ordering" method="get">
			<select name="orderby" class="orderby" aria-label="Shop order">
				<option value="menu_order" selected>Default sorting</option>
				<option value="popularity">Sort by popularity</option>
			</select>
		</form>
		<form class="variations_form cart" data-product_id="12">
			<table class="variations" role="presentation"><tbody><tr>
				<th class="label"><label for="pa_color">Colour</label></th>
				<td class="value">
					<select id="pa_color" name="attribute_pa_color">
						<option value="">Choose an option</option>
						<option value="noir">Noir</option>
					</select>
					<a class="reset_variations" href="#">Clear</a>
				</td>
			</tr></tbody></table>
		</form>
		${ extra }`;
	return {
		ordering: document.querySelector( '.orderby' )!,
		colour: document.querySelector( '#pa_color' )!,
		reset: document.querySelector( '.reset_variations' )!,
	};
}

/**
 * The label a restyled select shows.
 *
 * @param select The select.
 */
function labelOf( select: HTMLSelectElement ): string | null | undefined {
	return select.previousElementSibling?.textContent;
}

describe( 'labelText', () => {
	it( 'is the chosen option’s text, white space collapsed', () => {
		document.body.innerHTML = `<select>
			<option>One</option>
			<option selected>&nbsp;&nbsp;&nbsp;Bras&nbsp;&nbsp;(7)  </option>
		</select>`;
		expect( labelText( document.querySelector( 'select' )! ) ).toBe(
			'Bras (7)'
		);
	} );

	it( 'is the option’s label attribute when it has one, as the browser shows it', () => {
		document.body.innerHTML =
			'<select><option label="Short">A much longer text</option></select>';
		expect( labelText( document.querySelector( 'select' )! ) ).toBe(
			'Short'
		);
	} );

	it( 'is empty when nothing is chosen', () => {
		document.body.innerHTML = '<select></select>';
		expect( labelText( document.querySelector( 'select' )! ) ).toBe( '' );
	} );
} );

/**
 * What getClientRects() answers for an element laid out in that many boxes (0: not shown).
 *
 * @param count How many boxes.
 */
function rectList( count: number ): DOMRectList {
	const rects = Array.from( { length: count }, () => new DOMRect() );
	return Object.assign( rects, {
		item: ( index: number ) => rects[ index ] ?? null,
	} );
}

describe( 'restyle', () => {
	let rects: jest.SpyInstance;

	beforeEach( () => {
		// jsdom lays nothing out: every element counts as shown unless a test says otherwise.
		rects = jest
			.spyOn( Element.prototype, 'getClientRects' )
			.mockImplementation( function ( this: Element ) {
				return rectList( ( this as HTMLElement ).hidden ? 0 : 1 );
			} );
	} );

	afterEach( () => rects.mockRestore() );

	it( 'wraps the select with an aria-hidden label showing its option, once', () => {
		const { ordering } = page();
		const form = ordering.parentElement!;
		expect( restyle( ordering ) ).toBe( true );
		const wrapper = ordering.parentElement!;
		expect( wrapper ).toHaveClass( WRAPPER_CLASS );
		expect( wrapper.parentElement ).toBe( form );
		const label = wrapper.firstElementChild!;
		expect( label ).toHaveClass( LABEL_CLASS );
		expect( label ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( label ).toHaveTextContent( 'Default sorting' );
		// The select keeps its name and stays the control.
		expect( ordering ).toHaveAccessibleName( 'Shop order' );
		expect( restyle( ordering ) ).toBe( false );
		expect( form.querySelectorAll( `.${ WRAPPER_CLASS }` ) ).toHaveLength(
			1
		);
	} );

	it( 'leaves list boxes, multiple selects and hidden selects alone', () => {
		const { ordering, colour } = page();
		ordering.multiple = true;
		expect( restyle( ordering ) ).toBe( false );
		ordering.multiple = false;
		ordering.size = 4;
		expect( restyle( ordering ) ).toBe( false );
		colour.hidden = true;
		expect( restyle( colour ) ).toBe( false );
		// An element that is not a select, matched by a loose selector.
		const form = document.querySelector( 'form' ) as unknown;
		expect( restyle( form as HTMLSelectElement ) ).toBe( false );
		expect( document.querySelector( `.${ WRAPPER_CLASS }` ) ).toBeNull();
	} );

	it( 'leaves the variation selects to Boudoir’s swatches when their block is on the page', () => {
		const { ordering, colour } = page(
			'<div class="wp-block-boudoir-variation-swatches" data-product-id="12"></div>'
		);
		expect( hasSwatches( colour ) ).toBe( true );
		expect( hasSwatches( ordering ) ).toBe( false );
		expect( restyle( colour ) ).toBe( false );
		expect( restyle( ordering ) ).toBe( true );
	} );

	it( 'restyles the variation selects when the swatches are off', () => {
		const { colour } = page();
		expect( hasSwatches( colour ) ).toBe( false );
		expect( restyle( colour ) ).toBe( true );
		expect( labelOf( colour ) ).toBe( 'Choose an option' );
	} );
} );

describe( 'start', () => {
	let rects: jest.SpyInstance;

	beforeEach( () => {
		jest.useFakeTimers();
		rects = jest
			.spyOn( Element.prototype, 'getClientRects' )
			.mockReturnValue( rectList( 1 ) );
	} );

	afterEach( () => {
		rects.mockRestore();
		jest.useRealTimers();
	} );

	it( 'restyles every matching select; a selector the browser rejects does nothing', () => {
		page();
		expect( start( document, '.woocommerce-ordering >>> select' ) ).toBe(
			0
		);
		expect( document.querySelector( `.${ WRAPPER_CLASS }` ) ).toBeNull();
		expect( start( document, SELECTOR ) ).toBe( 2 );
	} );

	it( 'follows a change of option', () => {
		const { ordering } = page();
		start( document, SELECTOR );
		ordering.value = 'popularity';
		ordering.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( labelOf( ordering ) ).toBe( 'Sort by popularity' );
	} );

	it( 'shows the placeholder again after the reset-variations control set the select without an event', () => {
		const { colour, reset } = page();
		start( document, SELECTOR );
		colour.value = 'noir';
		colour.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( labelOf( colour ) ).toBe( 'Noir' );
		// WooCommerce's handler empties the select with jQuery: no native change event.
		reset.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			colour.value = '';
		} );
		reset.click();
		expect( labelOf( colour ) ).toBe( 'Choose an option' );
	} );

	it( 'follows a form reset once the browser has reset the values', () => {
		const { ordering } = page();
		start( document, SELECTOR );
		ordering.value = 'popularity';
		ordering.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		( ordering.form as HTMLFormElement ).reset();
		jest.runAllTimers();
		expect( labelOf( ordering ) ).toBe( 'Default sorting' );
	} );
} );
