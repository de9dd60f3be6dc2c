/**
 * The alerts (issue 37) are a chunk of their own, with their store: the wishlist page's first
 * load carries none of it (tests/budgets.json). It loads on intent (the "Alerts" button
 * hovered or focused, a pointer over the list or focus in it) and, at the latest, when the
 * panel or a row's "More actions" opens.
 */

/**
 * WordPress dependencies
 */
import { createContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { onFirstUse } from '../../src/lazy';
import { lazyDialog } from './lazy-dialogs';
import type { AlertsPanelProps, ItemAlertsProps } from './alerts';

const loadAlerts = onFirstUse(
	() => import( /* webpackChunkName: "wishlist-alerts" */ './alerts' )
);

/** Loads the alerts ahead of their use; a failure is told when they are opened. */
export function preloadAlerts(): void {
	loadAlerts().catch( () => undefined );
}

/** The list's "Alerts" panel, rendered once its chunk has come. */
export const LazyAlertsPanel = lazyDialog<
	Awaited< ReturnType< typeof loadAlerts > >,
	AlertsPanelProps
>( loadAlerts, ( module ) => module.AlertsPanel );

/** An item's alert toggles, rendered once their chunk has come. */
export const LazyItemAlerts = lazyDialog<
	Awaited< ReturnType< typeof loadAlerts > >,
	ItemAlertsProps
>( loadAlerts, ( module ) => module.ItemAlerts );

/**
 * What a row needs for its alert toggles: the list, and what a chunk that did not load tells.
 * null where the viewer does not own the list or the shop offers no alert.
 */
export const ItemAlertsContext = createContext< {
	listId: number;
	onError: () => void;
} | null >( null );
