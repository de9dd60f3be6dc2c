/**
 * Internal dependencies
 */
import { fakeJQuery } from '../../test-utils/woo-jquery-fake';
import { onWooEvent, triggerWooEvent } from '../index';
import type { WindowWithJQuery } from '../index';

const page = window as WindowWithJQuery;

afterEach( () => {
	delete page.jQuery;
} );

describe( 'without jQuery', () => {
	it( 'subscribing does nothing and returns an unsubscribe that does nothing', () => {
		const handler = jest.fn();
		const unsubscribe = onWooEvent( 'found_variation', handler );
		expect( typeof unsubscribe ).toBe( 'function' );
		expect( () => unsubscribe() ).not.toThrow();
		expect( handler ).not.toHaveBeenCalled();
	} );

	it( 'triggering does nothing', () => {
		expect( () => triggerWooEvent( 'wc_fragment_refresh' ) ).not.toThrow();
	} );
} );

describe( 'with jQuery on the page', () => {
	it( 'passes the event and the extra parameters to the handler, on document.body by default', () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const handler = jest.fn();

		onWooEvent( 'found_variation', handler );
		jQuery( document.body ).trigger( 'found_variation', [
			{ variation_id: 42 },
		] );

		expect( handler ).toHaveBeenCalledTimes( 1 );
		expect( handler ).toHaveBeenCalledWith(
			{ type: 'found_variation' },
			{ variation_id: 42 }
		);
	} );

	it( 'listens on the given target only, and unsubscribes exactly its own handler', () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const form = document.createElement( 'form' );
		const mine = jest.fn();
		const theirs = jest.fn();

		const unsubscribe = onWooEvent( 'reset_data', mine, form );
		jQuery( form ).on( 'reset_data', theirs );
		jQuery( document.body ).trigger( 'reset_data' );
		expect( mine ).not.toHaveBeenCalled();

		jQuery( form ).trigger( 'reset_data' );
		expect( mine ).toHaveBeenCalledTimes( 1 );

		unsubscribe();
		jQuery( form ).trigger( 'reset_data' );
		expect( mine ).toHaveBeenCalledTimes( 1 );
		expect( theirs ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'triggers through jQuery with the parameters, on document.body by default', () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const target = document.createElement( 'div' );

		triggerWooEvent( 'wc_fragment_refresh' );
		triggerWooEvent( 'added_to_cart', [ 'fragments', 'hash' ], target );

		expect( jQuery.triggered ).toEqual( [
			{
				target: document.body,
				name: 'wc_fragment_refresh',
				args: undefined,
			},
			{ target, name: 'added_to_cart', args: [ 'fragments', 'hash' ] },
		] );
	} );

	it( 'uses the jQuery present when called, not at import', () => {
		const handler = jest.fn();
		onWooEvent( 'found_variation', handler );
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		jQuery( document.body ).trigger( 'found_variation' );
		expect( handler ).not.toHaveBeenCalled();

		onWooEvent( 'found_variation', handler );
		jQuery( document.body ).trigger( 'found_variation' );
		expect( handler ).toHaveBeenCalledTimes( 1 );
	} );
} );
