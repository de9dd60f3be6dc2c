/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	store,
	type SavedItem,
	type Wishlist,
	type WishlistItem,
} from '@boudoir/stores/wishlist';
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { makeItem, makeList } from '../../../src/stores/wishlist/test/fixtures';
import { elementFrom } from '../../../src/test-utils/markup';
import { printedSettings } from '../../../src/stores/wishlist/test/printed-settings';
import * as afterPaint from '../../../src/dom/after-paint';
import { AddToWishlist, isAdded, readProps } from '../island';

jest.mock( '../../../src/element/mount-island', () => ( {
	mountIsland: jest.fn(),
} ) );

/** A request the view's store sent, as the fake server saw it. */
interface Sent {
	method: string;
	/** The route, without the query string. */
	route: string;
	data?: Record< string, unknown >;
}

/** A route's answer: a value, or a thrown REST error. */
type Handler = ( sent: Sent ) => unknown;

/** What the fake REST API holds, and what it was sent. */
let routes: Record< string, Handler >;
let sent: Sent[];

function writes(): Sent[] {
	return sent.filter( ( one ) => one.method !== 'GET' );
}

/**
 * A REST error as WordPress answers it (api-fetch throws the parsed body).
 *
 * @param code    The error code.
 * @param message The message.
 * @param status  The HTTP status.
 */
function restError( code: string, message: string, status: number ) {
	return { code, message, data: { status } };
}

/**
 * api-fetch's fetch handler: every middleware (nonce, method override, fetch-all) runs
 * over it as in the browser; only the network is fake.
 *
 * @param options The request as the middlewares left it.
 */
async function fakeFetch( options: APIFetchOptions ): Promise< unknown > {
	const override = ( options.headers as Record< string, string > )?.[
		'X-HTTP-Method-Override'
	];
	const one: Sent = {
		method: override ?? options.method ?? 'GET',
		route: String( options.path ).replace( /\?.*$/, '' ),
		data: options.data as Record< string, unknown > | undefined,
	};
	sent.push( one );
	const handler = routes[ `${ one.method } ${ one.route }` ];
	if ( ! handler ) {
		throw restError( 'rest_no_route', `No route ${ one.route }`, 404 );
	}
	const body = await handler( one );
	if ( options.parse === false ) {
		// fetch-all (per_page=-1) reads a Response: one page, no next link.
		return {
			ok: true,
			status: 200,
			headers: { get: () => null },
			json: async () => body,
		};
	}
	return body;
}

const NS = '/boudoir/v1';

function list( id: number, name: string, isDefault = false ): Wishlist {
	return makeList( id, `token${ id }`.padEnd( 32, 'x' ), {
		wishlist_name: name,
		slug: name.toLowerCase(),
		default: isDefault,
		add_to_this_wishlist_url: '',
	} );
}

const props = {
	productId: 197,
	productType: 'simple',
	variationId: 0,
	productName: 'Margaux Lace Brief',
	showListDropdown: false,
	showTooltip: true,
	root: null as HTMLElement | null,
};

/**
 * An item as the REST API answers it.
 *
 * @param itemId    Its id.
 * @param productId Its product.
 */
function item( itemId: number, productId: number ): WishlistItem {
	return makeItem( itemId, productId, {
		name: 'Margaux Lace Brief',
		permalink: '',
		price: null,
		price_when_added: null,
		added_at: '2026-01-01T00:00:00',
	} );
}

/**
 * The shop: the shopper's lists and saved products; POST /items/add saves on the list
 * asked for (the default one, else a new one) and answers "Added.".
 *
 * @param lists The shopper's lists.
 * @param saved The saved products.
 */
function serve( lists: Wishlist[], saved: SavedItem[] = [] ) {
	routes = {
		[ `GET ${ NS }/wishlists` ]: () => lists,
		[ `GET ${ NS }/items/saved` ]: () => saved,
		[ `POST ${ NS }/items/add` ]: ( { data } ) => {
			const target =
				data?.wishlist_id === 'new'
					? list( 9, String( data.wishlist_name ) )
					: ( lists.find( ( one ) => one.id === data?.wishlist_id ) ??
						lists[ 0 ] ??
						list( 1, 'Mine', true ) );
			return {
				result: true,
				message: 'Added.',
				item: item( 50, Number( data?.add_to_wishlist ) ),
				wishlist: target,
				user_wishlists: [],
			};
		},
	};
}

