/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import { useListName } from '../list-name';

function Harness( { onCreate }: { onCreate: ( name: string ) => void } ) {
	const name = useListName( 'name-error' );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const trimmed = name.check();
		if ( trimmed !== null ) {
			onCreate( trimmed );
			name.reset( '' );
		}
	};
	return (
		<form onSubmit={ submit } noValidate>
			<label htmlFor="name">Wishlist name</label>
			<input { ...name.input } id="name" maxLength={ 20 } />
			{ name.isInvalid && <p id="name-error">Please enter a name.</p> }
			<button type="submit">Create wishlist</button>
			<button type="button" onClick={ () => name.reset( 'Bridal' ) }>
				Start from Bridal
			</button>
		</form>
	);
}

describe( 'useListName', () => {
	it( 'refuses an empty name: marked invalid, described by its error, focused, nothing sent', async () => {
		const onCreate = jest.fn();
		render( <Harness onCreate={ onCreate } /> );
		const field = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( field ).not.toHaveAttribute( 'aria-describedby' );
		expect( field ).toHaveAttribute( 'maxLength', '20' );

		await userEvent.type( field, '   ' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription( 'Please enter a name.' );
		expect( field ).toHaveFocus();
		expect( onCreate ).not.toHaveBeenCalled();

		// Spaces keep the mark; a name clears it.
		await userEvent.type( field, ' ' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		await userEvent.type( field, 'Honeymoon ' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( field ).not.toHaveAttribute( 'aria-describedby' );
	} );

	it( 'sends the trimmed name; reset starts again from a given text, unmarked', async () => {
		const onCreate = jest.fn();
		render( <Harness onCreate={ onCreate } /> );
		const field = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		await userEvent.type( field, '  Honeymoon {Enter}' );
		expect( onCreate ).toHaveBeenCalledWith( 'Honeymoon' );
		expect( field ).toHaveValue( '' );

		await userEvent.keyboard( '{Enter}' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Start from Bridal' } )
		);
		expect( field ).toHaveValue( 'Bridal' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
	} );
} );
