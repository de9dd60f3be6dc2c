/**
 * Internal dependencies
 */
import {
	DEFAULT_FOCUS_DELAY,
	edgeShift,
	focusDelay,
	isDropDown,
	isFilled,
} from '../behaviour';

describe( 'header search rules', () => {
	it( 'falls back to the focus delay of 600 ms (docs/contract.md, Figures)', () => {
		expect( DEFAULT_FOCUS_DELAY ).toBe( 600 );
		expect( focusDelay( undefined, false ) ).toBe( 600 );
		expect( focusDelay( '', false ) ).toBe( 600 );
		expect( focusDelay( 'soon', false ) ).toBe( 600 );
		expect( focusDelay( '-5', false ) ).toBe( 600 );
	} );

	it( 'uses the configured delay, zero included', () => {
		expect( focusDelay( '250', false ) ).toBe( 250 );
		expect( focusDelay( 0, false ) ).toBe( 0 );
		expect( focusDelay( '0', false ) ).toBe( 0 );
	} );

	it( 'moves focus at once for shoppers who prefer reduced motion', () => {
		expect( focusDelay( '600', true ) ).toBe( 0 );
		expect( focusDelay( undefined, true ) ).toBe( 0 );
	} );

	it( 'only drop_down is the drop-down; other styles keep the form inline', () => {
		expect( isDropDown( 'drop_down' ) ).toBe( true );
		expect( isDropDown( 'inline' ) ).toBe( false );
		expect( isDropDown( 'overlay' ) ).toBe( false );
		expect( isDropDown( undefined ) ).toBe( false );
	} );

	it( 'a field with text is filled', () => {
		expect( isFilled( '' ) ).toBe( false );
		expect( isFilled( 'lace' ) ).toBe( true );
	} );
} );

describe( 'edgeShift', () => {
	it( 'leaves a panel that fits where it is', () => {
		expect( edgeShift( 10, 365, 375 ) ).toBe( 0 );
		expect( edgeShift( 600, 952, 1280 ) ).toBe( 0 );
	} );

	it( 'moves a panel past the left edge right, to 10 px from it', () => {
		expect( edgeShift( -300, 52, 375 ) ).toBe( 310 );
	} );

	it( 'moves a panel past the right edge left, to 10 px from it', () => {
		expect( edgeShift( 300, 652, 375 ) ).toBe( -287 );
	} );

	it( 'lines a panel wider than the room up on the reading direction’s leading edge', () => {
		expect( edgeShift( -5, 400, 375 ) ).toBe( 15 );
		expect( edgeShift( -5, 400, 375, true ) ).toBe( -35 );
	} );
} );
