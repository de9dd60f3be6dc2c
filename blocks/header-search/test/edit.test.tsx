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
import type { HeaderSearchAttributes } from '../types';
import '../index';

const DEFAULTS: HeaderSearchAttributes = {
	menuSearchStyle: 'drop_down',
	focusDelay: 600,
};

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: Partial< HeaderSearchAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

describe( 'header-search registration', () => {
	it( 'registers the block from block.json with the edit component', () => {
		const blockType = getBlockType( metadata.name );

		expect( blockType?.title ).toBe( 'Header search' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			focusDelay: { default: 600 },
		} );
		// Empty by default: the style is the site's (Settings → Boudoir).
		expect( blockType?.attributes.menuSearchStyle.default ).toBe( '' );
	} );
} );

describe( 'Edit', () => {
	it( 'previews the drop-down as its “Search” button', () => {
		renderSelectedBlock();

		const canvas = within( screen.getByTestId( 'canvas' ) );
		const preview = canvas.getByRole( 'img', { name: 'Search' } );
		expect( preview.parentElement ).toHaveClass(
			'boudoir-header-search',
			'is-drop-down',
			'is-preview'
		);
		expect( canvas.queryByRole( 'searchbox' ) ).not.toBeInTheDocument();
	} );

	it( 'previews the inline style as the form', () => {
		renderSelectedBlock( { menuSearchStyle: 'inline' } );

		const canvas = within( screen.getByTestId( 'canvas' ) );
		expect(
			canvas.getByRole( 'searchbox', { name: 'Search products' } )
		).toBeInTheDocument();
		expect(
			canvas.queryByRole( 'img', { name: 'Search' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the style and the focus delay in the block settings', () => {
		renderSelectedBlock( { focusDelay: 250 } );

		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		expect(
			settings.getByRole( 'combobox', { name: 'Style' } )
		).toHaveValue( 'drop_down' );
		expect(
			settings.getByRole( 'spinbutton', { name: 'Focus delay (ms)' } )
		).toHaveValue( 250 );
	} );

	it( 'offers the site default, and previews it, while the block has no style of its own', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock( {
			menuSearchStyle: '',
		} );

		const style = screen.getByRole( 'combobox', { name: 'Style' } );
		expect( style ).toHaveValue( '' );
		expect(
			within( style ).getByRole( 'option', {
				name: 'Site default (Drop-down (a search button))',
			} )
		).toBeInTheDocument();
		expect(
			within( screen.getByTestId( 'canvas' ) ).getByRole( 'img', {
				name: 'Search',
			} )
		).toBeInTheDocument();

		await user.selectOptions( style, 'Inline form' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			menuSearchStyle: 'inline',
		} );
	} );

	it( 'hides the delay for the inline style', () => {
		renderSelectedBlock( { menuSearchStyle: 'inline' } );

		expect(
			screen.queryByRole( 'spinbutton', { name: 'Focus delay (ms)' } )
		).not.toBeInTheDocument();
	} );

	it( 'saves a new style and a new delay', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Style' } ),
			'Inline form'
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			menuSearchStyle: 'inline',
		} );

		const delay = screen.getByRole( 'spinbutton', {
			name: 'Focus delay (ms)',
		} );
		await user.clear( delay );
		await user.type( delay, '300' );
		expect( setAttributes ).toHaveBeenLastCalledWith( { focusDelay: 300 } );
	} );
} );
