/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_PRIVACY,
	Dialog,
	PrivacySelect,
	useListName,
} from '@boudoir/components';
import type { Privacy } from '@boudoir/stores/wishlist';
import { useFieldLimits } from '@boudoir/stores/wishlist';
import { SubmitRow } from './submit-row';
import type { TransferMode, TransferRequest } from './types';

/** A list the items may go to. */
export interface TransferDestination {
	token: string;
	wishlist_name: string;
}

export interface TransferDialogProps {
	isOpen: boolean;
	mode: TransferMode;
	/** How many items go (1 for a row's button, more for a bulk move). */
	itemCount: number;
	/** The shopper's other lists. */
	destinations: TransferDestination[];
	modal?: boolean;
	onClose: () => void;
	/** Sends the request; resolves true on success (the dialog then closes). */
	onSubmit: ( request: TransferRequest ) => Promise< boolean >;
	/** Messages shown inside the dialog while it is open. */
	notices?: ReactNode;
}

/**
 * The dialog's title, which is also the name of the button that opens it.
 *
 * @param mode Move or copy.
 */
export function transferTitle( mode: TransferMode ): string {
	return mode === 'move'
		? __( 'Move to another wishlist', 'boudoir' )
		: __( 'Copy to another wishlist', 'boudoir' );
}

/**
 * "Move to another wishlist" / "Copy to another wishlist": a list selector with
 * "New wishlist", whose name is required (the field's paragraph is marked invalid and
 * nothing is sent, docs/contract.md, Validation) and whose privacy may be chosen.
 *
 * @param props              Dialog props.
 * @param props.isOpen       Whether it shows.
 * @param props.mode         Move or copy.
 * @param props.itemCount    How many items go.
 * @param props.destinations The shopper's other lists.
 * @param props.modal        Modal dialog or inline.
 * @param props.onClose      Closes it.
 * @param props.onSubmit     Sends the request.
 * @param props.notices      Messages shown inside.
 */
export function TransferDialog( {
	isOpen,
	mode,
	itemCount,
	destinations,
	modal = true,
	onClose,
	onSubmit,
	notices,
}: TransferDialogProps ) {
	const limits = useFieldLimits();
	const ids = {
		destination: useId(),
		name: useId(),
		nameError: useId(),
	};
	const firstToken = destinations[ 0 ]?.token ?? 'new';
	const [ destination, setDestination ] = useState( firstToken );
	const name = useListName( ids.nameError );
	const [ privacy, setPrivacy ] = useState< Privacy >( DEFAULT_PRIVACY );
	const [ isBusy, setBusy ] = useState( false );

	// Each opening starts afresh.
	useEffect( () => {
		if ( isOpen ) {
			setDestination( firstToken );
			name.reset( '' );
			setPrivacy( DEFAULT_PRIVACY );
			setBusy( false );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ isOpen ] );

	const isNew = destination === 'new';

	const submit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isBusy ) {
			return;
		}
		const wishlistName = isNew ? name.check() : '';
		if ( wishlistName === null ) {
			return;
		}
		setBusy( true );
		onSubmit(
			isNew
				? {
						destination,
						wishlistName,
						wishlistVisibility: privacy,
					}
				: { destination }
		)
			.then( ( done ) => {
				if ( done ) {
					onClose();
				}
			} )
			.finally( () => setBusy( false ) );
	};

	return (
		<Dialog
			title={ transferTitle( mode ) }
			isOpen={ isOpen }
			onClose={ onClose }
			modal={ modal }
			className="boudoir-wishlist-transfer"
		>
			{ notices }
			<form
				className="boudoir-wishlist__form"
				onSubmit={ submit }
				noValidate
			>
				{ itemCount > 1 && (
					<p className="boudoir-wishlist__form-intro">
						{ mode === 'move'
							? __( 'The checked items will move.', 'boudoir' )
							: __(
									'The checked items will be copied.',
									'boudoir'
								) }
					</p>
				) }
				<p className="boudoir-form-row">
					<label htmlFor={ ids.destination }>
						{ __( 'Wishlist', 'boudoir' ) }
					</label>
					<select
						id={ ids.destination }
						value={ destination }
						onChange={ ( event ) => {
							setDestination( event.target.value );
							name.reset( name.value );
						} }
					>
						{ destinations.map( ( list ) => (
							<option key={ list.token } value={ list.token }>
								{ list.wishlist_name }
							</option>
						) ) }
						<option value="new">
							{ __( 'New wishlist', 'boudoir' ) }
						</option>
					</select>
				</p>
				{ isNew && (
					<>
						<p
							className={ `boudoir-form-row${
								name.isInvalid ? ' is-invalid' : ''
							}` }
						>
							<label htmlFor={ ids.name }>
								{ __( 'Wishlist name', 'boudoir' ) }
							</label>
							<input
								{ ...name.input }
								id={ ids.name }
								maxLength={ limits.wishlistName }
								aria-required="true"
							/>
							{ name.isInvalid && (
								<span
									id={ ids.nameError }
									className="boudoir-form-row__error"
								>
									{ __(
										'Please enter a name for the new wishlist.',
										'boudoir'
									) }
								</span>
							) }
						</p>
						<p className="boudoir-form-row">
							<PrivacySelect
								value={ privacy }
								onChange={ setPrivacy }
							/>
						</p>
					</>
				) }
				<SubmitRow isBusy={ isBusy }>
					{ mode === 'move'
						? __( 'Move', 'boudoir' )
						: __( 'Copy', 'boudoir' ) }
				</SubmitRow>
			</form>
		</Dialog>
	);
}