/** A promise and its resolve, to hold an answer back. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	const promise = new Promise< T >( ( yes ) => {
		resolve = yes;
	} );
	return { promise, resolve };
}

/**
 * Renders the view over a new registry with the real wishlist store.
 *
 * @param overrides Props.
 */
function renderView( overrides: Partial< typeof props > = {} ) {
	const registry = createRegistry();
	registry.register( store );
	const view = render(
		<RegistryProvider value={ registry }>
			<AddToWishlist { ...props } { ...overrides } />
		</RegistryProvider>
	);
	return { ...view, registry };
}

beforeAll( () => {
	installDialogPolyfill();
	apiFetch.setFetchHandler( fakeFetch );
} );

beforeEach( () => {
	sent = [];
	serve( [] );
	window.boudoirWishlistSettings = printedSettings( {
		wishlistPageUrl: 'https://shop.test/wishlist/',
		// One list or none: the button adds to the default list without the popup.
		addStraight: true,
	} );
	Object.defineProperty( window.navigator, 'cookieEnabled', {
		configurable: true,
		get: () => true,
	} );
} );

afterEach( () => {
	delete window.boudoirWishlistSettings;
} );

/**
 * Renders the view with the shopper's lists on their way, and clicks "Add to wishlist"
 * before they arrive.
 *
 * @return The lists' answer, to resolve.
 */
async function clickBeforeTheLists() {
	const user = userEvent.setup();
	const lists = deferred< Wishlist[] >();
	serve( [] );
	routes[ `GET ${ NS }/wishlists` ] = () => lists.promise;
	renderView();
	await user.click(
		screen.getByRole( 'button', { name: 'Add to wishlist' } )
	);
	return lists;
}

/**
 * The next click on the button is the shopper's own: it opens the island's popup.
 *
 * @param user The test's user.
 */
