/**
 * Internal dependencies
 */
import { receiveLists, receiveSaved, setPending } from '../actions';
import reducer, { initialState } from '../reducer';
import {
	getLists,
	getSavedItemsOfProduct,
	isAdding,
	isItemPending,
	isListPending,
} from '../selectors';
import { makeList } from './fixtures';

const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );

/**
 * The state with these requests under way.
 *
 * @param keys The pending keys.
 */
function pending( ...keys: string[] ) {
	return keys.reduce(
		( state, key ) => reducer( state, setPending( key, true ) ),
		initialState()
	);
}

describe( 'selectors of requests under way', () => {
	it( 'isAdding is true while that product (or variation) is being added', () => {
		const state = pending( 'add:197:0', 'add:300:301' );

		expect( isAdding( state, 197 ) ).toBe( true );
		expect( isAdding( state, 197, 0 ) ).toBe( true );
		expect( isAdding( state, 300, 301 ) ).toBe( true );
		expect( isAdding( state, 300 ) ).toBe( false );
		expect( isAdding( state, 198 ) ).toBe( false );
	} );

	it( 'isItemPending covers a change of the item and its way to the cart', () => {
		const state = pending( 'item:12', 'cart:13' );

		expect( isItemPending( state, 12 ) ).toBe( true );
		expect( isItemPending( state, 13 ) ).toBe( true );
		expect( isItemPending( state, 11 ) ).toBe( false );
		expect(
			isItemPending(
				reducer( state, setPending( 'item:12', false ) ),
				12
			)
		).toBe( false );
	} );

	it( 'isListPending is true while a list changes, or for "new" while one is created', () => {
		const state = pending( 'list:2', 'list:new' );

		expect( isListPending( state, 2 ) ).toBe( true );
		expect( isListPending( state, 'new' ) ).toBe( true );
		expect( isListPending( state, 1 ) ).toBe( false );
	} );
} );

describe( 'memoised selectors', () => {
	const saved = [
		{
			item_id: 1,
			product_id: 300,
			variation_id: 301,
			variation: [ { attribute: 'attribute_pa_color', value: 'blush' } ],
			wishlist_id: 1,
			wishlist_token: MINE,
		},
		{
			item_id: 2,
			product_id: 300,
			variation_id: 301,
			variation: [ { attribute: 'attribute_pa_color', value: 'black' } ],
			wishlist_id: 2,
			wishlist_token: 'other',
		},
		{
			item_id: 3,
			product_id: 400,
			variation_id: 0,
			wishlist_id: 1,
			wishlist_token: MINE,
		},
	];

	it( 'getSavedItemsOfProduct answers the items of the current choice, the same array until the saved products change', () => {
		const state = reducer( initialState(), receiveSaved( saved ) );
		const blush = [ { attribute: 'attribute_pa_color', value: 'blush' } ];

		const found = getSavedItemsOfProduct( state, 300, 301, blush );

		expect( found.map( ( item ) => item.item_id ) ).toEqual( [ 1 ] );
		expect(
			getSavedItemsOfProduct( state, 300, 301 ).map(
				( item ) => item.item_id
			)
		).toEqual( [ 1, 2 ] );
		expect( getSavedItemsOfProduct( state, 400 ) ).toHaveLength( 1 );
		expect( getSavedItemsOfProduct( state, 999 ) ).toEqual( [] );
		// Same arguments, same state: the same array, so views do not re-render.
		expect( getSavedItemsOfProduct( state, 300, 301, [ ...blush ] ) ).toBe(
			found
		);
		expect( getSavedItemsOfProduct( state, 999 ) ).toBe(
			getSavedItemsOfProduct( state, 998 )
		);

		const changed = reducer( state, receiveSaved( saved.slice( 1 ) ) );
		expect( getSavedItemsOfProduct( changed, 300, 301, blush ) ).toEqual(
			[]
		);
	} );

	it( 'getLists answers the same array until the lists change', () => {
		const state = reducer(
			initialState(),
			receiveLists( [ makeList( 1, MINE, { default: true } ) ] )
		);

		expect( getLists( state ) ).toBe( getLists( state ) );
		expect( getLists( { ...state } ) ).toBe( getLists( state ) );
		const more = reducer(
			state,
			receiveLists( [
				makeList( 1, MINE, { default: true } ),
				makeList( 2, 'other' ),
			] )
		);
		expect( getLists( more ) ).not.toBe( getLists( state ) );
		expect( getLists( more ) ).toHaveLength( 2 );
	} );
} );
