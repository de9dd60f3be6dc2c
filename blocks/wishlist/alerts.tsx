/**
 * The wishlist alerts' chunk (lazy-alerts.tsx loads it): the list's panel, an item's toggles,
 * and their store, which importing this registers.
 */

export { AlertsPanel } from './alerts-panel';
export type { AlertsPanelProps } from './alerts-panel';
export { ItemAlerts } from './item-alerts';
export type { ItemAlertsProps } from './item-alerts';
