/**
 * Internal dependencies
 */
import { EDGE_MARGIN, panelRoom, panelShift } from '../position';

describe( 'panelRoom', () => {
	it( 'is the viewport less the 10 px margin at both edges', () => {
		expect( EDGE_MARGIN ).toBe( 10 );
		expect( panelRoom( 1280 ) ).toBe( 1260 );
		expect( panelRoom( 1000.5 ) ).toBe( 980 );
	} );

	it( 'is never negative', () => {
		expect( panelRoom( 12 ) ).toBe( 0 );
	} );
} );

describe( 'panelShift', () => {
	it( 'leaves a panel that fits where it hangs', () => {
		expect( panelShift( { left: 300, right: 800 }, 0, 1280 ) ).toBe( 0 );
		expect( panelShift( { left: 10, right: 1270 }, 0, 1280 ) ).toBe( 0 );
	} );

	it( 'moves a panel off the right edge to 10 px inside it', () => {
		// 1000 px viewport, panel 150…1050: 50 px past the edge, and the margin.
		expect( panelShift( { left: 150, right: 1050 }, 0, 1000 ) ).toBe( -60 );
	} );

	it( 'moves a panel off the left edge to 10 px inside it', () => {
		expect( panelShift( { left: -40, right: 460 }, 0, 1000 ) ).toBe( 50 );
		expect( panelShift( { left: 4, right: 504 }, 0, 1000 ) ).toBe( 6 );
	} );

	it( 'measures from where the panel hangs unshifted', () => {
		// Shifted 60 px left already and still fitting: the same shift.
		expect( panelShift( { left: 90, right: 990 }, -60, 1000 ) ).toBe( -60 );
		// The window grew: the panel fits unshifted again.
		expect( panelShift( { left: 90, right: 990 }, -60, 1280 ) ).toBe( 0 );
		// The window shrank: a larger shift.
		expect( panelShift( { left: 90, right: 990 }, -60, 900 ) ).toBe( -160 );
	} );

	it( 'rounds away from the edge, never a fraction short of the margin', () => {
		expect( panelShift( { left: 9.4, right: 409.4 }, 0, 1000 ) ).toBe( 1 );
		expect( panelShift( { left: 600.2, right: 990.2 }, 0, 1000 ) ).toBe(
			-1
		);
	} );

	it( 'lines a panel wider than the room up on the leading edge', () => {
		const wide = { left: -100, right: 1100 };
		expect( panelShift( wide, 0, 1000 ) ).toBe( 110 );
		expect( panelShift( wide, 0, 1000, true ) ).toBe( -110 );
	} );

	it( 'keeps the margin on both sides in right-to-left pages too', () => {
		expect( panelShift( { left: -30, right: 470 }, 0, 1000, true ) ).toBe(
			40
		);
		expect( panelShift( { left: 600, right: 1000 }, 0, 1000, true ) ).toBe(
			-10
		);
	} );

	it( 'takes another margin', () => {
		expect(
			panelShift( { left: 0, right: 100 }, 0, 1000, false, 24 )
		).toBe( 24 );
	} );
} );
