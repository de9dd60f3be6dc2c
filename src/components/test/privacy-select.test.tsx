/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { DEFAULT_PRIVACY, PrivacySelect } from '../privacy-select';

describe( 'PrivacySelect', () => {
	it( 'is named "Privacy", offers the three choices in order and passes the one chosen', async () => {
		const onChange = jest.fn();
		render(
			<>
				<p id="list">Bridal</p>
				<PrivacySelect
					value={ DEFAULT_PRIVACY }
					onChange={ onChange }
					describedBy="list"
					labelClassName="is-hidden"
				/>
			</>
		);
		const select = screen.getByRole( 'combobox', { name: 'Privacy' } );
		expect( select ).toHaveValue( 'private' );
		expect( select ).toHaveAccessibleDescription( 'Bridal' );
		expect( screen.getByText( 'Privacy' ) ).toHaveClass( 'is-hidden' );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => [
					option.getAttribute( 'value' ),
					option.textContent,
				] )
		).toEqual( [
			[ 'private', 'Private' ],
			[ 'shared', 'Shared' ],
			[ 'public', 'Public' ],
		] );

		await userEvent.selectOptions( select, 'shared' );
		expect( onChange ).toHaveBeenCalledWith( 'shared' );
	} );
} );
