/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	createRegistry,
	register,
	select as selectDefault,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders, toApiError } from '@boudoir/api';
import type { RawResponse } from '@boudoir/api';
import type { WindowWithJQuery } from '@boudoir/woo-events';
import { fakeJQuery } from '../../../test-utils/woo-jquery-fake';
import { store } from '../index';
import { stopListeningForTests } from '../thunks';
import type { Cart } from '../types';
import { answer, failure, makeCart, makeItem, settle } from './fixtures';

jest.mock( '@boudoir/api' );

const page = window as WindowWithJQuery;

const request = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

const ROBE = makeItem( 'k1', 15, { quantity: 2, name: 'Silk robe' } );
const SLIP = makeItem( 'k2', 16, { name: 'Satin slip' } );
const CART: Cart = makeCart( [ ROBE, SLIP ] );

function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

function sent( call: number ) {
	return request.mock.calls[ call ][ 0 ];
}

function sentHeaders( call: number ): Record< string, string > {
	return sent( call ).headers as Record< string, string >;
}

function listen( name: string ): jest.Mock {
	const listener = jest.fn();
	document.body.addEventListener( name, listener );
	return listener;
}

afterEach( () => {
	stopListeningForTests();
} );

beforeEach( () => {
	request.mockReset();
	window.boudoirCartSettings = { storeApiNonce: 'n1', cartUrl: '/cart/' };
	delete window.wcBlocksMiddlewareConfig;
	delete page.jQuery;
} );

describe( 'fetchCart', () => {
	it( 'gets the cart with the page’s nonce and keeps the answer’s nonce and token', async () => {
		const registry = newRegistry();
		request.mockResolvedValueOnce(
			answer( CART, { Nonce: 'n2', 'Cart-Token': 'jwt' } )
		);

		const result = await registry.dispatch( store ).fetchCart();

		expect( result ).toEqual( { ok: true, cart: CART } );
		expect( sent( 0 ).path ).toBe( '/wc/store/v1/cart' );
		expect( sent( 0 ).method ).toBeUndefined();
		expect( sentHeaders( 0 ) ).toEqual( { Nonce: 'n1' } );
		const { select } = registry;
		expect( select( store ).getCart() ).toEqual( CART );
		expect( select( store ).getItemsCount() ).toBe( 3 );
		expect( select( store ).getNonce() ).toBe( 'n2' );
		expect( select( store ).getCartToken() ).toBe( 'jwt' );
	} );

	it( 'keeps fields the store does not know as they came', async () => {
		const registry = newRegistry();
		const odd = {
			...CART,
			extensions: { points: { earned: 12 } },
			items: [ { ...ROBE, custom_field: [ 1, 2 ] } ],
		};
		request.mockResolvedValueOnce( answer( odd ) );
		await registry.dispatch( store ).fetchCart();
		expect( registry.select( store ).getCart() ).toEqual( odd );
	} );

	it( 'fires no cart event (a refetch changes nothing)', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const added = listen( 'wc-blocks_added_to_cart' );
		request.mockResolvedValueOnce( answer( CART ) );
		await newRegistry().dispatch( store ).fetchCart();
		document.body.removeEventListener( 'wc-blocks_added_to_cart', added );
		expect( added ).not.toHaveBeenCalled();
		expect( jQuery.triggered.map( ( { name } ) => name ) ).toEqual( [] );
	} );

	it( 'answers offline with src/api’s words and keeps the cart', async () => {
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( CART ) );
		await registry.dispatch( store ).fetchCart();
		request.mockRejectedValueOnce( toApiError( { code: 'fetch_error' } ) );

		const result = await registry.dispatch( store ).fetchCart();

		expect( result ).toEqual( {
			ok: false,
			error: {
				code: 'fetch_error',
				message: 'You are probably offline.',
				action: 'fetch',
			},
		} );
		expect( registry.select( store ).getCart() ).toEqual( CART );
		expect( registry.select( store ).getLastError() ).toEqual(
			result.ok ? null : result.error
		);
	} );
} );

