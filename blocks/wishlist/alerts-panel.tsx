/**
 * The list's "Alerts" panel (issue 37), opened by the toolbar's "Alerts" button: a switch per
 * kind the shop offers, where the alerts go, and "Stop all alerts for this list". A signed-in
 * shopper's, or a guest's whose address is on file, switches save as they change; a guest
 * without one chooses, gives her address and saves them together, then confirms it from the
 * e-mail the shop sends.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { Spinner } from '@boudoir/components';
import {
	EMAIL_MAX_LENGTH,
	addressError,
	addressProblem,
	offeredKinds,
	store as alertsStore,
	toggled,
	type AlertChoice,
	type AlertKind,
	type ApiError,
	type SaveAlertsRequest,
	type ListAlerts,
	type AlertsAnswer,
} from '../../src/stores/wishlist-alerts';
import { listAlertLabel } from './alert-labels';

export interface AlertsPanelProps {
	/** Whether the panel shows (its button is expanded). */
	isOpen: boolean;
	/** The panel's id, which its button controls. */
	id: string;
	/** The "Alerts" button's id: the panel is a group named by it. */
	labelledBy: string;
	/** The list. */
	listId: number;
}

/** Where focus goes after the next render, when a control it was on goes away or is needed. */
type FocusTarget = 'contact' | 'email' | null;

/**
 * A switch (a checkbox with the switch role) and its label.
 *
 * @param props          Props.
 * @param props.label    Its label.
 * @param props.checked  Whether it is on.
 * @param props.isBusy   Whether a save is under way (changes wait for it).
 * @param props.onChange Turns it over.
 */
function AlertSwitch( {
	label,
	checked,
	isBusy,
	onChange,
}: {
	label: string;
	checked: boolean;
	isBusy: boolean;
	onChange: () => void;
} ) {
	const id = useId();
	return (
		<p className="boudoir-wishlist__alerts-switch">
			<input
				id={ id }
				type="checkbox"
				role="switch"
				checked={ checked }
				// Not `disabled`: the switch keeps focus while its change is saved.
				aria-disabled={ isBusy || undefined }
				onChange={ () => ! isBusy && onChange() }
			/>
			<label htmlFor={ id }>{ label }</label>
		</p>
	);
}

/**
 * Where the alerts go, in words ('' before an address is given).
 *
 * @param alerts The list's choices.
 */
function contactLine( alerts: ListAlerts ): string {
	const { status, email } = alerts.contact;
	if ( status === 'pending' ) {
		return sprintf(
			/* translators: %s: the e-mail address a guest gave for her alerts. */
			__( 'Waiting for you to confirm %s', 'boudoir' ),
			email
		);
	}
	return status === 'none'
		? ''
		: sprintf(
				/* translators: %s: the e-mail address the alerts go to. */
				__( 'Alerts go to %s', 'boudoir' ),
				email
			);
}

/**
 * The panel once the list's choices are read.
 *
 * @param props        Props.
 * @param props.alerts The list's choices.
 */
