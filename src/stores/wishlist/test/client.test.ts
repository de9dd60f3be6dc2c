/**
 * Internal dependencies
 */
import * as client from '../client';
import { INVALID_ANSWER } from '../client';
import { store } from '../index';
import { MINE, NS, ids, request, wishlistBench } from './harness';
import { makeItem, makeList, short } from './fixtures';

jest.mock( '@boudoir/api' );

const { server, openShop } = wishlistBench();

describe( 'the REST client', () => {
	it( 'sends each write to its route with the contract’s field names', async () => {
		const list = makeList( 1, MINE );
		const item = makeItem( 11, 100 );
		const itemAnswer = {
			result: true,
			message: 'Done.',
			item,
			wishlist: list,
			user_wishlists: [ short( list ) ],
		};
		server
			.on( `POST ${ NS }/items/add`, () => itemAnswer )
			.on( `POST ${ NS }/items/move`, () => itemAnswer )
			.on( `POST ${ NS }/items/remove-from-all`, () => ( {
				result: true,
				removed: 1,
				message: 'Removed.',
				wishlist: null,
				user_wishlists: [ short( list ) ],
			} ) )
			.on( `POST ${ NS }/items/quantity`, () => ( {
				result: true,
				item,
			} ) )
			.on( `POST ${ NS }/wishlists/1/title`, () => ( {
				result: true,
				message: 'Renamed.',
				wishlist: list,
			} ) );

		await expect(
			client.addItem( { add_to_wishlist: 100, wishlist_id: 'new' } )
		).resolves.toEqual( itemAnswer );
		await client.transferItem( 'move', {
			wishlist_token: MINE,
			destination_wishlist_token: 'new',
			item_id: 11,
			wishlist_name: 'Later',
			wishlist_visibility: 'private',
		} );
		await client.removeFromAll( { prod_id: 100 } );
		await client.setItemQuantity( {
			wishlist_token: MINE,
			item_id: 11,
			quantity: 2,
		} );
		await client.saveWishlistTitle( 1, 'Presents' );

		expect(
			server
				.writes()
				.map( ( sent ) => [ sent.method, sent.path, sent.data ] )
		).toEqual( [
			[
				'POST',
				`${ NS }/items/add`,
				{ add_to_wishlist: 100, wishlist_id: 'new' },
			],
			[
				'POST',
				`${ NS }/items/move`,
				{
					wishlist_token: MINE,
					destination_wishlist_token: 'new',
					item_id: 11,
					wishlist_name: 'Later',
					wishlist_visibility: 'private',
				},
			],
			[ 'POST', `${ NS }/items/remove-from-all`, { prod_id: 100 } ],
			[
				'POST',
				`${ NS }/items/quantity`,
				{ wishlist_token: MINE, item_id: 11, quantity: 2 },
			],
			[ 'POST', `${ NS }/wishlists/1/title`, { title: 'Presents' } ],
		] );
	} );

	it( 'reads every page of the lists and encodes a token in the path', async () => {
		server
			.on( `GET ${ NS }/wishlists`, () => [ makeList( 1, MINE ) ] )
			.on( `GET ${ NS }/wishlists/a%2Fb`, () => makeList( 2, 'a/b' ) );

		await client.getWishlists();
		await client.getWishlist( 'a/b' );

		expect(
			request.mock.calls.map( ( [ options ] ) => options.path )
		).toEqual( [
			`${ NS }/wishlists?per_page=-1`,
			`${ NS }/wishlists/a%2Fb`,
		] );
	} );

	it( 'rejects an answer without the route’s shape with a clear error', async () => {
		server
			.onMalformed( `GET ${ NS }/wishlists`, () => ( { lists: [] } ) )
			.onMalformed( `GET ${ NS }/items/saved`, () => [
				{ item_id: '11' },
			] )
			.onMalformed( `POST ${ NS }/items/add`, () => ( {
				result: true,
				message: 'Added.',
				item: null,
				wishlist: makeList( 1, MINE ),
			} ) )
			.onMalformed( `POST ${ NS }/items/sort`, () => ( {
				result: true,
			} ) );

		const invalid = ( route: string ) =>
			expect.objectContaining( {
				code: INVALID_ANSWER,
				message:
					'The shop sent an answer the wishlist could not read. Please reload the page.',
				data: { route },
			} );
		await expect( client.getWishlists() ).rejects.toEqual(
			invalid( 'GET /wishlists' )
		);
		await expect( client.getSavedItems() ).rejects.toEqual(
			invalid( 'GET /items/saved' )
		);
		await expect(
			client.addItem( { add_to_wishlist: 100 } )
		).rejects.toEqual( invalid( 'POST /items/add' ) );
		await expect(
			client.sortItems( {
				wishlist_token: MINE,
				positions: [ 1 ],
				page: 1,
				per_page: 10,
			} )
		).rejects.toEqual( invalid( 'POST /items/sort' ) );
	} );

	it( 'a malformed answer to a write rolls the change back with an error notice', async () => {
		const { registry } = await openShop();
		server.onMalformed( `DELETE ${ NS }/items/12`, () => 'OK' );

		const result = await registry.dispatch( store ).removeItem( MINE, 12 );

		expect( result ).toMatchObject( { code: INVALID_ANSWER } );
		expect(
			ids( registry.select( store ).getItems( MINE, 1, 10 ) )
		).toEqual( [ 11, 12, 13 ] );
		expect( registry.select( store ).getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				message:
					'The shop sent an answer the wishlist could not read. Please reload the page.',
			} ),
		] );
	} );
} );
