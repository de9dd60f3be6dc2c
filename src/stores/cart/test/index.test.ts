/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders } from '@boudoir/api';
import type { RawResponse } from '@boudoir/api';
import type { WindowWithJQuery } from '@boudoir/woo-events';
import { fakeJQuery } from '../../../test-utils/woo-jquery-fake';
import { store } from '../index';
import { stopListeningForTests } from '../thunks';
import type { Cart } from '../types';
import { answer, failure, makeCart, makeItem } from './fixtures';

jest.mock( '@boudoir/api' );

const page = window as WindowWithJQuery;

const request = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

const CART: Cart = makeCart( [
	makeItem( 'k1', 15, { quantity: 2, name: 'Silk robe' } ),
] );

function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

function sentHeaders( call: number ): Record< string, string > {
	return request.mock.calls[ call ][ 0 ].headers as Record< string, string >;
}

afterEach( () => {
	stopListeningForTests();
} );

beforeEach( () => {
	request.mockReset();
	delete window.boudoirCartSettings;
	delete window.wcBlocksMiddlewareConfig;
	delete page.jQuery;
} );

describe( 'the nonce', () => {
	it( 'starts from boudoirCartSettings, else WooCommerce Blocks’ config, else empty', () => {
		window.wcBlocksMiddlewareConfig = { storeApiNonce: 'wc-nonce' };
		window.boudoirCartSettings = { storeApiNonce: 'boudoir-nonce' };
		expect( newRegistry().select( store ).getNonce() ).toBe(
			'boudoir-nonce'
		);

		delete window.boudoirCartSettings;
		expect( newRegistry().select( store ).getNonce() ).toBe( 'wc-nonce' );

		delete window.wcBlocksMiddlewareConfig;
		expect( newRegistry().select( store ).getNonce() ).toBe( '' );
	} );
} );

