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
import { listName } from './constants';

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
	const cancelButtonRef = useRef< HTMLButtonElement >( null );
	const focusOnRender = useRef< 'cancel' | 'delete' | null >( null );
	const questionId = useId();
	const isMounted = useRef( true );

	useEffect( () => {
		isMounted.current = true;
		return () => {
			isMounted.current = false;
		};
	}, [] );

	useEffect( () => {
		if ( focusOnRender.current === 'cancel' && isConfirming ) {
			cancelButtonRef.current?.focus();
		} else if ( focusOnRender.current === 'delete' && ! isConfirming ) {
			deleteButtonRef.current?.focus();
		}
		focusOnRender.current = null;
	}, [ isConfirming ] );

	const ask = () => {
		focusOnRender.current = 'cancel';
		setIsConfirming( true );
	};

	const cancel = () => {
		focusOnRender.current = 'delete';
		setIsConfirming( false );
	};

	const confirm = async () => {
		if ( isDeleting ) {
			return;
		}
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

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
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
				className="boudoir-wishlists__button is-destructive is-secondary"
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
		<div
			className="boudoir-wishlists__confirm"
			role="group"
			aria-labelledby={ questionId }
			aria-busy={ isDeleting }
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
			<button
				type="button"
				className="boudoir-wishlists__button is-destructive"
				aria-disabled={ isDeleting }
				onClick={ confirm }
				onKeyDown={ onKeyDown }
			>
				{ __( 'Delete', 'boudoir' ) }
			</button>
			<button
				ref={ cancelButtonRef }
				type="button"
				className="boudoir-wishlists__button is-secondary"
				aria-disabled={ isDeleting }
				onClick={ () => ! isDeleting && cancel() }
				onKeyDown={ onKeyDown }
			>
				{ __( 'Cancel', 'boudoir' ) }
			</button>
		</div>
	);
}
