/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { useListName } from '@boudoir/components';
import type { Wishlist } from '@boudoir/stores/wishlist';
import { useFieldLimits } from '@boudoir/stores/wishlist';
import { ListNameError } from './list-name-error';
import { buttonClass, listName } from './constants';

interface TitleCellProps {
	list: Wishlist;
	/** Id given to the list's link, so other controls of the row can name the list. */
	nameId: string;
	onSave: ( list: Wishlist, title: string ) => Promise< boolean >;
}

/**
 * A list's name, linked to the list, with its title editor: "Edit title" opens the
 * "Wishlist title" field; Enter saves, Escape cancels, and an empty title keeps the
 * form open, marked invalid, with focus in the field and no request sent (docs/contract.md, Validation).
 *
 * @param props        Props.
 * @param props.list   The list.
 * @param props.nameId Id of the list's link.
 * @param props.onSave Saves a new title.
 */
export default function TitleCell( { list, nameId, onSave }: TitleCellProps ) {
	const limits = useFieldLimits();
	const name = listName( list );
	const [ isEditing, setIsEditing ] = useState( false );
	const editButtonRef = useRef< HTMLButtonElement >( null );
	// Focus follows the editor: into the field when it opens, back to the button when it closes.
	const focusOnRender = useRef< 'input' | 'button' | null >( null );
	const errorId = useId();
	const inputId = useId();
	const draft = useListName( errorId );

	useEffect( () => {
		if ( focusOnRender.current === 'input' && isEditing ) {
			draft.input.ref.current?.focus();
			draft.input.ref.current?.select();
		} else if ( focusOnRender.current === 'button' && ! isEditing ) {
			editButtonRef.current?.focus();
		}
		focusOnRender.current = null;
	}, [ isEditing, draft.input.ref ] );

	const open = () => {
		draft.reset( name );
		focusOnRender.current = 'input';
		setIsEditing( true );
	};

	// The editor opens afresh (`open()`), so closing leaves the draft as it is.
	const close = () => {
		focusOnRender.current = 'button';
		setIsEditing( false );
	};

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		const title = draft.check();
		if ( null === title ) {
			return;
		}
		close();
		if ( title !== name ) {
			// The store shows the new title at once and puts the old one back on failure.
			onSave( list, title ).catch( () => undefined );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			close();
		}
	};

	if ( ! isEditing ) {
		return (
			<div className="boudoir-wishlists__title">
				<a
					id={ nameId }
					className="boudoir-wishlists__link"
					href={ list.add_to_this_wishlist_url }
				>
					{ name }
				</a>
				<button
					ref={ editButtonRef }
					type="button"
					className={ buttonClass( 'secondary' ) }
					aria-describedby={ nameId }
					onClick={ open }
				>
					{ __( 'Edit title', 'boudoir' ) }
				</button>
			</div>
		);
	}

	return (
		<form
			className={ `boudoir-wishlists__title-form${
				draft.isInvalid ? ' is-invalid' : ''
			}` }
			noValidate
			onSubmit={ save }
		>
			<span id={ nameId } hidden>
				{ name }
			</span>
			<label htmlFor={ inputId } className="boudoir-visually-hidden">
				{ __( 'Wishlist title', 'boudoir' ) }
			</label>
			<input
				{ ...draft.input }
				id={ inputId }
				maxLength={ limits.wishlistName }
				required
				onKeyDown={ onKeyDown }
			/>
			<button type="submit" className={ buttonClass() }>
				{ __( 'Save title', 'boudoir' ) }
			</button>
			<button
				type="button"
				className={ buttonClass( 'secondary' ) }
				onClick={ close }
			>
				{ __( 'Cancel', 'boudoir' ) }
			</button>
			{ draft.isInvalid && (
				<ListNameError id={ errorId }>
					{ __( 'Please enter a title.', 'boudoir' ) }
				</ListNameError>
			) }
		</form>
	);
}
