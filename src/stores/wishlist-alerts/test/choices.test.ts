/**
 * Internal dependencies
 */
import {
	addressError,
	addressProblem,
	isAnyOn,
	itemAlerts,
	offeredKinds,
	pendingKey,
	toggled,
	withSaved,
} from '../choices';
import { makeAlerts } from './fixtures';

describe( 'alert choices', () => {
	it( 'shows only the kinds the shop offers, in order', () => {
		expect(
			offeredKinds( { price_drops: true, back_in_stock: true } )
		).toEqual( [ 'price_drops', 'back_in_stock' ] );
		expect(
			offeredKinds( { price_drops: false, back_in_stock: true } )
		).toEqual( [ 'back_in_stock' ] );
		expect(
			offeredKinds( { price_drops: false, back_in_stock: false } )
		).toEqual( [] );
	} );

	it( "gives an item its own choice, else its list's, saying which", () => {
		const alerts = makeAlerts( {
			list: { price_drops: true, back_in_stock: false },
			items: [ { item_id: 5, price_drops: false, back_in_stock: true } ],
		} );
		expect( itemAlerts( alerts, 5 ) ).toEqual( {
			price_drops: false,
			back_in_stock: true,
			inherited: false,
		} );
		expect( itemAlerts( alerts, 6 ) ).toEqual( {
			price_drops: true,
			back_in_stock: false,
			inherited: true,
		} );
	} );

	it( 'turns one kind over and leaves the other', () => {
		const choice = { price_drops: false, back_in_stock: true };
		expect( toggled( choice, 'price_drops' ) ).toEqual( {
			price_drops: true,
			back_in_stock: true,
		} );
		expect( toggled( choice, 'back_in_stock' ) ).toEqual( {
			price_drops: false,
			back_in_stock: false,
		} );
		// A choice that follows its list keeps no trace of it.
		const followed = itemAlerts(
			makeAlerts( { list: { price_drops: true, back_in_stock: false } } ),
			9
		);
		expect( toggled( followed, 'price_drops' ) ).toEqual( {
			price_drops: false,
			back_in_stock: false,
		} );
	} );

	it( "tells whether anything of the list is on, its items' choices too", () => {
		expect( isAnyOn( makeAlerts() ) ).toBe( false );
		expect(
			isAnyOn(
				makeAlerts( {
					items: [
						{ item_id: 5, price_drops: false, back_in_stock: true },
					],
				} )
			)
		).toBe( true );
		expect(
			isAnyOn(
				makeAlerts( {
					list: { price_drops: true, back_in_stock: false },
				} )
			)
		).toBe( true );
	} );

	it( 'shows a save before the answer: the list, an item, an item following its list again', () => {
		const alerts = makeAlerts( {
			items: [ { item_id: 5, price_drops: true, back_in_stock: false } ],
		} );
		expect(
			withSaved( alerts, { price_drops: true, back_in_stock: false } )
				.list
		).toEqual( { price_drops: true, back_in_stock: false } );
		expect(
			withSaved( alerts, {
				item_id: 6,
				price_drops: false,
				back_in_stock: true,
			} ).items
		).toEqual( [
			{ item_id: 5, price_drops: true, back_in_stock: false },
			{ item_id: 6, price_drops: false, back_in_stock: true },
		] );
		expect(
			withSaved( alerts, {
				item_id: 5,
				price_drops: false,
				back_in_stock: false,
			} ).items
		).toEqual( [
			{ item_id: 5, price_drops: false, back_in_stock: false },
		] );
		expect(
			withSaved( alerts, {
				item_id: 5,
				price_drops: false,
				back_in_stock: false,
				inherit: true,
			} ).items
		).toEqual( [] );
		// A kind left out is off, as the route takes it.
		expect( withSaved( alerts, { back_in_stock: true } ).list ).toEqual( {
			price_drops: false,
			back_in_stock: true,
		} );
		// The choices it started from are left as they were.
		expect( alerts.items ).toHaveLength( 1 );
	} );

	it( 'asks for an address only when something is on, and for one shaped like an address', () => {
		expect( addressProblem( '', true ) ).toBe( 'missing' );
		expect( addressProblem( '   ', true ) ).toBe( 'missing' );
		expect( addressProblem( '', false ) ).toBe( '' );
		expect( addressProblem( 'ann@example', true ) ).toBe( 'invalid' );
		expect( addressProblem( 'ann example.com', false ) ).toBe( 'invalid' );
		expect( addressProblem( ' ann@example.com ', true ) ).toBe( '' );
	} );

	it( "tells the server's refusals about the address from the others", () => {
		expect(
			addressError( {
				code: 'boudoir_alerts_email_required',
				message: 'Give us your e-mail address first.',
			} )
		).toBe( 'Give us your e-mail address first.' );
		expect(
			addressError( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): email',
				data: {
					status: 400,
					params: { email: 'email is not a valid email address.' },
				},
			} )
		).toBe( 'email is not a valid email address.' );
		expect(
			addressError( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): page',
				data: { status: 400, params: { page: 'Too long.' } },
			} )
		).toBeNull();
		expect(
			addressError( {
				code: 'boudoir_alerts_unavailable',
				message: 'The shop sends no such alert.',
			} )
		).toBeNull();
	} );

	it( "keys a list's saves and each item's apart", () => {
		expect( pendingKey( 12 ) ).toBe( 'list:12' );
		expect( pendingKey( 12, 0 ) ).toBe( 'list:12' );
		expect( pendingKey( 12, 5 ) ).toBe( 'item:5' );
	} );
} );
