/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import {
	cleanup,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiRequest } from '@boudoir/api';
import type { RequestOptions } from '@boudoir/api';
import { store, type Wishlist } from '@boudoir/stores/wishlist';
import { printedSettings } from '../../../src/stores/wishlist/test/printed-settings';
import { WishlistsView } from '../island';
import { namedList } from './lists';

jest.mock( '@boudoir/api', () => ( {
	...jest.requireActual( '@boudoir/api' ),
	apiRequest: jest.fn(),
	apiRequestWithHeaders: jest.fn(),
} ) );

const request = apiRequest as jest.MockedFunction< typeof apiRequest >;

/** Every write the view sent: "METHOD path" and its data. */
let writes: { call: string; data: unknown }[];

/**
 * A REST API with two lists; `fail` makes every write answer an error.
 *
 * @param fail Whether writes fail.
 */
function serve( fail = false ) {
	let lists = [
		namedList( 1, 'My wishlist', { default: true, item_count: 2 } ),
		namedList( 2, 'Gifts', { item_count: 3 } ),
	];
	request.mockImplementation( async ( options: RequestOptions ) => {
		const method = options.method ?? 'GET';
		const path = String( options.path ).replace( /\?.*$/, '' );
		if ( method === 'GET' && path === '/boudoir/v1/wishlists' ) {
			return lists;
		}
		writes.push( { call: `${ method } ${ path }`, data: options.data } );
		if ( fail ) {
			throw {
				code: 'boudoir_wishlist_error',
				message: 'The wishlist could not be saved.',
				status: 500,
			};
		}
		const data = ( options.data ?? {} ) as Record< string, string >;
		if ( method === 'POST' && path === '/boudoir/v1/wishlists' ) {
			const created = namedList( 3, data.wishlist_name, {
				privacy: data.wishlist_visibility as Wishlist[ 'privacy' ],
			} );
			lists = [ ...lists, created ];
			return created;
		}
		const privacy = path.match(
			/^\/boudoir\/v1\/wishlists\/(\d+)\/privacy$/
		);
		if ( privacy ) {
			const list = lists.find(
				( one ) => one.id === Number( privacy[ 1 ] )
			);
			return {
				result: true,
				message: 'Privacy saved.',
				wishlist: {
					...list,
					privacy: data.privacy,
				},
			};
		}
		const deleted = path.match( /^\/boudoir\/v1\/wishlists\/(\d+)$/ );
		if ( method === 'DELETE' && deleted ) {
			lists = lists.filter(
				( one ) => one.id !== Number( deleted[ 1 ] )
			);
			return {
				deleted: true,
				id: Number( deleted[ 1 ] ),
				message: 'Wishlist deleted.',
				user_wishlists: lists,
			};
		}
		throw new Error( `unexpected ${ method } ${ path }` );
	} );
}

function renderView() {
	const registry = createRegistry();
	registry.register( store );
	render(
		<RegistryProvider value={ registry }>
			<WishlistsView showItemCount showCreateForm />
		</RegistryProvider>
	);
	return userEvent.setup();
}

function row( name: string ): HTMLElement {
	const found = screen
		.getByRole( 'link', { name } )
		.closest( 'tr' ) as HTMLElement | null;
	if ( ! found ) {
		throw new Error( `no row for ${ name }` );
	}
	return found;
}

beforeEach( () => {
	writes = [];
	request.mockReset();
	window.boudoirWishlistSettings = printedSettings( {
		multiWishlist: true,
		notices: true,
	} );
} );

describe( 'the wishlists view over the store', () => {
	it( 'holds the new list’s name to the limit the server printed, and to none when it printed none', async () => {
		serve();
		renderView();
		expect(
			await screen.findByRole( 'textbox', { name: 'Wishlist name' } )
		).toHaveAttribute( 'maxlength', '100' );
		cleanup();

		window.boudoirWishlistSettings = printedSettings( {
			limits: { wishlistName: 0 },
		} );
		renderView();
		expect(
			await screen.findByRole( 'textbox', { name: 'Wishlist name' } )
		).not.toHaveAttribute( 'maxlength' );
	} );

	it( 'loads the shopper’s lists after the page loads', async () => {
		serve();
		renderView();
		expect(
			screen
				.getByText( 'Loading your wishlists…' )
				.closest( '[role="status"]' )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'link', { name: 'Gifts' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'My wishlist' } )
		).toBeVisible();
	} );

	it( 'saves a new privacy and announces the answer', async () => {
		serve();
		const user = renderView();
		await screen.findByRole( 'link', { name: 'Gifts' } );
		await user.selectOptions(
			within( row( 'Gifts' ) ).getByRole( 'combobox', {
				name: 'Privacy',
			} ),
			'public'
		);
		expect( writes ).toEqual( [
			{
				call: 'POST /boudoir/v1/wishlists/2/privacy',
				data: { privacy: 'public' },
			},
		] );
		expect( await screen.findByText( 'Privacy saved.' ) ).toBeVisible();
		expect(
			within( row( 'Gifts' ) ).getByRole( 'combobox', {
				name: 'Privacy',
			} )
		).toHaveValue( 'public' );
	} );

	it( 'puts the privacy back and shows the error when saving fails', async () => {
		serve( true );
		const user = renderView();
		await screen.findByRole( 'link', { name: 'Gifts' } );
		const select = within( row( 'Gifts' ) ).getByRole( 'combobox', {
			name: 'Privacy',
		} );
		await user.selectOptions( select, 'shared' );
		expect(
			await screen.findByText( 'The wishlist could not be saved.' )
		).toBeVisible();
		await waitFor( () => expect( select ).toHaveValue( 'private' ) );
	} );

	it( 'creates a list, shows it and says so; an empty name sends nothing', async () => {
		serve();
		const user = renderView();
		await screen.findByRole( 'link', { name: 'Gifts' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);
		expect( writes ).toEqual( [] );

		await user.type(
			screen.getByRole( 'textbox', { name: 'Wishlist name' } ),
			'Honeymoon{Enter}'
		);
		expect( writes ).toEqual( [
			{
				call: 'POST /boudoir/v1/wishlists',
				data: {
					wishlist_name: 'Honeymoon',
					wishlist_visibility: 'private',
				},
			},
		] );
		expect(
			await screen.findByRole( 'link', { name: 'Honeymoon' } )
		).toBeVisible();
		expect(
			await screen.findByText( 'Wishlist “Honeymoon” created.' )
		).toBeVisible();
	} );

	it( 'deletes a list after the confirmation', async () => {
		serve();
		const user = renderView();
		await screen.findByRole( 'link', { name: 'Gifts' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Delete Gifts' } )
		);
		expect( writes ).toEqual( [] );
		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'link', { name: 'Gifts' } )
			).not.toBeInTheDocument()
		);
		expect( writes.map( ( write ) => write.call ) ).toEqual( [
			'DELETE /boudoir/v1/wishlists/2',
		] );
		expect(
			screen.getByRole( 'heading', { name: 'Your wishlists' } )
		).toHaveFocus();
	} );
} );
