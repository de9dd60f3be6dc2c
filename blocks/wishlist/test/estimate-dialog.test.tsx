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
import { GUEST_FORM, fetchEstimateForm } from '../estimate-copy';
import { EstimateDialog, type EstimateDialogProps } from '../estimate-dialog';
import { TYPED, clickSend, typeNameAndEmail } from './estimate-form';

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
		loadForm: jest.fn( () => Promise.resolve( GUEST_FORM ) ),
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
	await typeNameAndEmail( user, dialog );
	return user;
}

beforeAll( () => {
	installDialogPolyfill();
} );

describe( 'Send me a copy', () => {
	it( 'is not offered to a guest, and a guest never asks for one', async () => {
		const { dialog, onSubmit, loadForm } = renderDialog();
		const user = await fillAndSend( dialog );
		expect( loadForm ).toHaveBeenCalledTimes( 1 );
		expect(
			within( dialog ).queryByRole( 'checkbox', {
				name: 'Send me a copy',
			} )
		).not.toBeInTheDocument();

		await clickSend( user, dialog );

		expect( onSubmit ).toHaveBeenCalledWith( {
			...TYPED,
			notes: '',
			copy: false,
		} );
	} );

	it( 'tells a signed-in shopper the account address the copy goes to, her name and address filled in', async () => {
		const { dialog, onSubmit } = renderDialog( {
			loadForm: () =>
				Promise.resolve( {
					copyTo: 'camille@account.test',
					name: 'Camille Roux',
					email: 'camille@account.test',
				} ),
		} );
		const copy = await within( dialog ).findByRole( 'checkbox', {
			name: 'Send me a copy',
		} );
		expect( copy ).toHaveAccessibleDescription(
			'The copy goes to your account e-mail address, camille@account.test.'
		);
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Camille Roux' );
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Email' } )
		).toHaveValue( 'camille@account.test' );
		const user = userEvent.setup();
		await user.clear(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } )
		);
		await user.clear(
			within( dialog ).getByRole( 'textbox', { name: 'Email' } )
		);
		await fillAndSend( dialog );

		await user.click( copy );
		await clickSend( user, dialog );

		expect( onSubmit ).toHaveBeenCalledWith( {
			...TYPED,
			notes: '',
			copy: true,
		} );
	} );

	it( 'keeps what the shopper typed before the answer came', async () => {
		let answer: ( form: typeof GUEST_FORM ) => void = () => {};
		const { dialog } = renderDialog( {
			loadForm: () =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} ),
		} );
		await fillAndSend( dialog );
		answer( {
			copyTo: 'camille@account.test',
			name: 'Camille Roux',
			email: 'camille@account.test',
		} );
		await within( dialog ).findByRole( 'checkbox', {
			name: 'Send me a copy',
		} );
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Camille' );
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Email' } )
		).toHaveValue( 'typed@example.com' );
	} );

	it( 'is not offered when the address cannot be found', async () => {
		const loadForm = jest.fn( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const { dialog } = renderDialog( { loadForm } );
		await fillAndSend( dialog );
		expect( loadForm ).toHaveBeenCalled();
		expect(
			within( dialog ).queryByRole( 'checkbox', {
				name: 'Send me a copy',
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'fetchEstimateForm', () => {
	const request = apiRequest as jest.MockedFunction< typeof apiRequest >;

	it( 'asks the estimate form route', async () => {
		request.mockResolvedValueOnce( {
			copy_to: 'camille@account.test',
			name: 'Camille Roux',
			email: 'camille@account.test',
		} );
		await expect( fetchEstimateForm() ).resolves.toEqual( {
			copyTo: 'camille@account.test',
			name: 'Camille Roux',
			email: 'camille@account.test',
		} );
		expect( request ).toHaveBeenLastCalledWith( {
			path: '/boudoir/v1/estimate-form',
		} );
	} );

	it( 'offers nothing to a guest and on failure', async () => {
		request.mockResolvedValueOnce( {
			copy_to: null,
			name: null,
			email: null,
		} );
		await expect( fetchEstimateForm() ).resolves.toEqual( GUEST_FORM );
		request.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'offline',
		} );
		await expect( fetchEstimateForm() ).resolves.toEqual( GUEST_FORM );
	} );
} );