describe( 'the getCart resolver', () => {
	it( 'fetches the cart once, however often it is selected', async () => {
		const registry = newRegistry();
		request.mockResolvedValue( answer( CART ) );

		expect( registry.select( store ).getCart() ).toBeNull();
		await registry.resolveSelect( store ).getCart();
		registry.select( store ).getCart();
		await registry.resolveSelect( store ).getCart();

		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( sent( 0 ).path ).toBe( '/wc/store/v1/cart' );
		expect( registry.select( store ).getCart() ).toEqual( CART );
	} );

	it( 'does not fetch again when a thunk already brought the cart', async () => {
		const registry = newRegistry();
		request.mockResolvedValue( answer( CART ) );
		await registry.dispatch( store ).addItem( { id: 15 } );

		await registry.resolveSelect( store ).getCart();

		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( sent( 0 ).path ).toBe( '/wc/store/v1/cart/add-item' );
	} );

	it( 'names the wishlist item an add comes from, for the shop owner’s insights', async () => {
		const registry = newRegistry();
		request.mockResolvedValue( answer( CART ) );
		await registry
			.dispatch( store )
			.addItem( { id: 15, fromListItem: 42 } );
		await registry.dispatch( store ).addItem( { id: 16 } );

		expect( sentHeaders( 0 )[ 'X-Boudoir-Wishlist-Item' ] ).toBe( '42' );
		expect( sentHeaders( 0 ).Nonce ).toBeDefined();
		expect( sentHeaders( 1 ) ).not.toHaveProperty(
			'X-Boudoir-Wishlist-Item'
		);
		expect( sent( 0 ).data ).not.toHaveProperty( 'fromListItem' );
	} );

	it( 'leaves the cart null and tells why when the fetch fails', async () => {
		const registry = newRegistry();
		request.mockRejectedValueOnce( toApiError( { code: 'invalid_json' } ) );
		await registry.resolveSelect( store ).getCart();
		expect( registry.select( store ).getCart() ).toBeNull();
		expect( registry.select( store ).getLastError() ).toMatchObject( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );
	} );
} );

describe( 'removeItem', () => {
	it( 'posts the key, receives the cart and tells the mini-cart block and classic mini-carts', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const registry = newRegistry();
		const removed = listen( 'wc-blocks_removed_from_cart' );
		const added = listen( 'wc-blocks_added_to_cart' );
		const synced = jest.fn();
		window.addEventListener( 'wc-blocks_store_sync_required', synced );
		const after = makeCart( [ SLIP ] );
		request.mockResolvedValueOnce(
			answer( after, { Nonce: 'n2', 'Cart-Token': 'jwt' } )
		);

		const result = await registry.dispatch( store ).removeItem( 'k1' );

		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);
		document.body.removeEventListener( 'wc-blocks_added_to_cart', added );
		expect( result ).toEqual( { ok: true, cart: after } );
		expect( sent( 0 ) ).toMatchObject( {
			path: '/wc/store/v1/cart/remove-item',
			method: 'POST',
			data: { key: 'k1' },
		} );
		expect( sentHeaders( 0 ) ).toEqual( { Nonce: 'n1' } );
		expect( registry.select( store ).getItemsCount() ).toBe( 1 );
		expect( removed ).toHaveBeenCalledTimes( 1 );
		const event = removed.mock.calls[ 0 ][ 0 ] as CustomEvent;
		expect( event.bubbles ).toBe( true );
		expect( event.detail ).toEqual( { cartItemKey: 'k1' } );
		expect( added ).not.toHaveBeenCalled();
		// WooCommerce's Interactivity cart store (Product Button blocks) fetches the cart again.
		window.removeEventListener( 'wc-blocks_store_sync_required', synced );
		expect( synced ).toHaveBeenCalledTimes( 1 );
		expect( synced.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			type: 'from_@wordpress/data',
		} );
		// Never removed_from_cart: cart-fragments.js would store empty fragments.
		expect( jQuery.triggered.map( ( { name } ) => name ) ).toEqual( [
			'wc_fragment_refresh',
		] );
	} );

	it( 'names the product in the event once no line of it is left', async () => {
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( CART, { Nonce: 'n1' } ) );
		await registry.resolveSelect( store ).getCart();
		const removed = listen( 'wc-blocks_removed_from_cart' );
		const robeAgain = makeItem( 'k3', 15, { name: 'Silk robe' } );
		request.mockResolvedValueOnce(
			answer( makeCart( [ SLIP, robeAgain ] ), { Nonce: 'n2' } )
		);
		request.mockResolvedValueOnce(
			answer( makeCart( [ robeAgain ] ), { Nonce: 'n3' } )
		);

		await registry.dispatch( store ).removeItem( 'k1' );
		await registry.dispatch( store ).removeItem( 'k2' );

		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);
		// Another line of the robe is still in the cart: no product named.
		expect( removed.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			cartItemKey: 'k1',
		} );
		expect( removed.mock.calls[ 1 ][ 0 ].detail ).toEqual( {
			cartItemKey: 'k2',
			productId: 16,
		} );
	} );

	it( 'marks the line as updating while the request runs', async () => {
		const registry = newRegistry();
		let finish: ( value: RawResponse< Cart > ) => void = () => {};
		request.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				finish = resolve;
			} )
		);

		const pending = registry.dispatch( store ).removeItem( 'k1' );

		expect( registry.select( store ).isUpdating( 'k1' ) ).toBe( true );
		expect( registry.select( store ).isUpdating( 'k2' ) ).toBe( false );
		finish( answer( makeCart( [ SLIP ] ) ) );
		await pending;
		expect( registry.select( store ).isUpdating( 'k1' ) ).toBe( false );
	} );

	it( 'takes the cart a 409 brings and keeps the server’s message for an unknown key', async () => {
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( CART ) );
		await registry.dispatch( store ).fetchCart();
		const now = makeCart( [ SLIP ] );
		const removed = listen( 'wc-blocks_removed_from_cart' );
		request.mockRejectedValueOnce(
			failure(
				'woocommerce_rest_cart_invalid_key',
				{ Nonce: 'n3' },
				{
					message: 'Cart item no longer exists or is invalid.',
					status: 409,
					data: { status: 409, cart: now },
				}
			)
		);

		const result = await registry.dispatch( store ).removeItem( 'k1' );

		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);
		expect( result ).toMatchObject( {
			ok: false,
			error: {
				code: 'woocommerce_rest_cart_invalid_key',
				message: 'Cart item no longer exists or is invalid.',
				status: 409,
				action: 'remove',
				key: 'k1',
			},
		} );
		expect( registry.select( store ).getCart() ).toEqual( now );
		expect( registry.select( store ).getNonce() ).toBe( 'n3' );
		expect( registry.select( store ).isUpdating( 'k1' ) ).toBe( false );
		expect( removed ).not.toHaveBeenCalled();
	} );
} );

