/**
 * Internal dependencies
 */
import { liveIds } from '../live-rows';

describe( 'liveIds', () => {
	const ids = [ 11, 12, 13, 14, 15, 16 ];

	it( 'takes the rows near the viewport and their neighbours, not the rest', () => {
		expect( [ ...liveIds( ids, new Set( [ 13, 14 ] ) ) ].sort() ).toEqual( [
			12, 13, 14, 15,
		] );
	} );

	it( 'stops at the ends of the page', () => {
		expect( [ ...liveIds( ids, new Set( [ 11 ] ) ) ].sort() ).toEqual( [
			11, 12,
		] );
		expect( [ ...liveIds( ids, new Set( [ 16 ] ) ) ].sort() ).toEqual( [
			15, 16,
		] );
	} );

	it( 'adds the extra rows, and knows no row that left the page', () => {
		expect(
			[ ...liveIds( ids, new Set( [ 99 ] ), [ 16 ] ) ].sort()
		).toEqual( [ 16 ] );
		expect( liveIds( ids, new Set() ).size ).toBe( 0 );
	} );
} );
