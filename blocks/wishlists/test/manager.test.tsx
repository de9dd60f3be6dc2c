/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { Privacy } from '@boudoir/stores/wishlist';
import WishlistsManager, { type WishlistsManagerProps } from '../manager';
import { namedList } from './lists';
import type { WishlistsActions } from '../types';

const LISTS = [
	namedList( 1, 'My wishlist', { default: true, item_count: 2 } ),
	namedList( 2, 'Gifts', {
		privacy: 'shared',
		item_count: 3,
	} ),
];

function actionsMock( ok = true ) {
	return {
		saveTitle: jest.fn( () => Promise.resolve( ok ) ),
		savePrivacy: jest.fn( () => Promise.resolve( ok ) ),
		deleteList: jest.fn( () => Promise.resolve( ok ) ),
		createList: jest.fn( () => Promise.resolve( ok ) ),
	} satisfies WishlistsActions;
}

function renderManager( props: Partial< WishlistsManagerProps > = {} ) {
	const actions = props.actions ?? actionsMock();
	render(
		<WishlistsManager
			lists={ LISTS }
			hasLoaded
			multiWishlist
			showItemCount
			showCreateForm
			{ ...props }
			actions={ actions }
		/>
	);
	return { actions, user: userEvent.setup() };
}

/**
 * The table row of a list, found by its link.
 *
 * @param name The list's name.
 */
function row( name: string ): HTMLElement {
	const link = screen.getByRole( 'link', { name } );
	const found = link.closest( 'tr' );
	if ( ! found ) {
		throw new Error( `no row for ${ name }` );
	}
	return found;
}

