/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import type { Wishlist } from '@boudoir/stores/wishlist';
import { FocusableButton } from '../../src/components/focusable-button';
import { buttonClass, listName } from './constants';

interface DeleteControlProps {
	list: Wishlist;
	onDelete: ( list: Wishlist ) => Promise< boolean >;
	/** Moves focus somewhere that stays while the row goes. */
	onLeave: () => void;
}

/**
 * "Delete <name>", then an inline confirmation: a group asking "Delete “<name>”?"
 * with "Delete" and "Cancel". Focus moves to "Cancel" (the safe choice); Escape
 * cancels; back from the question, focus returns to "Delete <name>". Once confirmed,
 * focus goes to the table's heading (the row goes), and back to "Delete <name>" if
 * the delete fails.
 *
 * @param props          Props.
 * @param props.list     The list.
 * @param props.onDelete Deletes it.
 * @param props.onLeave  Moves focus out of the row.
 */
export default function DeleteControl( {
	list,
	onDelete,
	onLeave,
}: DeleteControlProps ) {
	const name = listName( list );
	const [ isConfirming, setIsConfirming ] = useState( false );
	const [ isDeleting, setIsDeleting ] = useState( false );
	const deleteButtonRef = useRef< HTMLButtonElement >( null );
	// Back from the question, focus returns to "Delete <name>" (to "Cancel" it goes by autoFocus).
	const returning = useRef( false );
	const questionId = useId();
	const isMounted = useRef( true );

	useEffect( () => {
		isMounted.current = true;
		return () => {
			isMounted.current = false;
		};
	}, [] );

	useEffect( () => {
		if ( returning.current && ! isConfirming ) {
			deleteButtonRef.current?.focus();
		}
		returning.current = false;
	}, [ isConfirming ] );

	const ask = () => setIsConfirming( true );

	const cancel = () => {
		returning.current = true;
		setIsConfirming( false );
	};

	const confirm = async () => {
		setIsDeleting( true );
		// The row may go at once (optimistic delete): focus must not go with it.
		onLeave();
		const deleted = await onDelete( list ).catch( () => false );
		if ( ! isMounted.current ) {
			return;
		}
		setIsDeleting( false );
		if ( ! deleted ) {
			cancel();
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' && ! isDeleting ) {
			event.preventDefault();
			event.stopPropagation();
			cancel();
		}
	};

	if ( ! isConfirming ) {
		return (
			<button
				ref={ deleteButtonRef }
				type="button"
				className={ buttonClass( 'destructive', 'secondary' ) }
				// The visible "Delete" starts the name (WCAG 2.5.3); the list's name tells rows apart.
				aria-label={ sprintf(
					/* translators: %s: the wishlist's name. */
					__( 'Delete %s', 'boudoir' ),
					name
				) }
				onClick={ ask }
			>
				{ __( 'Delete', 'boudoir' ) }
			</button>
		);
	}

	return (
		// Escape on either button cancels: the group hears it as it bubbles.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			className="boudoir-wishlists__confirm"
			role="group"
			aria-labelledby={ questionId }
			aria-busy={ isDeleting }
			onKeyDown={ onKeyDown }
		>
			<p id={ questionId } className="boudoir-wishlists__question">
				{ list.item_count > 0
					? sprintf(
							/* translators: 1: the wishlist's name, 2: how many items it holds. */
							_n(
								'Delete “%1$s” and its %2$d item?',
								'Delete “%1$s” and its %2$d items?',
								list.item_count,
								'boudoir'
							),
							name,
							list.item_count
						)
					: sprintf(
							/* translators: %s: the wishlist's name. */
							__( 'Delete “%s”?', 'boudoir' ),
							name
						) }
			</p>
			<FocusableButton
				className={ buttonClass( 'destructive' ) }
				disabled={ isDeleting }
				onClick={ confirm }
			>
				{ __( 'Delete', 'boudoir' ) }
			</FocusableButton>
			<FocusableButton
				// The safe choice takes the focus as the question appears.
				// eslint-disable-next-line jsx-a11y/no-autofocus
				autoFocus
				className={ buttonClass( 'secondary' ) }
				disabled={ isDeleting }
				onClick={ cancel }
			>
				{ __( 'Cancel', 'boudoir' ) }
			</FocusableButton>
		</div>
	);
}
