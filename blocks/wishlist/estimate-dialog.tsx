/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Dialog } from '@boudoir/components';
import type { ApiError, EstimateResult } from '@boudoir/stores/wishlist';
import { useFieldLimits } from '@boudoir/stores/wishlist';
import {
	GUEST_FORM,
	estimateTitle,
	loadEstimateForm,
	type EstimateForm,
} from './estimate-copy';
import { SubmitRow } from './submit-row';

/** The form's fields, as the REST route names them. */
export interface EstimateFields {
	name: string;
	email: string;
	notes: string;
	copy: boolean;
}

type FieldName = keyof EstimateFields;

const EMPTY: EstimateFields = { name: '', email: '', notes: '', copy: false };

export interface EstimateDialogProps {
	isOpen: boolean;
	modal?: boolean;
	onClose: () => void;
	/** Sends the request. */
	onSubmit: (
		fields: EstimateFields
	) => Promise< EstimateResult | ApiError >;
	/** Goes to the page the shop set for after a request (default: location.assign). */
	onRedirect?: ( url: string ) => void;
	/**
	 * What the form offers: where a copy would go (the signed-in shopper's account
	 * e-mail, or null for guests, who are offered no copy) and the name and address it
	 * starts with (default: asks `GET /boudoir/v1/estimate-form`, once a page).
	 */
	loadForm?: () => Promise< EstimateForm >;
	notices?: ReactNode;
}

function isSuccess(
	answer: EstimateResult | ApiError
): answer is EstimateResult {
	return 'result' in answer && answer.result === true;
}

/**
 * The messages per field of a failed request (`data.params`).
 *
 * @param error The failure.
 */
export function fieldErrors(
	error: ApiError
): Partial< Record< FieldName, string > > {
	const params = error.data?.params;
	if ( typeof params !== 'object' || params === null ) {
		return {};
	}
	const errors: Partial< Record< FieldName, string > > = {};
	for ( const field of Object.keys( EMPTY ) as FieldName[] ) {
		const message = ( params as Record< string, unknown > )[ field ];
		if ( typeof message === 'string' && message !== '' ) {
			errors[ field ] = message;
		}
	}
	return errors;
}

/**
 * "Ask for an estimate": name, e-mail, notes and, for a signed-in shopper only,
 * "Send me a copy", which says the account e-mail the copy goes to (the server
 * sends it nowhere else, and never to guests). A failure shows
 * the server's message in an error block inside the dialog (docs/contract.md, Messages) and on the
 * fields it names; a success shows the confirmation, then goes to the shop's page
 * for after a request when there is one.
 *
 * @param props            Dialog props.
 * @param props.isOpen     Whether it shows.
 * @param props.modal      Modal dialog or inline.
 * @param props.onClose    Closes it.
 * @param props.onSubmit   Sends the request.
 * @param props.onRedirect Follows the redirect.
 * @param props.loadForm   Finds what the form offers (copy, name, e-mail).
 * @param props.notices    Messages shown inside.
 */
