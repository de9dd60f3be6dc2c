/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { apiRequest } from '@boudoir/api';
import { installDialogPolyfill } from '../../../src/components/test-utils/dialog-polyfill';
import { fetchEstimateCopyAddress } from '../estimate-copy';
import { EstimateDialog, type EstimateDialogProps } from '../estimate-dialog';

jest.mock( '@boudoir/api', () => ( {
	...jest.requireActual( '@boudoir/api' ),
	apiRequest: jest.fn(),
} ) );

const SENT = {
	result: true as const,
	message: 'Your estimate request was sent.',
	template: '',
	redirect: null,
};

function renderDialog( props: Partial< EstimateDialogProps > = {} ) {
	const all: EstimateDialogProps = {
		isOpen: true,
		onClose: jest.fn(),
		onSubmit: jest.fn( () => Promise.resolve( SENT ) ),
		loadCopyAddress: jest.fn( () => Promise.resolve( null ) ),
		...props,
	};
	render( <EstimateDialog { ...all } /> );
	return {
		...all,
		dialog: screen.getByRole( 'dialog', { name: 'Ask for an estimate' } ),
	};
}

async function fillAndSend( dialog: HTMLElement ) {
	const user = userEvent.setup();
	await user.type(
		within( dialog ).getByRole( 'textbox', { name: 'Name' } ),
		'Camille'
	);
	await user.type(
		within( dialog ).getByRole( 'textbox', { name: 'Email' } ),
		'typed@example.com'
	);
	return user;
}

beforeAll( () => {
	installDialogPolyfill();
} );

describe( 'Send me a copy', () => {
	it( 'is not offered to a guest, and a guest never asks for one', async () => {
		const { dialog, onSubmit, loadCopyAddress } = renderDialog();
		const user = await fillAndSend( dialog );
		expect( loadCopyAddress ).toHaveBeenCalledTimes( 1 );
		expect(
			within( dialog ).queryByRole( 'checkbox', {
				name: 'Send me a copy',
			} )
		).not.toBeInTheDocument();

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Send' } )
		);

		expect( onSubmit ).toHaveBeenCalledWith( {
			name: 'Camille',
			email: 'typed@example.com',
			notes: '',
			copy: false,
		} );
	} );

	it( 'tells a signed-in shopper the account address the copy goes to', async () => {
		const { dialog, onSubmit } = renderDialog( {
			loadCopyAddress: () => Promise.resolve( 'camille@account.test' ),
		} );
		const copy = await within( dialog ).findByRole( 'checkbox', {
			name: 'Send me a copy',
		} );
		expect( copy ).toHaveAccessibleDescription(
			'The copy goes to your account e-mail address, camille@account.test.'
		);
		const user = await fillAndSend( dialog );

		await user.click( copy );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Send' } )
		);

		expect( onSubmit ).toHaveBeenCalledWith( {
			name: 'Camille',
			email: 'typed@example.com',
			notes: '',
			copy: true,
		} );
	} );

	it( 'is not offered when the address cannot be found', async () => {
		const loadCopyAddress = jest.fn( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const { dialog } = renderDialog( { loadCopyAddress } );
		await fillAndSend( dialog );
		expect( loadCopyAddress ).toHaveBeenCalled();
		expect(
			within( dialog ).queryByRole( 'checkbox', {
				name: 'Send me a copy',
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'fetchEstimateCopyAddress', () => {
	const request = apiRequest as jest.MockedFunction< typeof apiRequest >;

	it( 'asks the estimate form route', async () => {
		request.mockResolvedValueOnce( { copy_to: 'camille@account.test' } );
		await expect( fetchEstimateCopyAddress() ).resolves.toBe(
			'camille@account.test'
		);
		expect( request ).toHaveBeenLastCalledWith( {
			path: '/boudoir/v1/estimate-form',
		} );
	} );

	it( 'is null for a guest and on failure', async () => {
		request.mockResolvedValueOnce( { copy_to: null } );
		await expect( fetchEstimateCopyAddress() ).resolves.toBeNull();
		request.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'offline',
		} );
		await expect( fetchEstimateCopyAddress() ).resolves.toBeNull();
	} );
} );
