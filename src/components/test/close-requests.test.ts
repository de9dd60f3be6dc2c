/**
 * Internal dependencies
 */
import { handOverCloseRequests } from '../close-requests';

describe( 'handOverCloseRequests', () => {
	it( 'hands the dialog’s cancel event to the owner instead of the browser, until stopped', () => {
		const dialog = document.createElement( 'dialog' );
		const onClose = jest.fn();
		const stop = handOverCloseRequests( dialog, onClose );
		const cancel = new Event( 'cancel', { cancelable: true } );
		dialog.dispatchEvent( cancel );
		expect( cancel.defaultPrevented ).toBe( true );
		expect( onClose ).toHaveBeenCalledTimes( 1 );

		stop();
		const after = new Event( 'cancel', { cancelable: true } );
		dialog.dispatchEvent( after );
		expect( after.defaultPrevented ).toBe( false );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );
