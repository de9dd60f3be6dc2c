/**
 * Internal dependencies
 */
import { preferReducedMotion } from '../../test-utils/reduced-motion';
import { OFFSET, start } from '../index';

const PAGE = `
<div class="woocommerce-product-rating"><a href="#reviews" class="woocommerce-review-link">(2 customer reviews)</a></div>
<div class="woocommerce-tabs wc-tabs-wrapper">
	<ul class="tabs wc-tabs" role="tablist">
		<li class="description_tab active" id="tab-title-description"><a href="#tab-description" role="tab" aria-selected="true">Description</a></li>
		<li class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-selected="false" tabindex="-1">Additional information</a></li>
		<li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-selected="false" tabindex="-1">Reviews (2)</a></li>
	</ul>
	<div class="panel wc-tab" id="tab-description" role="tabpanel">D</div>
	<div class="panel wc-tab" id="tab-additional_information" role="tabpanel" style="display: none">A</div>
	<div class="panel wc-tab" id="tab-reviews" role="tabpanel" style="display: none"><div id="reviews">R</div></div>
</div>`;

const byId = ( id: string ) => document.getElementById( id )!;

let scrollTo: jest.Mock;
beforeAll( () => {
	start( document );
} );
beforeEach( () => {
	document.body.innerHTML = PAGE;
	scrollTo = jest.fn();
	window.scrollTo = scrollTo;
	preferReducedMotion( false );
} );

function expectReviewsOpen(): void {
	expect(
		document
			.querySelector( '#tab-title-reviews a' )!
			.getAttribute( 'aria-selected' )
	).toBe( 'true' );
	expect( byId( 'tab-description' ).style.display ).toBe( 'none' );
	expect( byId( 'tab-additional_information' ).style.display ).toBe( 'none' );
	expect( byId( 'tab-reviews' ).style.display ).toBe( '' );
	const panel = byId( 'tab-reviews' );
	expect( panel.ownerDocument.activeElement ).toBe( panel );
}

describe( 'reviews link', () => {
	it( 'selects the tab itself without a tab script, scrolls 120 px above and focuses', () => {
		const link = document.querySelector< HTMLElement >(
			'.woocommerce-review-link'
		)!;
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expectReviewsOpen();
		expect(
			document.querySelector( '#tab-title-reviews' )!.className
		).toContain( 'active' );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: expect.any( Number ),
			behavior: 'smooth',
		} );
		expect( OFFSET ).toBe( 120 );
		expect( window.location.hash ).toBe( '#reviews' );
	} );

	it( 'lets the tab script take the tab click when there is one', () => {
		const taken = jest.fn( ( event: Event ) => {
			event.preventDefault();
			const tab = event.target as HTMLElement;
			tab.setAttribute( 'aria-selected', 'true' );
			byId( 'tab-description' ).style.display = 'none';
			byId( 'tab-reviews' ).style.display = 'block';
		} );
		const tab = document.querySelector( '#tab-title-reviews a' )!;
		document.body.addEventListener( 'click', ( event ) => {
			if ( event.target === tab ) {
				taken( event );
			}
		} );
		document
			.querySelector< HTMLElement >( '.woocommerce-review-link' )!
			.click();
		expect( taken ).toHaveBeenCalledTimes( 1 );
		// Set by the tab script, not reset here.
		expect(
			document.querySelector( '#tab-title-reviews' )!.className
		).not.toContain( 'active' );
		expectReviewsOpen();
	} );

	it( 'takes the Product Rating block’s link to this page, not to another page', () => {
		const here = window.location.pathname;
		// Inside a Single Product block: a link to the product's permalink#reviews.
		const rating = document.createElement( 'span' );
		rating.className = 'wc-block-components-product-rating__reviews_count';
		const block = document.createElement( 'a' );
		block.href = `${ here }#reviews`;
		const elsewhere = block.cloneNode() as HTMLAnchorElement;
		elsewhere.href = '/product/other/#reviews';
		const otherRating = rating.cloneNode() as HTMLElement;
		rating.append( block );
		otherRating.append( elsewhere );
		document.body.append( rating, otherRating );
		const away = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		elsewhere.dispatchEvent( away );
		expect( away.defaultPrevented ).toBe( false );
		expect( scrollTo ).not.toHaveBeenCalled();
		block.click();
		expectReviewsOpen();
	} );

	it( 'jumps instantly with reduced motion', () => {
		preferReducedMotion( true );
		document
			.querySelector< HTMLElement >( '.woocommerce-review-link' )!
			.click();
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { behavior: 'instant' } )
		);
	} );

	it( 'on WooCommerce 9.0–9.4’s markup (the list item is the tab), selects the reviews tab alone and focuses its panel', () => {
		// WooCommerce 9.4.3: <li role="tab" aria-controls> > <a href>, aria-selected on the list item.
		document.querySelector( 'ul.tabs' )!.innerHTML = `
			<li class="description_tab active" id="tab-title-description" role="tab" aria-controls="tab-description" aria-selected="true"><a href="#tab-description">Description</a></li>
			<li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information" aria-selected="false"><a href="#tab-additional_information">Additional information</a></li>
			<li class="reviews_tab" id="tab-title-reviews" role="tab" aria-controls="tab-reviews" aria-selected="false"><a href="#tab-reviews">Reviews (2)</a></li>`;
		document
			.querySelector< HTMLElement >( '.woocommerce-review-link' )!
			.click();
		expect(
			[ ...document.querySelectorAll( '[role="tab"]' ) ].map( ( tab ) =>
				tab.getAttribute( 'aria-selected' )
			)
		).toEqual( [ 'false', 'false', 'true' ] );
		expect( byId( 'tab-title-reviews' ).className ).toContain( 'active' );
		expect( byId( 'tab-description' ).style.display ).toBe( 'none' );
		expect( byId( 'tab-reviews' ).style.display ).toBe( '' );
		const panel = byId( 'tab-reviews' );
		expect( panel.ownerDocument.activeElement ).toBe( panel );
	} );
} );
