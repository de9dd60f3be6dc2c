/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { memo, useEffect, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { decrease, increase } from '../../src/quantity/rules';
import { isUnavailable, maxQuantity } from './format';
import { useItemActions } from './item-actions';
import { useItemSettings } from './item-settings';
import type { ItemProps } from './item-parts';

/**
 * The quantity: a spinbutton "Quantity" for the owner (Enter is suppressed, docs/contract.md, Validation;
 * each valid value goes to the store, which debounces the request), plain text for
 * visitors.
 *
 * @param props           Item props.
 * @param props.item      The item.
 * @param props.showLabel Whether the label is visible (cards) or only read (table).
 * @param props.isPending Whether its change is on its way to the server.
 */
export const QuantityField = memo( function QuantityFieldView( {
	item,
	showLabel = false,
	isPending = false,
}: ItemProps & { showLabel?: boolean; isPending?: boolean } ) {
	const { quantityLimit } = useItemSettings();
	const { canEdit, setQuantity } = useItemActions();
	const id = useId();
	const [ draft, setDraft ] = useState( String( item.quantity ) );
	const [ isEditing, setEditing ] = useState( false );

	// The store's value wins whenever the shopper is not typing.
	useEffect( () => {
		if ( ! isEditing ) {
			setDraft( String( item.quantity ) );
		}
	}, [ item.quantity, isEditing ] );

	const label = (
		<label
			htmlFor={ id }
			className={
				showLabel
					? 'boudoir-wishlist__field-label'
					: 'boudoir-visually-hidden'
			}
		>
			{ __( 'Quantity', 'boudoir' ) }
		</label>
	);

	if ( ! canEdit ) {
		return (
			<span className="boudoir-wishlist__quantity">
				{ showLabel && (
					<span className="boudoir-wishlist__field-label">
						{ __( 'Quantity', 'boudoir' ) }{ ' ' }
					</span>
				) }
				{ item.quantity }
			</span>
		);
	}

	const max = maxQuantity( item, quantityLimit ?? Number.MAX_SAFE_INTEGER );
	const unavailable = isUnavailable( item );
	// The shop's quantity steppers (docs/contract.md, Validation), with the same rules as src/quantity.
	const bounds = { min: '1', max: String( max ), step: '1' };
	const stepper = ( plus: boolean ) => {
		const next = plus
			? increase( draft, bounds )
			: decrease( draft, bounds );
		const off = unavailable || next < 1 || String( next ) === draft.trim();
		return (
			<button
				type="button"
				className="boudoir-wishlist__stepper"
				aria-label={
					plus
						? __( 'Increase quantity', 'boudoir' )
						: __( 'Decrease quantity', 'boudoir' )
				}
				aria-disabled={ off }
				onClick={ () => {
					if ( off ) {
						return;
					}
					setDraft( String( next ) );
					if ( next !== item.quantity ) {
						setQuantity( item, next );
					}
				} }
			>
				<span aria-hidden="true">{ plus ? '+' : '−' }</span>
			</button>
		);
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		// Enter would submit a surrounding form or the shop's own handlers (docs/contract.md, Validation).
		if ( event.key === 'Enter' ) {
			event.preventDefault();
		}
	};

	return (
		<span className="boudoir-wishlist__quantity">
			{ label }
			{ stepper( false ) }
			<input
				id={ id }
				type="number"
				className="boudoir-wishlist__quantity-input"
				inputMode="numeric"
				min={ 1 }
				max={ max }
				step={ 1 }
				value={ draft }
				disabled={ unavailable }
				aria-busy={ isPending || undefined }
				onFocus={ () => setEditing( true ) }
				onBlur={ () => setEditing( false ) }
				onKeyDown={ onKeyDown }
				onChange={ ( event ) => {
					const value = event.target.value;
					setDraft( value );
					const quantity = Number( value );
					if (
						Number.isInteger( quantity ) &&
						quantity >= 1 &&
						quantity <= max &&
						quantity !== item.quantity
					) {
						setQuantity( item, quantity );
					}
				} }
			/>
			{ stepper( true ) }
		</span>
	);
} );
