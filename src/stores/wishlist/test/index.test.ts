/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequest, apiRequestWithHeaders, isApiError } from '@boudoir/api';
import type { RawResponse, RequestOptions } from '@boudoir/api';
import { store as cartStore } from '@boudoir/stores/cart';
import { STORE_NAME, store } from '../index';
import { receiveSaved, removeSaved } from '../actions';
import reducer from '../reducer';
import { stopSyncForTests } from '../sync';
import type { Wishlist, WishlistItem } from '../types';
import { FakeServer, apiError, makeItem, makeList, short } from './fixtures';

jest.mock( '@boudoir/api', () => ( {
	...jest.requireActual( '@boudoir/api' ),
	apiRequest: jest.fn(),
	apiRequestWithHeaders: jest.fn(),
} ) );

const request = apiRequest as jest.MockedFunction< typeof apiRequest >;
const requestWithHeaders = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

const NS = '/boudoir/v1';
const GIFTS = 'gifts-token-0000000000000000000000'.slice( 0, 32 );
const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );
const THEIRS = 'theirs-token-000000000000000000000'.slice( 0, 32 );

let server: FakeServer;

/** A fake BroadcastChannel: every instance of a name hears the others. */
class FakeChannel {
	static instances: FakeChannel[] = [];
	onmessage: ( ( event: MessageEvent ) => void ) | null = null;
	closed = false;
	posted: unknown[] = [];

	constructor( readonly name: string ) {
		FakeChannel.instances.push( this );
	}

	postMessage( message: unknown ) {
		this.posted.push( message );
		FakeChannel.instances
			.filter(
				( other ) =>
					other !== this && ! other.closed && other.name === this.name
			)
			.forEach( ( other ) =>
				other.onmessage?.( { data: message } as MessageEvent )
			);
	}

	close() {
		this.closed = true;
	}
}

function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	registry.register( cartStore );
	return registry;
}

type Registry = ReturnType< typeof newRegistry >;

/** The default list, Gifts, and someone else's shared list, with items. */
function shop() {
	const mine = makeList( 1, MINE, {
		wishlist_name: 'Mine',
		default: true,
		item_count: 3,
	} );
	const gifts = makeList( 2, GIFTS, {
		wishlist_name: 'Gifts',
		item_count: 1,
	} );
	const theirs = makeList( 9, THEIRS, {
		wishlist_name: 'Theirs',
		privacy: 'shared',
		is_user_owner: false,
		item_count: 1,
	} );
	const items = [
		makeItem( 11, 100, { position: 0 } ),
		makeItem( 12, 200, { position: 1, quantity: 2 } ),
		makeItem( 13, 300, { position: 2, variation_id: 301 } ),
	];
	const giftItems = [ makeItem( 21, 400 ) ];
	const theirItems = [ makeItem( 91, 500 ) ];
	server
		.on( `GET ${ NS }/wishlists`, () => [ mine, gifts ] )
		.on( `GET ${ NS }/wishlists/${ MINE }`, () => mine )
		.on( `GET ${ NS }/wishlists/${ GIFTS }`, () => gifts )
		.on( `GET ${ NS }/wishlists/${ THEIRS }`, () => theirs )
		.on( `GET ${ NS }/wishlists/${ MINE }/items`, () => items, {
			'X-WP-Total': '3',
			'X-WP-TotalPages': '1',
		} )
		.on( `GET ${ NS }/wishlists/${ GIFTS }/items`, () => giftItems, {
			'X-WP-Total': '1',
			'X-WP-TotalPages': '1',
		} )
		.on( `GET ${ NS }/wishlists/${ THEIRS }/items`, () => theirItems, {
			'X-WP-Total': '1',
			'X-WP-TotalPages': '1',
		} )
		.on( `GET ${ NS }/items/saved`, () => [
			...items.map( ( item ) => ( {
				item_id: item.item_id,
				product_id: item.product_id,
				variation_id: item.variation_id,
				wishlist_id: 1,
				wishlist_token: MINE,
			} ) ),
			{
				item_id: 21,
				product_id: 400,
				variation_id: 0,
				wishlist_id: 2,
				wishlist_token: GIFTS,
			},
		] );
	return { mine, gifts, theirs, items, giftItems };
}

/**
 * Loads lists, saved products and the default list's first page.
 * @param registry
 */
async function loaded( registry: Registry ) {
	const resolve = registry.resolveSelect( store );
	await resolve.getLists();
	await resolve.getSavedItems();
	await resolve.getItems( MINE, 1, 10 );
}

function ids( items: WishlistItem[] ): number[] {
	return items.map( ( item ) => item.item_id );
}

