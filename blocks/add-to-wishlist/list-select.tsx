/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Wishlist } from '@boudoir/stores/wishlist';
import { NEW_LIST } from './constants';

interface ListSelectProps {
	lists: Wishlist[];
	/** A list id, or NEW_LIST. */
	value: string;
	onChange: ( value: string ) => void;
	className?: string;
}

/**
 * The selector of the shopper's lists, with "Create a wishlist" (`new`) last; before the
 * first list exists, the default list the add will make (value '').
 *
 * @param props           Select props.
 * @param props.lists     The shopper's lists.
 * @param props.value     The chosen list id or `new`.
 * @param props.onChange  Chooses.
 * @param props.className Extra class.
 */
export function ListSelect( {
	lists,
	value,
	onChange,
	className,
}: ListSelectProps ) {
	const id = useId();
	return (
		<p
			className={ [ 'boudoir-field', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<label htmlFor={ id }>{ __( 'Wishlist', 'boudoir' ) }</label>
			<select
				id={ id }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ lists.length === 0 && (
					// No list yet: the add makes the shopper's default list.
					<option value="">{ __( 'My wishlist', 'boudoir' ) }</option>
				) }
				{ lists.map( ( list ) => (
					<option key={ list.id } value={ String( list.id ) }>
						{ list.wishlist_name }
					</option>
				) ) }
				<option value={ NEW_LIST }>
					{ __( 'Create a wishlist', 'boudoir' ) }
				</option>
			</select>
		</p>
	);
}
