/**
 * Internal dependencies
 */
import { isScrolledPast } from '../visibility';

describe( 'isScrolledPast', () => {
	it( 'shows the button only beyond the threshold', () => {
		expect( isScrolledPast( 0, 100 ) ).toBe( false );
		expect( isScrolledPast( 100, 100 ) ).toBe( false );
		expect( isScrolledPast( 101, 100 ) ).toBe( true );
	} );
} );
