/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import {
	cleanup,
	fireEvent,
	render,
	screen,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { sampleItems, sampleList } from '../sample-data';
import type { ItemActions } from '../types';
import {
	WishlistContent,
	type WishlistContentProps,
} from '../wishlist-content';
import { CONFIG } from './config';
import { clickSend, typeNameAndEmail } from './estimate-form';

// The estimate dialog offers "Send me a copy" to signed-in shoppers only: this one is signed in.
jest.mock( '../estimate-copy', () => ( {
	...jest.requireActual( '../estimate-copy' ),
	GUEST_FORM: { copyTo: null, name: '', email: '' },
	loadEstimateForm: () =>
		Promise.resolve( {
			copyTo: 'camille@example.com',
			name: '',
			email: '',
		} ),
} ) );

function actionsWith( patch: Partial< ItemActions > = {} ): ItemActions {
	return {
		canEdit: true,
		canTransfer: true,
		canSort: true,
		removeItem: jest.fn(),
		setQuantity: jest.fn(),
		addToCart: jest.fn( () => Promise.resolve() ),
		openTransfer: jest.fn(),
		moveBy: jest.fn(),
		reorder: jest.fn(),
		...patch,
	};
}

function renderContent( props: Partial< WishlistContentProps > = {} ) {
	const all: WishlistContentProps = {
		config: CONFIG,
		list: sampleList(),
		items: sampleItems(),
		page: 1,
		totalPages: 1,
		onPageChange: jest.fn(),
		isMobile: false,
		actions: actionsWith(),
		destinations: [ { token: 'gifts-token', wishlist_name: 'Gifts' } ],
		modal: true,
		notices: [],
		onRemoveNotice: jest.fn(),
		noticeTimeout: 3000,
		announcement: '',
		onTransfer: jest.fn( () => Promise.resolve( true ) ),
		onBulkRemove: jest.fn(),
		onBulkAddToCart: jest.fn( () => Promise.resolve() ),
		onEstimate: jest.fn(),
		onCopyLink: jest.fn(),
		onAddSuggested: jest.fn(),
		...props,
	};
	render( <WishlistContent { ...all } /> );
	return all;
}

function rowOf( name: string ): HTMLElement {
	const row = screen.getByRole( 'link', { name } ).closest( 'tr' );
	if ( ! row ) {
		throw new Error( `no row for ${ name }` );
	}
	return row;
}

beforeAll( () => {
	installDialogPolyfill();
} );

describe( 'table view', () => {
	it( 'shows each item with its price, the price when added, stock and actions', () => {
		renderContent();
		const table = screen.getByRole( 'table', { name: 'My wishlist' } );
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 4 );

		const brief = within( rowOf( 'Margaux lace brief' ) );
		expect( brief.getByText( '€39.50' ) ).toBeInTheDocument();
		expect( brief.getByText( 'Was €49.90' ) ).toBeInTheDocument();
		expect( brief.getByText( 'In stock' ) ).toBeInTheDocument();
		expect(
			brief.getByRole( 'spinbutton', { name: 'Quantity' } )
		).toHaveValue( 1 );
		expect(
			brief.getByRole( 'button', { name: 'Remove Margaux lace brief' } )
		).toBeInTheDocument();
		expect(
			brief.getByRole( 'button', {
				name: 'More actions (Margaux lace brief)',
			} )
		).toHaveAttribute( 'aria-expanded', 'false' );

		const belt = within( rowOf( 'Iris garter belt' ) );
		expect( belt.getByText( '2 in stock' ) ).toBeInTheDocument();
		const bra = within( rowOf( 'Éloïse balconette bra' ) );
		expect( bra.getByText( 'Out of stock' ) ).toBeInTheDocument();
		expect(
			bra.getByRole( 'button', { name: /^Add to cart/ } )
		).toBeDisabled();
	} );

	it( 'hides the columns the block hides', () => {
		renderContent( {
			config: { ...CONFIG, showStock: false, showQuantity: false },
		} );
		expect(
			screen.queryByRole( 'columnheader', { name: 'Stock' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'spinbutton' ) ).not.toBeInTheDocument();
	} );

	it( 'suppresses Enter in a quantity field and sends valid quantities', () => {
		const { actions } = renderContent();
		const quantity = within( rowOf( 'Margaux lace brief' ) ).getByRole(
			'spinbutton',
			{ name: 'Quantity' }
		);
		// fireEvent returns false when a handler prevented the default.
		expect( fireEvent.keyDown( quantity, { key: 'Enter' } ) ).toBe( false );
		expect( fireEvent.keyDown( quantity, { key: '3' } ) ).toBe( true );

		fireEvent.change( quantity, { target: { value: '3' } } );
		expect( actions.setQuantity ).toHaveBeenCalledWith(
			expect.objectContaining( { item_id: 1 } ),
			3
		);
		fireEvent.change( quantity, { target: { value: '0' } } );
		expect( actions.setQuantity ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'steps a quantity with the shop’s steppers, within 1 and the stock', () => {
		const { actions } = renderContent();
		const belt = within( rowOf( 'Iris garter belt' ) );
		const quantity = belt.getByRole( 'spinbutton', { name: 'Quantity' } );
		const minus = belt.getByRole( 'button', { name: 'Decrease quantity' } );
		const plus = belt.getByRole( 'button', { name: 'Increase quantity' } );
		// 2 of 2 in stock: plus is at its bound.
		expect( quantity ).toHaveValue( 2 );
		expect( plus ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.click( plus );
		expect( actions.setQuantity ).not.toHaveBeenCalled();

		fireEvent.click( minus );
		expect( actions.setQuantity ).toHaveBeenCalledWith(
			expect.objectContaining( { item_id: 2 } ),
			1
		);
		expect( quantity ).toHaveValue( 1 );
		expect( minus ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( plus ).toHaveAttribute( 'aria-disabled', 'false' );
		fireEvent.click( minus );
		expect( actions.setQuantity ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is read-only for a visitor: no remove, quantity, move or sorting', () => {
		renderContent( {
			actions: actionsWith( {
				canEdit: false,
				canTransfer: false,
				canSort: false,
			} ),
		} );
		expect(
			screen.queryByRole( 'button', { name: /^Remove/ } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'spinbutton' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Move .* up$/ } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^More actions/ } )
		).not.toBeInTheDocument();
		expect(
			screen.getAllByRole( 'button', { name: /^Add to cart/ } )
		).toHaveLength( 3 );
	} );
} );

describe( 'bulk actions', () => {
	it( 'keeps Apply disabled until a row is checked', async () => {
		const user = userEvent.setup();
		const { onBulkRemove } = renderContent();
		const apply = screen.getByRole( 'button', { name: 'Apply' } );
		expect( apply ).toBeDisabled();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Select Iris garter belt' } )
		);
		expect( apply ).toBeEnabled();
		await user.click( apply );
		expect( onBulkRemove ).toHaveBeenCalledWith( [
			expect.objectContaining( { item_id: 2 } ),
		] );
	} );

	it( '"Select all" toggles every enabled row', async () => {
		const user = userEvent.setup();
		renderContent( { pending: new Set( [ 3 ] ) } );
		const selectAll = screen.getByRole( 'checkbox', {
			name: 'Select all',
		} );
		await user.click( selectAll );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Select Margaux lace brief',
			} )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Iris garter belt' } )
		).toBeChecked();
		const pending = screen.getByRole( 'checkbox', {
			name: 'Select Éloïse balconette bra',
		} );
		expect( pending ).toBeDisabled();
		expect( pending ).not.toBeChecked();
		expect( selectAll ).toBeChecked();

		await user.click( selectAll );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Select Margaux lace brief',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
	} );
} );

describe( 'move dialog', () => {
	it( 'needs a name for a new list and sends nothing without one', async () => {
		const user = userEvent.setup();
		const { onTransfer } = renderContent();
		await user.click(
			within( rowOf( 'Margaux lace brief' ) ).getByRole( 'button', {
				name: 'More actions (Margaux lace brief)',
			} )
		);
		await user.click(
			within( rowOf( 'Margaux lace brief' ) ).getByRole( 'button', {
				name: 'Move to another wishlist',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Move to another wishlist',
		} );
		const destination = within( dialog ).getByRole( 'combobox', {
			name: 'Wishlist',
		} );
		expect( destination ).toHaveValue( 'gifts-token' );
		await user.selectOptions( destination, 'new' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Move' } )
		);
		const name = within( dialog ).getByRole( 'textbox', {
			name: 'Wishlist name',
		} );
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveFocus();
		expect( name.closest( 'p' ) ).toHaveClass( 'is-invalid' );
		expect( onTransfer ).not.toHaveBeenCalled();

		await user.type( name, 'Holiday' );
		await user.selectOptions(
			within( dialog ).getByRole( 'combobox', { name: 'Privacy' } ),
			'shared'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Move' } )
		);
		expect( onTransfer ).toHaveBeenCalledWith(
			'move',
			[ expect.objectContaining( { item_id: 1 } ) ],
			{
				destination: 'new',
				wishlistName: 'Holiday',
				wishlistVisibility: 'shared',
			}
		);
		expect(
			screen.queryByRole( 'dialog', { name: 'Move to another wishlist' } )
		).not.toBeInTheDocument();
	} );

	it( 'copies to an existing list', async () => {
		const user = userEvent.setup();
		const { onTransfer } = renderContent();
		await user.click(
			within( rowOf( 'Iris garter belt' ) ).getByRole( 'button', {
				name: 'More actions (Iris garter belt)',
			} )
		);
		await user.click(
			within( rowOf( 'Iris garter belt' ) ).getByRole( 'button', {
				name: 'Copy to another wishlist',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Copy to another wishlist',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Copy' } )
		);
		expect( onTransfer ).toHaveBeenCalledWith(
			'copy',
			[ expect.objectContaining( { item_id: 2 } ) ],
			{ destination: 'gifts-token' }
		);
	} );
} );

describe( 'keyboard sorting', () => {
	it( 'moves an item up or down with buttons and announces it', async () => {
		const user = userEvent.setup();
		const { actions } = renderContent( {
			announcement: 'Iris garter belt moved to position 1 of 3.',
		} );
		const up = screen.getByRole( 'button', {
			name: 'Move Iris garter belt up',
		} );
		up.focus();
		await user.keyboard( '{Enter}' );
		expect( actions.moveBy ).toHaveBeenCalledWith(
			expect.objectContaining( { item_id: 2 } ),
			-1
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Move Margaux lace brief down',
			} )
		);
		expect( actions.moveBy ).toHaveBeenLastCalledWith(
			expect.objectContaining( { item_id: 1 } ),
			1
		);

		// The ends go nowhere, but keep focus.
		const firstUp = screen.getByRole( 'button', {
			name: 'Move Margaux lace brief up',
		} );
		expect( firstUp ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( firstUp );
		expect( actions.moveBy ).toHaveBeenCalledTimes( 2 );
		expect(
			screen.getByText( 'Iris garter belt moved to position 1 of 3.' )
		).toBeInTheDocument();
	} );
} );

