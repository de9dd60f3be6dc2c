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
const unsubscribe = jest.fn();
let registered = false;
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
		listener = undefined;
		setExtensionData.mockClear();
		unsubscribe.mockClear();
		( dispatch as jest.Mock ).mockImplementation( ( key: string ) =>
			registered && key === 'wc/store/checkout'
				? { __internalSetExtensionData: setExtensionData }
				: undefined
		);
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
} );
