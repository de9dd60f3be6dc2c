/**
 * Internal dependencies
 */
import type { WindowWithJQuery } from '@boudoir/woo-events';
import { fakeJQuery } from '../../test-utils/woo-jquery-fake';
import { clearMarkers, productIdOf, start } from '../index';

const GRID = `
<ul>
	<li class="product"><a href="?add-to-cart=1" class="button add_to_cart_button ajax_add_to_cart added" data-product_id="12">Add</a><a href="/cart/" class="added_to_cart wc-forward">View cart</a></li>
	<li class="product"><a href="?add-to-cart=1" class="button add_to_cart_button ajax_add_to_cart added" data-product_id="13">Add</a><a href="/cart/" class="added_to_cart wc-forward">View cart</a></li>
</ul>`;

const page = window as WindowWithJQuery;

describe( 'removed-from-cart markers', () => {
	beforeEach( () => {
		document.body.innerHTML = GRID;
	} );

	it( 'clears the added class and the View cart link of the product only', () => {
		const link =
			document.querySelectorAll< HTMLElement >( 'a.added_to_cart' )[ 0 ];
		link.focus();
		clearMarkers( document, '12' );
		const [ first, second ] = Array.from(
			document.querySelectorAll( '.add_to_cart_button' )
		);
		expect( first.classList.contains( 'added' ) ).toBe( false );
		expect( first.nextElementSibling ).toBeNull();
		expect( first.ownerDocument.activeElement ).toBe( first );
		expect( second.classList.contains( 'added' ) ).toBe( true );
		expect( second.nextElementSibling?.textContent ).toBe( 'View cart' );
	} );

	it( 'ignores ids that are not numbers', () => {
		clearMarkers( document, '12"], *, [x="' );
		expect( document.querySelectorAll( '.added' ) ).toHaveLength( 2 );
	} );

	it( 'reads the product from the remove link, as jQuery passes it', () => {
		const remove = document.createElement( 'a' );
		remove.setAttribute( 'data-product_id', '13' );
		expect( productIdOf( [ remove ] ) ).toBe( '13' );
		expect( productIdOf( remove ) ).toBe( '13' );
		expect( productIdOf( undefined ) ).toBe( '' );
		expect( productIdOf( [] ) ).toBe( '' );
	} );

	it( 'acts on WooCommerce’s removed_from_cart through the bridge', () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const stop = start( document );
		const remove = document.createElement( 'a' );
		remove.setAttribute( 'data-product_id', '13' );
		jQuery( document.body ).trigger( 'removed_from_cart', [
			{},
			'hash',
			[ remove ],
		] );
		expect(
			document.querySelector( '[data-product_id="13"]' )!.classList
		).not.toContain( 'added' );
		expect(
			document.querySelector( '[data-product_id="12"]' )!.classList
		).toContain( 'added' );
		stop();
		delete page.jQuery;
	} );

	it( 'acts on the native removal event that names the product (Boudoir’s mini-cart)', () => {
		const stop = start( document );
		const fire = ( detail: unknown ) =>
			document.body.dispatchEvent(
				new CustomEvent( 'wc-blocks_removed_from_cart', {
					bubbles: true,
					detail,
				} )
			);
		const button = ( id: string ) =>
			document.querySelector( `[data-product_id="${ id }"]` )!;

		// WooCommerce's blocks name no product; a line of it still in the cart names none.
		fire( undefined );
		fire( { cartItemKey: 'abc' } );
		expect( document.querySelectorAll( '.added' ) ).toHaveLength( 2 );

		fire( { cartItemKey: 'abc', productId: 13 } );
		expect( button( '13' ).classList ).not.toContain( 'added' );
		expect( button( '13' ).nextElementSibling ).toBeNull();
		expect( button( '12' ).classList ).toContain( 'added' );
		stop();
		fire( { cartItemKey: 'def', productId: 12 } );
		expect( button( '12' ).classList ).toContain( 'added' );
	} );
} );
