/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { store } from '../../index';
import { GIFTS, NS, deferred, ids, wishlistBench } from '../harness';
import { apiError, makeList, short } from '../fixtures';

jest.mock( '@boudoir/api' );

const { server, openShop } = wishlistBench();

describe( 'lists', () => {
	it( 'createList adds the new list; a failure answers the error with a notice', async () => {
		const { registry } = await openShop();
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
		const { registry, mine } = await openShop();
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
		const { registry, gifts } = await openShop();
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

	it( 'newLink moves the list, its loaded items and saved products to the new token without a reload', async () => {
		const { registry, gifts } = await openShop();
		await registry.resolveSelect( store ).getItems( GIFTS, 1, 10 );
		const fresh = 'fresh-token-00000000000000000000'.slice( 0, 32 );
		server.on( `POST ${ NS }/wishlists/2/token`, () => ( {
			result: true,
			message: 'The wishlist has a new link.',
			previous_token: GIFTS,
			wishlist: {
				...gifts,
				token: fresh,
				share_url: `https://shop.test/wishlist/?wishlist=${ fresh }`,
			},
		} ) );
		const readsBefore = server.sent.length;

		const answer = await registry.dispatch( store ).newLink( 2 );

		expect( ! isApiError( answer ) && answer.wishlist.token ).toBe( fresh );
		expect( server.writes().map( ( sent ) => sent.path ) ).toEqual( [
			`${ NS }/wishlists/2/token`,
		] );
		const select = registry.select( store );
		// The old token still finds the list in this tab (a view shown by it keeps its list).
		expect( select.getList( GIFTS )?.token ).toBe( fresh );
		expect( select.getRawState().lists[ GIFTS ] ).toBeUndefined();
		expect( select.getList( fresh ) ).toMatchObject( {
			id: 2,
			token: fresh,
		} );
		expect( ids( select.getItems( fresh, 1, 10 ) ) ).toEqual( [ 21 ] );
		expect(
			select
				.getSavedItemsOfProduct( 400 )
				.map( ( saved ) => saved.wishlist_token )
		).toEqual( [ fresh ] );
		expect(
			select
				.getLists()
				.map( ( list ) => list.token )
				.includes( fresh )
		).toBe( true );
		expect( select.getNotices() ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				message: 'The wishlist has a new link.',
			} ),
		] );
		// Nothing was read again: the items under the new token came from the store.
		await registry.resolveSelect( store ).getItems( fresh, 1, 10 );
		await registry.resolveSelect( store ).getList( fresh );
		expect( server.sent.length ).toBe( readsBefore + 1 );

		server.on( `POST ${ NS }/wishlists/2/token`, () => {
			throw apiError( 'boudoir_wishlist_not_found', 404, 'Gone.' );
		} );
		const failed = await registry.dispatch( store ).newLink( 2 );
		expect( isApiError( failed ) && failed.code ).toBe(
			'boudoir_wishlist_not_found'
		);
		expect( registry.select( store ).getList( fresh )?.token ).toBe(
			fresh
		);
	} );
} );
