/**
 * Internal dependencies
 */
import {
	DEFAULTS,
	DESKTOP_QUERY,
	TIMINGS,
	isShown,
	nextState,
	resolveOption,
	screenSide,
	slideDuration,
	wrapFocus,
	type MenuEvent,
	type MenuState,
} from '../behaviour';

describe( 'the side menu’s state machine', () => {
	it.each< [ MenuState, MenuEvent, MenuState ] >( [
		[ 'closed', 'open', 'opening' ],
		[ 'opening', 'settled', 'open' ],
		[ 'open', 'close', 'closing' ],
		[ 'closing', 'settled', 'closed' ],
		// Turning back halfway.
		[ 'opening', 'close', 'closing' ],
		[ 'closing', 'open', 'opening' ],
		// Nothing to do.
		[ 'closed', 'close', 'closed' ],
		[ 'closed', 'settled', 'closed' ],
		[ 'open', 'open', 'open' ],
		[ 'opening', 'open', 'opening' ],
		[ 'open', 'settled', 'open' ],
		[ 'closing', 'close', 'closing' ],
	] )( '%s + %s → %s', ( state, event, next ) => {
		expect( nextState( state, event ) ).toBe( next );
	} );

	it( 'walks closed → opening → open → closing → closed', () => {
		const events: MenuEvent[] = [ 'open', 'settled', 'close', 'settled' ];
		const states: MenuState[] = [];
		events.reduce< MenuState >( ( state, event ) => {
			const next = nextState( state, event );
			states.push( next );
			return next;
		}, 'closed' );
		expect( states ).toEqual( [ 'opening', 'open', 'closing', 'closed' ] );
	} );

	it( 'shows the panel in every state but closed', () => {
		expect( isShown( 'closed' ) ).toBe( false );
		expect( isShown( 'opening' ) ).toBe( true );
		expect( isShown( 'open' ) ).toBe( true );
		expect( isShown( 'closing' ) ).toBe( true );
	} );
} );

describe( 'docs/contract.md, Figures figures', () => {
	it( 'slides in 300 ms, submenus in 250 ms, closes 50 ms after an item click, a 50 ms safety margin, and from 960 px', () => {
		expect( TIMINGS ).toEqual( {
			speed: 300,
			submenuSpeed: 250,
			itemCloseDelay: 50,
			settleMargin: 50,
		} );
		expect( DESKTOP_QUERY ).toBe( '(min-width: 960px)' );
	} );

	it( 'slides nothing for shoppers who prefer reduced motion', () => {
		expect( slideDuration( 300, false ) ).toBe( 300 );
		expect( slideDuration( 300, true ) ).toBe( 0 );
	} );
} );

describe( 'screenSide', () => {
	it( 'keeps the side left to right and mirrors it right to left', () => {
		expect( screenSide( 'left', false ) ).toBe( 'left' );
		expect( screenSide( 'right', false ) ).toBe( 'right' );
		expect( screenSide( 'left', true ) ).toBe( 'right' );
		expect( screenSide( 'right', true ) ).toBe( 'left' );
	} );
} );

describe( 'resolveOption', () => {
	it( 'takes the block’s value, else the site’s setting, else the default', () => {
		expect( resolveOption( 'right', 'left', DEFAULTS.side ) ).toBe(
			'right'
		);
		expect( resolveOption( undefined, 'right', DEFAULTS.side ) ).toBe(
			'right'
		);
		expect( resolveOption( '', undefined, DEFAULTS.side ) ).toBe( 'left' );
		expect( resolveOption( null, '', DEFAULTS.dropdownTarget ) ).toBe(
			'toggle'
		);
	} );

	it( 'keeps false as a choice', () => {
		expect( resolveOption( false, true, DEFAULTS.displace ) ).toBe( false );
		expect( resolveOption( undefined, false, DEFAULTS.displace ) ).toBe(
			false
		);
		expect( resolveOption( undefined, undefined, DEFAULTS.displace ) ).toBe(
			true
		);
	} );
} );

describe( 'wrapFocus', () => {
	it( 'wraps Tab from the last element to the first', () => {
		expect( wrapFocus( 4, 5, false ) ).toBe( 0 );
		expect( wrapFocus( 2, 5, false ) ).toBeNull();
	} );

	it( 'wraps Shift+Tab from the first element to the last', () => {
		expect( wrapFocus( 0, 5, true ) ).toBe( 4 );
		expect( wrapFocus( 3, 5, true ) ).toBeNull();
	} );

	it( 'brings focus that got out back in', () => {
		expect( wrapFocus( -1, 5, false ) ).toBe( 0 );
		expect( wrapFocus( -1, 5, true ) ).toBe( 4 );
	} );

	it( 'leaves an empty panel alone', () => {
		expect( wrapFocus( -1, 0, false ) ).toBeNull();
	} );
} );
