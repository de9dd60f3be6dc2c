/**
 * The wishlist store's test bench: a real registry with the real stores, api-fetch's
 * requests answered by a FakeServer (the test files mock `@boudoir/api`'s two request
 * functions), a fake BroadcastChannel, and a shop of lists and items.
 *
 * Each test file starts with `jest.mock( '@boudoir/api' );` (the manual mock in
 * src/api/__mocks__) and `const { server, … } = wishlistBench();`.
 */

/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequest, apiRequestWithHeaders } from '@boudoir/api';
import type { RawResponse, RequestOptions } from '@boudoir/api';
import { store as cartStore } from '@boudoir/stores/cart';
import { store } from '../index';
import type { WishlistItem } from '../types';
import { FakeServer, makeItem, makeList, saved } from './fixtures';
import { printedSettings } from './printed-settings';

export const request = apiRequest as jest.MockedFunction< typeof apiRequest >;
export const requestWithHeaders = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

export const NS = '/boudoir/v1';
export const GIFTS = 'gifts-token-0000000000000000000000'.slice( 0, 32 );
export const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );
export const THEIRS = 'theirs-token-000000000000000000000'.slice( 0, 32 );

/** A fake BroadcastChannel: every instance of a name hears the others. */
export class FakeChannel {
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

/** The registries a test made, whose listeners to other tabs stopServer() stops. */
const registries: Array< ReturnType< typeof createRegistry > > = [];

/** A registry with the wishlist store and the cart store. */
export function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	registry.register( cartStore );
	registries.push( registry );
	return registry;
}

export type Registry = ReturnType< typeof newRegistry >;

/**
 * A FakeServer (a new one unless given) answering the mocked requests; a new fake
 * BroadcastChannel; no settings printed. Call it in a `beforeEach`.
 *
 * @param server The server to answer with.
 */
export function startServer( server = new FakeServer() ): FakeServer {
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
	window.boudoirWishlistSettings = printedSettings();
	delete window.boudoirCartSettings;
	return server;
}

/**
 * The FakeServer of a test file: emptied and answering before each test, stopped after.
 */
function fakeServerPerTest(): FakeServer {
	const server = new FakeServer();
	beforeEach( () => startServer( server.reset() ) );
	afterEach( () => {
		stopServer();
		// A fake answer the real route would not give tests nothing.
		expect( server.misfits ).toEqual( [] );
	} );
	return server;
}

/** Stops listening to other tabs and real timers again. Call it in an `afterEach`. */
export function stopServer(): void {
	registries
		.splice( 0 )
		.forEach( ( registry ) =>
			registry.dispatch( store ).stopCrossTabSync()
		);
	jest.useRealTimers();
}

/**
 * The default list, Gifts, and someone else's shared list, with items.
 *
 * @param server The server that answers them.
 */
export function shop( server: FakeServer ) {
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
			...items.map( ( item ) => saved( item, mine ) ),
			saved( giftItems[ 0 ], gifts ),
		] );
	return { mine, gifts, theirs, items, giftItems };
}

/**
 * Loads lists, saved products and the default list's first page.
 *
 * @param registry The registry.
 */
export async function loaded( registry: Registry ) {
	const resolve = registry.resolveSelect( store );
	await resolve.getLists();
	await resolve.getSavedItems();
	await resolve.getItems( MINE, 1, 10 );
}

/**
 * What a store test file works with: its fake server (fakeServerPerTest()), registries, and
 * the shop on the server. Call it once, after `jest.mock( '@boudoir/api' );`.
 */
export function wishlistBench() {
	const server = fakeServerPerTest();
	return {
		server,
		newRegistry,
		/** The default list, Gifts and someone else's shared list, with items, on the server. */
		shop: () => shop( server ),
		/** The shop on a new registry that has loaded it: where most tests start. */
		openShop: async () => {
			const lists = shop( server );
			const registry = newRegistry();
			await loaded( registry );
			return { ...lists, registry };
		},
	};
}

/**
 * The ids of items.
 *
 * @param items The items.
 */
export function ids( items: WishlistItem[] ): number[] {
	return items.map( ( item ) => item.item_id );
}

/** A promise and its resolve, to hold a request open. */
export function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	let reject: ( reason: unknown ) => void = () => {};
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}
