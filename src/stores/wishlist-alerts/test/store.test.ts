/**
 * The alerts store over a real registry, the REST API answered by the wishlist store's fake
 * server (its answers held to the routes' published schemas).
 */

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { NS, deferred, wishlistBench } from '../../wishlist/test/harness';
import { apiError } from '../../wishlist/test/fixtures';
import { store } from '../index';
import { LIST_ID, alertsAnswer, makeAlerts } from './fixtures';
import type { AlertsAnswer } from '../types';

jest.mock( '@boudoir/api' );

const { server, newRegistry } = wishlistBench();

const ROUTE = `${ NS }/wishlists/${ LIST_ID }/alerts`;

/**
 * A registry with the alerts store that has read the list's choices.
 *
 * @param alerts The list's choices on the server.
 */
async function withAlerts( alerts = makeAlerts() ) {
	server.on( `GET ${ ROUTE }`, () => alertsAnswer( alerts ) );
	const registry = newRegistry();
	registry.register( store );
	await registry.resolveSelect( store ).getAlerts( LIST_ID );
	return registry;
}

describe( 'the alerts store', () => {
	it( "reads a list's choices once, filed by the list", async () => {
		const registry = await withAlerts(
			makeAlerts( {
				list: { price_drops: true, back_in_stock: false },
			} )
		);
		expect( registry.select( store ).getAlerts( LIST_ID ) ).toEqual(
			makeAlerts( { list: { price_drops: true, back_in_stock: false } } )
		);
		await registry.resolveSelect( store ).getAlerts( LIST_ID );
		expect( server.sent.map( ( sent ) => sent.method ) ).toEqual( [
			'GET',
		] );
		expect( registry.select( store ).getAlertsError( LIST_ID ) ).toBe(
			undefined
		);
	} );

	it( "keeps why a list's choices could not be read (a list that is not the shopper's)", async () => {
		server.on( `GET ${ NS }/wishlists/9/alerts`, () => {
			throw apiError( 'boudoir_wishlist_not_found', 404, 'No list.' );
		} );
		const registry = newRegistry();
		registry.register( store );
		await registry.resolveSelect( store ).getAlertsError( 9 );
		expect( registry.select( store ).getAlerts( 9 ) ).toBe( undefined );
		expect( registry.select( store ).getAlertsError( 9 ) ).toEqual(
			expect.objectContaining( {
				code: 'boudoir_wishlist_not_found',
				message: 'No list.',
			} )
		);
	} );

	it( "saves the list's choice with the page, shows it at once and takes the answer in", async () => {
		const registry = await withAlerts();
		const answer = deferred< AlertsAnswer >();
		server.on( `POST ${ ROUTE }`, () => answer.promise );

		const saving = registry.dispatch( store ).saveAlerts( LIST_ID, {
			price_drops: true,
			back_in_stock: false,
		} );
		expect( registry.select( store ).getAlerts( LIST_ID )?.list ).toEqual( {
			price_drops: true,
			back_in_stock: false,
		} );
		expect( registry.select( store ).isSaving( LIST_ID ) ).toBe( true );
		expect( server.writes()[ 0 ].data ).toEqual( {
			page: window.location.href.split( '#' )[ 0 ],
			price_drops: true,
			back_in_stock: false,
		} );

		const saved = alertsAnswer(
			makeAlerts( { list: { price_drops: true, back_in_stock: false } } ),
			'Your alert choices are saved.'
		);
		answer.resolve( saved );
		await expect( saving ).resolves.toEqual( saved );
		expect( registry.select( store ).isSaving( LIST_ID ) ).toBe( false );
		expect( registry.select( store ).getAlerts( LIST_ID ) ).toEqual(
			saved.alerts
		);
	} );

	it( "saves an item's own choice, and forgets it (inherit), pending by the item", async () => {
		const registry = await withAlerts(
			makeAlerts( {
				items: [
					{ item_id: 5, price_drops: true, back_in_stock: true },
				],
			} )
		);
		server.on( `POST ${ ROUTE }`, ( request ) =>
			alertsAnswer( makeAlerts(), `Saved ${ request.data?.item_id }.` )
		);
		const saving = registry.dispatch( store ).saveAlerts( LIST_ID, {
			item_id: 5,
			price_drops: false,
			back_in_stock: false,
			inherit: true,
		} );
		expect( registry.select( store ).isSaving( LIST_ID, 5 ) ).toBe( true );
		expect( registry.select( store ).isSaving( LIST_ID ) ).toBe( false );
		expect( registry.select( store ).getAlerts( LIST_ID )?.items ).toEqual(
			[]
		);
		const answer = await saving;
		expect( ! isApiError( answer ) && answer.message ).toBe( 'Saved 5.' );
		expect( server.writes()[ 0 ].data ).toEqual(
			expect.objectContaining( {
				item_id: 5,
				price_drops: false,
				back_in_stock: false,
				inherit: true,
			} )
		);
	} );

	it( 'puts the choices back and answers the failure when the server refuses a save', async () => {
		const registry = await withAlerts();
		server.on( `POST ${ ROUTE }`, () => {
			throw apiError(
				'boudoir_alerts_email_required',
				400,
				'Tell us where to send your alerts first.'
			);
		} );
		const failed = await registry
			.dispatch( store )
			.saveAlerts( LIST_ID, { price_drops: true, back_in_stock: true } );
		expect( isApiError( failed ) && failed.message ).toBe(
			'Tell us where to send your alerts first.'
		);
		expect( registry.select( store ).getAlerts( LIST_ID ) ).toEqual(
			makeAlerts()
		);
		expect( registry.select( store ).isSaving( LIST_ID ) ).toBe( false );
	} );

	it( 'stops every alert of the list (DELETE) and takes the answer in', async () => {
		const registry = await withAlerts(
			makeAlerts( {
				list: { price_drops: true, back_in_stock: true },
				items: [
					{ item_id: 5, price_drops: true, back_in_stock: false },
				],
			} )
		);
		const off = makeAlerts( {
			items: [ { item_id: 5, price_drops: false, back_in_stock: false } ],
		} );
		server.on( `DELETE ${ ROUTE }`, () =>
			alertsAnswer( off, 'No more alerts for this list.' )
		);
		const answer = await registry.dispatch( store ).stopAlerts( LIST_ID );
		expect( ! isApiError( answer ) && answer.message ).toBe(
			'No more alerts for this list.'
		);
		expect( server.writes()[ 0 ] ).toEqual(
			expect.objectContaining( { method: 'DELETE', path: ROUTE } )
		);
		expect( registry.select( store ).getAlerts( LIST_ID ) ).toEqual( off );
	} );

	it( "rejects an answer that is not the routes', as every read of the client", async () => {
		server.onMalformed( `GET ${ ROUTE }`, () => ( { alerts: null } ) );
		const registry = newRegistry();
		registry.register( store );
		await registry.resolveSelect( store ).getAlerts( LIST_ID );
		expect( registry.select( store ).getAlertsError( LIST_ID )?.code ).toBe(
			'boudoir_invalid_answer'
		);
	} );
} );
