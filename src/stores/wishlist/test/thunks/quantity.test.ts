/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { store } from '../../index';
import { MINE, NS, loaded, wishlistBench } from '../harness';
import { apiError, makeItem } from '../fixtures';

jest.mock( '@boudoir/api' );

const { server, newRegistry, shop, openShop } = wishlistBench();

describe( 'updateQuantity', () => {
	function quantityRequests() {
		return server.sent.filter(
			( sent ) => sent.path === `${ NS }/items/quantity`
		);
	}

	it( 'shows the quantity at once and sends only the last change after 1000 ms of calm', async () => {
		const { registry } = await openShop();
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
		const { registry } = await openShop();
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
		const { registry } = await openShop();
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
		const { registry } = await openShop();
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

	it( 'keeps each registry’s waiting changes to itself: invalidateAll in one cancels none of another’s', async () => {
		shop();
		const first = newRegistry();
		const second = newRegistry();
		await loaded( first );
		await loaded( second );
		jest.useFakeTimers();
		server.on( `POST ${ NS }/items/quantity`, ( sent ) => ( {
			result: true,
			item: makeItem( 12, 200, {
				quantity: sent.data?.quantity as number,
			} ),
		} ) );

		first.dispatch( store ).updateQuantity( MINE, 12, 3 );
		const kept = second.dispatch( store ).updateQuantity( MINE, 12, 4 );
		await first.dispatch( store ).invalidateAll();
		await jest.advanceTimersByTimeAsync( 1000 );

		await expect( kept ).resolves.toBe( true );
		expect( quantityRequests().map( ( sent ) => sent.data ) ).toEqual( [
			{ wishlist_token: MINE, item_id: 12, quantity: 4 },
		] );
		expect( second.select( store ).isItemPending( 12 ) ).toBe( false );
	} );
} );
