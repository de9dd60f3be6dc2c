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
import type { WishlistsAttributes } from '../types';
import '../index';

const DEFAULTS: WishlistsAttributes = {
	showItemCount: true,
	showCreateForm: true,
};

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: Partial< WishlistsAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

describe( 'wishlists registration', () => {
	it( 'registers the block from block.json with the edit component', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Wishlists' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			showItemCount: { default: true },
			showCreateForm: { default: true },
		} );
	} );
} );

describe( 'Edit', () => {
	it( 'previews the table with sample lists and the create form', () => {
		renderSelectedBlock();
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect(
			canvas.getByRole( 'heading', { name: 'Your wishlists' } )
		).toBeInTheDocument();
		expect( canvas.getAllByRole( 'row' ) ).toHaveLength( 4 );
		expect(
			canvas.getByRole( 'columnheader', { name: 'Items' } )
		).toBeInTheDocument();
		expect(
			canvas.getByRole( 'button', { name: 'Create wishlist' } )
		).toBeInTheDocument();
	} );

	it( 'follows the options: no item count, no create form', () => {
		renderSelectedBlock( { showItemCount: false, showCreateForm: false } );
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect(
			canvas.queryByRole( 'columnheader', { name: 'Items' } )
		).not.toBeInTheDocument();
		expect(
			canvas.queryByRole( 'button', { name: 'Create wishlist' } )
		).not.toBeInTheDocument();
	} );

	it( 'changes the options from the block settings', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();
		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		await user.click(
			settings.getByRole( 'checkbox', {
				name: 'Show the number of items',
			} )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			showItemCount: false,
		} );
		await user.click(
			settings.getByRole( 'checkbox', { name: 'Show the create form' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			showCreateForm: false,
		} );
	} );
} );