function AlertChoices( { alerts }: { alerts: ListAlerts } ) {
	const listId = alerts.wishlist_id;
	const isSaving = useSelect(
		( select ) => select( alertsStore ).isSaving( listId ),
		[ listId ]
	);
	const { saveAlerts, stopAlerts } = useDispatch( alertsStore );
	// The last answer's words (polite) and the last failure (at once).
	const [ said, setSaid ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	// The server asked for an address though one was on file (it was taken back meanwhile).
	const [ askAddress, setAskAddress ] = useState( false );
	// A guest's choice and address, sent together by "Save alert choices".
	const [ draft, setDraft ] = useState< AlertChoice | null >( null );
	const [ email, setEmail ] = useState( '' );
	const [ isAddressWrong, setAddressWrong ] = useState( false );
	const emailRef = useRef< HTMLInputElement >( null );
	const contactRef = useRef< HTMLParagraphElement >( null );
	const [ focusTarget, setFocusTarget ] = useState< FocusTarget >( null );
	const ids = useId();
	const emailId = `${ ids }-email`;
	const problemId = `${ ids }-problem`;

	// Once the render that changed the controls is there (a target missing then is let go).
	useEffect( () => {
		if ( focusTarget ) {
			( focusTarget === 'email'
				? emailRef.current
				: contactRef.current
			)?.focus();
			setFocusTarget( null );
		}
	}, [ focusTarget ] );

	const isAsking = alerts.contact.status === 'none' || askAddress;
	const kinds = offeredKinds( alerts.offered );
	const choice = isAsking ? ( draft ?? alerts.list ) : alerts.list;
	const contact = contactLine( alerts );

	/**
	 * Shows what a write answered: its words, or the failure (an address asked for: the field,
	 * marked and focused).
	 *
	 * @param answer The answer, or the failure.
	 */
	const tell = ( answer: AlertsAnswer | ApiError ): boolean => {
		if ( isApiError( answer ) ) {
			const aboutAddress = addressError( answer );
			setSaid( '' );
			setProblem( aboutAddress ?? answer.message );
			if ( aboutAddress !== null ) {
				setAskAddress( true );
				setAddressWrong( true );
				setFocusTarget( 'email' );
			}
			return false;
		}
		setProblem( '' );
		setSaid( answer.message );
		return true;
	};

	const save = async ( request: SaveAlertsRequest ) =>
		tell( await saveAlerts( listId, request ) );

	const onToggle = ( kind: AlertKind ) => {
		const next = toggled( choice, kind );
		if ( isAsking ) {
			setDraft( next );
		} else {
			save( next );
		}
	};

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isSaving ) {
			return;
		}
		const wrong = addressProblem(
			email,
			kinds.some( ( kind ) => choice[ kind ] )
		);
		if ( wrong ) {
			setSaid( '' );
			setProblem(
				wrong === 'missing'
					? __(
							'Enter the e-mail address your alerts should go to.',
							'boudoir'
						)
					: __(
							'Enter an e-mail address like name@example.com.',
							'boudoir'
						)
			);
			setAddressWrong( true );
			emailRef.current?.focus();
			return;
		}
		const address = email.trim();
		const done = await save( {
			price_drops: choice.price_drops,
			back_in_stock: choice.back_in_stock,
			...( address && { email: address } ),
		} );
		if ( done ) {
			setAddressWrong( false );
			setAskAddress( false );
			setDraft( null );
			// The form goes: focus goes to the line saying where the alerts go now.
			setFocusTarget( 'contact' );
		}
	};

	const switches = kinds.map( ( kind ) => (
		<AlertSwitch
			key={ kind }
			label={ listAlertLabel( kind ) }
			checked={ choice[ kind ] }
			isBusy={ isSaving }
			onChange={ () => onToggle( kind ) }
		/>
	) );

	return (
		<>
			{ contact && (
				<p
					ref={ contactRef }
					className="boudoir-wishlist__alerts-contact"
					tabIndex={ -1 }
				>
					{ contact }
				</p>
			) }
			{ isAsking ? (
				<form
					className="boudoir-wishlist__alerts-form"
					noValidate
					onSubmit={ onSubmit }
				>
					{ switches }
					<label
						className="boudoir-wishlist__alerts-email-label"
						htmlFor={ emailId }
					>
						{ __( 'Email address for alerts', 'boudoir' ) }
					</label>
					<input
						ref={ emailRef }
						id={ emailId }
						className="boudoir-wishlist__alerts-email"
						type="email"
						autoComplete="email"
						maxLength={ EMAIL_MAX_LENGTH }
						value={ email }
						aria-invalid={ isAddressWrong || undefined }
						aria-describedby={
							isAddressWrong && problem ? problemId : undefined
						}
						onChange={ ( event ) => {
							setEmail( event.target.value );
							setAddressWrong( false );
						} }
					/>
					<button
						type="submit"
						className="wp-element-button"
						aria-disabled={ isSaving || undefined }
					>
						{ __( 'Save alert choices', 'boudoir' ) }
					</button>
				</form>
			) : (
				<div className="boudoir-wishlist__alerts-switches">
					{ switches }
				</div>
			) }
			{ ! isAsking && (
				<button
					type="button"
					className="boudoir-wishlist__alerts-stop wp-element-button"
					aria-disabled={ isSaving || undefined }
					onClick={ async () => {
						if ( ! isSaving ) {
							tell( await stopAlerts( listId ) );
						}
					} }
				>
					{ __( 'Stop all alerts for this list', 'boudoir' ) }
				</button>
			) }
			<p
				id={ problemId }
				className="boudoir-wishlist__alerts-problem"
				role="alert"
			>
				{ problem }
			</p>
			<p className="boudoir-wishlist__alerts-said" role="status">
				{ said }
			</p>
		</>
	);
}

/**
 * The list's alerts panel (nothing while closed). Its choices are read when it first opens.
 *
 * @param props            Props.
 * @param props.isOpen     Whether it shows.
 * @param props.id         Its id.
 * @param props.labelledBy Its button's id.
 * @param props.listId     The list.
 */
export function AlertsPanel( {
	isOpen,
	id,
	labelledBy,
	listId,
}: AlertsPanelProps ) {
	const { alerts, error } = useSelect(
		( select ) => ( {
			alerts: isOpen
				? select( alertsStore ).getAlerts( listId )
				: undefined,
			error: isOpen
				? select( alertsStore ).getAlertsError( listId )
				: undefined,
		} ),
		[ isOpen, listId ]
	);
	if ( ! isOpen ) {
		return null;
	}
	let content = (
		<Spinner label={ __( 'Loading your alert choices…', 'boudoir' ) } />
	);
	if ( alerts ) {
		content = <AlertChoices alerts={ alerts } />;
	} else if ( error ) {
		content = (
			<p className="boudoir-wishlist__alerts-problem" role="alert">
				{ error.message }
			</p>
		);
	}
	return (
		<div
			id={ id }
			className="boudoir-wishlist__alerts"
			role="group"
			aria-labelledby={ labelledBy }
		>
			{ content }
		</div>
	);
}
