/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { getBlockType, getSaveContent } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import type { TopBarAttributes } from '../types';
import '../index';

// The inner blocks need the whole editor (a store, registered core blocks); here the bar
// is shown empty, with its own props.
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useInnerBlocksProps: ( props: object ) => props,
} ) );

const DEFAULTS: TopBarAttributes = { sticky: false, tagName: 'div' };

describe( 'top-bar registration', () => {
	it( 'registers the block from block.json with its editor and inner-blocks save', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Top bar' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			sticky: { default: false },
			tagName: { default: 'div' },
		} );
		// Dynamic: the post keeps only the inner blocks.
		expect( getSaveContent( metadata.name, DEFAULTS, [] ) ).toBe( '' );
	} );
} );

describe( 'Edit', () => {
	it( 'toggles sticky from the block settings', async () => {
		const user = userEvent.setup();
		const setAttributes = renderBlock( metadata.name, DEFAULTS );

		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		const toggle = settings.getByRole( 'checkbox', {
			name: 'Stick to the top of the screen',
		} );
		expect( toggle ).not.toBeChecked();
		await user.click( toggle );
		expect( setAttributes ).toHaveBeenCalledWith( { sticky: true } );
	} );

	it( 'shows the bar with its class in the canvas', () => {
		renderBlock( metadata.name, { ...DEFAULTS, tagName: 'aside' } );
		const canvas = screen.getByTestId( 'canvas' );
		expect(
			canvas.querySelector( 'aside.boudoir-top-bar' )
		).not.toBeNull();
	} );
} );
