/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type {
	AddResult,
	SavedItem,
	Wishlist,
	WishlistSettings,
} from '@boudoir/stores/wishlist';
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { AddToWishlist, isAdded, readProps } from '../island';

jest.mock( '../../../src/element/mount-island', () => ( {
	mountIsland: jest.fn(),
} ) );

// The store is H1's and tested there: here a fake of the parts the view reads.
interface FakeState {
	settings: WishlistSettings;
	lists: Wishlist[];
	listsLoaded: boolean;
	saved: SavedItem[];
}
const mockState: FakeState = {
	settings: {
		multiWishlist: true,
		modal: true,
		autoClosePopup: true,
		dragAndDrop: true,
		notices: true,
		mobileMediaQuery: 768,
		popupTimeout: 3000,
		removeAfterAdd: true,
		estimateRedirect: '',
		wishlistPageUrl: 'https://shop.test/wishlist/',
		cookieDisabled: 'Cookies must be enabled to use the wishlist.',
	},
	lists: [],
	listsLoaded: true,
	saved: [],
};
const mockAdd = jest.fn<
	Promise< AddResult >,
	[ Record< string, unknown > ]
>();
const mockCreateNotice = jest.fn();
const mockResolveLists = jest.fn< Promise< Wishlist[] >, [] >();
const mockRemoveNotice = jest.fn();

jest.mock( '@wordpress/data', () => ( {
	useSelect: ( map: ( select: () => unknown ) => unknown ) =>
		map( () => ( {
			getSettings: () => mockState.settings,
			getLists: () => mockState.lists,
			hasLoadedLists: () => mockState.listsLoaded,
			getSavedItems: () => mockState.saved,
			isPending: () => false,
			getNotices: () => [],
		} ) ),
	useRegistry: () => ( {
		resolveSelect: () => ( { getLists: mockResolveLists } ),
	} ),
	useDispatch: () => ( {
		addToWishlist: mockAdd,
		createNotice: mockCreateNotice,
		removeNotice: mockRemoveNotice,
	} ),
} ) );
jest.mock( '@boudoir/stores/wishlist', () => ( { store: {} } ) );

function list( id: number, name: string, isDefault = false ): Wishlist {
	return {
		id,
		token: `token${ id }`.padEnd( 32, 'x' ),
		wishlist_name: name,
		slug: name.toLowerCase(),
		privacy: 'private',
		default: isDefault,
		item_count: 0,
		add_to_this_wishlist_url: '',
		share_url: null,
		is_user_owner: true,
	};
}

const props = {
	productId: 197,
	productType: 'simple',
	variationId: 0,
	productName: 'Margaux Lace Brief',
	showListDropdown: false,
	showTooltip: true,
	root: null,
};

beforeAll( installDialogPolyfill );

beforeEach( () => {
	mockState.lists = [];
	mockState.listsLoaded = true;
	mockState.saved = [];
	mockResolveLists.mockReset();
	mockAdd.mockReset();
	mockAdd.mockResolvedValue( { result: true, message: 'Added.' } );
	Object.defineProperty( window.navigator, 'cookieEnabled', {
		configurable: true,
		get: () => true,
	} );
} );

