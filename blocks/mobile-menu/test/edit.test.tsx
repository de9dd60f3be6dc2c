/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { getBlockType } from '@wordpress/blocks';
import { createReduxStore, dispatch, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import metadata from '../block.json';
import Edit from '../edit';
import type { MobileMenuAttributes } from '../types';
import '../index';

type FakeCore = {
	menus: Array< { id: number; title: { raw: string } } > | null;
	site: Record< string, string > | null;
};

/*
 * A stand-in for core's entity store ('core', from @wordpress/core-data, which the editor
 * loads): the two records the block reads.
 */
const core = createReduxStore( 'core', {
	reducer: (
		state: FakeCore = { menus: null, site: null },
		action: { type: string } & Partial< FakeCore >
	) => ( action.type === 'SET' ? { ...state, ...action } : state ),
	actions: {
		set: ( records: Partial< FakeCore > ) => ( {
			type: 'SET',
			...records,
		} ),
	},
	selectors: {
		getEntityRecords: ( state: FakeCore ) => state.menus,
		getEntityRecord: ( state: FakeCore ) => state.site,
		hasFinishedResolution: ( state: FakeCore ) => state.menus !== null,
	},
} );
register( core );

function setCore( records: Partial< FakeCore > ): void {
	act( () => {
		dispatch( core ).set( records );
	} );
}

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Receives attribute changes.
 */
function renderSelectedBlock(
	attributes: MobileMenuAttributes = {},
	setAttributes = jest.fn()
) {
	return renderBlock( metadata.name, attributes, setAttributes );
}

const settings = () =>
	within( screen.getByRole( 'complementary', { name: 'Block settings' } ) );

describe( 'mobile-menu registration', () => {
	it( 'registers the block from block.json, its theme options left unset', () => {
		const blockType = getBlockType( metadata.name );

		expect( blockType?.title ).toBe( 'Mobile menu' );
		expect( blockType?.edit ).toBe( Edit );
		expect( Object.keys( blockType?.attributes ?? {} ) ).toEqual(
			expect.arrayContaining( [
				'sidrSource',
				'sidrSide',
				'sidrDisplace',
				'sidrDropdownTarget',
			] )
		);
		// Unset means "the site's setting": no defaults in block.json.
		for ( const name of [
			'sidrSource',
			'sidrSide',
			'sidrDisplace',
			'sidrDropdownTarget',
		] ) {
			expect( blockType?.attributes[ name ] ).not.toHaveProperty(
				'default'
			);
		}
	} );
} );

describe( 'Edit', () => {
	beforeEach( () => {
		setCore( {
			menus: [
				{ id: 7, title: { raw: 'Main menu' } },
				{ id: 9, title: { raw: '' } },
			],
			site: null,
		} );
	} );

	it( 'previews the Open menu button', () => {
		renderSelectedBlock();

		const canvas = within( screen.getByTestId( 'canvas' ) );
		const preview = canvas.getByRole( 'img', { name: 'Open menu' } );
		expect( preview.parentElement ).toHaveClass(
			'boudoir-mobile-menu',
			'is-preview'
		);
	} );

	it( 'lists the navigation menus, the newest by default', () => {
		renderSelectedBlock();

		const menu = settings().getByRole( 'combobox', { name: 'Menu' } );
		expect( menu ).toHaveValue( '0' );
		expect(
			within( menu )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'The newest menu', 'Main menu', 'Untitled menu 9' ] );
	} );

	it( 'offers the site’s settings as the defaults, with their values', () => {
		setCore( {
			site: {
				boudoir_mobile_menu_side: 'right',
				boudoir_mobile_menu_displace: 'no',
				boudoir_mobile_menu_dropdown_target: 'link',
			},
		} );
		renderSelectedBlock();

		expect(
			settings().getByRole( 'option', { name: 'Site default (Right)' } )
		).toBeInTheDocument();
		expect(
			settings().getByRole( 'option', {
				name: 'Site default (Cover the page)',
			} )
		).toBeInTheDocument();
		expect(
			settings().getByRole( 'option', {
				name: 'Site default (The item itself)',
			} )
		).toBeInTheDocument();
	} );

	it( 'falls back to the specification’s defaults when the settings are unknown', () => {
		renderSelectedBlock();

		expect(
			settings().getByRole( 'combobox', { name: 'Side' } )
		).toHaveValue( '' );
		expect(
			settings().getByRole( 'option', { name: 'Site default (Left)' } )
		).toBeInTheDocument();
		expect(
			settings().getByRole( 'option', {
				name: 'Site default (Move the page aside)',
			} )
		).toBeInTheDocument();
		expect(
			settings().getByRole( 'option', {
				name: 'Site default (A toggle button beside the item)',
			} )
		).toBeInTheDocument();
	} );

	it( 'saves the chosen menu and options, and unsets them again', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock();

		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Menu' } ),
			'Main menu'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { sidrSource: 7 } );
		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Side' } ),
			'Right'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			sidrSide: 'right',
		} );
		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'While open' } ),
			'Cover the page'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			sidrDisplace: false,
		} );
		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Submenus open from' } ),
			'The item itself'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			sidrDropdownTarget: 'link',
		} );
	} );

	it( 'shows the block’s own choices, and goes back to the site default', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSelectedBlock( {
			sidrSource: 7,
			sidrSide: 'right',
			sidrDisplace: true,
			sidrDropdownTarget: 'toggle',
		} );

		expect(
			settings().getByRole( 'combobox', { name: 'Menu' } )
		).toHaveValue( '7' );
		expect(
			settings().getByRole( 'combobox', { name: 'While open' } )
		).toHaveValue( 'true' );
		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Side' } ),
			'Site default (Left)'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			sidrSide: undefined,
		} );
		await user.selectOptions(
			settings().getByRole( 'combobox', { name: 'Menu' } ),
			'The newest menu'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			sidrSource: undefined,
		} );
	} );
} );
