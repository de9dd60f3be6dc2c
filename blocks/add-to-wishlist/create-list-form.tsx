/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_PRIVACY,
	PrivacySelect,
	useListName,
} from '@boudoir/components';
import type { Privacy } from '@boudoir/stores/wishlist';
import { useFieldLimits } from '@boudoir/stores/wishlist';
import { FocusableButton } from '../../src/components/focusable-button';

interface CreateListFormProps {
	isPending: boolean;
	onCreate: ( name: string, privacy: Privacy ) => void;
}

/**
 * The "Create a wishlist" tab: a name (required) and a privacy. No `<form>` element:
 * the popup may render inline inside WooCommerce's add-to-cart form, and Enter in the
 * name field must not submit that.
 *
 * @param props           Form props.
 * @param props.isPending Whether a request is under way.
 * @param props.onCreate  Creates the list and adds the product to it.
 */
export function CreateListForm( { isPending, onCreate }: CreateListFormProps ) {
	const limits = useFieldLimits();
	const id = useId();
	const name = useListName( `${ id }-error` );
	const [ privacy, setPrivacy ] = useState< Privacy >( DEFAULT_PRIVACY );

	const submit = () => {
		if ( isPending ) {
			return;
		}
		// docs/contract.md, Validation: an empty name's paragraph is marked invalid and nothing is sent.
		const trimmed = name.check();
		if ( trimmed === null ) {
			return;
		}
		onCreate( trimmed, privacy );
	};

	const onNameKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			submit();
		}
	};

	return (
		<div className="boudoir-add-to-wishlist__create">
			<p
				className={ `boudoir-field${
					name.isInvalid ? ' is-invalid' : ''
				}` }
			>
				<label htmlFor={ `${ id }-name` }>
					{ __( 'Wishlist name', 'boudoir' ) }
				</label>
				<input
					{ ...name.input }
					id={ `${ id }-name` }
					maxLength={ limits.wishlistName }
					onKeyDown={ onNameKeyDown }
				/>
				{ name.isInvalid && (
					<span
						id={ `${ id }-error` }
						className="boudoir-field__error"
					>
						{ __(
							'Please enter a name for the wishlist.',
							'boudoir'
						) }
					</span>
				) }
			</p>
			<p className="boudoir-field">
				<PrivacySelect value={ privacy } onChange={ setPrivacy } />
			</p>
			<p className="boudoir-add-to-wishlist__actions">
				<FocusableButton
					className="boudoir-add-to-wishlist__submit wp-element-button"
					disabled={ isPending }
					onClick={ submit }
				>
					{ __( 'Create wishlist', 'boudoir' ) }
				</FocusableButton>
			</p>
		</div>
	);
}