describe( 'WooCommerce’s own cart data store', () => {
	// What wc-blocks-data registers on the page's registry (WooCommerce's blocks'
	// scripts): its receiveCart takes the Store API's answer as it came.
	const received: Cart[] = [];
	beforeAll( () => {
		register(
			createReduxStore( 'wc/store/cart', {
				reducer: ( state: Cart | null = null, action ) =>
					action.type === 'RECEIVE_CART' ? action.cart : state,
				actions: {
					receiveCart: ( cart: Cart ) => {
						received.push( cart );
						return { type: 'RECEIVE_CART', cart };
					},
				},
				selectors: { getCartData: ( state: Cart | null ) => state },
			} )
		);
	} );
	beforeEach( () => {
		received.length = 0;
	} );

	it( 'gets the cart of each change, before the events that tell the blocks', async () => {
		const registry = newRegistry();
		const afterAdd = makeCart( [ ROBE, SLIP ] );
		const afterUpdate = makeCart( [ ROBE ] );
		const afterRemove = makeCart( [] );
		request
			.mockResolvedValueOnce( answer( afterAdd, { Nonce: 'n2' } ) )
			.mockResolvedValueOnce( answer( afterUpdate, { Nonce: 'n3' } ) )
			.mockResolvedValueOnce( answer( afterRemove, { Nonce: 'n4' } ) );
		const seenAtEvent: unknown[] = [];
		const removed = ( () =>
			seenAtEvent.push(
				selectDefault( 'wc/store/cart' ).getCartData()
			) ) as EventListener;
		document.body.addEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);

		await registry.dispatch( store ).addItem( { id: 16 } );
		await registry.dispatch( store ).updateItemQuantity( 'k1', 3 );
		await registry.dispatch( store ).removeItem( 'k1' );

		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);
		expect( received ).toEqual( [ afterAdd, afterUpdate, afterRemove ] );
		expect( seenAtEvent ).toEqual( [ afterRemove ] );
	} );

	it( 'gets nothing from a failed change', async () => {
		const registry = newRegistry();
		request.mockRejectedValueOnce( toApiError( { code: 'fetch_error' } ) );
		await registry.dispatch( store ).removeItem( 'k1' );
		expect( received ).toEqual( [] );
	} );
} );

