/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { FakeResizeObserver } from '../../../src/test-utils/resize-observer';
import { WishlistBlock } from '../wishlist-block';
import { CONFIG } from './config';

/** Calls the fake store received: [ action, ...arguments ]. */
const mockCalls: unknown[][] = [];
/** The shop's "go to the cart after adding from a wishlist" setting, as a test sets it. */
const mockCartRedirect = { on: false };

// A stand-in for the wishlist store, with the same name and the selectors and
// actions the block uses (the real store talks to the REST API).
jest.mock( '@boudoir/stores/wishlist', () => {
	const { createReduxStore, register } =
		jest.requireActual< typeof import( '@wordpress/data' ) >(
			'@wordpress/data'
		);
	const { sampleItems, sampleList } =
		jest.requireActual< typeof import( '../sample-data' ) >(
			'../sample-data'
		);
	const own = { ...sampleList(), privacy: 'private', share_url: null };
	const shared = {
		...sampleList(),
		id: 2,
		token: 'shared-token',
		wishlist_name: 'Her list',
		is_user_owner: false,
	};
	// The shopper's own shared list, before and after "New link".
	const gifts = {
		...sampleList(),
		id: 3,
		token: 'gifts-token',
		wishlist_name: 'Gifts to me',
	};
	const renewed = { ...gifts, token: 'renewed-token' };
	const items = sampleItems();
	const itemsPage = {
		ids: items.map( ( item ) => item.item_id ),
		total: items.length,
		totalPages: 1,
		page: 1,
		perPage: 10,
	};
	const notices: never[] = [];
	type MockState = typeof initial;
	const initial = {
		settings: {
			multiWishlist: true,
			modal: true,
			autoClosePopup: true,
			dragAndDrop: true,
			notices: true,
			mobileMediaQuery: 600,
			popupTimeout: 3000,
			removeAfterAdd: true,
			get redirectToCart() {
				return mockCartRedirect.on;
			},
			cartUrl: '/cart/',
			estimateRedirect: '',
			wishlistPageUrl: '',
			cookieDisabled: '',
		},
		lists: [ own ],
		items,
	};
	const record =
		( name: string ) =>
		( ...args: unknown[] ) => {
			mockCalls.push( [ name, ...args ] );
			return { type: 'NOTHING' };
		};
	const store = createReduxStore( 'boudoir/wishlist', {
		reducer: ( state: MockState = initial ) => state,
		selectors: {
			getSettings: ( state: MockState ) => state.settings,
			getLists: ( state: MockState ) => state.lists,
			hasLoadedLists: () => true,
			getDefaultList: ( state: MockState ) => state.lists[ 0 ],
			getList: ( state: MockState, token: string ) =>
				( {
					'shared-token': shared,
					'gifts-token': gifts,
					'renewed-token': renewed,
				} )[ token ] ??
				state.lists.find( ( list ) => list.token === token ),
			getListError: () => undefined,
			getItems: ( state: MockState ) => state.items,
			getItemsPage: () => itemsPage,
			isItemPending: () => false,
			isAdding: () => false,
			isListPending: () => false,
			getNotices: () => notices,
		},
		actions: {
			removeItem: record( 'removeItem' ),
			updateQuantity: record( 'updateQuantity' ),
			sortItems: record( 'sortItems' ),
			moveItem: record( 'moveItem' ),
			copyItem: record( 'copyItem' ),
			// A thunk, as the store's: the add succeeds.
			addItemToCart:
				( ...args: unknown[] ) =>
				async () => {
					mockCalls.push( [ 'addItemToCart', ...args ] );
					return { ok: true, message: '', removed: false };
				},
			newLink:
				( ...args: unknown[] ) =>
				async () => {
					mockCalls.push( [ 'newLink', ...args ] );
					return {
						result: true,
						message: '',
						previous_token: 'gifts-token',
						wishlist: renewed,
					};
				},
			askEstimate: record( 'askEstimate' ),
			reloadAndAdd: record( 'reloadAndAdd' ),
			createNotice: record( 'createNotice' ),
			removeNotice: record( 'removeNotice' ),
		},
	} );
	register( store );
	const { limits } = jest.requireActual(
		'../../../tests/fixtures/wishlist-settings.json'
	);
	return {
		store,
		STORE_NAME: 'boudoir/wishlist',
		useFieldLimits: () => limits,
	};
} );

/**
 * A ResizeObserver whose sizes a test reports: the block's width, as browsers tell it.
 * Without a report the block is not laid out (jsdom), and shows the table.
 */
function mockBlockWidth() {
	Object.assign( window, { ResizeObserver: FakeResizeObserver } );
	const observers = FakeResizeObserver.observing;
	observers.clear();
	return {
		/** The elements measured. */
		get observed() {
			return [ ...observers ].map( ( { observed } ) => observed );
		},
		resize( width: number ) {
			act( () =>
				observers.forEach( ( observer ) => observer.resize( width ) )
			);
		},
	};
}