/** A promise and its resolve, to hold a request open. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	let reject: ( reason: unknown ) => void = () => {};
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => {
	server = new FakeServer();
	request.mockReset();
	request.mockImplementation( async ( options: RequestOptions ) => {
		return ( await server.handle( options ) ).body as never;
	} );
	requestWithHeaders.mockReset();
	requestWithHeaders.mockImplementation(
		async ( options: RequestOptions ) => {
			const { body, headers } = await server.handle( options );
			return { body, headers, status: 200 } as RawResponse< never >;
		}
	);
	FakeChannel.instances = [];
	( globalThis as { BroadcastChannel?: unknown } ).BroadcastChannel =
		FakeChannel;
	delete window.boudoirWishlistSettings;
	delete window.boudoirCartSettings;
} );

afterEach( () => {
	stopSyncForTests();
	jest.useRealTimers();
} );

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

describe( 'resolvers', () => {
	it( 'load the lists once, default first; [] and not loaded until then', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		expect( registry.select( store ).getLists() ).toEqual( [] );
		expect( registry.select( store ).hasLoadedLists() ).toBe( false );

		const lists = await registry.resolveSelect( store ).getLists();

		expect( lists ).toEqual( [ mine, gifts ] );
		expect( registry.select( store ).hasLoadedLists() ).toBe( true );
		expect( registry.select( store ).getDefaultList() ).toEqual( mine );
		expect( registry.select( store ).getLists() ).toBe(
			registry.select( store ).getLists()
		);
		await registry.resolveSelect( store ).getLists();
		expect(
			server.sent.filter( ( sent ) => sent.path === `${ NS }/wishlists` )
		).toHaveLength( 1 );
	} );

	it( 'load a list by token, and keep the error of one that cannot be read', async () => {
		const { theirs } = shop();
		const registry = newRegistry();

		expect(
			await registry.resolveSelect( store ).getList( THEIRS )
		).toEqual( theirs );
		expect(
			registry.select( store ).getList( THEIRS )?.is_user_owner
		).toBe( false );

		const missing = 'private-of-someone-else-000000000';
		server.on( `GET ${ NS }/wishlists/${ missing }`, () => {
			throw apiError( 'boudoir_wishlist_not_found', 404 );
		} );
		await registry.resolveSelect( store ).getListError( missing );
		expect( registry.select( store ).getList( missing ) ).toBeUndefined();
		expect(
			registry.select( store ).getListError( missing )
		).toMatchObject( { code: 'boudoir_wishlist_not_found', status: 404 } );
	} );

	it( 'load a page of items with its totals from the headers', async () => {
		const { items } = shop();
		const registry = newRegistry();

		const loadedItems = await registry
			.resolveSelect( store )
			.getItems( MINE, 1, 10 );

		expect( loadedItems ).toEqual( items );
		expect( registry.select( store ).getItemsPage( MINE, 1, 10 ) ).toEqual(
			{
				ids: [ 11, 12, 13 ],
				total: 3,
				totalPages: 1,
				page: 1,
				perPage: 10,
			}
		);
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 2 );
		const sent = requestWithHeaders.mock.calls[ 0 ][ 0 ];
		expect( sent.path ).toBe(
			`${ NS }/wishlists/${ MINE }/items?page=1&per_page=10`
		);
	} );

	it( 'load the saved products for isProductSaved and the counter', async () => {
		shop();
		const registry = newRegistry();

		await registry.resolveSelect( store ).isProductSaved( 100 );

		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( true );
		expect( registry.select( store ).isProductSaved( 300 ) ).toBe( false );
		expect( registry.select( store ).isProductSaved( 300, 301 ) ).toBe(
			true
		);
		expect( registry.select( store ).isProductSaved( 999 ) ).toBe( false );
		expect( registry.select( store ).getItemCount() ).toBe( 4 );
	} );

	it( 'keep a save made while the saved products were on their way (the answer predates it)', async () => {
		const { mine } = shop();
		const held = deferred< unknown >();
		// The saved products are read before the save reaches the server.
		server.on( `GET ${ NS }/items/saved`, () => held.promise );
		server.on( `POST ${ NS }/items/add`, () => ( {
			result: true,
			message: 'Added to "Mine".',
			item: makeItem( 77, 800 ),
			wishlist: mine,
			user_wishlists: [ short( mine ) ],
		} ) );
		const registry = newRegistry();
		const loading = registry.resolveSelect( store ).getSavedItems();

		await registry.dispatch( store ).addToWishlist( { productId: 800 } );
		held.resolve( [
			{
				item_id: 11,
				product_id: 100,
				variation_id: 0,
				wishlist_id: mine.id,
				wishlist_token: MINE,
			},
		] );
		await loading;

		expect( registry.select( store ).isProductSaved( 800 ) ).toBe( true );
		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( true );
	} );

	it( 'keep a removal made while the saved products were on their way', () => {
		const saved = {
			item_id: 11,
			product_id: 100,
			variation_id: 0,
			wishlist_id: 1,
			wishlist_token: MINE,
		};
		let state = reducer( undefined, removeSaved( 100 ) );
		state = reducer( state, receiveSaved( [ saved ] ) );

		expect( state.saved ).toEqual( [] );
		expect( state.savedChanges ).toEqual( [] );
	} );
} );

describe( 'addToWishlist', () => {
	it( 'posts the product and takes in the item, the list, the shopper’s lists and a notice', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		const fresh = makeList( 3, 'fresh-token-00000000000000000000', {
			wishlist_name: 'Birthday',
			item_count: 1,
		} );
		const item = makeItem( 31, 700, { variation_id: 701 } );
		const reply = deferred< unknown >();
		server.on( `POST ${ NS }/items/add`, () => reply.promise );

		const pending = registry.dispatch( store ).addToWishlist( {
			productId: 700,
			variationId: 701,
			variation: [ { attribute: 'attribute_pa_color', value: 'blush' } ],
			productType: 'variable',
			wishlistId: 'new',
			wishlistName: 'Birthday',
			wishlistVisibility: 'shared',
			quantity: 2,
			noticeContext: 'popup',
		} );
		expect( registry.select( store ).isPending( 'add:700:701' ) ).toBe(
			true
		);
		reply.resolve( {
			result: true,
			message: 'Added to "Birthday".',
			item,
			wishlist: fresh,
			user_wishlists: [ short( mine ), short( gifts ), short( fresh ) ],
		} );
		const result = await pending;

		expect( server.writes()[ 0 ].data ).toEqual( {
			add_to_wishlist: 700,
			variation_id: 701,
			variation: [ { attribute: 'attribute_pa_color', value: 'blush' } ],
			product_type: 'variable',
			wishlist_id: 'new',
			wishlist_name: 'Birthday',
			wishlist_visibility: 'shared',
			quantity: 2,
		} );
		expect( result ).toEqual( {
			result: true,
			message: 'Added to "Birthday".',
			item,
			wishlist: fresh,
		} );
		const select = registry.select( store );
		expect( select.isPending( 'add:700:701' ) ).toBe( false );
		expect( select.getLists().map( ( list ) => list.id ) ).toEqual( [
			1, 2, 3,
		] );
		expect( select.getList( fresh.token ) ).toEqual( fresh );
		expect( select.isProductSaved( 700, 701 ) ).toBe( true );
		expect( select.getItemCount() ).toBe( 5 );
		expect( select.getItem( 31 ) ).toEqual( item );
		expect( select.getNotices( 'popup' ) ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				message: 'Added to "Birthday".',
				context: 'popup',
			} ),
		] );
		expect( select.getNotices( 'global' ) ).toEqual( [] );
	} );

	it( 'sends only the product for the default list, and reports exists as a success', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		server.on( `POST ${ NS }/items/add`, () => ( {
			result: 'exists',
			message: 'This product is already on "Mine".',
			item: makeItem( 11, 100 ),
			wishlist: mine,
			user_wishlists: [ short( mine ) ],
		} ) );

		const result = await registry
			.dispatch( store )
			.addToWishlist( { productId: 100 } );

		expect( server.writes()[ 0 ].data ).toEqual( { add_to_wishlist: 100 } );
		expect( result.result ).toBe( 'exists' );
	} );

	it( 'answers the error code and message, takes user_wishlists, and pushes an error notice', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		server.on( `POST ${ NS }/items/add`, () => {
			throw apiError(
				'boudoir_invalid_quantity',
				400,
				'Only 2 can be bought at once.',
				{ user_wishlists: [ short( mine ) ] }
			);
		} );

		const result = await registry
			.dispatch( store )
			.addToWishlist( { productId: 100, quantity: 5 } );

		expect( result ).toEqual( {
			result: 'boudoir_invalid_quantity',
			message: 'Only 2 can be bought at once.',
		} );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message: 'Only 2 can be bought at once.',
				context: 'global',
			} ),
		] );
		expect( registry.select( store ).getLists() ).toEqual( [
			expect.objectContaining( { id: 1, token: MINE } ),
		] );
		expect( registry.select( store ).isPending( 'add:100:0' ) ).toBe(
			false
		);
	} );
} );

describe( 'removeItem', () => {
	it( 'drops the item at once, then deletes it on the server', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		await loaded( registry );
		const reply = deferred< unknown >();
		server.on( `DELETE ${ NS }/items/12`, () => reply.promise );

		const pending = registry.dispatch( store ).removeItem( MINE, 12 );

		const select = registry.select( store );
		expect( ids( select.getItems( MINE, 1, 10 ) ) ).toEqual( [ 11, 13 ] );
		expect( select.getItemsPage( MINE, 1, 10 )?.total ).toBe( 2 );
		expect( select.isProductSaved( 200 ) ).toBe( false );
		expect( select.getList( MINE )?.item_count ).toBe( 2 );
		expect( select.isPending( 'item:12' ) ).toBe( true );

		reply.resolve( {
			deleted: true,
			item_id: 12,
			message: 'Removed.',
			wishlist: { ...mine, item_count: 2 },
		} );
		await expect( pending ).resolves.toBe( true );
		expect( ids( select.getItems( MINE, 1, 10 ) ) ).toEqual( [ 11, 13 ] );
		expect( select.getItemCount() ).toBe( 3 );
		expect( select.isPending( 'item:12' ) ).toBe( false );
		expect( select.getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				message: 'Removed.',
			} ),
		] );
	} );

	it( 'puts the item back where it was when the server refuses, with an error notice', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `DELETE ${ NS }/items/12`, () => {
			throw apiError( 'fetch_error', 0, 'You are probably offline.' );
		} );

		const result = await registry.dispatch( store ).removeItem( MINE, 12 );

		expect( isApiError( result ) && result.code ).toBe( 'fetch_error' );
		const select = registry.select( store );
		expect( ids( select.getItems( MINE, 1, 10 ) ) ).toEqual( [
			11, 12, 13,
		] );
		expect( select.getItemsPage( MINE, 1, 10 )?.total ).toBe( 3 );
		expect( select.isProductSaved( 200 ) ).toBe( true );
		expect( select.getList( MINE )?.item_count ).toBe( 3 );
		expect( select.getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message: 'You are probably offline.',
			} ),
		] );
	} );
} );

describe( 'removeProduct', () => {
	it( 'removes every item of the product from that list at once, and rolls back on failure', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `POST ${ NS }/items/remove`, () => {
			throw apiError( 'boudoir_forbidden', 403, 'Not yours.' );
		} );

		const failed = registry.dispatch( store ).removeProduct( MINE, 300 );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12 ] );
		expect( isApiError( await failed ) ).toBe( true );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
		expect( registry.select( store ).isProductSaved( 300, 301 ) ).toBe(
			true
		);

		server.on( `POST ${ NS }/items/remove`, () => ( {
			result: true,
			removed: 1,
			message: 'Removed from the wishlist.',
			wishlist: { ...mine, item_count: 2 },
		} ) );
		await expect(
			registry.dispatch( store ).removeProduct( MINE, 300, 301 )
		).resolves.toBe( true );
		expect( server.writes()[ 1 ].data ).toEqual( {
			remove_from_wishlist: 300,
			variation_id: 301,
			wishlist_token: MINE,
		} );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12 ] );
		expect( registry.select( store ).isProductSaved( 300, 301 ) ).toBe(
			false
		);
		expect( registry.select( store ).getList( MINE )?.item_count ).toBe(
			2
		);
	} );
} );

describe( 'updateQuantity', () => {
	function quantityRequests() {
		return server.sent.filter(
			( sent ) => sent.path === `${ NS }/items/quantity`
		);
	}

	it( 'shows the quantity at once and sends only the last change after 1000 ms of calm', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		jest.useFakeTimers();
		server.on( `POST ${ NS }/items/quantity`, ( sent ) => ( {
			result: true,
			item: makeItem( 12, 200, {
				quantity: sent.data?.quantity as number,
			} ),
		} ) );

		const first = registry.dispatch( store ).updateQuantity( MINE, 12, 3 );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 3 );
		expect( registry.select( store ).isPending( 'item:12' ) ).toBe( true );
		await jest.advanceTimersByTimeAsync( 600 );
		const second = registry.dispatch( store ).updateQuantity( MINE, 12, 4 );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 4 );
		await jest.advanceTimersByTimeAsync( 999 );
		expect( quantityRequests() ).toHaveLength( 0 );
		await jest.advanceTimersByTimeAsync( 1 );

		await expect( Promise.all( [ first, second ] ) ).resolves.toEqual( [
			true,
			true,
		] );
		expect( quantityRequests() ).toHaveLength( 1 );
		expect( quantityRequests()[ 0 ].data ).toEqual( {
			wishlist_token: MINE,
			item_id: 12,
			quantity: 4,
		} );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 4 );
		expect( registry.select( store ).isPending( 'item:12' ) ).toBe( false );
	} );

	it( 'aborts the request under way when a newer change comes', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		jest.useFakeTimers();
		const signals: AbortSignal[] = [];
		server.on(
			`POST ${ NS }/items/quantity`,
			( sent ) =>
				new Promise( ( resolve, reject ) => {
					signals.push( sent.signal as AbortSignal );
					sent.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
					setTimeout(
						() =>
							resolve( {
								result: true,
								item: makeItem( 12, 200, {
									quantity: sent.data?.quantity as number,
								} ),
							} ),
						500
					);
				} )
		);

		const first = registry.dispatch( store ).updateQuantity( MINE, 12, 3 );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( quantityRequests() ).toHaveLength( 1 );
		expect( signals[ 0 ].aborted ).toBe( false );

		const second = registry.dispatch( store ).updateQuantity( MINE, 12, 5 );
		expect( signals[ 0 ].aborted ).toBe( true );
		await jest.advanceTimersByTimeAsync( 1500 );

		await expect( Promise.all( [ first, second ] ) ).resolves.toEqual( [
			true,
			true,
		] );
		expect( quantityRequests() ).toHaveLength( 2 );
		expect( quantityRequests()[ 1 ].data?.quantity ).toBe( 5 );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 5 );
		expect( registry.select( store ).getNotices() ).toEqual( [] );
	} );

	it( 'debounces each item on its own', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		jest.useFakeTimers();
		server.on( `POST ${ NS }/items/quantity`, ( sent ) => ( {
			result: true,
			item: makeItem( sent.data?.item_id as number, 1, {
				quantity: sent.data?.quantity as number,
			} ),
		} ) );

		registry.dispatch( store ).updateQuantity( MINE, 11, 2 );
		registry.dispatch( store ).updateQuantity( MINE, 13, 6 );
		await jest.advanceTimersByTimeAsync( 1000 );

		expect(
			quantityRequests().map( ( sent ) => sent.data?.item_id )
		).toEqual( [ 11, 13 ] );
	} );

	it( 'goes back to the saved quantity and shows the error when the server refuses', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		jest.useFakeTimers();
		server.on( `POST ${ NS }/items/quantity`, () => {
			throw apiError( 'boudoir_invalid_quantity', 400, 'At most 4.', {
				max: 4,
			} );
		} );

		const first = registry.dispatch( store ).updateQuantity( MINE, 12, 8 );
		const second = registry.dispatch( store ).updateQuantity( MINE, 12, 9 );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 9 );
		await jest.advanceTimersByTimeAsync( 1000 );

		const results = await Promise.all( [ first, second ] );
		expect(
			results.map( ( result ) => isApiError( result ) && result.code )
		).toEqual( [ 'boudoir_invalid_quantity', 'boudoir_invalid_quantity' ] );
		expect( registry.select( store ).getItem( 12 )?.quantity ).toBe( 2 );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message: 'At most 4.',
			} ),
		] );
	} );
} );

describe( 'sortItems', () => {
	it( 'shows the new order at once, sends the page, and rolls back on failure', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `POST ${ NS }/items/sort`, () => ( {
			result: true,
			positions: [ 13, 11, 12 ],
		} ) );

		const done = registry
			.dispatch( store )
			.sortItems( MINE, [ 13, 11, 12 ], 1, 10 );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 13, 11, 12 ] );
		await expect( done ).resolves.toBe( true );
		expect( server.writes()[ 0 ].data ).toEqual( {
			wishlist_token: MINE,
			positions: [ 13, 11, 12 ],
			page: 1,
			per_page: 10,
		} );

		server.on( `POST ${ NS }/items/sort`, () => {
			throw apiError(
				'boudoir_invalid_positions',
				400,
				'Reload the page.'
			);
		} );
		const failed = await registry
			.dispatch( store )
			.sortItems( MINE, [ 12, 13, 11 ], 1, 10 );
		expect( isApiError( failed ) ).toBe( true );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 13, 11, 12 ] );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message: 'Reload the page.',
			} ),
		] );
	} );
} );

describe( 'moveItem and copyItem', () => {
	it.each( [
		[ 'no source token', { token: '', itemId: 12, destination: GIFTS } ],
		[ 'no destination', { token: MINE, itemId: 12, destination: '' } ],
		[ 'no item', { token: MINE, itemId: 0, destination: GIFTS } ],
	] )( 'refuse without a request: %s', async ( _, args ) => {
		shop();
		const registry = newRegistry();

		const moved = await registry.dispatch( store ).moveItem( args );
		const copied = await registry.dispatch( store ).copyItem( args );

		expect( server.writes() ).toEqual( [] );
		expect( moved.result ).toBe( 'boudoir_missing_destination' );
		expect( copied.result ).toBe( 'boudoir_missing_destination' );
		expect( moved.message ).toBe( 'Please choose a wishlist.' );
	} );

	it( 'move takes the item off the source at once and onto the destination', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		const destination = { ...gifts, item_count: 2 };
		const moved = makeItem( 41, 200 );
		const reply = deferred< unknown >();
		server.on( `POST ${ NS }/items/move`, () => reply.promise );

		const pending = registry.dispatch( store ).moveItem( {
			token: MINE,
			itemId: 12,
			destination: GIFTS,
		} );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 13 ] );
		reply.resolve( {
			result: true,
			message: 'Moved to "Gifts".',
			item: moved,
			wishlist: destination,
			user_wishlists: [ short( mine ), short( gifts ) ],
		} );
		const result = await pending;

		expect( server.writes()[ 0 ].data ).toEqual( {
			wishlist_token: MINE,
			destination_wishlist_token: GIFTS,
			item_id: 12,
		} );
		expect( result ).toMatchObject( {
			result: true,
			wishlist: destination,
		} );
		const saved = registry.select( store ).getSavedItems();
		expect(
			saved.find( ( entry ) => entry.item_id === 12 )
		).toBeUndefined();
		expect( saved.find( ( entry ) => entry.item_id === 41 ) ).toEqual( {
			item_id: 41,
			product_id: 200,
			variation_id: 0,
			wishlist_id: 2,
			wishlist_token: GIFTS,
		} );
		expect( registry.select( store ).getList( GIFTS )?.item_count ).toBe(
			2
		);
		expect( registry.select( store ).getList( MINE )?.item_count ).toBe(
			2
		);
	} );

	it( 'move puts the item back when the server refuses', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `POST ${ NS }/items/move`, () => {
			throw apiError( 'boudoir_wishlist_not_found', 404, 'Not found.' );
		} );

		const result = await registry.dispatch( store ).moveItem( {
			token: MINE,
			itemId: 12,
			destination: 'new',
			wishlistName: 'Later',
			wishlistVisibility: 'public',
			noticeContext: 'popup',
		} );

		expect( server.writes()[ 0 ].data ).toEqual( {
			wishlist_token: MINE,
			destination_wishlist_token: 'new',
			item_id: 12,
			wishlist_name: 'Later',
			wishlist_visibility: 'public',
		} );
		expect( result ).toEqual( {
			result: 'boudoir_wishlist_not_found',
			message: 'Not found.',
		} );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
		expect( registry.select( store ).isProductSaved( 200 ) ).toBe( true );
		expect( registry.select( store ).getNotices( 'popup' ) ).toHaveLength(
			1
		);
	} );

	it( 'copy keeps the source and adds to the destination', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `POST ${ NS }/items/copy`, () => ( {
			result: true,
			message: 'Copied to "Gifts".',
			item: makeItem( 42, 100 ),
			wishlist: { ...gifts, item_count: 2 },
			user_wishlists: [ short( mine ), short( gifts ) ],
		} ) );

		const result = await registry.dispatch( store ).copyItem( {
			token: MINE,
			itemId: 11,
			destination: GIFTS,
		} );

		expect( server.writes()[ 0 ].path ).toBe( `${ NS }/items/copy` );
		expect( result.result ).toBe( true );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
		expect( registry.select( store ).getItemCount() ).toBe( 5 );
	} );
} );

describe( 'removeFromAll', () => {
	it( 'removes the product from every list of the shopper at once, and rolls back on failure', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `POST ${ NS }/items/remove-from-all`, () => {
			throw apiError( 'boudoir_wishlist_error', 500, 'Try again.' );
		} );

		const failed = registry.dispatch( store ).removeFromAll( 100 );
		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( false );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 12, 13 ] );
		expect( isApiError( await failed ) ).toBe( true );
		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( true );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
		expect( registry.select( store ).getList( MINE )?.item_count ).toBe(
			3
		);

		server.on( `POST ${ NS }/items/remove-from-all`, () => ( {
			result: true,
			removed: 1,
			message: 'Removed from all your wishlists.',
			wishlist: null,
			user_wishlists: [ short( mine ), short( gifts ) ],
		} ) );
		await expect(
			registry.dispatch( store ).removeFromAll( 100 )
		).resolves.toBe( true );
		expect( server.writes()[ 1 ].data ).toEqual( { prod_id: 100 } );
		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( false );
	} );
} );

describe( 'lists', () => {
	it( 'createList adds the new list; a failure answers the error with a notice', async () => {
		shop();
		const registry = newRegistry();
		await loaded( registry );
		const created = makeList( 5, 'new-token-0000000000000000000000', {
			wishlist_name: 'Honeymoon',
			privacy: 'public',
		} );
		server.on( `POST ${ NS }/wishlists`, () => created );

		await expect(
			registry.dispatch( store ).createList( 'Honeymoon', 'public' )
		).resolves.toEqual( created );
		expect( server.writes()[ 0 ].data ).toEqual( {
			wishlist_name: 'Honeymoon',
			wishlist_visibility: 'public',
		} );
		expect(
			registry
				.select( store )
				.getLists()
				.map( ( list ) => list.id )
		).toEqual( [ 1, 2, 5 ] );

		server.on( `POST ${ NS }/wishlists`, () => {
			throw apiError( 'boudoir_invalid_wishlist_name', 400, 'Name it.' );
		} );
		const failed = await registry
			.dispatch( store )
			.createList( ' ', 'private' );
		expect( isApiError( failed ) && failed.code ).toBe(
			'boudoir_invalid_wishlist_name'
		);
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( { status: 'error', message: 'Name it.' } ),
		] );
	} );

	it( 'deleteList removes the list and its items at once, and puts them back on failure', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		await loaded( registry );
		await registry.resolveSelect( store ).getItems( GIFTS, 1, 10 );
		server.on( `DELETE ${ NS }/wishlists/2`, () => {
			throw apiError( 'boudoir_forbidden', 403, 'Not yours.' );
		} );

		const failed = registry.dispatch( store ).deleteList( 2 );
		expect(
			registry
				.select( store )
				.getLists()
				.map( ( list ) => list.id )
		).toEqual( [ 1 ] );
		expect( registry.select( store ).isProductSaved( 400 ) ).toBe( false );
		expect( isApiError( await failed ) ).toBe( true );
		expect(
			registry
				.select( store )
				.getLists()
				.map( ( list ) => list.id )
		).toEqual( [ 1, 2 ] );
		expect(
			ids( registry.select( store ).getItems( GIFTS, 1, 10 ) )
		).toEqual( [ 21 ] );
		expect( registry.select( store ).isProductSaved( 400 ) ).toBe( true );

		server.on( `DELETE ${ NS }/wishlists/2`, () => ( {
			deleted: true,
			id: 2,
			message: 'Deleted.',
			user_wishlists: [ short( mine ) ],
		} ) );
		await expect(
			registry.dispatch( store ).deleteList( 2 )
		).resolves.toBe( true );
		expect( registry.select( store ).getList( GIFTS ) ).toBeUndefined();
		expect( registry.select( store ).getItemCount() ).toBe( 3 );
	} );

	it( 'saveTitle and savePrivacy show the change at once and roll back on failure', async () => {
		const { gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		const reply = deferred< unknown >();
		server.on( `POST ${ NS }/wishlists/2/title`, () => reply.promise );

		const saving = registry.dispatch( store ).saveTitle( 2, 'Presents' );
		expect( registry.select( store ).getList( GIFTS ) ).toMatchObject( {
			wishlist_name: 'Presents',
		} );
		expect( registry.select( store ).isPending( 'list:2' ) ).toBe( true );
		reply.reject( apiError( 'boudoir_invalid_title', 400, 'Bad title.' ) );
		expect( isApiError( await saving ) ).toBe( true );
		expect( registry.select( store ).getList( GIFTS ) ).toEqual( gifts );
		expect( server.writes()[ 0 ].data ).toEqual( { title: 'Presents' } );

		server.on( `POST ${ NS }/wishlists/2/privacy`, () => ( {
			result: true,
			message: 'Saved.',
			wishlist: {
				...gifts,
				privacy: 'public',
				share_url: 'https://shop.test/wishlist/?wishlist=x',
			},
		} ) );
		const privacy = registry.dispatch( store ).savePrivacy( 2, 'public' );
		expect( registry.select( store ).getList( GIFTS )?.privacy ).toBe(
			'public'
		);
		await expect( privacy ).resolves.toBe( true );
		expect( server.writes()[ 1 ].data ).toEqual( { privacy: 'public' } );
		expect( registry.select( store ).getList( GIFTS )?.share_url ).toBe(
			'https://shop.test/wishlist/?wishlist=x'
		);

		server.on( `POST ${ NS }/wishlists/2/privacy`, () => {
			throw apiError( 'boudoir_forbidden', 403, 'No.' );
		} );
		await registry.dispatch( store ).savePrivacy( 2, 'private' );
		expect( registry.select( store ).getList( GIFTS )?.privacy ).toBe(
			'public'
		);
	} );
} );

describe( 'askEstimate', () => {
	it( 'answers the confirmation, or the error without a notice', async () => {
		shop();
		const registry = newRegistry();
		const confirmation = {
			result: true,
			message: 'Your estimate request was sent.',
			template: '<div>…</div>',
			redirect: null,
		};
		server.on(
			`POST ${ NS }/wishlists/${ GIFTS }/estimate`,
			() => confirmation
		);
		const fields = {
			name: 'Ada',
			email: 'ada@example.test',
			copy: true,
		};

		await expect(
			registry.dispatch( store ).askEstimate( GIFTS, fields )
		).resolves.toEqual( confirmation );
		expect( server.writes()[ 0 ].data ).toEqual( fields );

		server.on( `POST ${ NS }/wishlists/${ GIFTS }/estimate`, () => {
			throw apiError( 'boudoir_invalid_email', 400, 'Check the e-mail.', {
				params: { email: 'Check the e-mail.' },
			} );
		} );
		const failed = await registry
			.dispatch( store )
			.askEstimate( GIFTS, fields );
		expect( failed ).toMatchObject( {
			code: 'boudoir_invalid_email',
			data: { params: { email: 'Check the e-mail.' } },
		} );
		expect( registry.select( store ).getNotices() ).toEqual( [] );
		expect(
			registry.select( store ).isPending( `estimate:${ GIFTS }` )
		).toBe( false );
	} );
} );

describe( 'reloadAndAdd', () => {
	it( 'adds the product and replaces the page with the answer', async () => {
		const { mine, items } = shop();
		const registry = newRegistry();
		await loaded( registry );
		const added = makeItem( 14, 800, { position: 3 } );
		server.on( `POST ${ NS }/wishlists/reload`, () => ( {
			result: true,
			message: 'Added to "Mine".',
			wishlist: { ...mine, item_count: 4 },
			items: [ ...items, added ],
			total: 4,
			total_pages: 1,
			page: 1,
			per_page: 10,
		} ) );

		const result = await registry
			.dispatch( store )
			.reloadAndAdd( MINE, 800, { page: 1, perPage: 10 } );

		expect( server.writes()[ 0 ].data ).toEqual( {
			wishlist_token: MINE,
			add_to_wishlist: 800,
			page: 1,
			per_page: 10,
		} );
		expect( result ).toMatchObject( {
			result: true,
			message: 'Added to "Mine".',
		} );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13, 14 ] );
		expect( registry.select( store ).getList( MINE )?.item_count ).toBe(
			4
		);
	} );
} );

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

	it( 'sends a variation’s attribute values, so an “any” attribute reaches the cart', async () => {
		shop();
		cartAnswers();
		window.boudoirWishlistSettings = { removeAfterAdd: false };
		server.on( `GET ${ NS }/wishlists/${ MINE }/items`, () => [
			makeItem( 13, 300, {
				variation_id: 301,
				variation: [
					{
						raw_attribute: 'attribute_pa_color',
						raw_value: 'blush',
						attribute: 'Colour',
						value: 'Blush',
					},
					{
						raw_attribute: 'attribute_pa_band',
						raw_value: '34',
						attribute: 'Band',
						value: '34',
					},
				],
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
				{ attribute: 'attribute_pa_color', value: 'blush' },
				{ attribute: 'attribute_pa_band', value: '34' },
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

		window.boudoirWishlistSettings = { removeAfterAdd: false };
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

		const result = await registry
			.dispatch( store )
			.addItemToCart( MINE, 11 );

		expect( result ).toEqual( {
			ok: false,
			message: 'Out of stock.',
			removed: false,
		} );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message: 'Out of stock.',
			} ),
		] );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
	} );
} );

describe( 'notices', () => {
	it( 'createNotice returns an id; getNotices filters by context; removeNotice removes', async () => {
		const registry = newRegistry();
		const dispatch = registry.dispatch( store );

		const global = await dispatch.createNotice( 'info', 'Hello' );
		const popup = await dispatch.createNotice( 'error', 'Oops', 'popup' );

		expect( typeof global ).toBe( 'string' );
		expect( global ).not.toBe( popup );
		expect( registry.select( store ).getNotices() ).toHaveLength( 2 );
		expect( registry.select( store ).getNotices( 'popup' ) ).toEqual( [
			{ id: popup, status: 'error', message: 'Oops', context: 'popup' },
		] );
		dispatch.removeNotice( popup );
		expect( registry.select( store ).getNotices() ).toEqual( [
			{ id: global, status: 'info', message: 'Hello', context: 'global' },
		] );
	} );
} );

describe( 'invalidateAll and other tabs', () => {
	it( 'invalidateAll forgets what was loaded and loads again on next use', async () => {
		const { mine, gifts } = shop();
		const registry = newRegistry();
		await loaded( registry );
		await registry.dispatch( store ).createNotice( 'info', 'Kept' );

		server.on( `GET ${ NS }/wishlists`, () => [ mine ] );
		await registry.dispatch( store ).invalidateAll();

		expect( registry.select( store ).hasLoadedLists() ).toBe( false );
		expect( registry.select( store ).getItems( MINE, 1, 10 ) ).toEqual(
			[]
		);
		expect( registry.select( store ).getNotices() ).toHaveLength( 1 );
		expect( await registry.resolveSelect( store ).getLists() ).toEqual( [
			mine,
		] );
		expect( gifts.id ).toBe( 2 );
	} );

	it( 'listens to other tabs only after first use, and reloads when one says the lists changed', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		expect( FakeChannel.instances ).toHaveLength( 0 );

		await registry.resolveSelect( store ).getLists();
		const listening = FakeChannel.instances.filter(
			( channel ) =>
				channel.name === 'boudoir-wishlist' && ! channel.closed
		);
		expect( listening ).toHaveLength( 1 );

		server.on( `GET ${ NS }/wishlists`, () => [ mine ] );
		new FakeChannel( 'boudoir-wishlist' ).postMessage( {
			type: 'changed',
		} );
		expect( registry.select( store ).hasLoadedLists() ).toBe( false );
		expect( await registry.resolveSelect( store ).getLists() ).toEqual( [
			mine,
		] );
	} );

	it( 'reloads on the boudoir-wishlist-changed event (e.g. after login)', async () => {
		shop();
		const registry = newRegistry();
		await registry.resolveSelect( store ).getLists();

		document.dispatchEvent( new CustomEvent( 'boudoir-wishlist-changed' ) );

		expect( registry.select( store ).hasLoadedLists() ).toBe( false );
	} );

	it( 'tells other tabs after a write', async () => {
		const { mine } = shop();
		const registry = newRegistry();
		await loaded( registry );
		server.on( `DELETE ${ NS }/items/11`, () => ( {
			deleted: true,
			item_id: 11,
			message: 'Removed.',
			wishlist: mine,
		} ) );

		await registry.dispatch( store ).removeItem( MINE, 11 );

		const posted = FakeChannel.instances.flatMap(
			( channel ) => channel.posted
		);
		expect( posted ).toEqual( [
			expect.objectContaining( { type: 'changed' } ),
		] );
		// The tab that wrote does not reload itself.
		expect( registry.select( store ).hasLoadedLists() ).toBe( true );
	} );
} );

/** Types only: the lists above are Wishlist values. */
export type { Wishlist };
