/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { BlockEdit, InspectorControls } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import type { ScrollToTopAttributes } from '../types';
import '../index';

const DEFAULTS: ScrollToTopAttributes = { threshold: 100, position: 'right' };

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: Partial< ScrollToTopAttributes > = {},
	setAttributes = jest.fn()
) {
	return renderBlock(
		metadata.name,
		{ ...DEFAULTS, ...attributes },
		setAttributes
	);
}

describe( 'scroll-to-top registration', () => {
	it( 'registers the block from block.json with the edit component', () => {
		const blockType = getBlockType( metadata.name );

		expect( blockType?.title ).toBe( 'Scroll to top' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			threshold: { default: 100 },
			position: { default: 'right' },
		} );
	} );
} );

describe( 'Edit', () => {
	it( 'previews the button, named “Scroll to top”, in its corner', () => {
		renderSelectedBlock( { position: 'left' } );

		const preview = within( screen.getByTestId( 'canvas' ) ).getByRole(
			'img',
			{ name: 'Scroll to top' }
		);
		expect( preview ).toHaveClass( 'is-visible' );
		expect( preview.parentElement ).toHaveClass(
			'boudoir-scroll-to-top',
			'is-position-left',
			'is-preview'
		);
	} );

	it( 'shows the threshold and corner in the block settings', () => {
		renderSelectedBlock( { threshold: 250 } );

		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		expect(
			settings.getByRole( 'spinbutton', {
				name: 'Show after scrolling (px)',
			} )
		).toHaveValue( 250 );
		expect(
			settings.getByRole( 'combobox', { name: 'Corner' } )
		).toHaveValue( 'right' );
	} );

	it( 'saves a new threshold', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		const threshold = screen.getByRole( 'spinbutton', {
			name: 'Show after scrolling (px)',
		} );
		await user.clear( threshold );
		await user.type( threshold, '300' );

		expect( setAttributes ).toHaveBeenLastCalledWith( { threshold: 300 } );
	} );

	it( 'saves a new corner', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Corner' } ),
			'Bottom left'
		);

		expect( setAttributes ).toHaveBeenCalledWith( { position: 'left' } );
	} );

	it( 'shows no settings when the block is not selected', () => {
		render(
			<SlotFillProvider>
				<BlockEdit
					name={ metadata.name }
					clientId="scroll-to-top-1"
					attributes={ DEFAULTS }
					setAttributes={ jest.fn() }
					isSelected={ false }
				/>
				<aside aria-label="Block settings">
					<InspectorControls.Slot />
				</aside>
			</SlotFillProvider>
		);

		expect(
			screen.getByRole( 'img', { name: 'Scroll to top' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'spinbutton', {
				name: 'Show after scrolling (px)',
			} )
		).not.toBeInTheDocument();
	} );
} );
