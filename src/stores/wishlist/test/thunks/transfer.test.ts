/**
 * Internal dependencies
 */
import { store } from '../../index';
import { GIFTS, MINE, NS, deferred, ids, wishlistBench } from '../harness';
import { apiError, makeItem, short } from '../fixtures';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop, openShop } = wishlistBench();

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
		const { registry, mine, gifts } = await openShop();
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
		const { registry } = await openShop();
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
		const { registry, mine, gifts } = await openShop();
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
