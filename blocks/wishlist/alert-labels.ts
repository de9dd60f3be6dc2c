/**
 * The words of each kind of alert, in the list's panel and in a row's "More actions"
 * (docs/contract.md, accessible names).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AlertKind } from '../../src/stores/wishlist-alerts';

/**
 * A list switch's label.
 *
 * @param kind The kind.
 */
export function listAlertLabel( kind: AlertKind ): string {
	return kind === 'price_drops'
		? __( 'Tell me when the price drops', 'boudoir' )
		: __( "Tell me when it's back in stock", 'boudoir' );
}

/**
 * An item toggle's name.
 *
 * @param kind The kind.
 */
export function itemAlertLabel( kind: AlertKind ): string {
	return kind === 'price_drops'
		? __( 'Price drop alert', 'boudoir' )
		: __( 'Back in stock alert', 'boudoir' );
}
