/**
 * External dependencies
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What the tests type into the estimate form, unless they say otherwise. */
export const TYPED = { name: 'Camille', email: 'typed@example.com' };

/**
 * Types a name and an e-mail address into the estimate dialog's form.
 *
 * @param user   The shopper.
 * @param dialog The dialog.
 * @param typed  What she types.
 */
export async function typeNameAndEmail(
	user: UserEvent,
	dialog: HTMLElement,
	typed = TYPED
): Promise< void > {
	const field = ( name: string ) =>
		within( dialog ).getByRole( 'textbox', { name } );
	await user.type( field( 'Name' ), typed.name );
	await user.type( field( 'Email' ), typed.email );
}

/**
 * Sends the estimate dialog's form.
 *
 * @param user   The shopper.
 * @param dialog The dialog.
 */
export function clickSend( user: UserEvent, dialog: HTMLElement ) {
	return user.click(
		within( dialog ).getByRole( 'button', { name: 'Send' } )
	);
}