describe( 'mobile variant', () => {
	it( 'shows cards instead of the table', () => {
		renderContent( { isMobile: true } );
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		const cards = screen.getByRole( 'list', { name: 'My wishlist' } );
		expect( within( cards ).getAllByRole( 'listitem' ) ).toHaveLength( 3 );
		expect(
			within( cards ).getAllByRole( 'spinbutton', { name: 'Quantity' } )
		).toHaveLength( 3 );
	} );
} );

describe( 'image grid', () => {
	it( 'opens one item at a time and closes on a click outside or after add to cart', async () => {
		const user = userEvent.setup();
		const addToCart = jest.fn( () => Promise.resolve() );
		renderContent( {
			config: { ...CONFIG, view: 'grid' },
			actions: actionsWith( { addToCart } ),
		} );
		const brief = screen.getByRole( 'button', {
			name: 'Margaux lace brief',
		} );
		const belt = screen.getByRole( 'button', { name: 'Iris garter belt' } );
		expect( brief ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( brief );
		expect( brief ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Remove Margaux lace brief' } )
		).toBeInTheDocument();

		await user.click( belt );
		expect( belt ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( brief ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( document.body );
		expect( belt ).toHaveAttribute( 'aria-expanded', 'false' );

		await user.click( belt );
		await user.click(
			screen.getByRole( 'button', { name: /^Add to cart \(Iris/ } )
		);
		expect( addToCart ).toHaveBeenCalled();
		expect( belt ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'estimate dialog', () => {
	it( 'shows the server’s errors in the dialog, then the confirmation', async () => {
		const user = userEvent.setup();
		const onEstimate = jest
			.fn()
			.mockResolvedValueOnce( {
				code: 'boudoir_invalid_name',
				message: 'Please enter your name.',
				status: 400,
				data: {
					status: 400,
					params: { name: 'Please enter your name.' },
				},
			} )
			.mockResolvedValueOnce( {
				result: true,
				message: 'Your estimate request was sent.',
				template: '<div>server markup</div>',
				redirect: null,
			} );
		renderContent( { onEstimate } );
		await user.click(
			screen.getByRole( 'button', { name: 'Ask for an estimate' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Ask for an estimate',
		} );
		await clickSend( user, dialog );
		// The error block (the notice box's alert region beside it stays empty).
		expect(
			within( dialog )
				.getAllByRole( 'alert' )
				.filter( ( alert ) =>
					alert.textContent?.includes( 'Please enter your name.' )
				)
		).toHaveLength( 1 );
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } )
		).toHaveAttribute( 'aria-invalid', 'true' );

		await typeNameAndEmail( user, dialog, {
			name: 'Camille',
			email: 'camille@example.com',
		} );
		await user.click(
			within( dialog ).getByRole( 'checkbox', { name: 'Send me a copy' } )
		);
		await clickSend( user, dialog );
		await screen.findByText( 'Your estimate request was sent.' );
		expect( onEstimate ).toHaveBeenLastCalledWith( {
			name: 'Camille',
			email: 'camille@example.com',
			notes: '',
			copy: true,
		} );
		expect(
			within( dialog )
				.getAllByRole( 'status' )
				.filter( ( status ) =>
					status.textContent?.includes(
						'Your estimate request was sent.'
					)
				)
		).toHaveLength( 1 );
		// The server's markup is never injected.
		expect( dialog ).not.toHaveTextContent( 'server markup' );
	} );
} );

describe( 'toolbar', () => {
	it( 'offers "Copy link" for a shared list only', async () => {
		const user = userEvent.setup();
		const { onCopyLink } = renderContent();
		await user.click( screen.getByRole( 'button', { name: 'Copy link' } ) );
		expect( onCopyLink ).toHaveBeenCalledWith( '#' );
	} );

	it( 'has no "Copy link" for a private list', () => {
		renderContent( {
			list: { ...sampleList(), privacy: 'private', share_url: null },
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Copy link' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers its owner "New link", which says the old link stops working', async () => {
		const user = userEvent.setup();
		const onNewLink = jest.fn();
		renderContent( { onNewLink } );
		const button = screen.getByRole( 'button', { name: 'New link' } );
		expect( button ).toHaveAccessibleDescription(
			'Makes a new address for this wishlist. The old link stops working.'
		);
		await user.click( button );
		expect( onNewLink ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps "New link" focusable but inert while the link is made', async () => {
		const user = userEvent.setup();
		const onNewLink = jest.fn();
		renderContent( { onNewLink, isMakingNewLink: true } );
		const button = screen.getByRole( 'button', { name: 'New link' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toBeEnabled();
		await user.click( button );
		expect( onNewLink ).not.toHaveBeenCalled();
	} );

	it( 'has no "New link" for a visitor, nor for a private list', () => {
		renderContent( {
			onNewLink: jest.fn(),
			list: { ...sampleList(), is_user_owner: false },
		} );
		expect(
			screen.queryByRole( 'button', { name: 'New link' } )
		).not.toBeInTheDocument();
		cleanup();
		renderContent( {
			onNewLink: jest.fn(),
			list: { ...sampleList(), privacy: 'private', share_url: null },
		} );
		expect(
			screen.queryByRole( 'button', { name: 'New link' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers the suggested product to the owner', async () => {
		const user = userEvent.setup();
		const { onAddSuggested } = renderContent( {
			config: {
				...CONFIG,
				suggestedProductId: 9,
				suggestedProductName: 'Silk robe',
			},
		} );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Add Silk robe to this wishlist',
			} )
		);
		expect( onAddSuggested ).toHaveBeenCalled();
	} );
} );
