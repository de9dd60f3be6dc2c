/**
 * Internal dependencies
 */
import { hiddenEdges, showsCards } from '../layout';

describe( 'showsCards', () => {
	it( 'shows cards in a block at most the shop’s mobile width wide, the table in a wider one', () => {
		// A phone, a desktop's 620 px content column, the mobile width itself.
		expect( showsCards( 390, 768 ) ).toBe( true );
		expect( showsCards( 620, 768 ) ).toBe( true );
		expect( showsCards( 768, 768 ) ).toBe( true );
		// A wide column, and a pixel and a half-pixel over (as the container query counts).
		expect( showsCards( 1280, 768 ) ).toBe( false );
		expect( showsCards( 769, 768 ) ).toBe( false );
		expect( showsCards( 768.5, 768 ) ).toBe( false );
		// The setting moves the line.
		expect( showsCards( 620, 600 ) ).toBe( false );
	} );

	it( 'keeps the table while the block is not laid out', () => {
		expect( showsCards( 0, 768 ) ).toBe( false );
	} );
} );

describe( 'hiddenEdges', () => {
	it( 'hides nothing when the content fits', () => {
		expect(
			hiddenEdges( { scrollLeft: 0, scrollWidth: 620, clientWidth: 620 } )
		).toEqual( { start: false, end: false } );
		// A rounding pixel is no overflow.
		expect(
			hiddenEdges( { scrollLeft: 0, scrollWidth: 621, clientWidth: 620 } )
		).toEqual( { start: false, end: false } );
	} );

	it( 'follows the scrolling: the end hidden first, then both, then the start', () => {
		const wide = { scrollWidth: 826, clientWidth: 620 };
		expect( hiddenEdges( { ...wide, scrollLeft: 0 } ) ).toEqual( {
			start: false,
			end: true,
		} );
		expect( hiddenEdges( { ...wide, scrollLeft: 100 } ) ).toEqual( {
			start: true,
			end: true,
		} );
		expect( hiddenEdges( { ...wide, scrollLeft: 206 } ) ).toEqual( {
			start: true,
			end: false,
		} );
	} );

	it( 'reads right-to-left scrolling, counted from 0 down', () => {
		const wide = { scrollWidth: 826, clientWidth: 620 };
		expect( hiddenEdges( { ...wide, scrollLeft: 0 } ) ).toEqual( {
			start: false,
			end: true,
		} );
		expect( hiddenEdges( { ...wide, scrollLeft: -206 } ) ).toEqual( {
			start: true,
			end: false,
		} );
	} );
} );
