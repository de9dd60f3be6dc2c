/**
 * Alert choices as the alert routes answer them, for the alerts store's and the block's tests.
 */

/**
 * Internal dependencies
 */
import type { AlertsAnswer, ListAlerts } from '../types';

/** The list the tests' choices are of (the wishlist store's bench: "Mine"). */
export const LIST_ID = 1;

/**
 * A list's choices: both kinds offered, nothing on, a signed-in shopper's address.
 *
 * @param extra Fields otherwise.
 */
export function makeAlerts( extra: Partial< ListAlerts > = {} ): ListAlerts {
	return {
		wishlist_id: LIST_ID,
		offered: { price_drops: true, back_in_stock: true },
		list: { price_drops: false, back_in_stock: false },
		items: [],
		contact: { status: 'account', email: 'ann@example.com' },
		...extra,
	};
}

/**
 * An answer of the alert routes.
 *
 * @param alerts  The choices it carries.
 * @param message What it says ('' for a read).
 */
export function alertsAnswer( alerts: ListAlerts, message = '' ): AlertsAnswer {
	return { result: true, message, alerts };
}
