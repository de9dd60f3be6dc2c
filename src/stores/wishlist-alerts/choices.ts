/**
 * The rules of alert choices, without a DOM or a store: which kinds show, what an item's choice
 * is when it has none of its own, and what a save changes before the server answers.
 */

/**
 * Internal dependencies
 */
import type {
	AlertChoice,
	AlertKind,
	ApiError,
	ItemAlerts,
	ListAlerts,
	SaveAlertsRequest,
} from './types';

/** The kinds of alert, in the order they show. */
export const ALERT_KINDS: readonly AlertKind[] = [
	'price_drops',
	'back_in_stock',
];

/** Every kind off. */
export const NO_ALERTS: AlertChoice = Object.freeze( {
	price_drops: false,
	back_in_stock: false,
} );

/**
 * The kinds the shop offers, in order: the only ones shown.
 *
 * @param offered The answer's `offered`.
 */
export function offeredKinds( offered: AlertChoice ): AlertKind[] {
	return ALERT_KINDS.filter( ( kind ) => offered[ kind ] === true );
}

/**
 * An item's choice as it applies: its own, else its list's.
 *
 * @param alerts The list's choices.
 * @param itemId The item.
 */
export function itemAlerts( alerts: ListAlerts, itemId: number ): ItemAlerts {
	const own = alerts.items.find( ( item ) => item.item_id === itemId );
	const choice = own ?? alerts.list;
	return {
		price_drops: choice.price_drops,
		back_in_stock: choice.back_in_stock,
		inherited: ! own,
	};
}

/**
 * A choice with one kind turned over.
 *
 * @param choice The choice.
 * @param kind   The kind.
 */
export function toggled( choice: AlertChoice, kind: AlertKind ): AlertChoice {
	return {
		price_drops: choice.price_drops,
		back_in_stock: choice.back_in_stock,
		[ kind ]: ! choice[ kind ],
	};
}

/**
 * Whether anything of the list is on: its own choice or an item's.
 *
 * @param alerts The list's choices.
 */
export function isAnyOn( alerts: ListAlerts ): boolean {
	return [ alerts.list, ...alerts.items ].some( ( choice ) =>
		ALERT_KINDS.some( ( kind ) => choice[ kind ] )
	);
}

/**
 * The choices as a save will leave them: shown at once, before the server answers (whose
 * `alerts` then replace them).
 *
 * @param alerts  The list's choices now.
 * @param request The save.
 */
export function withSaved(
	alerts: ListAlerts,
	request: SaveAlertsRequest
): ListAlerts {
	const itemId = request.item_id ?? 0;
	// A kind the request leaves out is off (the route's default).
	const choice: AlertChoice = {
		price_drops: request.price_drops ?? false,
		back_in_stock: request.back_in_stock ?? false,
	};
	if ( itemId === 0 ) {
		return { ...alerts, list: choice };
	}
	const others = alerts.items.filter( ( item ) => item.item_id !== itemId );
	return {
		...alerts,
		items: request.inherit
			? others
			: [ ...others, { item_id: itemId, ...choice } ],
	};
}

/** Why an address typed for the alerts cannot be sent ('' when it can). */
export type AddressProblem = '' | 'missing' | 'invalid';

/**
 * Checks the address a guest types before it is sent (the server checks it again): needed
 * when she turns something on, and shaped like an address when given.
 *
 * @param email  What she typed.
 * @param needed Whether the choice needs an address (something is on).
 */
export function addressProblem(
	email: string,
	needed: boolean
): AddressProblem {
	const address = email.trim();
	if ( address === '' ) {
		return needed ? 'missing' : '';
	}
	return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( address ) ? '' : 'invalid';
}

/**
 * What to tell about the address when the server refused a save for it: the address is
 * needed (`boudoir_alerts_email_required`: a guest turned something on with none on file) or
 * not an address (`rest_invalid_param` naming `email`); null when the failure is another's.
 *
 * @param error The failure.
 */
export function addressError( error: ApiError ): string | null {
	if ( error.code === 'boudoir_alerts_email_required' ) {
		return error.message;
	}
	const params = error.data?.params;
	if (
		error.code === 'rest_invalid_param' &&
		typeof params === 'object' &&
		params !== null &&
		'email' in params
	) {
		return typeof params.email === 'string' && params.email !== ''
			? params.email
			: error.message;
	}
	return null;
}

/**
 * The key of a save under way: the list's, or one item's.
 *
 * @param listId The list.
 * @param itemId The item (0: the list itself).
 */
export function pendingKey( listId: number, itemId: number = 0 ): string {
	return itemId ? `item:${ itemId }` : `list:${ listId }`;
}