describe( 'the wishlists table', () => {
	it( 'shows each list with its link, privacy, item count and default marker', () => {
		renderManager();
		expect(
			screen.getByRole( 'heading', { name: 'Your wishlists' } )
		).toBeInTheDocument();
		const gifts = within( row( 'Gifts' ) );
		expect( gifts.getByRole( 'link', { name: 'Gifts' } ) ).toHaveAttribute(
			'href',
			LISTS[ 1 ].add_to_this_wishlist_url
		);
		expect(
			gifts.getByRole( 'combobox', { name: 'Privacy' } )
		).toHaveValue( 'shared' );
		expect(
			gifts.getByRole( 'combobox', { name: 'Privacy' } )
		).toHaveAccessibleDescription( 'Gifts' );
		expect( gifts.getByRole( 'cell', { name: '3' } ) ).toBeInTheDocument();
		expect( gifts.queryByText( 'Default' ) ).not.toBeInTheDocument();
		expect(
			within( row( 'My wishlist' ) ).getByText( 'Default' )
		).toBeInTheDocument();
		expect(
			gifts.getByRole( 'button', { name: 'Delete Gifts' } )
		).toBeInTheDocument();
	} );

	it( 'leaves the item count out when the block says so', () => {
		renderManager( { showItemCount: false } );
		expect(
			screen.queryByRole( 'columnheader', { name: 'Items' } )
		).not.toBeInTheDocument();
	} );

	it( 'says in words how many items of each list dropped in price', () => {
		const withDrops = [
			{ ...LISTS[ 0 ], price_drop_count: 1 },
			{ ...LISTS[ 1 ], price_drop_count: 2 },
			namedList( 3, 'Bridal', { item_count: 4 } ),
		];
		const { unmount } = render(
			<WishlistsManager
				lists={ withDrops }
				hasLoaded
				multiWishlist
				showItemCount
				showCreateForm={ false }
				actions={ actionsMock() }
			/>
		);
		expect(
			within( row( 'My wishlist' ) ).getByRole( 'cell', {
				name: /^2 ?, 1 price drop$/,
			} )
		).toBeInTheDocument();
		expect(
			within( row( 'Gifts' ) ).getByRole( 'cell', {
				name: /^3 ?, 2 price drops$/,
			} )
		).toBeInTheDocument();
		expect(
			within( row( 'Bridal' ) ).getByRole( 'cell', { name: '4' } )
		).toBeInTheDocument();
		expect( within( row( 'Bridal' ) ).queryByText( /price drop/ ) ).toBe(
			null
		);
		unmount();

		// Without the count column, the drops follow the list's name.
		render(
			<WishlistsManager
				lists={ withDrops }
				hasLoaded
				multiWishlist
				showItemCount={ false }
				showCreateForm={ false }
				actions={ actionsMock() }
			/>
		);
		expect(
			within( row( 'Gifts' ) ).getByText( '2 price drops' )
		).toBeVisible();
	} );

	it( 'shows a loader while the lists load, then an empty state with the create form', () => {
		const { rerender } = render(
			<WishlistsManager
				lists={ [] }
				hasLoaded={ false }
				multiWishlist
				showItemCount
				showCreateForm
				actions={ actionsMock() }
				loading={ <p>Loading your wishlists…</p> }
			/>
		);
		expect(
			screen.getByText( 'Loading your wishlists…' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		rerender(
			<WishlistsManager
				lists={ [] }
				hasLoaded
				multiWishlist
				showItemCount
				showCreateForm
				actions={ actionsMock() }
			/>
		);
		expect(
			screen.getByText( /You have no wishlists yet/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		).toBeInTheDocument();
	} );

	it( 'shows only the default list, without delete or create, when shoppers keep a single list', () => {
		renderManager( { multiWishlist: false } );
		expect( screen.getAllByRole( 'row' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'link', { name: 'My wishlist' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Gifts' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Delete/ } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Create wishlist' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'title editing', () => {
	const editTitleOfGifts = () =>
		within( row( 'Gifts' ) ).getByRole( 'button', { name: 'Edit title' } );

	/** The title field is gone, and focus is back on "Edit title". */
	function expectTitleClosed() {
		expect(
			screen.queryByRole( 'textbox', { name: 'Wishlist title' } )
		).not.toBeInTheDocument();
		expect( editTitleOfGifts() ).toHaveFocus();
	}

	it( 'opens the title field on "Edit title"; Enter saves and focus returns to the button', async () => {
		const { actions, user } = renderManager();
		const gifts = within( row( 'Gifts' ) );
		const edit = gifts.getByRole( 'button', { name: 'Edit title' } );
		expect( edit ).toHaveAccessibleDescription( 'Gifts' );
		await user.click( edit );

		const field = screen.getByRole( 'textbox', { name: 'Wishlist title' } );
		expect( field ).toHaveFocus();
		expect( field ).toHaveValue( 'Gifts' );
		await user.clear( field );
		await user.type( field, '  Birthday gifts  {Enter}' );

		expect( actions.saveTitle ).toHaveBeenCalledTimes( 1 );
		expect( actions.saveTitle ).toHaveBeenCalledWith(
			LISTS[ 1 ],
			'Birthday gifts'
		);
		expectTitleClosed();
	} );

	it( 'Escape cancels without a request and gives focus back to "Edit title"', async () => {
		const { actions, user } = renderManager();
		await user.click( editTitleOfGifts() );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Wishlist title' } ),
			' and more{Escape}'
		);

		expect( actions.saveTitle ).not.toHaveBeenCalled();
		expectTitleClosed();
	} );

	it( 'an empty title marks the form invalid, keeps focus in the field and sends nothing', async () => {
		const { actions, user } = renderManager();
		await user.click( editTitleOfGifts() );
		const field = screen.getByRole( 'textbox', { name: 'Wishlist title' } );
		await user.clear( field );
		await user.type( field, '   {Enter}' );

		expect( actions.saveTitle ).not.toHaveBeenCalled();
		expect( field ).toBeInTheDocument();
		expect( field ).toHaveFocus();
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription( 'Please enter a title.' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a title.'
		);
		expect( field.closest( 'form' ) ).toHaveClass( 'is-invalid' );

		// Typing a title clears the error; saving works again.
		await user.type( field, 'Gifts 2{Enter}' );
		expect( actions.saveTitle ).toHaveBeenCalledWith(
			LISTS[ 1 ],
			'Gifts 2'
		);
	} );

	it( 'sends nothing when the title is unchanged', async () => {
		const { actions, user } = renderManager();
		await user.click( editTitleOfGifts() );
		await user.keyboard( '{Enter}' );
		expect( actions.saveTitle ).not.toHaveBeenCalled();
	} );
} );

describe( 'privacy', () => {
	it( 'saves a new choice at once', async () => {
		const { actions, user } = renderManager();
		await user.selectOptions(
			within( row( 'My wishlist' ) ).getByRole( 'combobox', {
				name: 'Privacy',
			} ),
			'public'
		);
		expect( actions.savePrivacy ).toHaveBeenCalledWith(
			LISTS[ 0 ],
			'public' satisfies Privacy
		);
	} );
} );

describe( 'deleting a list', () => {
	it( 'asks first; Escape and Cancel keep the list and give focus back', async () => {
		const { actions, user } = renderManager();
		const deleteGifts = within( row( 'Gifts' ) ).getByRole( 'button', {
			name: 'Delete Gifts',
		} );
		await user.click( deleteGifts );

		const question = screen.getByRole( 'group', {
			name: 'Delete “Gifts” and its 3 items?',
		} );
		expect(
			within( question ).getByRole( 'button', { name: 'Cancel' } )
		).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'group' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Delete Gifts' } )
		).toHaveFocus();

		await user.keyboard( '{Enter}' );
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Delete Gifts' } )
		).toHaveFocus();
		expect( actions.deleteList ).not.toHaveBeenCalled();
	} );

	it( 'deletes on confirmation, by keyboard, and moves focus to the heading', async () => {
		const { actions, user } = renderManager();
		within( row( 'Gifts' ) )
			.getByRole( 'button', { name: 'Delete Gifts' } )
			.focus();
		await user.keyboard( '{Enter}' );
		// From "Cancel" back to "Delete".
		await user.keyboard( '{Shift>}{Tab}{/Shift}' );
		expect(
			screen.getByRole( 'button', { name: 'Delete' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );

		expect( actions.deleteList ).toHaveBeenCalledTimes( 1 );
		expect( actions.deleteList ).toHaveBeenCalledWith( LISTS[ 1 ] );
		expect(
			screen.getByRole( 'heading', { name: 'Your wishlists' } )
		).toHaveFocus();
	} );

	it( 'gives focus back to "Delete <name>" when the delete fails', async () => {
		const { user } = renderManager( { actions: actionsMock( false ) } );
		await user.click(
			screen.getByRole( 'button', { name: 'Delete My wishlist' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Delete My wishlist' } )
		).toHaveFocus();
	} );
} );

describe( 'creating a list', () => {
	it( 'an empty name marks the name field invalid, focuses it and sends nothing', async () => {
		const { actions, user } = renderManager();
		const name = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		await user.type( name, '  ' );
		await user.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);

		expect( actions.createList ).not.toHaveBeenCalled();
		expect( name ).toHaveFocus();
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveAccessibleDescription(
			'Please enter a name for the wishlist.'
		);
		// docs/contract.md, Validation: the field's paragraph is marked invalid.
		expect( name.closest( 'p' ) ).toHaveClass( 'is-invalid' );
	} );

	it( 'creates a list with its name and privacy, then empties the form', async () => {
		const { actions, user } = renderManager();
		const form = screen.getByRole( 'form', { name: 'New wishlist' } );
		const name = within( form ).getByRole( 'textbox', {
			name: 'Wishlist name',
		} );
		await user.type( name, 'Honeymoon' );
		await user.selectOptions(
			within( form ).getByRole( 'combobox', { name: 'Privacy' } ),
			'shared'
		);
		await user.click( name );
		await user.keyboard( '{Enter}' );

		expect( actions.createList ).toHaveBeenCalledWith(
			'Honeymoon',
			'shared'
		);
		expect( name ).toHaveValue( '' );
		expect(
			within( form ).getByRole( 'combobox', { name: 'Privacy' } )
		).toHaveValue( 'private' );
		expect( name ).toHaveFocus();
	} );

	it( 'keeps what was typed when creating fails', async () => {
		const { user } = renderManager( { actions: actionsMock( false ) } );
		const name = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		await user.type( name, 'Honeymoon{Enter}' );
		expect( name ).toHaveValue( 'Honeymoon' );
	} );
} );
