/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	createPortal,
	useId,
	useLayoutEffect,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DIALOG_WIDTH } from './constants';
import { handOverCloseRequests, isBackdropClick } from './close-requests';
import { tabbables, wrapTab } from './focus';
import { CloseIcon } from './icons';

export interface DialogProps {
	/** The heading, which also names the dialog. */
	title: string;
	isOpen: boolean;
	/** Called on Escape, on the Close button and on a click on the backdrop. */
	onClose: () => void;
	children?: ReactNode;
	/** A modal `<dialog>` (default) or, when false, an inline section. */
	modal?: boolean;
	/** Maximum width, px (default 500). */
	width?: number;
	className?: string;
	/** Id of an element inside that describes the dialog. */
	describedBy?: string;
	/**
	 * Where focus goes once closed; default: the element focused when it opened
	 * (if it is still in the page).
	 */
	returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A popup on the native `<dialog>` element.
 *
 * Modal (default): `showModal()` in a portal on `document.body`, so the page behind is
 * inert and the backdrop (opacity 0.8) covers it; Escape and the Close button close it;
 * Tab and Shift+Tab wrap inside; focus moves to the first control of the content on
 * open and back to the opener on close. Inline (`modal={ false }`): the same heading,
 * content and Close button in a `section` where it is rendered.
 *
 * @param props             Dialog props.
 * @param props.title       Heading and accessible name.
 * @param props.isOpen      Whether it shows.
 * @param props.onClose     Asks the owner to close it.
 * @param props.children    Content.
 * @param props.modal       Modal dialog or inline section.
 * @param props.width       Maximum width, px.
 * @param props.className   Extra class.
 * @param props.describedBy Id of a describing element.
 * @param props.returnFocus Where focus goes on close.
 */
export function Dialog( {
	title,
	isOpen,
	onClose,
	children,
	modal = true,
	width = DIALOG_WIDTH,
	className,
	describedBy,
	returnFocus,
}: DialogProps ) {
	const headingId = useId();
	const dialogRef = useRef< HTMLDialogElement >( null );
	const sectionRef = useRef< HTMLElement >( null );
	const bodyRef = useRef< HTMLDivElement >( null );
	const closeRef = useRef< HTMLButtonElement >( null );
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;
	const returnFocusRef = useRef( returnFocus );
	returnFocusRef.current = returnFocus;

	// Open, move focus in; on close or unmount, close and give focus back. The browser's
	// own close request (Escape, Android back) goes to the owner, who decides.
	useLayoutEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const { ownerDocument } = bodyRef.current ?? document.body;
		const opener = ownerDocument.activeElement;
		const dialog = dialogRef.current;
		if ( modal && dialog && ! dialog.open ) {
			dialog.showModal();
		}
		const stopCloseRequests =
			dialog &&
			handOverCloseRequests( dialog, () => onCloseRef.current() );
		const firstStop =
			bodyRef.current?.querySelector< HTMLElement >( '[autofocus]' ) ??
			( bodyRef.current ? tabbables( bodyRef.current )[ 0 ] : undefined );
		( firstStop ?? closeRef.current )?.focus();

		return () => {
			stopCloseRequests?.();
			if ( dialog?.open ) {
				dialog.close();
			}
			const target =
				returnFocusRef.current?.() ??
				( opener instanceof HTMLElement ? opener : null );
			if ( target?.isConnected ) {
				target.focus();
			}
		};
	}, [ isOpen, modal ] );

	if ( ! isOpen ) {
		return null;
	}

	const onKeyDown = ( event: KeyboardEvent< HTMLElement > ) => {
		if ( event.key === 'Escape' && ! event.defaultPrevented ) {
			// Handled here so the dialog closes once, without the native `cancel` too.
			event.preventDefault();
			event.stopPropagation();
			onClose();
			return;
		}
		const container = modal ? dialogRef.current : sectionRef.current;
		if ( modal && container ) {
			wrapTab( event, container );
		}
	};

	const classes = [
		'boudoir-dialog',
		modal ? 'is-modal' : 'is-inline',
		className,
	]
		.filter( Boolean )
		.join( ' ' );

	const content = (
		<>
			<div className="boudoir-dialog__header">
				<h2 id={ headingId } className="boudoir-dialog__title">
					{ title }
				</h2>
				<button
					ref={ closeRef }
					type="button"
					className="boudoir-dialog__close"
					aria-label={ __( 'Close', 'boudoir' ) }
					onClick={ onClose }
				>
					<CloseIcon />
				</button>
			</div>
			<div ref={ bodyRef } className="boudoir-dialog__body">
				{ children }
			</div>
		</>
	);

	if ( ! modal ) {
		return (
			// Escape from inside closes the inline popup too (the keys come from its controls).
			// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
			<section
				ref={ sectionRef }
				className={ classes }
				aria-labelledby={ headingId }
				aria-describedby={ describedBy }
				style={ { maxWidth: `${ width }px` } }
				onKeyDown={ onKeyDown }
			>
				{ content }
			</section>
		);
	}

	return createPortal(
		// The dialog is keyboard-operable (Escape, Tab); clicks on its backdrop close it.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<dialog
			ref={ dialogRef }
			className={ classes }
			aria-labelledby={ headingId }
			aria-describedby={ describedBy }
			style={ { width: `min(${ width }px, calc(100vw - 2rem))` } }
			onKeyDown={ onKeyDown }
			onClick={ ( event ) => {
				if ( isBackdropClick( event, event.currentTarget ) ) {
					onClose();
				}
			} }
		>
			<div className="boudoir-dialog__frame">{ content }</div>
		</dialog>,
		document.body
	);
}
