/**
 * Internal dependencies
 */
import { store } from '../../index';
import { FakeChannel, MINE, NS, wishlistBench } from '../harness';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop, openShop } = wishlistBench();

describe( 'invalidateAll and other tabs', () => {
	it( 'invalidateAll forgets what was loaded and loads again on next use', async () => {
		const { registry, mine, gifts } = await openShop();
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

	it( 'listens once per registry, each on its own, and stops when asked', async () => {
		shop();
		const first = newRegistry();
		const second = newRegistry();
		await first.resolveSelect( store ).getLists();
		await first.resolveSelect( store ).getSavedItems();
		await second.resolveSelect( store ).getLists();
		const listening = () =>
			FakeChannel.instances.filter(
				( channel ) =>
					channel.name === 'boudoir-wishlist' && ! channel.closed
			);
		expect( listening() ).toHaveLength( 2 );

		first.dispatch( store ).stopCrossTabSync();
		expect( listening() ).toHaveLength( 1 );
		new FakeChannel( 'boudoir-wishlist' ).postMessage( {
			type: 'changed',
		} );
		expect( first.select( store ).hasLoadedLists() ).toBe( true );
		expect( second.select( store ).hasLoadedLists() ).toBe( false );
	} );

	it( 'reloads on the boudoir-wishlist-changed event (e.g. after login)', async () => {
		shop();
		const registry = newRegistry();
		await registry.resolveSelect( store ).getLists();

		document.dispatchEvent( new CustomEvent( 'boudoir-wishlist-changed' ) );

		expect( registry.select( store ).hasLoadedLists() ).toBe( false );
	} );

	it( 'tells other tabs after a write', async () => {
		const { registry, mine } = await openShop();
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