/**
 * Renders the block at an address of the wishlist page (its width unreported: the table).
 *
 * @param address The page's address, with its query.
 */
function renderAt( address: string ) {
	mockBlockWidth();
	window.history.replaceState( null, '', address );
	render( <WishlistBlock { ...CONFIG } /> );
}

beforeAll( () => {
	installDialogPolyfill();
} );

afterEach( () => {
	delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
} );

beforeEach( () => {
	mockCalls.length = 0;
	mockCartRedirect.on = false;
	window.history.replaceState( null, '', '/wishlist/' );
} );

describe( 'WishlistBlock', () => {
	it( 'shows the shopper’s default list and swaps table and cards at the shop’s mobile width, by the block’s own width', () => {
		const block = mockBlockWidth();
		render( <WishlistBlock { ...CONFIG } /> );
		const table = screen.getByRole( 'table', { name: 'My wishlist' } );
		expect( table ).toBeInTheDocument();
		// The list's element, as wide as the block's content.
		expect( block.observed ).toContain(
			table.closest( '.boudoir-wishlist__inner' )
		);

		// At most 600 px (the store's mobile width here): cards.
		block.resize( 600 );
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect(
			within(
				screen.getByRole( 'list', { name: 'My wishlist' } )
			).getAllByRole( 'listitem' )
		).toHaveLength( 3 );

		block.resize( 601 );
		expect( screen.getByRole( 'table' ) ).toBeInTheDocument();
	} );

	it( 'saves a keyboard move for the page and announces it', async () => {
		mockBlockWidth();
		const user = userEvent.setup();
		render( <WishlistBlock { ...CONFIG } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Move Iris garter belt up' } )
		);
		expect( mockCalls ).toContainEqual( [
			'sortItems',
			'sample',
			[ 2, 1, 3 ],
			1,
			10,
		] );
		expect(
			screen.getByText( 'Iris garter belt moved to position 1 of 3.' )
		).toBeInTheDocument();
	} );

	it( 'sends quantity changes and removals to the store', async () => {
		mockBlockWidth();
		const user = userEvent.setup();
		render( <WishlistBlock { ...CONFIG } /> );
		const quantity = within(
			screen.getByRole( 'row', { name: /Iris garter belt/ } )
		).getByRole( 'spinbutton', { name: 'Quantity' } );
		await user.clear( quantity );
		await user.type( quantity, '1{Enter}' );
		expect( mockCalls ).toContainEqual( [
			'updateQuantity',
			'sample',
			2,
			1,
		] );
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Iris garter belt' } )
		);
		expect( mockCalls ).toContainEqual( [ 'removeItem', 'sample', 2 ] );
	} );

	it( 'stays on the list after adding to the cart, unless the shop asks for the cart', async () => {
		mockBlockWidth();
		const user = userEvent.setup();
		const navigate = jest.fn();
		const { unmount } = render(
			<WishlistBlock { ...CONFIG } navigate={ navigate } />
		);
		const addBelt = () =>
			within(
				screen.getByRole( 'row', { name: /Iris garter belt/ } )
			).getByRole( 'button', { name: /^Add to cart/ } );
		await user.click( addBelt() );
		expect( mockCalls ).toContainEqual( [
			'addItemToCart',
			'sample',
			2,
			2,
		] );
		expect( navigate ).not.toHaveBeenCalled();
		unmount();

		mockCartRedirect.on = true;
		render( <WishlistBlock { ...CONFIG } navigate={ navigate } /> );
		await user.click( addBelt() );
		expect( navigate ).toHaveBeenCalledWith( '/cart/' );
	} );

	it( 'shows a list from the address read-only to a visitor', () => {
		renderAt( '/wishlist/?wishlist=shared-token' );
		expect(
			screen.getByRole( 'table', { name: 'Her list' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Remove/ } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Drag to reorder/ } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Copy link' } )
		).toBeInTheDocument();
	} );

	it( 'follows a new link: the address and the list take the new token', async () => {
		const user = userEvent.setup();
		renderAt( '/wishlist/?wishlist=gifts-token&utm_source=mail' );
		await user.click( screen.getByRole( 'button', { name: 'New link' } ) );
		expect( mockCalls ).toContainEqual( [ 'newLink', 3 ] );
		await waitFor( () =>
			expect( window.location.search ).toBe(
				'?wishlist=renewed-token&utm_source=mail'
			)
		);
		expect(
			screen.getByRole( 'table', { name: 'Gifts to me' } )
		).toBeInTheDocument();
	} );

	it( 'offers no "New link" on a list shared with the shopper', () => {
		renderAt( '/wishlist/?wishlist=shared-token' );
		expect(
			screen.queryByRole( 'button', { name: 'New link' } )
		).not.toBeInTheDocument();
	} );
} );