export function EstimateDialog( {
	isOpen,
	modal = true,
	onClose,
	onSubmit,
	onRedirect = ( url ) => window.location.assign( url ),
	loadForm = loadEstimateForm,
	notices,
}: EstimateDialogProps ) {
	const limits = useFieldLimits();
	const id = useId();
	// undefined until asked.
	const [ offer, setOffer ] = useState< EstimateForm | undefined >();
	// null: no copy offered.
	const copyTo = offer ? offer.copyTo : undefined;
	const [ fields, setFields ] = useState< EstimateFields >( EMPTY );
	const [ error, setError ] = useState< ApiError | null >( null );
	const [ confirmation, setConfirmation ] = useState( '' );
	const [ isBusy, setBusy ] = useState( false );
	const errorRef = useRef< HTMLDivElement >( null );
	const confirmationRef = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( isOpen ) {
			setError( null );
			setConfirmation( '' );
			setBusy( false );
		}
	}, [ isOpen ] );

	// Asked when the dialog first opens, if the button's hover or focus has not asked
	// already (signing in or out reloads the page). A signed-in shopper's name and address
	// fill the fields she has not typed in yet.
	const hasFormAnswer = copyTo !== undefined;
	useEffect( () => {
		if ( ! isOpen || hasFormAnswer ) {
			return;
		}
		let isCurrent = true;
		loadForm()
			.catch( () => null )
			.then( ( form ) => {
				if ( ! isCurrent ) {
					return;
				}
				setOffer( form ?? GUEST_FORM );
				setFields( ( current ) => ( {
					...current,
					name: current.name || form?.name || '',
					email: current.email || form?.email || '',
				} ) );
			} );
		return () => {
			isCurrent = false;
		};
	}, [ isOpen, hasFormAnswer, loadForm ] );

	useEffect( () => {
		if ( confirmation ) {
			confirmationRef.current?.focus();
		}
	}, [ confirmation ] );

	const errors = error ? fieldErrors( error ) : {};
	const fieldId = ( field: FieldName ) => `${ id }-${ field }`;
	const errorId = ( field: FieldName ) => `${ id }-${ field }-error`;
	const set = < K extends FieldName >(
		field: K,
		value: EstimateFields[ K ]
	) => setFields( ( current ) => ( { ...current, [ field ]: value } ) );

	const invalidProps = ( field: FieldName ) =>
		errors[ field ]
			? {
					'aria-invalid': true,
					'aria-describedby': errorId( field ),
				}
			: {};

	const fieldError = ( field: FieldName ) =>
		errors[ field ] ? (
			<span id={ errorId( field ) } className="boudoir-form-row__error">
				{ errors[ field ] }
			</span>
		) : null;

	const submit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isBusy ) {
			return;
		}
		setBusy( true );
		setError( null );
		// Never a copy the form did not offer.
		onSubmit( { ...fields, copy: Boolean( copyTo ) && fields.copy } )
			.then( ( answer ) => {
				if ( isSuccess( answer ) ) {
					setConfirmation(
						answer.message ||
							__( 'Your estimate request was sent.', 'boudoir' )
					);
					// Ready for another request: the shopper's own name and address stay.
					setFields( {
						...EMPTY,
						name: offer?.name ?? '',
						email: offer?.email ?? '',
					} );
					if ( answer.redirect ) {
						onRedirect( answer.redirect );
					}
					return;
				}
				setError( answer );
				// The first named field takes focus; else the error block.
				const first = ( Object.keys( EMPTY ) as FieldName[] ).find(
					( field ) => fieldErrors( answer )[ field ]
				);
				window.requestAnimationFrame( () => {
					const target = first
						? document.getElementById( fieldId( first ) )
						: errorRef.current;
					target?.focus();
				} );
			} )
			.finally( () => setBusy( false ) );
	};

	return (
		<Dialog
			title={ estimateTitle() }
			isOpen={ isOpen }
			onClose={ onClose }
			modal={ modal }
			className="boudoir-wishlist-estimate"
		>
			{ notices }
			{ confirmation ? (
				<div
					ref={ confirmationRef }
					className="boudoir-estimate-confirmation"
					role="status"
					tabIndex={ -1 }
				>
					<p>{ confirmation }</p>
				</div>
			) : (
				<form
					className="boudoir-wishlist__form"
					onSubmit={ submit }
					noValidate
				>
					<div
						ref={ errorRef }
						className="boudoir-wishlist__form-error"
						role="alert"
						tabIndex={ -1 }
					>
						{ error && <p>{ error.message }</p> }
					</div>
					<p className="boudoir-form-row">
						<label htmlFor={ fieldId( 'name' ) }>
							{ _x( 'Name', 'person name', 'boudoir' ) }
						</label>
						<input
							id={ fieldId( 'name' ) }
							type="text"
							autoComplete="name"
							maxLength={ limits.estimateName }
							aria-required="true"
							value={ fields.name }
							onChange={ ( event ) =>
								set( 'name', event.target.value )
							}
							{ ...invalidProps( 'name' ) }
						/>
						{ fieldError( 'name' ) }
					</p>
					<p className="boudoir-form-row">
						<label htmlFor={ fieldId( 'email' ) }>
							{ __( 'Email', 'boudoir' ) }
						</label>
						<input
							id={ fieldId( 'email' ) }
							type="email"
							autoComplete="email"
							aria-required="true"
							value={ fields.email }
							onChange={ ( event ) =>
								set( 'email', event.target.value )
							}
							{ ...invalidProps( 'email' ) }
						/>
						{ fieldError( 'email' ) }
					</p>
					<p className="boudoir-form-row">
						<label htmlFor={ fieldId( 'notes' ) }>
							{ __( 'Notes', 'boudoir' ) }
						</label>
						<textarea
							id={ fieldId( 'notes' ) }
							rows={ 4 }
							maxLength={ limits.estimateNotes }
							value={ fields.notes }
							onChange={ ( event ) =>
								set( 'notes', event.target.value )
							}
							{ ...invalidProps( 'notes' ) }
						/>
						{ fieldError( 'notes' ) }
					</p>
					{ copyTo && (
						<>
							<p className="boudoir-form-row is-checkbox">
								<input
									id={ fieldId( 'copy' ) }
									type="checkbox"
									checked={ fields.copy }
									aria-describedby={ `${ fieldId(
										'copy'
									) }-to` }
									onChange={ ( event ) =>
										set( 'copy', event.target.checked )
									}
								/>
								<label htmlFor={ fieldId( 'copy' ) }>
									{ __( 'Send me a copy', 'boudoir' ) }
								</label>
							</p>
							<p
								id={ `${ fieldId( 'copy' ) }-to` }
								className="boudoir-form-row boudoir-form-row__hint"
							>
								{ sprintf(
									/* translators: %s: the signed-in shopper's account e-mail address. */
									__(
										'The copy goes to your account e-mail address, %s.',
										'boudoir'
									),
									copyTo
								) }
							</p>
						</>
					) }
					<SubmitRow isBusy={ isBusy }>
						{ __( 'Send', 'boudoir' ) }
					</SubmitRow>
				</form>
			) }
		</Dialog>
	);
}
