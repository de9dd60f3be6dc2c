/**
 * Internal dependencies
 */
import { island } from '@boudoir/islands';

jest.mock( '@boudoir/islands', () => ( { island: jest.fn() } ) );

/**
 * Runs the view script on a page with these body classes.
 *
 * @param classes The body's classes.
 */
function runViewOn( classes: string ): void {
	document.body.className = classes;
	jest.isolateModules( () => {
		require( '../view' );
	} );
}

describe( 'the add-to-wishlist loader', () => {
	afterEach( () => {
		jest.mocked( island ).mockClear();
		document.body.className = '';
	} );

	it( 'loads the island at the first idle moment on a product’s own page', () => {
		runViewOn( 'product-template-default single single-product postid-12' );
		expect( island ).toHaveBeenCalledWith(
			expect.objectContaining( {
				name: 'boudoir/add-to-wishlist',
				when: 'idle',
			} )
		);
	} );

	it( 'waits for intent in product lists', () => {
		runViewOn( 'archive post-type-archive post-type-archive-product' );
		expect( island ).toHaveBeenCalledWith(
			expect.objectContaining( { when: 'intent' } )
		);
	} );
} );
