/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { handOver, keepEarlyChoices, serverGroupOf } from '../early-choice';

/**
 * A td.value as WooCommerce prints it, with Swatch_Radios' radios before the select.
 *
 * @param disabled A value WooCommerce has made unavailable.
 */
function cell( disabled = '' ) {
	document.body.innerHTML = `<form class="variations_form"><table class="variations"><tbody><tr><td class="value">
		<div class="boudoir-swatches" data-boudoir-swatches="server"><div role="radiogroup" aria-label="Colour">
			<div class="boudoir-swatches__option"><input type="radio" class="boudoir-swatches__input" name="boudoir_swatch_attribute_pa_color" value="noir" aria-label="Noir"></div>
			<div class="boudoir-swatches__option"><input type="radio" class="boudoir-swatches__input" name="boudoir_swatch_attribute_pa_color" value="blush" aria-label="Blush"></div>
		</div></div><select id="pa_color" name="attribute_pa_color">
			<option value="">Choose an option</option>
			<option value="noir">Noir</option>
			<option value="blush"${ disabled === 'blush' ? ' disabled' : '' }>Blush</option>
		</select>
		<input type="radio" name="other" value="x" aria-label="Something else">
	</td></tr></tbody></table></form>`;
	return document.getElementById( 'pa_color' ) as HTMLSelectElement;
}

/** A task after the next animation frame: when a choice has been handed over. */
const nextPaint = () =>
	new Promise( ( resolve ) =>
		requestAnimationFrame( () => setTimeout( resolve, 0 ) )
	);

const radio = ( name: string ) =>
	screen.getByRole( 'radio', { name } ) as HTMLInputElement;

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the server’s radios before the island', () => {
	it( 'stand before their select', () => {
		const select = cell();
		expect( serverGroupOf( select ) ).toBe(
			document.querySelector( '[data-boudoir-swatches="server"]' )
		);
		select.previousElementSibling?.remove();
		expect( serverGroupOf( select ) ).toBeNull();
	} );

	it( 'hand a checked value to the select, with a bubbling change for WooCommerce', () => {
		const select = cell();
		const changes: string[] = [];
		document.addEventListener( 'change', ( event ) => {
			if ( event.target === select ) {
				changes.push( select.value );
			}
		} );
		const blush = radio( 'Blush' );
		blush.checked = true;
		expect( handOver( blush ) ).toBe( true );
		expect( select.value ).toBe( 'blush' );
		expect( changes ).toEqual( [ 'blush' ] );
		// The same value again: nothing to hand over.
		expect( handOver( blush ) ).toBe( false );
		expect( changes ).toEqual( [ 'blush' ] );
	} );

	it( 'go back to the select’s choice for a value WooCommerce has made unavailable', () => {
		const select = cell( 'blush' );
		radio( 'Noir' ).checked = true;
		handOver( radio( 'Noir' ) );
		const blush = radio( 'Blush' );
		blush.checked = true;
		expect( handOver( blush ) ).toBe( false );
		expect( select.value ).toBe( 'noir' );
		expect( blush ).not.toBeChecked();
		expect( radio( 'Noir' ) ).toBeChecked();
	} );

	it( 'are listened to on the document, and handed over after the next paint; other radios are not theirs', async () => {
		keepEarlyChoices( document );
		const select = cell();
		fireEvent.click( radio( 'Noir' ) );
		// The frame showing the radio checked comes first; WooCommerce's work after it.
		expect( radio( 'Noir' ) ).toBeChecked();
		expect( select.value ).toBe( '' );
		await nextPaint();
		expect( select.value ).toBe( 'noir' );
		fireEvent.click( radio( 'Something else' ) );
		await nextPaint();
		expect( select.value ).toBe( 'noir' );
	} );

	describe( 'with the shop’s clear on reselect, read at each click', () => {
		let clearOnReselect = false;
		const changes: string[] = [];
		beforeAll( () => {
			keepEarlyChoices( document, () => clearOnReselect );
			document.addEventListener( 'change', ( event ) => {
				if ( event.target instanceof HTMLSelectElement ) {
					changes.push( event.target.value );
				}
			} );
		} );
		beforeEach( () => {
			changes.length = 0;
		} );

		it( 'off: the chosen swatch picked again stays chosen', async () => {
			clearOnReselect = false;
			const select = cell();
			fireEvent.click( radio( 'Noir' ) );
			await nextPaint();
			fireEvent.click( radio( 'Noir' ) );
			await nextPaint();
			expect( radio( 'Noir' ) ).toBeChecked();
			expect( select.value ).toBe( 'noir' );
			expect( changes ).toEqual( [ 'noir' ] );
		} );

		it( 'on: the chosen swatch picked again clears the choice, shown at once and handed to WooCommerce after the paint', async () => {
			clearOnReselect = true;
			const select = cell();
			fireEvent.click( radio( 'Noir' ) );
			await nextPaint();
			fireEvent.click( radio( 'Noir' ) );
			expect( radio( 'Noir' ) ).not.toBeChecked();
			expect( select.value ).toBe( 'noir' );
			await nextPaint();
			expect( select.value ).toBe( '' );
			expect( changes ).toEqual( [ 'noir', '' ] );
			// Picked once more: chosen again.
			fireEvent.click( radio( 'Noir' ) );
			await nextPaint();
			expect( radio( 'Noir' ) ).toBeChecked();
			expect( select.value ).toBe( 'noir' );
		} );

		it( 'on: a new swatch is a choice, not a reselect, even while the last one is on its way', async () => {
			clearOnReselect = true;
			const select = cell();
			fireEvent.click( radio( 'Noir' ) );
			fireEvent.click( radio( 'Noir' ) );
			await nextPaint();
			expect( select.value ).toBe( 'noir' );
			fireEvent.click( radio( 'Blush' ) );
			await nextPaint();
			expect( radio( 'Blush' ) ).toBeChecked();
			expect( select.value ).toBe( 'blush' );
			expect( changes ).toEqual( [ 'noir', 'blush' ] );
		} );

		it( 'on: the form’s choice printed checked is cleared by picking it', async () => {
			clearOnReselect = true;
			const select = cell();
			select.value = 'blush';
			radio( 'Blush' ).checked = true;
			fireEvent.click( radio( 'Blush' ) );
			await nextPaint();
			expect( radio( 'Blush' ) ).not.toBeChecked();
			expect( select.value ).toBe( '' );
		} );
	} );
} );
