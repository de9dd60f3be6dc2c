/**
 * Internal dependencies
 */
import {
	addNotice,
	clearNotices,
	receiveList,
	receiveLists,
	receiveSaved,
	removeSaved,
} from '../actions';
import reducer from '../reducer';
import { makeList } from './fixtures';

const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );

describe( 'reducer', () => {
	it( 'keep a removal made while the saved products were on their way', () => {
		const saved = {
			item_id: 11,
			product_id: 100,
			variation_id: 0,
			wishlist_id: 1,
			wishlist_token: MINE,
		};
		let state = reducer( undefined, removeSaved( 100 ) );
		state = reducer( state, receiveSaved( [ saved ] ) );

		expect( state.saved ).toEqual( [] );
		expect( state.savedChanges ).toEqual( [] );
	} );

	it( 'keeps the price drops it knows when a write answers the list without them (null)', () => {
		const list = makeList( 1, MINE, { price_drop_count: 2 } );
		let state = reducer( undefined, receiveLists( [ list ] ) );
		state = reducer(
			state,
			receiveList( {
				...list,
				wishlist_name: 'Renamed',
				price_drop_count: null,
			} )
		);
		expect( state.lists[ list.token ] ).toMatchObject( {
			wishlist_name: 'Renamed',
			price_drop_count: 2,
		} );
		// A read that counts them replaces the count.
		state = reducer(
			state,
			receiveList( { ...list, price_drop_count: 0 } )
		);
		expect( state.lists[ list.token ].price_drop_count ).toBe( 0 );
	} );

	it( 'clears the notices of one context, or all of them', () => {
		let state = reducer(
			undefined,
			addNotice( {
				id: 'a',
				status: 'success',
				message: 'Added to "My wishlist".',
				context: 'popup',
			} )
		);
		state = reducer(
			state,
			addNotice( {
				id: 'b',
				status: 'error',
				message: 'Not saved.',
				context: 'global',
			} )
		);

		expect(
			reducer( state, clearNotices( 'popup' ) ).notices.map(
				( notice ) => notice.id
			)
		).toEqual( [ 'b' ] );
		expect( reducer( state, clearNotices() ).notices ).toEqual( [] );
	} );
} );
