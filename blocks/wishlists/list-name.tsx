/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * Internal dependencies
 */
import { ErrorIcon } from '@boudoir/components';
import { useFieldLimits } from '@boudoir/stores/wishlist';

interface ListNameInputProps {
	id: string;
	inputRef: RefObject< HTMLInputElement >;
	value: string;
	/** Whether an empty name was sent: the error, `errorId`, then describes the field. */
	isInvalid: boolean;
	errorId: string;
	/** Receives what the shopper types. */
	onChange: ( value: string ) => void;
	/** Called once what she types is a name (not only spaces): the error can go. */
	onName: () => void;
	autoComplete?: 'off';
	onKeyDown?: ( event: KeyboardEvent< HTMLInputElement > ) => void;
}

/**
 * A list's name field: required, at most the shop's length (docs/contract.md, Validation).
 *
 * @param props              Field props.
 * @param props.id           The field's id.
 * @param props.inputRef     Receives the field.
 * @param props.value        The name typed so far.
 * @param props.isInvalid    Whether it is marked invalid.
 * @param props.errorId      The error's id.
 * @param props.onChange     Receives what is typed.
 * @param props.onName       Called once it is a name.
 * @param props.autoComplete The browser's suggestions, off for a new list.
 * @param props.onKeyDown    Keys of the field's own.
 */
export function ListNameInput( {
	id,
	inputRef,
	value,
	isInvalid,
	errorId,
	onChange,
	onName,
	autoComplete,
	onKeyDown,
}: ListNameInputProps ) {
	const limits = useFieldLimits();
	return (
		<input
			ref={ inputRef }
			id={ id }
			type="text"
			value={ value }
			maxLength={ limits.wishlistName }
			required
			autoComplete={ autoComplete }
			aria-invalid={ isInvalid }
			aria-describedby={ isInvalid ? errorId : undefined }
			onChange={ ( event ) => {
				onChange( event.target.value );
				if ( '' !== event.target.value.trim() ) {
					onName();
				}
			} }
			onKeyDown={ onKeyDown }
		/>
	);
}

/**
 * What an empty name is told: an alert, with the error icon.
 *
 * @param props          Error props.
 * @param props.id       Its id (the field's description).
 * @param props.children Its words.
 */
export function ListNameError( {
	id,
	children,
}: {
	id: string;
	children: ReactNode;
} ) {
	return (
		<p id={ id } className="boudoir-wishlists__error" role="alert">
			<ErrorIcon size={ 16 } className="boudoir-wishlists__error-icon" />
			{ children }
		</p>
	);
}
