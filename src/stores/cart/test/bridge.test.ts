/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequestWithHeaders } from '@boudoir/api';
import type { RawResponse } from '@boudoir/api';
import type { WindowWithJQuery } from '@boudoir/woo-events';
import { fakeJQuery } from '../../../test-utils/woo-jquery-fake';
import { store } from '../index';
import { stopListeningForTests } from '../thunks';
import type { Cart } from '../types';
import { answer, makeCart, makeItem, settle } from './fixtures';

jest.mock( '@boudoir/api' );

const page = window as WindowWithJQuery;

const request = apiRequestWithHeaders as jest.MockedFunction<
	typeof apiRequestWithHeaders
>;

const BEFORE = makeCart( [ makeItem( 'k1', 15 ) ] );
const AFTER = makeCart( [ makeItem( 'k1', 15 ), makeItem( 'k2', 16 ) ] );

function newRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

function paths(): string[] {
	return request.mock.calls.map( ( [ options ] ) => String( options.path ) );
}

afterEach( () => {
	stopListeningForTests();
} );

beforeEach( () => {
	request.mockReset();
	delete window.boudoirCartSettings;
	delete page.jQuery;
} );

describe( 'the bridge to WooCommerce’s cart events', () => {
	it( 'does nothing at import or registration', () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		newRegistry();
		expect( jQuery.count( 'added_to_cart' ) ).toBe( 0 );
		expect( request ).not.toHaveBeenCalled();
	} );

	it( 'starts with getCart and listens once however often it is used', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const registry = newRegistry();
		request.mockResolvedValue( answer( BEFORE ) );

		await registry.resolveSelect( store ).getCart();
		await registry.dispatch( store ).fetchCart();
		await registry.dispatch( store ).addItem( { id: 15 } );
		registry.dispatch( store ).listenToWooCommerce();

		expect( jQuery.count( 'added_to_cart' ) ).toBe( 1 );
		expect( jQuery.count( 'removed_from_cart' ) ).toBe( 1 );
	} );

	it.each( [ 'added_to_cart', 'removed_from_cart' ] )(
		'refetches the cart after the classic %s',
		async ( name ) => {
			const jQuery = fakeJQuery();
			page.jQuery = jQuery;
			const registry = newRegistry();
			request.mockResolvedValueOnce( answer( BEFORE ) );
			await registry.resolveSelect( store ).getCart();
			request.mockResolvedValueOnce( answer( AFTER ) );

			jQuery( document.body ).trigger( name, [
				{ 'div.widget_shopping_cart_content': '<div></div>' },
				'hash',
				null,
			] );
			await settle();

			expect( paths() ).toEqual( [
				'/wc/store/v1/cart',
				'/wc/store/v1/cart',
			] );
			expect( registry.select( store ).getCart() ).toEqual( AFTER );
			expect( registry.select( store ).getItemsCount() ).toBe( 2 );
		}
	);

	it.each( [ 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart' ] )(
		'refetches the cart after WooCommerce blocks’ %s',
		async ( name ) => {
			const registry = newRegistry();
			request.mockResolvedValueOnce( answer( BEFORE ) );
			await registry.resolveSelect( store ).getCart();
			request.mockResolvedValueOnce( answer( AFTER ) );

			document.body.dispatchEvent(
				new CustomEvent( name, { bubbles: true } )
			);
			await settle();

			expect( registry.select( store ).getCart() ).toEqual( AFTER );
		}
	);

	it( 'ignores the events the store fires itself: no loop', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( BEFORE ) );
		await registry.resolveSelect( store ).getCart();
		// A page script that answers every cart event with the classic one.
		const echo = () =>
			jQuery( document.body ).trigger( 'added_to_cart', [] );
		document.body.addEventListener( 'wc-blocks_added_to_cart', echo );
		document.body.addEventListener( 'wc-blocks_removed_from_cart', echo );
		request.mockResolvedValue( answer( AFTER ) );

		await registry.dispatch( store ).addItem( { id: 16 } );
		await registry.dispatch( store ).removeItem( 'k2' );
		await registry.dispatch( store ).updateItemQuantity( 'k1', 2 );
		await settle();

		document.body.removeEventListener( 'wc-blocks_added_to_cart', echo );
		document.body.removeEventListener(
			'wc-blocks_removed_from_cart',
			echo
		);
		expect( paths() ).toEqual( [
			'/wc/store/v1/cart',
			'/wc/store/v1/cart/add-item',
			'/wc/store/v1/cart/remove-item',
			'/wc/store/v1/cart/update-item',
		] );
	} );

	it( 'a burst of events costs one request in flight and one after', async () => {
		const jQuery = fakeJQuery();
		page.jQuery = jQuery;
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( BEFORE ) );
		await registry.resolveSelect( store ).getCart();
		let finish: ( value: RawResponse< Cart > ) => void = () => {};
		request
			.mockReturnValueOnce(
				new Promise( ( resolve ) => {
					finish = resolve;
				} )
			)
			.mockResolvedValueOnce( answer( AFTER ) );

		// One classic add, heard as jQuery's event and as the blocks' translation.
		jQuery( document.body ).trigger( 'added_to_cart', [] );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', { bubbles: true } )
		);
		await settle();
		expect( request ).toHaveBeenCalledTimes( 2 );
		// More while that refetch runs: one more after it.
		jQuery( document.body ).trigger( 'added_to_cart', [] );
		await settle();
		jQuery( document.body ).trigger( 'removed_from_cart', [] );
		await settle();
		finish( answer( BEFORE ) );
		await settle();
		await settle();

		expect( request ).toHaveBeenCalledTimes( 3 );
		expect( registry.select( store ).getCart() ).toEqual( AFTER );
	} );

	it( 'works without jQuery (nothing to listen to, nothing thrown)', async () => {
		const registry = newRegistry();
		request.mockResolvedValueOnce( answer( BEFORE ) );
		await expect(
			registry.resolveSelect( store ).getCart()
		).resolves.toEqual( BEFORE );
	} );
} );
