/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { LazyEstimateDialog, LazyTransferDialog } from '../lazy-dialogs';

// The move / copy dialog's chunk does not come (the shopper's connection dropped).
jest.mock( '../transfer-dialog', () => {
	throw new Error( 'Loading chunk wishlist-transfer failed.' );
} );

beforeAll( () => {
	installDialogPolyfill();
} );

describe( 'the dialogs loaded on first use', () => {
	it( 'shows a dialog once its chunk has come', async () => {
		const onError = jest.fn();
		render(
			<LazyEstimateDialog
				isOpen
				onClose={ jest.fn() }
				onSubmit={ jest.fn() }
				loadForm={ () => new Promise( () => undefined ) }
				onError={ onError }
			/>
		);
		expect(
			await screen.findByRole( 'dialog', { name: 'Ask for an estimate' } )
		).toBeVisible();
		expect( onError ).not.toHaveBeenCalled();
	} );

	/**
	 * Renders the move dialog, whose chunk does not come.
	 *
	 * @param isOpen Whether it is asked for.
	 * @return What hears a failed load.
	 */
	function renderTransfer( isOpen: boolean ) {
		const onError = jest.fn();
		render(
			<LazyTransferDialog
				isOpen={ isOpen }
				mode="move"
				itemCount={ 1 }
				destinations={ [] }
				onClose={ jest.fn() }
				onSubmit={ jest.fn() }
				onError={ onError }
			/>
		);
		return onError;
	}

	it( 'tells its owner when the chunk did not come, and shows nothing', async () => {
		const onError = renderTransfer( true );
		await waitFor( () => expect( onError ).toHaveBeenCalledTimes( 1 ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'loads nothing while the dialog is closed', async () => {
		const onError = renderTransfer( false );
		// A load tried would have failed by now.
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( onError ).not.toHaveBeenCalled();
	} );
} );
