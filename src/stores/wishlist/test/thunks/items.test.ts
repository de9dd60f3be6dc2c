/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { store } from '../../index';
import { MINE, NS, deferred, ids, wishlistBench } from '../harness';
import { apiError, makeItem, makeList, short } from '../fixtures';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop, openShop } = wishlistBench();

describe( 'addToWishlist', () => {
	it( 'posts the product and takes in the item, the list, the shopper’s lists and a notice', async () => {
		const { registry, mine, gifts } = await openShop();
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

	it( 'remembers the saved item by the form’s field names, so another colour of the same variation is not taken for it', async () => {
		const { registry, mine } = await openShop();
		server.on( `POST ${ NS }/items/add`, () => ( {
			result: true,
			message: 'Added to "Mine".',
			item: makeItem( 32, 700, {
				variation_id: 701,
				variation: [
					{
						raw_attribute: 'attribute_pa_color',
						raw_value: 'blush',
						attribute: 'Colour',
						value: 'Blush',
					},
				],
			} ),
			wishlist: mine,
			user_wishlists: [ short( mine ) ],
		} ) );

		await registry.dispatch( store ).addToWishlist( {
			productId: 700,
			variationId: 701,
			variation: [ { attribute: 'attribute_pa_color', value: 'blush' } ],
		} );

		const select = registry.select( store );
		const blush = [ { attribute: 'attribute_pa_color', value: 'blush' } ];
		const noir = [ { attribute: 'attribute_pa_color', value: 'noir' } ];
		expect( select.getSavedItemsOfProduct( 700, 701, blush ) ).toEqual( [
			expect.objectContaining( { item_id: 32, variation: blush } ),
		] );
		expect( select.getSavedItemsOfProduct( 700, 701, noir ) ).toEqual( [] );
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
				{},
				// Beside `code`, as Answers::error_with_lists() sends it.
				{
					result: 'boudoir_invalid_quantity',
					user_wishlists: [ short( mine ) ],
				}
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
		const { registry, mine } = await openShop();
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
		const { registry } = await openShop();
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
		const { registry, mine } = await openShop();
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

describe( 'removeFromAll', () => {
	it( 'removes the product from every list of the shopper at once, and rolls back on failure', async () => {
		const { registry, mine, gifts } = await openShop();
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

describe( 'sortItems', () => {
	it( 'shows the new order at once, sends the page, and rolls back on failure', async () => {
		const { registry } = await openShop();
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

describe( 'reloadAndAdd', () => {
	it( 'adds the product and replaces the page with the answer', async () => {
		const { registry, mine, items } = await openShop();
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
