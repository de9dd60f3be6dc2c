/**
 * WordPress dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import type { Privacy } from '@boudoir/stores/wishlist';
import { DEFAULT_PRIVACY } from './constants';
import { ListNameError, ListNameInput } from './list-name';
import PrivacySelect from './privacy-select';

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
	const [ name, setName ] = useState( '' );
	const [ privacy, setPrivacy ] = useState< Privacy >( DEFAULT_PRIVACY );
	const [ isInvalid, setIsInvalid ] = useState( false );
	const [ isCreating, setIsCreating ] = useState( false );
	const inputRef = useRef< HTMLInputElement >( null );
	const headingId = useId();
	const inputId = useId();
	const errorId = useId();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( isCreating ) {
			return;
		}
		const trimmed = name.trim();
		if ( '' === trimmed ) {
			setIsInvalid( true );
			inputRef.current?.focus();
			return;
		}
		setIsCreating( true );
		const created = await onCreate( trimmed, privacy ).catch( () => false );
		setIsCreating( false );
		if ( created ) {
			setName( '' );
			setPrivacy( DEFAULT_PRIVACY );
		}
		inputRef.current?.focus();
	};

	return (
		<form
			className={ `boudoir-wishlists__create${ isInvalid ? ' is-invalid' : '' }` }
			aria-labelledby={ headingId }
			aria-busy={ isCreating }
			noValidate
			onSubmit={ submit }
		>
			<h3 id={ headingId } className="boudoir-wishlists__create-heading">
				{ __( 'New wishlist', 'boudoir' ) }
			</h3>
			<p
				className={ `boudoir-wishlists__field${ isInvalid ? ' is-invalid' : '' }` }
			>
				<label htmlFor={ inputId }>
					{ __( 'Wishlist name', 'boudoir' ) }
				</label>
				<ListNameInput
					id={ inputId }
					inputRef={ inputRef }
					value={ name }
					isInvalid={ isInvalid }
					errorId={ errorId }
					autoComplete="off"
					onChange={ setName }
					onName={ () => setIsInvalid( false ) }
				/>
			</p>
			{ isInvalid && (
				<ListNameError id={ errorId }>
					{ __( 'Please enter a name for the wishlist.', 'boudoir' ) }
				</ListNameError>
			) }
			<p className="boudoir-wishlists__field">
				<PrivacySelect value={ privacy } onChange={ setPrivacy } />
			</p>
			<p className="boudoir-wishlists__actions">
				<button
					type="submit"
					className="boudoir-wishlists__button"
					aria-disabled={ isCreating }
				>
					{ __( 'Create wishlist', 'boudoir' ) }
				</button>
			</p>
		</form>
	);
}
