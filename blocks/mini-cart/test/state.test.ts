/**
 * Internal dependencies
 */
import { CLOSED, closesOnResize, panelReducer } from '../state';
import { clampQuantity } from '../cart-line';

describe( 'panelReducer', () => {
	it( 'opens with a reason and closes', () => {
		const open = panelReducer( CLOSED, { type: 'open', reason: 'button' } );
		expect( open ).toEqual( { isOpen: true, reason: 'button' } );
		expect( panelReducer( open, { type: 'close' } ) ).toBe( CLOSED );
	} );

	it( 'keeps the same state for the same request', () => {
		const open = panelReducer( CLOSED, { type: 'open', reason: 'added' } );
		expect( panelReducer( open, { type: 'open', reason: 'added' } ) ).toBe(
			open
		);
		expect( panelReducer( CLOSED, { type: 'close' } ) ).toBe( CLOSED );
	} );

	it( 'says "added" when an add comes while it is open from the button', () => {
		const open = panelReducer( CLOSED, { type: 'open', reason: 'button' } );
		expect(
			panelReducer( open, { type: 'open', reason: 'added' } )
		).toEqual( { isOpen: true, reason: 'added' } );
	} );
} );

describe( 'closesOnResize', () => {
	it( 'closes on a change of width only', () => {
		expect( closesOnResize( 1024, 800 ) ).toBe( true );
		expect( closesOnResize( 390, 390 ) ).toBe( false );
	} );
} );

describe( 'clampQuantity', () => {
	it( 'keeps quantities within the line’s limits and steps', () => {
		expect( clampQuantity( 0, { minimum: 1, maximum: 5 } ) ).toBe( 1 );
		expect( clampQuantity( 9, { minimum: 1, maximum: 5 } ) ).toBe( 5 );
		expect( clampQuantity( 7, { multiple_of: 3 } ) ).toBe( 6 );
		expect( clampQuantity( 4, undefined ) ).toBe( 4 );
		expect( clampQuantity( 12, { maximum: -1 } ) ).toBe( 12 );
	} );
} );