describe( 'updateItemQuantity', () => {
	it( 'posts the key and quantity, then tells WooCommerce’s cart blocks to fetch the cart and classic mini-carts to refresh', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const registry = newRegistry();
		const added = listen( 'wc-blocks_added_to_cart' );
		const removed = listen( 'wc-blocks_removed_from_cart' );
		const after = makeCart( [ { ...ROBE, quantity: 5 }, SLIP ] );
		request.mockResolvedValueOnce( answer( after ) );

		const pending = registry
			.dispatch( store )
			.updateItemQuantity( 'k1', 5 );
		expect( registry.select( store ).isUpdating( 'k1' ) ).toBe( true );
		const result = await pending;

		document.body.removeEventListener( 'wc-blocks_added_to_cart', added );
		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			removed
		);
		expect( result ).toEqual( { ok: true, cart: after } );
		expect( sent( 0 ) ).toMatchObject( {
			path: '/wc/store/v1/cart/update-item',
			method: 'POST',
			data: { key: 'k1', quantity: 5 },
		} );
		expect( registry.select( store ).getItemsCount() ).toBe( 6 );
		expect( registry.select( store ).isUpdating( 'k1' ) ).toBe( false );
		// WooCommerce's blocks have no event of their own for a quantity change: the add's,
		// with their store told to fetch the cart, and no cart told to open.
		expect( added ).toHaveBeenCalledTimes( 1 );
		expect( ( added.mock.calls[ 0 ][ 0 ] as CustomEvent ).detail ).toEqual(
			{
				preserveCartData: false,
				quantityChanged: true,
			}
		);
		expect( removed ).not.toHaveBeenCalled();
		expect( jQuery.triggered.map( ( { name } ) => name ) ).toEqual( [
			'wc_fragment_refresh',
		] );
	} );

	it( 'removes the line for a quantity of 0', async () => {
		request.mockResolvedValueOnce( answer( makeCart( [ SLIP ] ) ) );
		await newRegistry().dispatch( store ).updateItemQuantity( 'k1', 0 );
		expect( sent( 0 ) ).toMatchObject( {
			path: '/wc/store/v1/cart/remove-item',
			data: { key: 'k1' },
		} );
	} );

	it( 'keeps the server’s quantity message, as text', async () => {
		const registry = newRegistry();
		request.mockRejectedValueOnce(
			failure(
				'invalid_quantity',
				{},
				{
					message:
						'The maximum quantity of &quot;Silk robe&quot; allowed in the cart is <strong>3</strong>',
					status: 400,
				}
			)
		);

		const result = await registry
			.dispatch( store )
			.updateItemQuantity( 'k1', 9 );

		expect( result ).toMatchObject( {
			ok: false,
			error: {
				code: 'invalid_quantity',
				message:
					'The maximum quantity of "Silk robe" allowed in the cart is 3',
				action: 'update',
				key: 'k1',
			},
		} );
		expect( registry.select( store ).getLastError()?.key ).toBe( 'k1' );
	} );
} );

describe( 'answers out of order', () => {
	it( 'keeps a removal’s cart when an older refetch answers after it', async () => {
		const registry = newRegistry();
		let finishFetch: ( value: RawResponse< Cart > ) => void = () => {};
		request.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				finishFetch = resolve;
			} )
		);
		const after = makeCart( [ SLIP ] );
		request.mockResolvedValueOnce( answer( after ) );

		const fetching = registry.dispatch( store ).fetchCart();
		await registry.dispatch( store ).removeItem( 'k1' );
		finishFetch( answer( CART ) );
		const fetched = await fetching;

		expect( fetched ).toEqual( { ok: true, cart: CART } );
		expect( registry.select( store ).getCart() ).toEqual( after );
	} );
} );

