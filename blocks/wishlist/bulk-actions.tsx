/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useSelectedIds, type Selection } from './selection';
import type { BulkAction } from './types';

export interface BulkActionsProps {
	/** The actions offered (visitors: add to cart only). */
	actions: BulkAction[];
	/** How many enabled rows there are. */
	enabledCount: number;
	/** The checked rows, and the page's items: this listens to the selection, not the list. */
	selection: Selection;
	itemIds: readonly number[];
	onSelectAll: ( checked: boolean ) => void;
	onApply: ( action: BulkAction ) => void;
}

function actionLabel( action: BulkAction ): string {
	switch ( action ) {
		case 'remove':
			return __( 'Remove', 'boudoir' );
		case 'add-to-cart':
			return __( 'Add to cart', 'boudoir' );
		case 'move':
			return __( 'Move to another wishlist', 'boudoir' );
	}
}

/**
 * "Select all", the action selector and "Apply" (disabled until a row is checked,
 * docs/contract.md, Validation).
 *
 * @param props              Bulk actions props.
 * @param props.actions      The actions offered.
 * @param props.enabledCount Rows that may be checked.
 * @param props.selection    The checked rows.
 * @param props.itemIds      The page's items.
 * @param props.onSelectAll  Checks or unchecks every enabled row.
 * @param props.onApply      Runs the chosen action on the checked rows.
 */
export function BulkActions( {
	actions,
	enabledCount,
	selection,
	itemIds,
	onSelectAll,
	onApply,
}: BulkActionsProps ) {
	const selected = useSelectedIds( selection );
	const selectedCount = itemIds.filter( ( id ) => selected.has( id ) ).length;
	const selectId = useId();
	const selectAllId = useId();
	const [ action, setAction ] = useState< BulkAction >( actions[ 0 ] );
	const selectAllRef = useRef< HTMLInputElement >( null );
	const allChecked = enabledCount > 0 && selectedCount === enabledCount;

	useEffect( () => {
		if ( selectAllRef.current ) {
			selectAllRef.current.indeterminate =
				selectedCount > 0 && selectedCount < enabledCount;
		}
	}, [ selectedCount, enabledCount ] );

	useEffect( () => {
		if ( ! actions.includes( action ) ) {
			setAction( actions[ 0 ] );
		}
	}, [ actions, action ] );

	return (
		<div className="boudoir-wishlist__bulk">
			<span className="boudoir-wishlist__select-all">
				<input
					ref={ selectAllRef }
					id={ selectAllId }
					type="checkbox"
					checked={ allChecked }
					disabled={ enabledCount === 0 }
					onChange={ ( event ) =>
						onSelectAll( event.target.checked )
					}
				/>
				<label htmlFor={ selectAllId }>
					{ __( 'Select all', 'boudoir' ) }
				</label>
			</span>
			<label htmlFor={ selectId } className="boudoir-visually-hidden">
				{ __( 'Bulk action', 'boudoir' ) }
			</label>
			<select
				id={ selectId }
				value={ action }
				onChange={ ( event ) =>
					setAction( event.target.value as BulkAction )
				}
			>
				{ actions.map( ( value ) => (
					<option key={ value } value={ value }>
						{ actionLabel( value ) }
					</option>
				) ) }
			</select>
			<button
				type="button"
				className="boudoir-wishlist__apply wp-element-button"
				disabled={ selectedCount === 0 }
				onClick={ () => onApply( action ) }
			>
				{ __( 'Apply', 'boudoir' ) }
			</button>
		</div>
	);
}
