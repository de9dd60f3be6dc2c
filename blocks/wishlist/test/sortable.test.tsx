/**
 * External dependencies
 */
import { renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rowTransform, rowTransition, useLatestHandlers } from '../sortable';

const TRANSITION = 'transform 250ms ease';

describe( 'rowTransform', () => {
	it( 'gives a row that is not displaced no transform', () => {
		expect( rowTransform( null ) ).toBeUndefined();
		expect(
			rowTransform( { x: 0, y: 0, scaleX: 1, scaleY: 1 } )
		).toBeUndefined();
	} );

	it( 'translates a displaced row', () => {
		expect( rowTransform( { x: 0, y: -48, scaleX: 1, scaleY: 1 } ) ).toBe(
			'translate3d(0px, -48px, 0)'
		);
		expect( rowTransform( { x: 12, y: 0, scaleX: 1, scaleY: 1 } ) ).toBe(
			'translate3d(12px, 0px, 0)'
		);
	} );
} );

describe( 'rowTransition', () => {
	it( 'keeps none for a row with no transform now nor at its last commit', () => {
		expect(
			rowTransition( undefined, undefined, TRANSITION )
		).toBeUndefined();
	} );

	it( "gives dnd-kit's to a row moving away, and to one going back", () => {
		const away = 'translate3d(0px, 48px, 0)';
		expect( rowTransition( away, undefined, TRANSITION ) ).toBe(
			TRANSITION
		);
		expect( rowTransition( undefined, away, TRANSITION ) ).toBe(
			TRANSITION
		);
		expect( rowTransition( away, away, null ) ).toBeUndefined();
	} );
} );

describe( 'useLatestHandlers', () => {
	it( 'keeps the same handlers while the events stay the same, and calls the latest listener', () => {
		const first = jest.fn();
		const second = jest.fn();
		const { result, rerender } = renderHook(
			( { listeners } ) => useLatestHandlers( listeners ),
			{ initialProps: { listeners: { onPointerDown: first } } }
		);
		const handlers = result.current;
		rerender( { listeners: { onPointerDown: second } } );
		expect( result.current ).toBe( handlers );

		result.current.onPointerDown( 'event' );
		expect( second ).toHaveBeenCalledWith( 'event' );
		expect( first ).not.toHaveBeenCalled();
	} );

	it( 'gives new handlers when the events change, and none without listeners', () => {
		const { result, rerender } = renderHook(
			( { listeners } ) => useLatestHandlers( listeners ),
			{
				initialProps: {
					listeners: { onPointerDown: jest.fn() } as
						Record< string, jest.Mock > | undefined,
				},
			}
		);
		const handlers = result.current;
		rerender( {
			listeners: { onPointerDown: jest.fn(), onKeyDown: jest.fn() },
		} );
		expect( result.current ).not.toBe( handlers );
		expect( Object.keys( result.current ).sort() ).toEqual( [
			'onKeyDown',
			'onPointerDown',
		] );
		rerender( { listeners: undefined } );
		expect( result.current ).toEqual( {} );
	} );
} );
