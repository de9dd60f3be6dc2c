/**
 * Internal dependencies
 */
import { STORE_NAME, store } from '../index';
import { newRegistry, startServer, stopServer } from './harness';

jest.mock( '@boudoir/api' );

beforeEach( startServer );

afterEach( stopServer );

describe( 'the store', () => {
	it( 'is named boudoir/wishlist', () => {
		expect( STORE_NAME ).toBe( 'boudoir/wishlist' );
		expect( store.name ).toBe( 'boudoir/wishlist' );
	} );

	it( 'reads the settings printed by PHP over the defaults', () => {
		window.boudoirWishlistSettings = {
			modal: false,
			popupTimeout: 5000,
		};
		const settings = newRegistry().select( store ).getSettings();
		expect( settings ).toMatchObject( {
			modal: false,
			popupTimeout: 5000,
			multiWishlist: true,
			autoClosePopup: true,
			dragAndDrop: true,
			notices: true,
			mobileMediaQuery: 768,
			removeAfterAdd: true,
			estimateRedirect: '',
			cookieDisabled: 'Cookies must be enabled to use the wishlist.',
		} );
	} );
} );
