/**
 * Internal dependencies
 */
import { isStuck, stickyTop } from '../sticky';

describe( 'stickyTop', () => {
	it( 'is the top of the window without an admin bar', () => {
		expect( stickyTop( null ) ).toBe( 0 );
	} );

	it( 'is below a fixed admin bar', () => {
		expect( stickyTop( { position: 'fixed', height: 32 } ) ).toBe( 32 );
		expect( stickyTop( { position: 'fixed', height: 46 } ) ).toBe( 46 );
	} );

	it( 'ignores an admin bar that scrolls away (narrow screens)', () => {
		expect( stickyTop( { position: 'absolute', height: 46 } ) ).toBe( 0 );
	} );
} );

describe( 'isStuck', () => {
	it( 'pins the bar once its place has scrolled above the line', () => {
		expect( isStuck( 10, 0 ) ).toBe( false );
		expect( isStuck( 0, 0 ) ).toBe( false );
		expect( isStuck( -1, 0 ) ).toBe( true );
		expect( isStuck( 31, 32 ) ).toBe( true );
		expect( isStuck( 32, 32 ) ).toBe( false );
	} );
} );
