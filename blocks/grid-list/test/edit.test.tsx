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
import { renderSelectedBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import '../index';

describe( 'grid-list block', () => {
	it( 'registers from block.json, grid by default', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Grid or list view' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			defaultView: { default: 'grid' },
		} );
	} );

	it( 'previews both views, the default one pressed', () => {
		renderSelectedBlock( metadata.name, { defaultView: 'list' } );
		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect( canvas.getByRole( 'img', { name: 'List view' } ) ).toHaveClass(
			'is-pressed'
		);
		expect(
			canvas.getByRole( 'img', { name: 'Grid view' } )
		).not.toHaveClass( 'is-pressed' );
	} );

	it( 'saves a new default view', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock( metadata.name, {
			defaultView: 'grid',
		} );
		const select = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		).getByRole( 'combobox', { name: 'Default view' } );
		expect( select ).toHaveValue( 'grid' );
		await user.selectOptions( select, 'List view' );
		expect( setAttributes ).toHaveBeenCalledWith( { defaultView: 'list' } );
	} );
} );
