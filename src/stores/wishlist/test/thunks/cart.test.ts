/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { loadHandles } from '@boudoir/islands';
import { store as cartStore } from '@boudoir/stores/cart';
import { store } from '../../index';
import { MINE, NS, THEIRS, ids, loaded, wishlistBench } from '../harness';
import type { Registry } from '../harness';
import { BLUSH_34, apiError, makeItem } from '../fixtures';
import { printedSettings } from '../printed-settings';

jest.mock( '@boudoir/api' );

jest.mock( '@boudoir/islands', () => ( {
	...jest.requireActual( '@boudoir/islands' ),
	loadHandles: jest.fn( async () => undefined ),
} ) );

const load = loadHandles as jest.MockedFunction< typeof loadHandles >;

const { server, newRegistry, shop } = wishlistBench();

/**
 * Adds item 11 of the default list to the cart, which refuses: the caller hears why, so does
 * the shopper (an error notice), and the item stays on the list.
 *
 * @param registry A registry that loaded the shop.
 * @param message  Why.
 */
async function expectRefused( registry: Registry, message: string ) {
	const result = await registry.dispatch( store ).addItemToCart( MINE, 11 );

	expect( result ).toEqual( { ok: false, message, removed: false } );
	expect( registry.select( store ).getNotices() ).toEqual( [
		expect.objectContaining( { status: 'error', message } ),
	] );
	expect( ids( registry.select( store ).getItems( MINE, 1, 10 ) ) ).toEqual( [
		11, 12, 13,
	] );
}

describe( 'addItemToCart', () => {
	function cartAnswers() {
		server.on( 'POST /wc/store/v1/cart/add-item', () => ( {
			items: [],
			items_count: 1,
		} ) );
	}

	it( 'adds the exact variation through the cart store, then removes the owner’s item', async () => {
		const { mine } = shop();
		cartAnswers();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `DELETE ${ NS }/items/13`, () => ( {
			deleted: true,
			item_id: 13,
			message: 'Removed.',
			wishlist: { ...mine, item_count: 2 },
		} ) );

		const result = await registry
			.dispatch( store )
			.addItemToCart( MINE, 13 );

		const cartCall = server.sent.find(
			( sent ) => sent.path === '/wc/store/v1/cart/add-item'
		);
		expect( cartCall?.data ).toEqual( { id: 301, quantity: 1 } );
		expect( result ).toEqual( {
			ok: true,
			message: '“Product 300” has been added to your cart.',
			removed: true,
		} );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12 ] );
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 1 );
	} );

	it( 'refuses, in words, a variable product saved before its options were chosen, and asks the cart nothing', async () => {
		shop();
		cartAnswers();
		server.on( `GET ${ NS }/wishlists/${ MINE }/items`, () => [
			makeItem( 13, 300, {
				name: 'Eloise Balconette Bra',
				variation_id: 0,
				product_type: 'variable',
			} ),
		] );
		const registry = newRegistry();
		await loaded( registry );

		const result = await registry
			.dispatch( store )
			.addItemToCart( MINE, 13 );

		const message =
			'Choose the options of “Eloise Balconette Bra” on its page before adding it to your cart.';
		expect( result ).toEqual( { ok: false, message, removed: false } );
		expect(
			server.sent.some(
				( sent ) => sent.path === '/wc/store/v1/cart/add-item'
			)
		).toBe( false );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( { status: 'error', message } ),
		] );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 13 ] );
	} );

	it( 'sends a variation’s attribute values, so an “any” attribute reaches the cart', async () => {
		shop();
		cartAnswers();
		window.boudoirWishlistSettings = printedSettings( {
			removeAfterAdd: false,
		} );
		server.on( `GET ${ NS }/wishlists/${ MINE }/items`, () => [
			makeItem( 13, 300, {
				variation_id: 301,
				variation: BLUSH_34,
			} ),
		] );
		const registry = newRegistry();
		await loaded( registry );

		await registry.dispatch( store ).addItemToCart( MINE, 13 );

		expect(
			server.sent.find(
				( sent ) => sent.path === '/wc/store/v1/cart/add-item'
			)?.data
		).toEqual( {
			id: 301,
			quantity: 1,
			variation: [
				{ attribute: 'pa_color', value: 'blush' },
				{ attribute: 'pa_band', value: '34' },
			],
		} );
	} );

	it( 'keeps the item for a visitor of someone else’s list, and when remove-after-add is off', async () => {
		shop();
		cartAnswers();
		const registry = newRegistry();
		await registry.resolveSelect( store ).getList( THEIRS );
		await registry.resolveSelect( store ).getItems( THEIRS, 1, 10 );

		const visitor = await registry
			.dispatch( store )
			.addItemToCart( THEIRS, 91, 3 );
		expect( visitor ).toMatchObject( { ok: true, removed: false } );
		expect(
			server.sent.find(
				( sent ) => sent.path === '/wc/store/v1/cart/add-item'
			)?.data
		).toEqual( { id: 500, quantity: 3 } );

		window.boudoirWishlistSettings = printedSettings( {
			removeAfterAdd: false,
		} );
		const owner = newRegistry();
		await loaded( owner );
		const kept = await owner.dispatch( store ).addItemToCart( MINE, 11 );
		expect( kept ).toMatchObject( { ok: true, removed: false } );
		expect( server.writes().map( ( sent ) => sent.method ) ).toEqual( [
			'POST',
			'POST',
		] );
		expect( ids( owner.select( store ).getItems( MINE, 1, 10 ) ) ).toEqual(
			[ 11, 12, 13 ]
		);
	} );

	it( 'answers the cart’s refusal with a notice and keeps the item', async () => {
		shop();
		server.on( 'POST /wc/store/v1/cart/add-item', () => {
			throw apiError(
				'woocommerce_rest_product_out_of_stock',
				400,
				'Out of stock.'
			);
		} );
		const registry = newRegistry();
		await loaded( registry );

		await expectRefused( registry, 'Out of stock.' );
	} );

	it( 'loads the cart store’s held-back scripts from the islands manifest before the add', async () => {
		shop();
		cartAnswers();
		window.boudoirWishlistSettings = printedSettings( {
			removeAfterAdd: false,
		} );
		const manifest = document.createElement( 'script' );
		manifest.type = 'application/json';
		manifest.id = 'boudoir-islands';
		manifest.textContent = JSON.stringify( {
			islands: {
				'boudoir/add-to-wishlist': [ 'boudoir-stores-wishlist' ],
				'boudoir-stores-cart': [ 'boudoir-stores-cart' ],
			},
		} );
		document.body.append( manifest );
		const registry = newRegistry();
		await loaded( registry );
		let cartRequestsWhenLoading = -1;
		load.mockImplementationOnce( async () => {
			cartRequestsWhenLoading = server.sent.filter( ( sent ) =>
				sent.path.startsWith( '/wc/store' )
			).length;
		} );

		await expect(
			registry.dispatch( store ).addItemToCart( MINE, 11 )
		).resolves.toMatchObject( { ok: true } );

		expect( load ).toHaveBeenCalledWith( document, [
			'boudoir-stores-cart',
		] );
		expect( cartRequestsWhenLoading ).toBe( 0 );
		manifest.remove();
	} );

	it( 'says the cart cannot be reached when the cart store is not there, and keeps the item', async () => {
		shop();
		const registry = createRegistry();
		registry.register( store );
		await loaded( registry );

		await expectRefused(
			registry,
			'The cart could not be reached. Please reload the page.'
		);
		expect( registry.select( store ).isItemPending( 11 ) ).toBe( false );
	} );
} );
