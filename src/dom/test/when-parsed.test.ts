/**
 * Internal dependencies
 */
import { enhanceBlocks, whenParsed } from '../when-parsed';

describe( 'whenParsed', () => {
	it( 'runs at once on a parsed page', () => {
		const run = jest.fn();
		whenParsed( run );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for DOMContentLoaded while the page is loading, and runs once', () => {
		const run = jest.fn();
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		whenParsed( run );
		expect( run ).not.toHaveBeenCalled();
		readyState.mockRestore();
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'enhanceBlocks', () => {
	it( 'enhances every block of the kind, and nothing else', () => {
		document.body.innerHTML =
			'<div class="a" id="one"></div><div class="b"></div><div class="a" id="two"></div>';
		const enhance = jest.fn();
		enhanceBlocks( '.a', enhance );
		expect( enhance.mock.calls.map( ( [ root ] ) => root.id ) ).toEqual( [
			'one',
			'two',
		] );
	} );
} );
