/**
 * Internal dependencies
 */
import { store } from '../index';
import {
	MINE,
	NS,
	THEIRS,
	deferred,
	requestWithHeaders,
	wishlistBench,
} from './harness';
import { apiError, makeItem, saved, short } from './fixtures';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop } = wishlistBench();

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
		).toMatchObject( {
			code: 'boudoir_wishlist_not_found',
			status: 404,
		} );
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
		const { mine, items } = shop();
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
		held.resolve( [ saved( items[ 0 ], mine ) ] );
		await loading;

		expect( registry.select( store ).isProductSaved( 800 ) ).toBe( true );
		expect( registry.select( store ).isProductSaved( 100 ) ).toBe( true );
	} );
} );
