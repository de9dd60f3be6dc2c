/**
 * Internal dependencies
 */
import type { ApiError } from '@boudoir/api';
import type { AlertsAnswer, SaveAlertsRequest } from '../wishlist/client';

export type { AlertsAnswer, ApiError, SaveAlertsRequest };

/** A list's alert choices, and where its alerts go (the routes' `alerts`). */
export type ListAlerts = AlertsAnswer[ 'alerts' ];

/** One choice of alerts (or the kinds the shop offers): whether each kind is on. */
export type AlertChoice = ListAlerts[ 'list' ];

/** A kind of alert: a price drop, or a product back in stock. */
export type AlertKind = keyof AlertChoice;

/** An item's own choice (only items with one are listed). */
export type ItemAlertChoice = ListAlerts[ 'items' ][ number ];

/**
 * Where the alerts go: a signed-in shopper's account address (`account`), a guest's confirmed
 * (`confirmed`) or not yet confirmed (`pending`) address, or none yet (`none`, `email` '').
 */
export type AlertContact = ListAlerts[ 'contact' ];

/** An item's alert choice as it applies: its own, or its list's (`inherited`). */
export interface ItemAlerts extends AlertChoice {
	/** Whether the item has no choice of its own and follows its list's. */
	inherited: boolean;
}

/** The store's state. */
export interface AlertsState {
	/** Each list's choices, by the list's id, once read. */
	lists: Record< number, ListAlerts >;
	/** Failed reads, by the list's id. */
	errors: Record< number, ApiError >;
	/** Keys of the saves under way (pendingKey()). */
	pending: Record< string, true >;
}
