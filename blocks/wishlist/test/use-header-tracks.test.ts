/**
 * Internal dependencies
 */
import { headerTracks } from '../use-header-tracks';

describe( 'headerTracks', () => {
	const cells = [
		{ track: 'max-content' },
		{ track: 'minmax(8rem, 3fr)' },
		{ track: 'max-content' },
	];

	it( "gives the content-sized columns the first row's widths and keeps the shares", () => {
		expect( headerTracks( cells, [ 36, 402.5, 160.25 ] ) ).toBe(
			'36px minmax(8rem, 3fr) 160.25px'
		);
	} );

	it( 'keeps a track it has no width for', () => {
		expect( headerTracks( cells, [ 36 ] ) ).toBe(
			'36px minmax(8rem, 3fr) max-content'
		);
	} );
} );
