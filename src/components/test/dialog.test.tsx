/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Dialog } from '../dialog';
import { installDialogPolyfill } from '../test-utils/dialog-polyfill';

beforeAll( installDialogPolyfill );

function Harness( { modal = true }: { modal?: boolean } ) {
	const [ isOpen, setOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setOpen( true ) }>
				Open
			</button>
			<Dialog
				title="Add to wishlist"
				isOpen={ isOpen }
				onClose={ () => setOpen( false ) }
				modal={ modal }
			>
				<label htmlFor="name">Wishlist name</label>
				<input id="name" type="text" />
				<button type="button">Create wishlist</button>
			</Dialog>
			<button type="button">After</button>
		</>
	);
}

describe( 'Dialog', () => {
	it( 'opens as a modal dialog named by its heading, focus on the first control', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Open' } ) );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Add to wishlist',
		} );
		expect( dialog ).toHaveAttribute( 'open' );
		expect( dialog ).toHaveAttribute( 'data-modal', 'true' );
		expect( dialog.parentElement ).toBe( document.body );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Add to wishlist' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Wishlist name' } )
		).toHaveFocus();
	} );

	it( 'keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		await user.click( screen.getByRole( 'button', { name: 'Open' } ) );
		const close = screen.getByRole( 'button', { name: 'Close' } );
		const name = screen.getByRole( 'textbox', { name: 'Wishlist name' } );
		const create = screen.getByRole( 'button', {
			name: 'Create wishlist',
		} );
		await user.tab();
		expect( create ).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab();
		expect( name ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( create ).toHaveFocus();
	} );

	it( 'closes on Escape and gives focus back to the opener', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const opener = screen.getByRole( 'button', { name: 'Open' } );
		await user.click( opener );
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'closes with the Close button and gives focus back', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const opener = screen.getByRole( 'button', { name: 'Open' } );
		await user.click( opener );
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'closes on the native cancel event (browser close request)', async () => {
		const user = userEvent.setup();
		const onClose = jest.fn();
		render(
			<Dialog title="Menu" isOpen onClose={ onClose }>
				<p>Hi</p>
			</Dialog>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Menu' } );
		const cancel = new Event( 'cancel', { cancelable: true } );
		dialog.dispatchEvent( cancel );
		expect( cancel.defaultPrevented ).toBe( true );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		await user.keyboard( '{Escape}' );
		expect( onClose ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'uses returnFocus when given', async () => {
		const user = userEvent.setup();
		function WithTarget() {
			const [ isOpen, setOpen ] = useState( true );
			return (
				<>
					<a href="#list" id="target">
						Browse wishlist
					</a>
					<Dialog
						title="Add to wishlist"
						isOpen={ isOpen }
						onClose={ () => setOpen( false ) }
						returnFocus={ () =>
							document.getElementById( 'target' )
						}
					>
						<p>Added</p>
					</Dialog>
				</>
			);
		}
		render( <WithTarget /> );
		expect( screen.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect(
			screen.getByRole( 'link', { name: 'Browse wishlist' } )
		).toHaveFocus();
	} );

	it( 'renders inline as a named region when not modal, Escape still closes', async () => {
		const user = userEvent.setup();
		render( <Harness modal={ false } /> );
		const opener = screen.getByRole( 'button', { name: 'Open' } );
		await user.click( opener );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		const region = screen.getByRole( 'region', {
			name: 'Add to wishlist',
		} );
		expect( region.tagName ).toBe( 'SECTION' );
		expect(
			screen.getByRole( 'textbox', { name: 'Wishlist name' } )
		).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect(
			screen.queryByRole( 'region', { name: 'Add to wishlist' } )
		).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'applies the width', () => {
		render(
			<Dialog title="Wide" isOpen onClose={ jest.fn() } width={ 640 }>
				<p>x</p>
			</Dialog>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Wide' } ).style.width
		).toContain( '640px' );
	} );
} );
