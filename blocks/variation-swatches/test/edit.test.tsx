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
import type { VariationSwatchesAttributes } from '../types';
import '../index';

const DEFAULTS: VariationSwatchesAttributes = {
	productId: 0,
	shape: 'circle',
	size: 'medium',
};

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: Partial< VariationSwatchesAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

describe( 'variation swatches registration', () => {
	it( 'registers the block from block.json with the edit component', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Variation swatches' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			shape: { default: 'circle' },
			size: { default: 'medium' },
		} );
	} );
} );

describe( 'Edit', () => {
	it( 'previews sample swatches with the chosen look, sold-out and impossible values included', async () => {
		renderSelectedBlock( { shape: 'square', size: 'large' } );
		const canvas = within( screen.getByTestId( 'canvas' ) );
		const colour = canvas.getByRole( 'radiogroup', { name: 'Colour' } );
		expect( colour ).toHaveClass( 'is-shape-square', 'is-size-large' );
		expect(
			within( colour ).getByRole( 'radio', { name: 'Noir' } )
		).toHaveAttribute( 'aria-checked', 'true' );
		expect(
			canvas.getByRole( 'radio', { name: '36 (out of stock)' } )
		).toBeInTheDocument();
		expect( canvas.getByRole( 'radio', { name: '38' } ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		expect( canvas.getByText( '2 left' ) ).toBeInTheDocument();

		await userEvent.click( canvas.getByRole( 'radio', { name: 'Blush' } ) );
		expect(
			canvas.getByRole( 'radio', { name: 'Blush' } )
		).toHaveAttribute( 'aria-checked', 'true' );
	} );

	it( 'sets the shape and size from the block settings', async () => {
		const setAttributes = renderSelectedBlock();
		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		await userEvent.selectOptions(
			settings.getByRole( 'combobox', { name: 'Shape' } ),
			'square'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { shape: 'square' } );
		await userEvent.selectOptions(
			settings.getByRole( 'combobox', { name: 'Size' } ),
			'small'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { size: 'small' } );
	} );
} );
