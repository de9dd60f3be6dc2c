/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

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
import { buttonClass } from './constants';
import { ListNameError } from './list-name-error';

interface CreateFormProps {
	onCreate: ( name: string, privacy: Privacy ) => Promise< boolean >;
}

/**
 * The "Create wishlist" form: a required "Wishlist name" and a "Privacy". An empty
 * name marks the name's paragraph invalid, focuses the field and sends nothing.
 *
 * @param props          Props.
 * @param props.onCreate Creates the list.
 */
export default function CreateForm( { onCreate }: CreateFormProps ) {
	const limits = useFieldLimits();
	const headingId = useId();
	const inputId = useId();
	const errorId = useId();
	const name = useListName( errorId );
	const [ privacy, setPrivacy ] = useState< Privacy >( DEFAULT_PRIVACY );
	const [ isCreating, setIsCreating ] = useState( false );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( isCreating ) {
			return;
		}
		const trimmed = name.check();
		if ( null === trimmed ) {
			return;
		}
		setIsCreating( true );
		const created = await onCreate( trimmed, privacy ).catch( () => false );
		setIsCreating( false );
		if ( created ) {
			name.reset( '' );
			setPrivacy( DEFAULT_PRIVACY );
		}
		name.input.ref.current?.focus();
	};

	return (
		<form
			className={ `boudoir-wishlists__create${
				name.isInvalid ? ' is-invalid' : ''
			}` }
			aria-labelledby={ headingId }
			aria-busy={ isCreating }
			noValidate
			onSubmit={ submit }
		>
			<h3 id={ headingId } className="boudoir-wishlists__create-heading">
				{ __( 'New wishlist', 'boudoir' ) }
			</h3>
			<p
				className={ `boudoir-wishlists__field${
					name.isInvalid ? ' is-invalid' : ''
				}` }
			>
				<label htmlFor={ inputId }>
					{ __( 'Wishlist name', 'boudoir' ) }
				</label>
				<input
					{ ...name.input }
					id={ inputId }
					maxLength={ limits.wishlistName }
					required
					autoComplete="off"
				/>
			</p>
			{ name.isInvalid && (
				<ListNameError id={ errorId }>
					{ __( 'Please enter a name for the wishlist.', 'boudoir' ) }
				</ListNameError>
			) }
			<p className="boudoir-wishlists__field">
				<span className="boudoir-wishlists__privacy">
					<PrivacySelect value={ privacy } onChange={ setPrivacy } />
				</span>
			</p>
			<p className="boudoir-wishlists__actions">
				<button
					type="submit"
					className={ buttonClass() }
					aria-disabled={ isCreating }
				>
					{ __( 'Create wishlist', 'boudoir' ) }
				</button>
			</p>
		</form>
	);
}
