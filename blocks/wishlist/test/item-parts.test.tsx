/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { BLUSH_34, makeItem } from '../../../src/stores/wishlist/test/fixtures';
import { ItemPrice, ItemVariation } from '../item-parts';

function item( overrides: Partial< WishlistItem > = {} ): WishlistItem {
	return makeItem( 1, 9, {
		variation_id: 26,
		product_type: 'variation',
		name: 'Eloise Balconette Bra',
		permalink: 'https://shop.test/product/eloise-balconette-bra/',
		price: '39',
		price_when_added: '45',
		added_at: '2026-11-01T10:00:00+00:00',
		...overrides,
	} );
}

beforeAll( () => {
	document.documentElement.lang = 'en-US';
} );

describe( 'ItemVariation', () => {
	it( 'lists the chosen values under their labels, as the shop names them', () => {
		render(
			<ItemVariation
				item={ item( {
					variation: [
						...BLUSH_34,
						{
							raw_attribute: 'attribute_pa_cup',
							raw_value: 'c',
							attribute: 'Cup',
							value: 'C',
						},
					],
				} ) }
			/>
		);
		const terms = screen.getAllByRole( 'term' );
		const values = screen.getAllByRole( 'definition' );
		expect( terms.map( ( term ) => term.textContent ) ).toEqual( [
			'Colour:',
			'Band:',
			'Cup:',
		] );
		expect( values.map( ( value ) => value.textContent ) ).toEqual( [
			'Blush',
			'34',
			'C',
		] );
		expect( screen.queryByText( 'blush' ) ).not.toBeInTheDocument();
	} );

	it( 'shows nothing for a simple product', () => {
		const { container } = render(
			<ItemVariation
				item={ item( { variation_id: 0, variation: undefined } ) }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );

describe( 'ItemPrice', () => {
	it( 'says "Price dropped" in words beside the struck "was" price', () => {
		const { container } = render(
			<ItemPrice item={ item( { price_dropped: true } ) } />
		);
		const price = within( container );
		expect( price.getByText( '€39.00' ) ).toBeInTheDocument();
		expect( price.getByText( 'Was €45.00' ) ).toBeInTheDocument();
		expect( price.getByText( 'Price dropped' ) ).toBeInTheDocument();
	} );

	it( 'has no badge when the price did not drop', () => {
		render( <ItemPrice item={ item( { price: '45' } ) } /> );
		expect( screen.queryByText( 'Price dropped' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( /^Was / ) ).not.toBeInTheDocument();
	} );
} );
