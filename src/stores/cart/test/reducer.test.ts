/**
 * WordPress dependencies
 */
import type { ReduxStoreConfig } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import reducer, { initialState } from '../reducer';
import * as selectors from '../selectors';
import type { CartState } from '../types';
import { makeCart, makeItem } from './fixtures';

const CART = makeCart( [ makeItem( 'k1', 15, { quantity: 3 } ) ] );

describe( 'reducer and selectors', () => {
	it( 'starts empty', () => {
		const state = initialState();
		expect( selectors.getCart( state ) ).toBeNull();
		expect( selectors.getItemsCount( state ) ).toBe( 0 );
		expect( selectors.getLastError( state ) ).toBeNull();
		expect( selectors.isUpdating( state, 'k1' ) ).toBe( false );
		expect( selectors.isAdding( state, 15 ) ).toBe( false );
		expect( selectors.isListening( state ) ).toBe( false );
	} );

	it( 'receives the cart and counts its items', () => {
		const state = reducer( initialState(), actions.receiveCart( CART ) );
		expect( selectors.getCart( state ) ).toBe( CART );
		expect( selectors.getItemsCount( state ) ).toBe( 3 );
	} );

	it( 'keeps a token when an answer brings none', () => {
		let state = reducer(
			initialState(),
			actions.receiveTokens( 'n1', 'jwt' )
		);
		state = reducer( state, actions.receiveTokens( '', '' ) );
		expect( selectors.getNonce( state ) ).toBe( 'n1' );
		expect( selectors.getCartToken( state ) ).toBe( 'jwt' );
		state = reducer( state, actions.receiveTokens( 'n2', '' ) );
		expect( selectors.getNonce( state ) ).toBe( 'n2' );
	} );

	it( 'marks lines being updated, each on its own', () => {
		let state = reducer(
			initialState(),
			actions.setUpdating( 'k1', true )
		);
		state = reducer( state, actions.setUpdating( 'k2', true ) );
		state = reducer( state, actions.setUpdating( 'k1', false ) );
		expect( selectors.isUpdating( state, 'k1' ) ).toBe( false );
		expect( selectors.isUpdating( state, 'k2' ) ).toBe( true );
	} );

	it( 'marks products being added, each on its own', () => {
		let state = reducer( initialState(), actions.setAdding( 15, true ) );
		state = reducer( state, actions.setAdding( 16, true ) );
		state = reducer( state, actions.setAdding( 15, false ) );
		expect( selectors.isAdding( state, 15 ) ).toBe( false );
		expect( selectors.isAdding( state, 16 ) ).toBe( true );
	} );

	it( 'keeps the last error until cleared', () => {
		const error = { code: 'x', message: 'X', action: 'add' as const };
		let state = reducer( initialState(), actions.receiveError( error ) );
		expect( selectors.getLastError( state ) ).toBe( error );
		state = reducer( state, actions.clearError() );
		expect( selectors.getLastError( state ) ).toBeNull();
	} );

	it( 'remembers that it listens', () => {
		const state = reducer( initialState(), actions.setListening() );
		expect( selectors.isListening( state ) ).toBe( true );
	} );

	it( 'returns the same state for unknown actions', () => {
		const state = initialState();
		// As the registry calls it: with every action of every store, typed or not.
		const asRegistered: ReduxStoreConfig<
			CartState,
			never,
			never
		>[ 'reducer' ] = reducer;
		expect( asRegistered( state, { type: 'OTHER' } ) ).toBe( state );
	} );
} );

describe( 'answers out of order', () => {
	it( 'drops the cart of a request older than the one the store has', () => {
		const newer = makeCart( [] );
		let state = reducer( initialState(), actions.receiveCart( newer, 5 ) );
		state = reducer( state, actions.receiveCart( CART, 4 ) );
		expect( selectors.getCart( state ) ).toBe( newer );
		state = reducer( state, actions.receiveCart( CART, 6 ) );
		expect( selectors.getCart( state ) ).toBe( CART );
		// Unnumbered carts are always taken.
		state = reducer( state, actions.receiveCart( newer ) );
		expect( selectors.getCart( state ) ).toBe( newer );
	} );
} );
