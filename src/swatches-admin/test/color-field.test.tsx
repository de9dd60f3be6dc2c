/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ColorField } from '../color-field';
import { posted, renderInTermForm } from './term-form';

function renderField( initialColor = '' ) {
	renderInTermForm(
		'swatch-color',
		'Swatch colour',
		<>
			<ColorField
				id="swatch-color"
				name="boudoir_swatch_color"
				describedBy="swatch-color-description"
				initialColor={ initialColor }
			/>
			<p id="swatch-color-description">Hex code.</p>
		</>
	);
	return screen.getByRole( 'textbox', { name: 'Swatch colour' } );
}

const postedColor = () => posted( 'boudoir_swatch_color' );

describe( 'ColorField', () => {
	it( 'keeps the server field: a labelled, described hex input posting the stored colour', () => {
		const input = renderField( '#6d1a36' );
		expect( input ).toHaveValue( '#6d1a36' );
		expect( input ).toHaveAccessibleDescription( 'Hex code.' );
		expect( input ).toHaveAttribute( 'pattern', '#[0-9a-fA-F]{6}' );
		expect( postedColor() ).toBe( '#6d1a36' );
	} );

	it( 'opens the colour picker from a toggle button and closes it again', async () => {
		const user = userEvent.setup();
		renderField();
		const toggle = screen.getByRole( 'button', { name: 'Pick colour' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'group', { name: 'Swatch colour picker' } )
		).not.toBeInTheDocument();

		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const picker = screen.getByRole( 'group', {
			name: 'Swatch colour picker',
		} );
		expect( toggle ).toHaveAttribute( 'aria-controls', picker.id );

		await user.click( toggle );
		expect(
			screen.queryByRole( 'group', { name: 'Swatch colour picker' } )
		).not.toBeInTheDocument();
	} );

	it( 'writes the colour set with the picker, by keyboard, into the form field', async () => {
		const user = userEvent.setup();
		const input = renderField( '#6d1a36' );
		await user.click(
			screen.getByRole( 'button', { name: 'Pick colour' } )
		);
		const picker = screen.getByRole( 'group', {
			name: 'Swatch colour picker',
		} );
		const hue = within( picker ).getByRole( 'slider', { name: 'Hue' } );
		hue.focus();
		// react-colorful reads keyCode, which user-event leaves out in jsdom.
		fireEvent.keyDown( hue, { key: 'ArrowRight', keyCode: 39 } );
		fireEvent.keyDown( hue, { key: 'ArrowRight', keyCode: 39 } );

		await waitFor( () => expect( input ).not.toHaveValue( '#6d1a36' ) );
		expect( ( input as HTMLInputElement ).value ).toMatch(
			/^#[0-9a-f]{6}$/
		);
		expect( postedColor() ).toBe( ( input as HTMLInputElement ).value );
	} );

	it( 'flags a malformed colour and describes the expected format', async () => {
		const user = userEvent.setup();
		const input = renderField();
		await user.type( input, '#12' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveAccessibleDescription(
			expect.stringContaining( 'six hex digits' )
		);
		await user.type( input, '3456' );
		expect( input ).not.toHaveAttribute( 'aria-invalid' );
		expect( input ).toHaveAccessibleDescription( 'Hex code.' );
	} );

	it( 'clears the colour, and offers clearing only when there is one', async () => {
		const user = userEvent.setup();
		renderField( '#6d1a36' );
		await user.click(
			screen.getByRole( 'button', { name: 'Clear colour' } )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Swatch colour' } )
		).toHaveValue( '' );
		expect( postedColor() ).toBe( '' );
		expect(
			screen.queryByRole( 'button', { name: 'Clear colour' } )
		).not.toBeInTheDocument();
	} );
} );
