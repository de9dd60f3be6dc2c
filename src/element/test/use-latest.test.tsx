/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useLatest } from '../use-latest';

describe( 'useLatest', () => {
	it( 'keeps one ref whose value is the last render’s', () => {
		const refs: Array< { readonly current: string } > = [];
		function Probe( { value }: { value: string } ) {
			refs.push( useLatest( value ) );
			return null;
		}
		const { rerender } = render( <Probe value="first" /> );
		expect( refs[ 0 ].current ).toBe( 'first' );
		rerender( <Probe value="second" /> );
		expect( refs[ 1 ] ).toBe( refs[ 0 ] );
		expect( refs[ 0 ].current ).toBe( 'second' );
	} );

	it( 'lets a stable function call what the last render was given', () => {
		const calls: string[] = [];
		const handlers: Array< () => void > = [];
		function Probe( { onPick }: { onPick: () => void } ) {
			const latest = useLatest( onPick );
			handlers.push( useCallback( () => latest.current(), [ latest ] ) );
			return null;
		}
		const { rerender } = render(
			<Probe onPick={ () => calls.push( 'first' ) } />
		);
		rerender( <Probe onPick={ () => calls.push( 'second' ) } /> );
		expect( handlers[ 1 ] ).toBe( handlers[ 0 ] );
		handlers[ 0 ]();
		expect( calls ).toEqual( [ 'second' ] );
	} );
} );
