/**
 * Internal dependencies
 */
import { start as startSteppers, type QuantitySettings } from '../index';

let stops: Array< () => void > = [];
const start = ( document: Document, settings: QuantitySettings ) =>
	stops.push( startSteppers( document, settings ) );
afterEach( () => {
	stops.forEach( ( stop ) => stop() );
	stops = [];
} );

const WORDS = { decrease: 'Decrease quantity', increase: 'Increase quantity' };

function quantity( attributes: string, buttons = true ): string {
	const minus = buttons
		? '<button type="button" class="boudoir-qty boudoir-qty--minus" aria-label="Decrease quantity">−</button>'
		: '';
	const plus = buttons
		? '<button type="button" class="boudoir-qty boudoir-qty--plus" aria-label="Increase quantity">+</button>'
		: '';
	return `<div class="quantity">${ minus }<label class="screen-reader-text" for="q">Quantity</label><input class="qty" ${ attributes } />${ plus }</div>`;
}

function press( name: string, index = 0 ): void {
	const button = document.querySelectorAll< HTMLButtonElement >(
		`button[aria-label="${ name }"]`
	)[ index ];
	button.click();
}

const input = ( index = 0 ) =>
	document.querySelectorAll< HTMLInputElement >( 'input.qty' )[ index ];

beforeEach( () => {
	document.body.innerHTML = '';
} );

describe( 'quantity steppers', () => {
	it( 'steps within the bounds and fires input and change', () => {
		document.body.innerHTML = `<form class="cart">${ quantity(
			'type="number" id="q" min="1" max="3" step="1" value="1"'
		) }</form>`;
		const events: string[] = [];
		document.body.addEventListener( 'input', () => events.push( 'input' ) );
		document.body.addEventListener( 'change', () =>
			events.push( 'change' )
		);
		start( document, WORDS );
		const minus = document.querySelector( '.boudoir-qty--minus' )!;
		const plus = document.querySelector( '.boudoir-qty--plus' )!;
		expect( minus.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( plus.getAttribute( 'aria-disabled' ) ).toBe( 'false' );

		press( 'Decrease quantity' );
		expect( input().value ).toBe( '1' );
		expect( events ).toEqual( [] );

		press( 'Increase quantity' );
		press( 'Increase quantity' );
		press( 'Increase quantity' );
		expect( input().value ).toBe( '3' );
		expect( events ).toEqual( [ 'input', 'change', 'input', 'change' ] );
		expect( plus.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( minus.getAttribute( 'aria-disabled' ) ).toBe( 'false' );

		press( 'Decrease quantity' );
		expect( input().value ).toBe( '2' );
	} );

	it( 'adds the buttons a template did not print, with the server’s words', () => {
		document.body.innerHTML = quantity(
			'type="number" id="q" value="2"',
			false
		);
		start( document, WORDS );
		const wrapper = document.querySelector( '.quantity' )!;
		expect( wrapper.firstElementChild?.getAttribute( 'aria-label' ) ).toBe(
			'Decrease quantity'
		);
		expect( wrapper.lastElementChild?.getAttribute( 'aria-label' ) ).toBe(
			'Increase quantity'
		);
		press( 'Increase quantity' );
		expect( input().value ).toBe( '3' );
	} );

	it( 'leaves hidden and date inputs without buttons', () => {
		document.body.innerHTML =
			quantity( 'type="hidden" value="1"' ) +
			quantity( 'type="date" value=""', false );
		start( document, WORDS );
		expect( document.querySelectorAll( '.boudoir-qty' ) ).toHaveLength( 0 );
	} );

	it( 'raises a value below a positive min to the min on start', () => {
		document.body.innerHTML = quantity(
			'type="number" id="q" min="2" value="0"'
		);
		start( document, WORDS );
		expect( input().value ).toBe( '2' );
	} );

	it( 'keeps the loop button’s data-quantity in sync, typed or stepped', () => {
		document.body.innerHTML = `<ul><li class="product">${ quantity(
			'type="number" id="q" value="1"'
		) }<a class="button add_to_cart_button" data-quantity="1" data-product_id="7">Add</a></li><li class="product"><a class="button add_to_cart_button" data-quantity="1" data-product_id="8">Add</a></li></ul>`;
		start( document, WORDS );
		press( 'Increase quantity' );
		const [ own, other ] = Array.from(
			document.querySelectorAll( '.add_to_cart_button' )
		);
		expect( own.getAttribute( 'data-quantity' ) ).toBe( '2' );
		expect( other.getAttribute( 'data-quantity' ) ).toBe( '1' );
		input().value = '5';
		input().dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( own.getAttribute( 'data-quantity' ) ).toBe( '5' );
	} );

	const twoForms = `<form class="cart">${ quantity(
		'type="number" value="1"'
	) }</form><form class="cart">${ quantity( 'type="number" value="1"' ) }</form>`;

	it( 'mirrors the product forms’ quantities when asked', () => {
		document.body.innerHTML = twoForms;
		start( document, { ...WORDS, mirror: true } );
		press( 'Increase quantity', 0 );
		expect( input( 1 ).value ).toBe( '2' );
		press( 'Decrease quantity', 1 );
		expect( input( 0 ).value ).toBe( '1' );
	} );

	it( 'does not mirror when not asked', () => {
		document.body.innerHTML = twoForms;
		start( document, { ...WORDS, mirror: false } );
		press( 'Increase quantity', 0 );
		expect( input( 1 ).value ).toBe( '1' );
	} );

	it( 'does not mirror on a page with a grouped product form', () => {
		document.body.innerHTML = `<form class="cart grouped_form">${ quantity(
			'type="number" value="0"'
		) }</form><form class="cart">${ quantity(
			'type="number" value="1"'
		) }</form><form class="cart">${ quantity( 'type="number" value="1"' ) }</form>`;
		start( document, { ...WORDS, mirror: true } );
		press( 'Increase quantity', 1 );
		expect( input( 1 ).value ).toBe( '2' );
		expect( input( 2 ).value ).toBe( '1' );
		expect( input( 0 ).value ).toBe( '0' );
	} );
} );
