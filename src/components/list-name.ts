/**
 * External dependencies
 */
import type { ChangeEvent, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';

/**
 * A wishlist's name being typed: a new list's, or a list's new title.
 */
export interface ListName {
	/** What the field holds. */
	value: string;
	/** Whether the field is marked invalid (it then holds no name). */
	isInvalid: boolean;
	/** Starts again from `value`, not marked invalid. */
	reset: ( value: string ) => void;
	/** The trimmed name to send; or null, the field marked invalid and focused. */
	check: () => string | null;
	/**
	 * The text field's props, spread on its `<input>` beside its id and what the form
	 * adds (`maxLength` from `useFieldLimits()`, `required`, keys).
	 */
	input: {
		ref: RefObject< HTMLInputElement >;
		type: 'text';
		value: string;
		'aria-invalid': boolean;
		'aria-describedby': string | undefined;
		onChange: ( event: ChangeEvent< HTMLInputElement > ) => void;
	};
}

/**
 * A wishlist name's field and its rule (docs/contract.md, Validation): an empty name,
 * spaces only too, marks the field invalid, focuses it and sends nothing; typing a name
 * clears the mark. While invalid, the field is described by its error.
 *
 * @param errorId Id of the words the form shows while the field is invalid.
 */
export function useListName( errorId: string ): ListName {
	const [ value, setValue ] = useState( '' );
	const [ isInvalid, setInvalid ] = useState( false );
	const ref = useRef< HTMLInputElement >( null );
	return {
		value,
		isInvalid,
		reset( text ) {
			setValue( text );
			setInvalid( false );
		},
		check() {
			const name = value.trim();
			if ( ! name ) {
				setInvalid( true );
				ref.current?.focus();
				return null;
			}
			return name;
		},
		input: {
			ref,
			type: 'text',
			value,
			'aria-invalid': isInvalid,
			'aria-describedby': isInvalid ? errorId : undefined,
			onChange( event ) {
				setValue( event.target.value );
				if ( event.target.value.trim() ) {
					setInvalid( false );
				}
			},
		},
	};
}