async function expectOwnClickOpensThePopup(
	user: ReturnType< typeof userEvent.setup >
) {
	await user.click(
		screen.getByRole( 'button', { name: 'Add to wishlist' } )
	);
	expect(
		screen.getByRole( 'dialog', { name: 'Add to wishlist' } )
	).toBeInTheDocument();
}

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
		const element = elementFrom(
			'<div data-product-id="9" data-product-type="variable" data-variation-id="0" data-product-name="Eloise" data-show-list-dropdown="true" data-show-tooltip="false"></div>'
		);
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
		const { registry } = renderView();
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		await waitFor( () => expect( writes() ).toHaveLength( 1 ) );
		expect( writes()[ 0 ] ).toEqual( {
			method: 'POST',
			route: `${ NS }/items/add`,
			data: { add_to_wishlist: 197, product_type: 'simple' },
		} );
		// The answer's message goes to the notice box, not a popup.
		await waitFor( () =>
			expect( registry.select( store ).getNotices( 'global' ) ).toEqual( [
				expect.objectContaining( { message: 'Added.' } ),
			] )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'a click before the lists arrive waits for them: two lists open the popup', async () => {
		const lists = await clickBeforeTheLists();
		expect(
			sent.filter( ( one ) => one.route === `${ NS }/wishlists` )
		).toHaveLength( 1 );
		await act( async () =>
			lists.resolve( [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ] )
		);
		expect(
			await screen.findByRole( 'dialog', { name: 'Add to wishlist' } )
		).toBeInTheDocument();
		expect( writes() ).toEqual( [] );
	} );

	it( 'a click before the lists arrive, with one list, adds at once', async () => {
		const lists = await clickBeforeTheLists();
		expect( writes() ).toEqual( [] );
		await act( async () => lists.resolve( [ list( 1, 'Mine', true ) ] ) );
		await waitFor( () =>
			expect( writes().map( ( one ) => one.route ) ).toEqual( [
				`${ NS }/items/add`,
			] )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'where every add opens the popup, it opens at once, its lists loading in it', async () => {
		window.boudoirWishlistSettings = printedSettings( {
			addStraight: false,
		} );
		const lists = await clickBeforeTheLists();
		const dialog = screen.getByRole( 'dialog', {
			name: 'Add to wishlist',
		} );
		expect( dialog ).toHaveTextContent( 'Loading your wishlists…' );
		await act( async () =>
			lists.resolve( [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ] )
		);
		expect(
			await screen.findByRole( 'combobox', { name: 'Wishlist' } )
		).toHaveValue( '1' );
		expect( writes() ).toEqual( [] );
	} );

	it( 'takes over from the server’s shell: its popup on the tab chosen there, the shell closed; a shell closed first is the shopper’s answer', async () => {
		window.boudoirWishlistSettings = printedSettings( {
			addStraight: false,
		} );
		const shell = document.createElement( 'dialog' );
		shell.id = 'boudoir-add-popup';
		shell.dataset.tab = 'create';
		document.body.append( shell );
		shell.showModal();
		const root = elementFrom( '<div data-boudoir-shell="open"></div>' );
		const user = userEvent.setup();
		renderView( { root } );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		// The shell's frame first: the island's popup after it.
		expect(
			await screen.findByRole( 'tab', { name: 'Create a wishlist' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( shell.open ).toBe( false );
		expect( root.hasAttribute( 'data-boudoir-shell' ) ).toBe( false );
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		root.setAttribute( 'data-boudoir-shell', 'closed' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( root.hasAttribute( 'data-boudoir-shell' ) ).toBe( false );
		await expectOwnClickOpensThePopup( user );
		shell.remove();
	} );

	it( 'a shell closed after the island chose to take its place (Escape before its render) stays the answer: no popup', async () => {
		window.boudoirWishlistSettings = printedSettings( {
			addStraight: false,
		} );
		const shell = document.createElement( 'dialog' );
		shell.id = 'boudoir-add-popup';
		document.body.append( shell );
		shell.showModal();
		// The frame is out, the shell still open: the island takes over; the shopper's
		// Escape closes the shell before the island's popup is rendered.
		const takeOverThenEscape = jest
			.spyOn( afterPaint, 'afterShellPaint' )
			.mockImplementation( ( open, takeOver ) => {
				takeOver( open as HTMLDialogElement );
				( open as HTMLDialogElement ).close();
			} );
		const root = elementFrom( '<div data-boudoir-shell="open"></div>' );
		const user = userEvent.setup();
		renderView( { root } );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( takeOverThenEscape ).toHaveBeenCalled();
		expect( shell.open ).toBe( false );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		takeOverThenEscape.mockRestore();
		await expectOwnClickOpensThePopup( user );
		shell.remove();
	} );

	it( 'by keyboard: once saved, the link takes the button’s focus over', async () => {
		const user = userEvent.setup();
		serve( [ list( 1, 'Mine', true ) ] );
		renderView();
		const button = screen.getByRole( 'button', {
			name: 'Add to wishlist',
		} );
		act( () => button.focus() );
		await user.keyboard( '{Enter}' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'link', { name: 'Browse wishlist' } )
			).toHaveFocus()
		);
		expect( writes()[ 0 ].route ).toBe( `${ NS }/items/add` );
	} );

	it( 'shows "Browse wishlist" to the list once saved', async () => {
		serve(
			[],
			[
				{
					item_id: 1,
					product_id: 197,
					variation_id: 0,
					wishlist_id: 3,
					wishlist_token: 'abc',
				},
			]
		);
		renderView();
		expect(
			await screen.findByRole( 'link', { name: 'Browse wishlist' } )
		).toHaveAttribute( 'href', 'https://shop.test/wishlist/?wishlist=abc' );
	} );

	it( 'with cookies off: the alert with the label, no request', async () => {
		const user = userEvent.setup();
		Object.defineProperty( window.navigator, 'cookieEnabled', {
			configurable: true,
			get: () => false,
		} );
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();
		renderView();
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( alert ).toHaveBeenCalledWith(
			'Cookies must be enabled to use the wishlist.'
		);
		expect( writes() ).toEqual( [] );
		alert.mockRestore();
	} );

	it( 'with two lists: the popup, "new" switches tabs, an empty name is refused', async () => {
		const user = userEvent.setup();
		serve( [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ] );
		const { registry } = renderView();
		await act( () => registry.resolveSelect( store ).getLists() );
		const opener = screen.getByRole( 'button', {
			name: 'Add to wishlist',
		} );
		await user.click( opener );
		const dialog = await screen.findByRole( 'dialog', {
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
		expect( writes() ).toEqual( [] );

		await user.type( name, 'Birthday' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Privacy' } ),
			'shared'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create wishlist' } )
		);
		await waitFor( () => expect( writes() ).toHaveLength( 1 ) );
		expect( writes()[ 0 ].data ).toEqual( {
			add_to_wishlist: 197,
			product_type: 'simple',
			wishlist_id: 'new',
			wishlist_name: 'Birthday',
			wishlist_visibility: 'shared',
		} );
		// Auto-close after success; the message moves from the popup to the notice box.
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( registry.select( store ).getNotices( 'global' ) ).toEqual( [
			expect.objectContaining( { status: 'success', message: 'Added.' } ),
		] );
	} );

	it( 'keeps the popup open on failure', async () => {
		const user = userEvent.setup();
		serve( [ list( 1, 'Mine', true ), list( 2, 'Holiday' ) ] );
		routes[ `POST ${ NS }/items/add` ] = () => {
			throw restError( 'boudoir_forbidden', 'No.', 403 );
		};
		const { registry } = renderView();
		await act( () => registry.resolveSelect( store ).getLists() );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		await user.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Wishlist' } ),
			'2'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add to this wishlist' } )
		);
		await waitFor( () => expect( writes() ).toHaveLength( 1 ) );
		expect( writes()[ 0 ].data ).toMatchObject( { wishlist_id: 2 } );
		// The refusal shows in the popup, which stays open.
		await waitFor( () =>
			expect( registry.select( store ).getNotices( 'popup' ) ).toEqual( [
				expect.objectContaining( { status: 'error', message: 'No.' } ),
			] )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Add to wishlist' } )
		).toBeInTheDocument();
	} );

	it( 'with several wishlists (the default), the popup opens even with no list yet, the default list chosen', async () => {
		const user = userEvent.setup();
		window.boudoirWishlistSettings = printedSettings( {
			wishlistPageUrl: 'https://shop.test/wishlist/',
		} );
		const { registry } = renderView();
		await act( () => registry.resolveSelect( store ).getLists() );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		const select = await screen.findByRole( 'combobox', {
			name: 'Wishlist',
		} );
		expect( select ).toHaveValue( '' );
		expect(
			screen.getByRole( 'option', { name: 'My wishlist' } )
		).toHaveProperty( 'selected', true );
		expect( writes() ).toEqual( [] );
		await user.click(
			screen.getByRole( 'button', { name: 'Add to this wishlist' } )
		);
		await waitFor( () => expect( writes() ).toHaveLength( 1 ) );
		expect( writes()[ 0 ].data ).not.toHaveProperty( 'wishlist_id' );
	} );

	it( 'once saved on one list: "Remove from wishlist" deletes the item, and the add button comes back with the focus', async () => {
		const user = userEvent.setup();
		const mine = list( 1, 'Mine', true );
		serve(
			[ mine ],
			[
				{
					item_id: 7,
					product_id: 197,
					variation_id: 0,
					wishlist_id: 1,
					wishlist_token: mine.token,
				},
			]
		);
		routes[ `DELETE ${ NS }/items/7` ] = () => ( {
			deleted: true,
			item_id: 7,
			message: 'Removed.',
			wishlist: { ...mine, price_drop_count: null },
		} );
		const { registry } = renderView();
		const remove = await screen.findByRole( 'button', {
			name: 'Remove from wishlist',
		} );
		act( () => remove.focus() );
		await user.keyboard( '{Enter}' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Add to wishlist' } )
			).toHaveFocus()
		);
		expect( writes() ).toEqual( [
			expect.objectContaining( {
				method: 'DELETE',
				route: `${ NS }/items/7`,
			} ),
		] );
		expect(
			screen.queryByRole( 'link', { name: 'Browse wishlist' } )
		).not.toBeInTheDocument();
		expect( registry.select( store ).getNotices( 'global' ) ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				message: 'Removed.',
			} ),
		] );
	} );

	it( 'on several lists: "Remove from all wishlists" takes it off every list in one request', async () => {
		const user = userEvent.setup();
		const mine = list( 1, 'Mine', true );
		const holiday = list( 2, 'Holiday' );
		serve(
			[ mine, holiday ],
			[ mine, holiday ].map( ( one, index ) => ( {
				item_id: 7 + index,
				product_id: 197,
				variation_id: 0,
				wishlist_id: one.id,
				wishlist_token: one.token,
			} ) )
		);
		routes[ `POST ${ NS }/items/remove-from-all` ] = () => ( {
			message: 'Removed.',
			wishlist: null,
			user_wishlists: [],
		} );
		renderView();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Remove from all wishlists',
			} )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Add to wishlist' } )
		).toBeInTheDocument();
		expect( writes() ).toEqual( [
			expect.objectContaining( {
				route: `${ NS }/items/remove-from-all`,
				data: expect.objectContaining( { prod_id: 197 } ),
			} ),
		] );
	} );
} );
