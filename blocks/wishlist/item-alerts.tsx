/**
 * An item's alert toggles (issue 37), in its row's "More actions": one per kind the shop
 * offers, pressed when on. An item without a choice of its own follows its list's, and says
 * so; changing a toggle saves the item's own choice, and "Use the list's alert choices" forgets
 * it. What the server answers shows in the list's notices.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { store as wishlistStore } from '@boudoir/stores/wishlist';
import {
	itemAlerts,
	offeredKinds,
	store as alertsStore,
	toggled,
	type AlertChoice,
} from '../../src/stores/wishlist-alerts';
import { itemAlertLabel } from './alert-labels';

export interface ItemAlertsProps {
	/** Whether the toggles show (their row's "More actions" is open). */
	isOpen: boolean;
	/** The list. */
	listId: number;
	/** The item. */
	itemId: number;
}

/**
 * The toggles of one item, once the list's choices are read (nothing before, nor when the
 * shop offers no alert).
 *
 * @param props        Props.
 * @param props.isOpen Whether they show.
 * @param props.listId The list.
 * @param props.itemId The item.
 */
export function ItemAlerts( { isOpen, listId, itemId }: ItemAlertsProps ) {
	const { alerts, isSaving } = useSelect(
		( select ) => ( {
			alerts: isOpen
				? select( alertsStore ).getAlerts( listId )
				: undefined,
			isSaving: select( alertsStore ).isSaving( listId, itemId ),
		} ),
		[ isOpen, listId, itemId ]
	);
	const { saveAlerts } = useDispatch( alertsStore );
	const { createNotice } = useDispatch( wishlistStore );
	const hintId = useId();
	const firstRef = useRef< HTMLButtonElement >( null );
	const kinds = alerts ? offeredKinds( alerts.offered ) : [];
	if ( ! alerts || kinds.length === 0 ) {
		return null;
	}
	const choice = itemAlerts( alerts, itemId );

	const save = async ( next: AlertChoice, inherit?: true ) => {
		if ( isSaving ) {
			return;
		}
		const answer = await saveAlerts( listId, {
			item_id: itemId,
			price_drops: next.price_drops,
			back_in_stock: next.back_in_stock,
			...( inherit && { inherit } ),
		} );
		if ( isApiError( answer ) ) {
			createNotice( 'error', answer.message );
		} else if ( answer.message ) {
			createNotice( 'success', answer.message );
		}
	};

	return (
		<>
			{ kinds.map( ( kind, index ) => (
				<button
					key={ kind }
					ref={ index === 0 ? firstRef : undefined }
					type="button"
					className="boudoir-wishlist__more-action is-alert"
					aria-pressed={ choice[ kind ] }
					aria-describedby={ choice.inherited ? hintId : undefined }
					// Not `disabled`: the toggle keeps focus while its change is saved.
					aria-disabled={ isSaving || undefined }
					onClick={ () => save( toggled( choice, kind ) ) }
				>
					{ itemAlertLabel( kind ) }
				</button>
			) ) }
			{ choice.inherited ? (
				<p id={ hintId } className="boudoir-wishlist__alerts-hint">
					{ __( "Follows the list's alert choices.", 'boudoir' ) }
				</p>
			) : (
				<button
					type="button"
					className="boudoir-wishlist__more-action is-alert-inherit"
					aria-disabled={ isSaving || undefined }
					onClick={ () => {
						// This button goes once the item follows its list: focus stays on a toggle.
						firstRef.current?.focus();
						save( alerts.list, true );
					} }
				>
					{ __( "Use the list's alert choices", 'boudoir' ) }
				</button>
			) }
		</>
	);
}
