/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
// A type only: the components load no store.
import type { Privacy } from '@boudoir/stores/wishlist';

/** The privacy of a new list (the REST API's default). */
export const DEFAULT_PRIVACY: Privacy = 'private';

export interface PrivacySelectProps {
	value: Privacy;
	onChange: ( privacy: Privacy ) => void;
	/** Which list it is about, for assistive technology (its name stays "Privacy"). */
	describedBy?: string;
	/** The label's class; none for a visible label. */
	labelClassName?: string;
}

/**
 * The "Privacy" label and selector of a list, or of a list to be created: the three
 * choices in the order shoppers read them. The form places them in its own row.
 *
 * @param props                Props.
 * @param props.value          The chosen privacy.
 * @param props.onChange       Receives a new choice.
 * @param props.describedBy    Id of the element naming the list.
 * @param props.labelClassName The label's class.
 */
export function PrivacySelect( {
	value,
	onChange,
	describedBy,
	labelClassName,
}: PrivacySelectProps ) {
	const id = useId();
	return (
		<>
			<label htmlFor={ id } className={ labelClassName }>
				{ __( 'Privacy', 'boudoir' ) }
			</label>
			<select
				id={ id }
				value={ value }
				aria-describedby={ describedBy }
				// It offers the three values only.
				onChange={ ( event ) =>
					onChange( event.target.value as Privacy )
				}
			>
				<option value="private">{ __( 'Private', 'boudoir' ) }</option>
				<option value="shared">{ __( 'Shared', 'boudoir' ) }</option>
				<option value="public">{ __( 'Public', 'boudoir' ) }</option>
			</select>
		</>
	);
}
