/**
 * Internal dependencies
 */
import { nextChoice } from '../choice';

describe( 'nextChoice', () => {
	it( 'chooses the clicked value', () => {
		expect( nextChoice( '', 'noir', false ) ).toBe( 'noir' );
		expect( nextChoice( 'ivory', 'noir', true ) ).toBe( 'noir' );
		expect( nextChoice( '', 'noir', true ) ).toBe( 'noir' );
	} );

	it( 'clears the choice when the chosen swatch is clicked again with clear_on_reselect', () => {
		expect( nextChoice( 'noir', 'noir', true ) ).toBe( '' );
	} );

	it( 'keeps the choice when the chosen swatch is clicked again without clear_on_reselect', () => {
		expect( nextChoice( 'noir', 'noir', false ) ).toBe( 'noir' );
	} );
} );
