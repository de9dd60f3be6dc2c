/**
 * Internal dependencies
 */
import { linkOf } from '../link-of';

describe( 'the link a click opens', () => {
	beforeEach( () => {
		// WooCommerce's gallery with its zoom on (jquery.zoom appends img.zoomImg beside the link).
		document.body.innerHTML = `
			<div class="woocommerce-product-gallery__image">
				<a href="/full.jpg" data-boudoir-lightbox="image"><img src="/medium.jpg" alt="Front"></a>
				<img role="presentation" alt="" src="/full.jpg" class="zoomImg">
			</div>
			<div class="woocommerce-product-gallery__image"><img class="zoomImg" alt=""></div>
			<p><img class="zoomImg" alt=""><a href="/elsewhere/">A page</a></p>`;
	} );

	it( 'is the marked link around what was clicked', () => {
		const image = document.querySelector( 'a img' )!;
		expect( linkOf( image ) ).toBe( document.querySelector( 'a' ) );
	} );

	it( 'is the link under WooCommerce’s zoomed picture when the zoom layer was clicked', () => {
		const [ zoom, bare, other ] = document.querySelectorAll( '.zoomImg' );
		expect( linkOf( zoom ) ).toBe( document.querySelector( 'a' ) );
		// No marked link beside it: nothing to open.
		expect( linkOf( bare ) ).toBeNull();
		expect( linkOf( other ) ).toBeNull();
		expect( linkOf( null ) ).toBeNull();
	} );
} );
