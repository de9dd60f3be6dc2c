/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Privacy } from '@boudoir/stores/wishlist';
import { isPrivacy, privacyOptions } from './constants';

interface PrivacySelectProps {
	value: Privacy;
	onChange: ( privacy: Privacy ) => void;
	/** Which list it is about, for assistive technology (its name stays "Privacy"). */
	describedBy?: string;
	/** The label's class (the table hides it visually but on cards); visible without one. */
	labelClassName?: string;
}

/**
 * The "Privacy" selector of a list, or of a list to be created.
 *
 * @param props                Props.
 * @param props.value          The chosen privacy.
 * @param props.onChange       Receives a new choice.
 * @param props.describedBy    Id of the element naming the list.
 * @param props.labelClassName The label's class.
 */
export default function PrivacySelect( {
	value,
	onChange,
	describedBy,
	labelClassName,
}: PrivacySelectProps ) {
	const id = useId();
	return (
		<span className="boudoir-wishlists__privacy">
			<label htmlFor={ id } className={ labelClassName }>
				{ __( 'Privacy', 'boudoir' ) }
			</label>
			<select
				id={ id }
				value={ value }
				aria-describedby={ describedBy }
				onChange={ ( event ) => {
					if ( isPrivacy( event.target.value ) ) {
						onChange( event.target.value );
					}
				} }
			>
				{ privacyOptions().map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</span>
	);
}
