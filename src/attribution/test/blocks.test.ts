/**
 * The checkout blocks' integration: the tracker's values into the checkout store under
 * WooCommerce's extension key, at start, on each change, and once the store registers.
 */

/**
 * WordPress dependencies
 */
import { dispatch, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ATTRIBUTION_EVENT } from '../shared';

jest.mock( '@wordpress/data', () => ( {
	dispatch: jest.fn(),
	subscribe: jest.fn(),
} ) );

const setExtensionData = jest.fn();
const internalSetExtensionData = jest.fn();
const unsubscribe = jest.fn();
let registered = false;
// WooCommerce before 9.9 has only the internal action.
let publicAction = true;
let listener: ( () => void ) | undefined;

function announce( detail: Record< string, string | null > | null ) {
	document.dispatchEvent( new CustomEvent( ATTRIBUTION_EVENT, { detail } ) );
}

describe( 'attribution in the checkout block', () => {
	let listeners: Array< [ string, EventListener ] >;
	const addEventListener = document.addEventListener.bind( document );

	beforeEach( () => {
		// Each page's listeners go with it.
		listeners = [];
		jest.spyOn( document, 'addEventListener' ).mockImplementation(
			( type: string, callback: any, options?: any ) => {
				listeners.push( [ type, callback ] );
				addEventListener( type, callback, options );
			}
		);
		registered = false;
		publicAction = true;
		listener = undefined;
		setExtensionData.mockClear();
		internalSetExtensionData.mockClear();
		unsubscribe.mockClear();
		( subscribe as jest.Mock ).mockClear();
		( dispatch as jest.Mock ).mockImplementation( ( key: string ) => {
			if ( ! registered || key !== 'wc/store/checkout' ) {
				return undefined;
			}
			return publicAction
				? {
						setExtensionData,
						__internalSetExtensionData: internalSetExtensionData,
					}
				: { __internalSetExtensionData: internalSetExtensionData };
		} );
		( subscribe as jest.Mock ).mockImplementation( ( callback ) => {
			listener = callback;
			return unsubscribe;
		} );
	} );
	afterEach( () => {
		listeners.forEach( ( [ type, callback ] ) =>
			document.removeEventListener( type, callback )
		);
		jest.restoreAllMocks();
		delete window.boudoirAttribution;
		delete window.wc;
	} );

	it( 'hands the values already there to the store, then each change; null sends nothing', () => {
		registered = true;
		window.boudoirAttribution = {
			values: { source_type: 'typein', utm_source: '(direct)' },
		};
		jest.isolateModules( () => require( '../blocks' ) );
		expect( setExtensionData ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'typein', utm_source: '(direct)' },
			true
		);
		announce( { source_type: 'organic', utm_source: 'google' } );
		expect( setExtensionData ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'organic', utm_source: 'google' },
			true
		);
		announce( null );
		expect( setExtensionData ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{},
			true
		);
		expect( subscribe ).not.toHaveBeenCalled();
	} );

	it( 'waits for the checkout store (its key from wcBlocksData) before handing the values', () => {
		window.wc = {
			wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' },
		};
		jest.isolateModules( () => require( '../blocks' ) );
		announce( { source_type: 'referral' } );
		expect( setExtensionData ).not.toHaveBeenCalled();
		expect( subscribe ).toHaveBeenCalledTimes( 1 );

		listener!();
		expect( setExtensionData ).not.toHaveBeenCalled();
		registered = true;
		listener!();
		expect( unsubscribe ).toHaveBeenCalledTimes( 1 );
		expect( setExtensionData ).toHaveBeenCalledTimes( 1 );
		expect( setExtensionData ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'referral' },
			true
		);
	} );

	it( 'uses the public setExtensionData where WooCommerce has it, never the deprecated internal one', () => {
		registered = true;
		window.boudoirAttribution = { values: { source_type: 'typein' } };
		jest.isolateModules( () => require( '../blocks' ) );
		expect( setExtensionData ).toHaveBeenCalledTimes( 1 );
		expect( internalSetExtensionData ).not.toHaveBeenCalled();
	} );

	it( 'falls back to __internalSetExtensionData before WooCommerce 9.9', () => {
		registered = true;
		publicAction = false;
		window.boudoirAttribution = { values: { source_type: 'typein' } };
		jest.isolateModules( () => require( '../blocks' ) );
		expect( internalSetExtensionData ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'typein' },
			true
		);
	} );

	it( 'stops waiting for a checkout store that never registers', () => {
		jest.useFakeTimers();
		try {
			let STORE_WAIT = 0;
			jest.isolateModules( () => {
				( { STORE_WAIT } = require( '../blocks' ) );
			} );
			announce( { source_type: 'referral' } );
			expect( subscribe ).toHaveBeenCalledTimes( 1 );
			jest.advanceTimersByTime( STORE_WAIT - 1 );
			expect( unsubscribe ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( unsubscribe ).toHaveBeenCalledTimes( 1 );
			expect( setExtensionData ).not.toHaveBeenCalled();
		} finally {
			jest.useRealTimers();
		}
	} );
} );
