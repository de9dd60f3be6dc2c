/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { getBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import type { WishlistBlockAttributes } from '../types';
import '../index';
import { DEFAULTS } from './config';

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: Partial< WishlistBlockAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

describe( 'wishlist block in the editor', () => {
	it( 'registers the block from block.json', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Wishlist' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			view: { default: 'table' },
			perPage: { default: 10 },
		} );
	} );

	it( 'previews the list with sample items, without asking the shop', () => {
		const fetchSpy = jest.fn();
		Object.defineProperty( window, 'fetch', {
			value: fetchSpy,
			configurable: true,
		} );
		renderSelectedBlock();
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect(
			canvas.getByRole( 'table', { name: 'My wishlist' } )
		).toBeInTheDocument();
		expect( canvas.getByText( 'Was €49.90' ) ).toBeInTheDocument();
		expect( fetchSpy ).not.toHaveBeenCalled();
	} );

	it( 'previews the image grid', () => {
		renderSelectedBlock( { view: 'grid' } );
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect( canvas.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect(
			canvas.getByRole( 'list', { name: 'My wishlist' } )
		).toBeInTheDocument();
	} );

	it( 'changes the view, the page size and the columns in the sidebar', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();
		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		await user.selectOptions(
			settings.getByRole( 'combobox', { name: 'View' } ),
			'Image grid'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { view: 'grid' } );

		await user.click( settings.getByRole( 'checkbox', { name: 'Stock' } ) );
		expect( setAttributes ).toHaveBeenCalledWith( { showStock: false } );

		const perPage = settings.getByRole( 'spinbutton', {
			name: 'Items per page',
		} );
		await user.clear( perPage );
		await user.type( perPage, '5' );
		expect( setAttributes ).toHaveBeenLastCalledWith( { perPage: 5 } );

		// A product is chosen by name (src/product-picker's own tests choose one).
		expect(
			settings.getByRole( 'combobox', { name: 'Suggested product' } )
		).toHaveAccessibleDescription( /^Chosen: No suggested product/ );
	} );
} );