describe( 'addItem', () => {
	it( 'posts to the Store API with the Nonce header, then keeps Nonce and Cart-Token from each answer', async () => {
		window.boudoirCartSettings = { storeApiNonce: 'n1', cartUrl: '/cart/' };
		const registry = newRegistry();
		request.mockResolvedValueOnce(
			answer( CART, { Nonce: 'n2', 'Cart-Token': 'token-1' } )
		);

		const result = await registry
			.dispatch( store )
			.addItem( { id: 42, quantity: 2 } );

		expect( result ).toEqual( { ok: true, cart: CART } );
		expect( request ).toHaveBeenCalledTimes( 1 );
		const options = request.mock.calls[ 0 ][ 0 ];
		expect( options.path ).toBe( '/wc/store/v1/cart/add-item' );
		expect( options.method ).toBe( 'POST' );
		expect( options.data ).toEqual( { id: 42, quantity: 2 } );
		expect( sentHeaders( 0 ) ).toEqual( { Nonce: 'n1' } );
		expect( registry.select( store ).getCart() ).toEqual( CART );
		expect( registry.select( store ).getItemsCount() ).toBe( 2 );

		request.mockResolvedValueOnce( answer( CART, { Nonce: 'n3' } ) );
		await registry.dispatch( store ).addItem( {
			id: 7,
			variation: [ { attribute: 'Cup', value: 'B' } ],
		} );
		// The token is kept but not sent: it would pick the token's session over the
		// shopper's cookie one and split the cart from the classic add-to-cart's.
		expect( sentHeaders( 1 ) ).toEqual( { Nonce: 'n2' } );
		expect( request.mock.calls[ 1 ][ 0 ].data ).toEqual( {
			id: 7,
			quantity: 1,
			variation: [ { attribute: 'Cup', value: 'B' } ],
		} );
		// An answer without a Cart-Token keeps the one we have.
		expect( registry.select( store ).getNonce() ).toBe( 'n3' );
		expect( registry.select( store ).getCartToken() ).toBe( 'token-1' );
	} );

	it( 'tells cart blocks and classic mini-carts after success', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const listener = jest.fn();
		document.addEventListener( 'wc-blocks_added_to_cart', listener );
		request.mockResolvedValueOnce( answer( CART ) );

		await newRegistry().dispatch( store ).addItem( { id: 42 } );

		document.removeEventListener( 'wc-blocks_added_to_cart', listener );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		const event = listener.mock.calls[ 0 ][ 0 ] as CustomEvent;
		expect( event.bubbles ).toBe( true );
		expect( event.target ).toBe( document.body );
		// WooCommerce's cart store fetches the cart again unless told to keep its own.
		expect( event.detail ).toEqual( { preserveCartData: false } );
		expect( jQuery.triggered.map( ( { name } ) => name ) ).toEqual( [
			'wc_fragment_refresh',
		] );
	} );

	it( 'still tells cart blocks without jQuery', async () => {
		const listener = jest.fn();
		document.body.addEventListener( 'wc-blocks_added_to_cart', listener );
		request.mockResolvedValueOnce( answer( CART ) );

		await expect(
			newRegistry().dispatch( store ).addItem( { id: 42 } )
		).resolves.toMatchObject( { ok: true } );

		document.body.removeEventListener(
			'wc-blocks_added_to_cart',
			listener
		);
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		'woocommerce_rest_invalid_nonce',
		'woocommerce_rest_missing_nonce',
	] )(
		'retries once on %s with the nonce the error answer brought',
		async ( code ) => {
			window.boudoirCartSettings = { storeApiNonce: 'stale' };
			const registry = newRegistry();
			request
				.mockRejectedValueOnce( failure( code, { Nonce: 'fresh' } ) )
				.mockResolvedValueOnce( answer( CART ) );

			const result = await registry
				.dispatch( store )
				.addItem( { id: 42 } );

			expect( result ).toEqual( { ok: true, cart: CART } );
			expect( request ).toHaveBeenCalledTimes( 2 );
			expect( sentHeaders( 0 ).Nonce ).toBe( 'stale' );
			expect( sentHeaders( 1 ).Nonce ).toBe( 'fresh' );
		}
	);

	it( 'gives up after one retry and answers the error without throwing', async () => {
		const registry = newRegistry();
		const listener = jest.fn();
		document.body.addEventListener( 'wc-blocks_added_to_cart', listener );
		request
			.mockRejectedValueOnce(
				failure( 'woocommerce_rest_invalid_nonce', { Nonce: 'fresh' } )
			)
			.mockRejectedValueOnce(
				failure( 'woocommerce_rest_invalid_nonce', {
					Nonce: 'fresher',
				} )
			);

		const result = await registry.dispatch( store ).addItem( { id: 42 } );

		document.body.removeEventListener(
			'wc-blocks_added_to_cart',
			listener
		);
		expect( request ).toHaveBeenCalledTimes( 2 );
		// The server's "Nonce is invalid." is not for shoppers: the store's words replace it.
		expect( result ).toEqual( {
			ok: false,
			error: {
				code: 'woocommerce_rest_invalid_nonce',
				message:
					'Your session has expired. Please reload the page and try again.',
				status: 403,
				action: 'add',
				id: 42,
			},
		} );
		expect( registry.select( store ).getNonce() ).toBe( 'fresher' );
		expect( listener ).not.toHaveBeenCalled();
		expect( registry.select( store ).isAdding( 42 ) ).toBe( false );
	} );

	it( 'does not retry other errors', async () => {
		request.mockRejectedValueOnce(
			failure( 'woocommerce_rest_cart_product_is_not_purchasable' )
		);

		const result = await newRegistry()
			.dispatch( store )
			.addItem( { id: 42 } );

		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( result ).toMatchObject( {
			ok: false,
			error: { code: 'woocommerce_rest_cart_product_is_not_purchasable' },
		} );
	} );

	it( 'normalises what is not an ApiError', async () => {
		request.mockRejectedValueOnce( new Error( 'boom' ) );
		const result = await newRegistry()
			.dispatch( store )
			.addItem( { id: 42 } );
		expect( result ).toMatchObject( {
			ok: false,
			error: { code: 'unknown_error' },
		} );
	} );

	it( 'marks the product as being added while the request runs', async () => {
		const registry = newRegistry();
		let finish: ( value: RawResponse< Cart > ) => void = () => {};
		request.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				finish = resolve;
			} )
		);

		const pending = registry.dispatch( store ).addItem( { id: 42 } );
		expect( registry.select( store ).isAdding( 42 ) ).toBe( true );
		expect( registry.select( store ).isAdding( 7 ) ).toBe( false );
		finish( answer( CART ) );
		await pending;
		expect( registry.select( store ).isAdding( 42 ) ).toBe( false );
	} );
} );
