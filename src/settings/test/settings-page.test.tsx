/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { SettingsPage } from '../settings-page';
import type { Tab } from '../types';
import { field } from './fields';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const fetchMock = jest.mocked( apiFetch );

const TABS: Tab[] = [
	{
		name: 'wishlists',
		title: 'Wishlists',
		description: 'How shoppers save products.',
		note: '',
		groups: [
			{
				title: 'Popups and notices',
				fields: [
					field( 'boudoir_wishlist_modal', 'switch', {
						label: 'Modal popups',
					} ),
					field( 'boudoir_popup_timeout', 'integer', {
						label: 'Notice timeout (milliseconds)',
						min: 0,
						max: 60000,
						help: 'How long notices stay visible.',
					} ),
				],
			},
		],
	},
	{
		name: 'theme',
		title: 'Theme behaviours',
		description: 'Site-wide defaults.',
		note: 'A note about the theme.',
		groups: [
			{
				title: 'Mobile menu',
				fields: [
					field( 'boudoir_mobile_menu_side', 'choice', {
						label: 'Side',
						choices: [
							{ value: 'left', label: 'Left' },
							{ value: 'right', label: 'Right' },
						],
					} ),
				],
			},
		],
	},
];

const SAVED = {
	title: 'Boudoir',
	boudoir_wishlist_modal: 'yes',
	boudoir_popup_timeout: 3000,
	boudoir_mobile_menu_side: 'left',
};

describe( 'SettingsPage', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'shows the saved values, and saves only what changed', async () => {
		fetchMock.mockResolvedValueOnce( SAVED );
		const user = userEvent.setup();
		render( <SettingsPage tabs={ TABS } /> );

		const modal = await screen.findByRole( 'checkbox', {
			name: 'Modal popups',
		} );
		expect( modal ).toBeChecked();
		expect(
			screen.getByRole( 'spinbutton', {
				name: 'Notice timeout (milliseconds)',
			} )
		).toHaveValue( 3000 );
		expect(
			screen.getByRole( 'heading', { name: 'Popups and notices' } )
		).toBeVisible();

		await user.click( modal );
		expect( screen.getByText( 'You have unsaved changes.' ) ).toBeVisible();
		fetchMock.mockResolvedValueOnce( {
			...SAVED,
			boudoir_wishlist_modal: 'no',
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		await waitFor( () =>
			expect(
				screen.getAllByText( 'Settings saved.' ).length
			).toBeGreaterThan( 0 )
		);
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { boudoir_wishlist_modal: 'no' },
		} );
		expect(
			screen.queryByText( 'You have unsaved changes.' )
		).not.toBeInTheDocument();
	} );

	it( 'names a number out of range on its field and sends nothing', async () => {
		fetchMock.mockResolvedValueOnce( SAVED );
		const user = userEvent.setup();
		const { container } = render( <SettingsPage tabs={ TABS } /> );
		const timeout = await screen.findByRole( 'spinbutton', {
			name: 'Notice timeout (milliseconds)',
		} );
		await user.clear( timeout );
		await user.type( timeout, '99999' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			within( container ).getByText(
				'Nothing was saved: correct the fields marked below.'
			)
		).toBeVisible();
		expect( timeout ).toHaveValue( 99999 );
		expect( timeout ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( timeout ).toHaveAccessibleDescription(
			'Enter a whole number from 0 to 60000. How long notices stay visible.'
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the server’s refusal on its field, in its tab', async () => {
		fetchMock.mockResolvedValueOnce( SAVED );
		const user = userEvent.setup();
		render( <SettingsPage tabs={ TABS } /> );
		await user.click(
			await screen.findByRole( 'tab', { name: 'Theme behaviours' } )
		);
		expect( screen.getByText( 'A note about the theme.' ) ).toBeVisible();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Side' } ),
			'right'
		);
		await user.click( screen.getByRole( 'tab', { name: 'Wishlists' } ) );
		fetchMock.mockRejectedValueOnce( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): boudoir_mobile_menu_side',
			data: {
				status: 400,
				params: {
					boudoir_mobile_menu_side: 'Not one of left and right.',
				},
			},
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		const tab = await screen.findByRole( 'tab', {
			name: 'Theme behaviours (needs attention)',
		} );
		expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
		const select = screen.getByRole( 'combobox', { name: 'Side' } );
		expect( select ).toHaveValue( 'right' );
		expect( select ).toHaveAccessibleDescription(
			'Not one of left and right.'
		);
	} );

	it( 'says so when the settings cannot be read', async () => {
		fetchMock.mockRejectedValueOnce( {
			message: 'Sorry, you are not allowed to do that.',
		} );
		const { container } = render( <SettingsPage tabs={ TABS } /> );
		expect(
			await within( container ).findByText(
				'The settings could not be read. Sorry, you are not allowed to do that.'
			)
		).toBeVisible();
	} );
} );
