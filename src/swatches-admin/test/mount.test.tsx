/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mountSwatchFields } from '../mount';

/** What Term_Fields prints on the "Add new" form, next to core's list table. */
const ADD_SCREEN = `
	<form id="addtag" aria-label="Add term">
		<label for="boudoir-swatch-color">Swatch colour</label>
		<div data-boudoir-swatch-field="color"><input type="text" id="boudoir-swatch-color" name="boudoir_swatch_color" value="" aria-describedby="color-description" /></div>
		<p id="color-description">Hex code.</p>
		<label for="boudoir-swatch-image">Swatch image</label>
		<div data-boudoir-swatch-field="image"><input type="number" id="boudoir-swatch-image" name="boudoir_swatch_image" value="" /></div>
	</form>
	<table><tbody id="the-list"></tbody></table>`;

/** The edit screen, with stored values. */
const EDIT_SCREEN = `
	<form id="edittag" aria-label="Edit term">
		<label for="boudoir-swatch-color">Swatch colour</label>
		<div data-boudoir-swatch-field="color"><input type="text" id="boudoir-swatch-color" name="boudoir_swatch_color" value="#6d1a36" /></div>
		<label for="boudoir-swatch-image">Swatch image</label>
		<div data-boudoir-swatch-field="image"><img src="lace.jpg" alt="Lace" /><input type="number" id="boudoir-swatch-image" name="boudoir_swatch_image" value="12" data-image-src="lace-150.jpg" data-image-alt="Black lace" /></div>
	</form>`;

let stop: () => void = () => {};

afterEach( () => {
	stop();
	document.body.innerHTML = '';
} );

describe( 'mountSwatchFields', () => {
	it( 'enhances the server fields with their stored values, once', async () => {
		document.body.innerHTML = EDIT_SCREEN;
		act( () => {
			stop = mountSwatchFields( document, jest.fn() );
		} );
		await screen.findByRole( 'button', { name: 'Pick colour' } );
		expect(
			screen.getByRole( 'textbox', { name: 'Swatch colour' } )
		).toHaveValue( '#6d1a36' );
		expect(
			screen.getByRole( 'img', { name: 'Black lace' } )
		).toHaveAttribute( 'src', 'lace-150.jpg' );
		// The server's own preview was replaced, not doubled.
		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 1 );

		act( () => {
			mountSwatchFields( document, jest.fn() );
		} );
		expect(
			screen.getAllByRole( 'button', { name: 'Pick colour' } )
		).toHaveLength( 1 );
	} );

	it( 'empties the "Add new" fields when core adds the new term to the list', async () => {
		document.body.innerHTML = ADD_SCREEN;
		act( () => {
			stop = mountSwatchFields( document, jest.fn() );
		} );
		const color = await screen.findByRole( 'textbox', {
			name: 'Swatch colour',
		} );
		act( () => {
			// What a shop manager typed before "Add New Tag".
			( color as HTMLInputElement ).value = '';
		} );
		await userEvent.type( color, '#aabbcc' );
		expect( color ).toHaveValue( '#aabbcc' );

		act( () => {
			const row = document.createElement( 'tr' );
			document.getElementById( 'the-list' )?.append( row );
		} );

		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Swatch colour' } )
			).toHaveValue( '' )
		);
	} );
} );
