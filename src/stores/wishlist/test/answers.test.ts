/**
 * Internal dependencies
 */
import {
	INVALID_ANSWER,
	checkedList,
	invalidAnswer,
	isList,
	isObject,
} from '../answers';
import {
	isItemAdded,
	isItemsSorted,
	isProductRemovedFromAll,
	isSavedItem,
	isUserWishlist,
	isWishlist,
	isWishlistItem,
} from '../rest-types.gen';
import { makeItem, makeList, saved, short } from './fixtures';

const MINE = 'mine-token-00000000000000000000000'.slice( 0, 32 );

describe( 'the checks at the boundary', () => {
	it( 'isObject and isList read parsed JSON', () => {
		expect( isObject( {} ) ).toBe( true );
		expect( isObject( null ) ).toBe( false );
		expect( isObject( 'OK' ) ).toBe( false );
		expect( isList( [ 1, 2 ], Number.isInteger ) ).toBe( true );
		expect( isList( [ 1, '2' ], Number.isInteger ) ).toBe( false );
		expect( isList( { 0: 1 }, Number.isInteger ) ).toBe( false );
	} );

	it( 'the generated guards take what the routes answer', () => {
		const list = makeList( 1, MINE );
		const item = makeItem( 11, 100 );
		expect( isWishlist( list ) ).toBe( true );
		expect( isUserWishlist( short( list ) ) ).toBe( true );
		expect( isWishlistItem( item ) ).toBe( true );
		expect( isSavedItem( saved( item, list ) ) ).toBe( true );
		expect(
			isItemAdded( {
				result: 'exists',
				message: 'Already there.',
				item,
				wishlist: list,
				user_wishlists: [ short( list ) ],
			} )
		).toBe( true );
		expect(
			isProductRemovedFromAll( {
				result: true,
				removed: 2,
				message: 'Removed.',
				wishlist: null,
				user_wishlists: [],
			} )
		).toBe( true );
		expect( isItemsSorted( { result: true, positions: [ 12, 11 ] } ) ).toBe(
			true
		);
	} );

	it( 'the generated guards refuse an answer whose keys, or what holds them, are not the schema’s', () => {
		const list = makeList( 1, MINE );
		const item = makeItem( 11, 100 );
		expect( isWishlist( { ...list, id: '1' } ) ).toBe( false );
		expect( isWishlist( { ...list, token: null } ) ).toBe( false );
		expect( isWishlistItem( { ...item, variation_id: undefined } ) ).toBe(
			false
		);
		expect(
			isSavedItem( { ...saved( item, list ), wishlist_id: 1.5 } )
		).toBe( false );
		expect(
			isItemAdded( {
				result: true,
				message: 'Added.',
				item: null,
				wishlist: list,
				user_wishlists: [],
			} )
		).toBe( false );
		expect(
			isItemAdded( {
				result: true,
				message: 'Added.',
				item,
				wishlist: list,
				user_wishlists: [ { id: 1 } ],
			} )
		).toBe( false );
		expect( isItemsSorted( { result: true } ) ).toBe( false );
		expect( isItemsSorted( { result: true, positions: [ '12' ] } ) ).toBe(
			false
		);
		expect( isProductRemovedFromAll( { wishlist: list } ) ).toBe( false );
	} );

	it( 'checkedList takes a collection whose every entry passes, else rejects with the route', () => {
		const lists = [ makeList( 1, MINE ), makeList( 2, 'b'.repeat( 32 ) ) ];
		expect( checkedList( 'GET /wishlists', isWishlist, lists ) ).toBe(
			lists
		);
		expect( () =>
			checkedList( 'GET /wishlists', isWishlist, { lists } )
		).toThrow(
			expect.objectContaining( {
				code: INVALID_ANSWER,
				data: { route: 'GET /wishlists' },
			} )
		);
		expect( () =>
			checkedList( 'GET /wishlists', isWishlist, [ ...lists, {} ] )
		).toThrow( expect.objectContaining( { code: INVALID_ANSWER } ) );
		expect( invalidAnswer( 'POST /items/add' ) ).toEqual( {
			code: INVALID_ANSWER,
			message:
				'The shop sent an answer the wishlist could not read. Please reload the page.',
			data: { route: 'POST /items/add' },
		} );
	} );
} );
