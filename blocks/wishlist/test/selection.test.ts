/**
 * Internal dependencies
 */
import { createSelection } from '../selection';

describe( 'createSelection', () => {
	it( 'checks and unchecks rows, telling its listeners of each change only', () => {
		const selection = createSelection();
		const listener = jest.fn();
		selection.subscribe( listener );
		selection.set( 2, true );
		selection.set( 2, true );
		expect( selection.has( 2 ) ).toBe( true );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		selection.set( 2, false );
		expect( selection.has( 2 ) ).toBe( false );
		expect( listener ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the same set until the selection changes', () => {
		const selection = createSelection();
		selection.replace( [ 1, 2 ] );
		const ids = selection.ids();
		selection.replace( [ 2, 1 ] );
		selection.retain( [ 1, 2, 3 ] );
		expect( selection.ids() ).toBe( ids );
		selection.replace( [ 1 ] );
		expect( [ ...selection.ids() ] ).toEqual( [ 1 ] );
	} );

	it( 'forgets the rows that left the page', () => {
		const selection = createSelection();
		selection.replace( [ 1, 2, 3 ] );
		selection.retain( [ 3, 4 ] );
		expect( [ ...selection.ids() ] ).toEqual( [ 3 ] );
	} );

	it( 'stops telling a listener that unsubscribed', () => {
		const selection = createSelection();
		const listener = jest.fn();
		const unsubscribe = selection.subscribe( listener );
		unsubscribe();
		selection.set( 1, true );
		expect( listener ).not.toHaveBeenCalled();
	} );
} );