describe( 'every thunk shares one request path', () => {
	const run = {
		fetchCart: ( registry: ReturnType< typeof newRegistry > ) =>
			registry.dispatch( store ).fetchCart(),
		addItem: ( registry: ReturnType< typeof newRegistry > ) =>
			registry.dispatch( store ).addItem( { id: 15 } ),
		removeItem: ( registry: ReturnType< typeof newRegistry > ) =>
			registry.dispatch( store ).removeItem( 'k1' ),
		updateItemQuantity: ( registry: ReturnType< typeof newRegistry > ) =>
			registry.dispatch( store ).updateItemQuantity( 'k1', 2 ),
	};

	it.each( Object.keys( run ) as Array< keyof typeof run > )(
		'%s retries once on a nonce error with the fresh nonce, and keeps the cart token without sending it',
		async ( name ) => {
			const registry = newRegistry();
			request.mockResolvedValueOnce(
				answer( CART, { Nonce: 'n2', 'Cart-Token': 'jwt' } )
			);
			await registry.dispatch( store ).fetchCart();
			request
				.mockRejectedValueOnce(
					failure( 'woocommerce_rest_invalid_nonce', {
						Nonce: 'fresh',
					} )
				)
				.mockResolvedValueOnce( answer( CART, { Nonce: 'n4' } ) );

			const result = await run[ name ]( registry );

			expect( result ).toEqual( { ok: true, cart: CART } );
			expect( request ).toHaveBeenCalledTimes( 3 );
			expect( sentHeaders( 1 ) ).toEqual( { Nonce: 'n2' } );
			expect( sentHeaders( 2 ) ).toEqual( { Nonce: 'fresh' } );
			expect( registry.select( store ).getNonce() ).toBe( 'n4' );
			expect( registry.select( store ).getCartToken() ).toBe( 'jwt' );
		}
	);

	it.each( Object.keys( run ) as Array< keyof typeof run > )(
		'%s gives up after one retry with words for shoppers, and a success clears the error',
		async ( name ) => {
			const registry = newRegistry();
			request
				.mockRejectedValueOnce(
					failure(
						'woocommerce_rest_missing_nonce',
						{},
						{ status: 401 }
					)
				)
				.mockRejectedValueOnce(
					failure(
						'woocommerce_rest_missing_nonce',
						{},
						{ status: 401 }
					)
				);

			const result = await run[ name ]( registry );

			expect( request ).toHaveBeenCalledTimes( 2 );
			expect( result ).toMatchObject( {
				ok: false,
				error: {
					code: 'woocommerce_rest_missing_nonce',
					message:
						'Your session has expired. Please reload the page and try again.',
				},
			} );
			expect( registry.select( store ).getLastError()?.code ).toBe(
				'woocommerce_rest_missing_nonce'
			);

			request.mockResolvedValueOnce( answer( CART ) );
			await run[ name ]( registry );
			expect( registry.select( store ).getLastError() ).toBeNull();
		}
	);

	it( 'a refetch keeps a failed change’s error; a change clears it', async () => {
		const registry = newRegistry();
		request.mockRejectedValueOnce(
			failure(
				'woocommerce_rest_product_out_of_stock',
				{},
				{ status: 400 }
			)
		);
		await registry.dispatch( store ).addItem( { id: 15 } );
		request.mockResolvedValue( answer( CART ) );

		await registry.dispatch( store ).fetchCart();
		expect( registry.select( store ).getLastError() ).toMatchObject( {
			code: 'woocommerce_rest_product_out_of_stock',
			action: 'add',
			id: 15,
		} );

		await registry.dispatch( store ).updateItemQuantity( 'k1', 3 );
		expect( registry.select( store ).getLastError() ).toBeNull();
	} );

	it( 'clearError forgets the last failure', async () => {
		const registry = newRegistry();
		request.mockRejectedValueOnce( new Error( 'boom' ) );
		await registry.dispatch( store ).fetchCart();
		expect( registry.select( store ).getLastError()?.code ).toBe(
			'unknown_error'
		);
		registry.dispatch( store ).clearError();
		expect( registry.select( store ).getLastError() ).toBeNull();
	} );

	it( 'never throws, even when the request throws synchronously', async () => {
		request.mockImplementationOnce( () => {
			throw new TypeError( 'nope' );
		} );
		await expect(
			newRegistry().dispatch( store ).removeItem( 'k1' )
		).resolves.toMatchObject( {
			ok: false,
			error: { code: 'unknown_error' },
		} );
		await settle();
	} );
} );
