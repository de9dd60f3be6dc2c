/**
 * Internal dependencies
 */
import { buttonClass } from '../constants';

describe( 'buttonClass', () => {
	it( 'gives the main action the block’s button class alone', () => {
		expect( buttonClass() ).toBe( 'boudoir-wishlists__button' );
	} );

	it( 'adds one modifier a look, in the order given', () => {
		expect( buttonClass( 'destructive', 'secondary' ) ).toBe(
			'boudoir-wishlists__button is-destructive is-secondary'
		);
	} );
} );