describe( 'add to wishlist view', () => {
	it( 'counts true and exists as added, anything else not', () => {
		expect( isAdded( { result: true, message: '' } ) ).toBe( true );
		expect( isAdded( { result: 'exists', message: '' } ) ).toBe( true );
		expect( isAdded( { result: 'error', message: '' } ) ).toBe( false );
		expect( isAdded( { result: 'boudoir_forbidden', message: '' } ) ).toBe(
			false
		);
	} );

	it( 'reads its props from the markup', () => {
		const element = document.createElement( 'div' );
		element.dataset.productId = '9';
		element.dataset.productType = 'variable';
		element.dataset.variationId = '0';
		element.dataset.productName = 'Eloise';
		element.dataset.showListDropdown = 'true';
		element.dataset.showTooltip = 'false';
		expect( readProps( element ) ).toEqual( {
			productId: 9,
			productType: 'variable',
			variationId: 0,
			productName: 'Eloise',
			showListDropdown: true,
			showTooltip: false,
			root: element,
		} );
	} );

	it( 'adds to the default list with one list or none', async () => {
		const user = userEvent.setup();
		render( <AddToWishlist { ...props } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( mockAdd ).toHaveBeenCalledWith(
			expect.objectContaining( {
				productId: 197,
				variationId: 0,
				productType: 'simple',
				noticeContext: 'global',
			} )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'a click before the lists arrive waits for them: two lists open the popup', async () => {
		const user = userEvent.setup();
		mockState.listsLoaded = false;
		mockResolveLists.mockResolvedValue( [
			list( 1, 'Mine', true ),
			list( 2, 'Holiday' ),
		] );
		render( <AddToWishlist { ...props } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( mockResolveLists ).toHaveBeenCalled();
		expect(
			await screen.findByRole( 'dialog', { name: 'Add to wishlist' } )
		).toBeInTheDocument();
		expect( mockAdd ).not.toHaveBeenCalled();
	} );

	it( 'a click before the lists arrive, with one list, adds at once', async () => {
		const user = userEvent.setup();
		mockState.listsLoaded = false;
		mockResolveLists.mockResolvedValue( [ list( 1, 'Mine', true ) ] );
		render( <AddToWishlist { ...props } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		await waitFor( () => expect( mockAdd ).toHaveBeenCalled() );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'by keyboard: once saved, the link takes the button’s focus over', async () => {
		const user = userEvent.setup();
		const { rerender } = render( <AddToWishlist { ...props } /> );
		const button = screen.getByRole( 'button', {
			name: 'Add to wishlist',
		} );
		act( () => button.focus() );
		await user.keyboard( '{Enter}' );
		expect( mockAdd ).toHaveBeenCalled();
		mockState.saved = [
			{
				item_id: 1,
				product_id: 197,
				variation_id: 0,
				wishlist_id: 1,
				wishlist_token: 'token1'.padEnd( 32, 'x' ),
			},
		];
		rerender( <AddToWishlist { ...props } /> );
		await waitFor( () =>
			expect(
				screen.getByRole( 'link', { name: 'Browse wishlist' } )
			).toHaveFocus()
		);
	} );

	it( 'shows "Browse wishlist" to the list once saved', () => {
		mockState.saved = [
			{
				item_id: 1,
				product_id: 197,
				variation_id: 0,
				wishlist_id: 3,
				wishlist_token: 'abc',
			},
		];
		render( <AddToWishlist { ...props } /> );
		expect(
			screen.getByRole( 'link', { name: 'Browse wishlist' } )
		).toHaveAttribute( 'href', 'https://shop.test/wishlist/?wishlist=abc' );
	} );

	it( 'with cookies off: the alert with the label, no request', async () => {
		const user = userEvent.setup();
		Object.defineProperty( window.navigator, 'cookieEnabled', {
			configurable: true,
			get: () => false,
		} );
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();
		render( <AddToWishlist { ...props } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( alert ).toHaveBeenCalledWith(
			'Cookies must be enabled to use the wishlist.'
		);
		expect( mockAdd ).not.toHaveBeenCalled();
		alert.mockRestore();
	} );

	it( 'with two lists: the popup, "new" switches tabs, an empty name is refused', async () => {
		const user = userEvent.setup();
		mockState.lists = [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ];
		render( <AddToWishlist { ...props } /> );
		const opener = screen.getByRole( 'button', {
			name: 'Add to wishlist',
		} );
		await user.click( opener );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Add to wishlist',
		} );
		expect( dialog ).toBeInTheDocument();
		expect(
			screen.getByRole( 'tab', { name: 'Choose a wishlist' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Wishlist' } ),
			'new'
		);
		expect(
			screen.getByRole( 'tab', { name: 'Create a wishlist' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		const name = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveFocus();
		expect( name.closest( 'p' ) ).toHaveClass( 'is-invalid' );
		expect( mockAdd ).not.toHaveBeenCalled();

		await user.type( name, 'Birthday' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Privacy' } ),
			'shared'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);
		expect( mockAdd ).toHaveBeenCalledWith(
			expect.objectContaining( {
				wishlistId: 'new',
				wishlistName: 'Birthday',
				wishlistVisibility: 'shared',
				noticeContext: 'popup',
			} )
		);
		// Auto-close after success; the message moves to the notice box.
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( mockCreateNotice ).toHaveBeenCalledWith(
			'success',
			'Added.',
			'global'
		);
	} );

	it( 'keeps the popup open on failure', async () => {
		const user = userEvent.setup();
		mockAdd.mockResolvedValue( {
			result: 'boudoir_forbidden',
			message: 'No.',
		} );
		mockState.lists = [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ];
		render( <AddToWishlist { ...props } /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Wishlist' } ),
			'2'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add to this wishlist' } )
		);
		expect( mockAdd ).toHaveBeenCalledWith(
			expect.objectContaining( { wishlistId: 2, noticeContext: 'popup' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Add to wishlist' } )
		).toBeInTheDocument();
	} );
} );
