/**
 * Internal dependencies
 */
import { STORE_NAME, store } from '../index';
import { NO_SETTINGS } from '../constants';
import { newRegistry, startServer, stopServer } from './harness';
import { printedSettings } from './printed-settings';

jest.mock( '@boudoir/api' );

beforeEach( startServer );

afterEach( stopServer );

describe( 'the store', () => {
	it( 'is named boudoir/wishlist', () => {
		expect( STORE_NAME ).toBe( 'boudoir/wishlist' );
		expect( store.name ).toBe( 'boudoir/wishlist' );
	} );

	it( 'reads the settings PHP printed', () => {
		window.boudoirWishlistSettings = printedSettings( {
			modal: false,
			popupTimeout: 5000,
		} );
		const settings = newRegistry().select( store ).getSettings();
		expect( settings ).toEqual(
			printedSettings( { modal: false, popupTimeout: 5000 } )
		);
		expect( settings.limits ).toEqual( {
			quantity: 9999,
			wishlistName: 100,
			estimateName: 100,
			estimateNotes: 2000,
		} );
	} );

	it( 'keeps no copy of the options’ defaults: what the page did not print is off', () => {
		window.boudoirWishlistSettings = { modal: true };
		const settings = newRegistry().select( store ).getSettings();
		expect( settings ).toEqual( { ...NO_SETTINGS, modal: true } );
		expect( settings ).toMatchObject( {
			multiWishlist: false,
			popupTimeout: 0,
			cookieDisabled: '',
			limits: { quantity: 0, wishlistName: 0 },
		} );
	} );
} );
