/**
 * External dependencies
 */
import type { Dispatch, KeyboardEvent, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import { tabbables, wrapTab } from '../../src/components/focus';
import { closesOnResize, type PanelAction } from './state';

/**
 * The side panel as a dialog: shown modal (the cart button) or not (the cart overlay
 * after an add), closed by the shopper's ways out, focus given back on close.
 *
 * @param isOpen        Whether the panel is open.
 * @param modal         Whether it is the modal side panel (the cart button), else the overlay.
 * @param dispatchPanel The panel's reducer's dispatch.
 */
export function usePanelDialog(
	isOpen: boolean,
	modal: boolean,
	dispatchPanel: Dispatch< PanelAction >
) {
	const buttonRef = useRef< HTMLButtonElement >( null );
	const dialogRef = useRef< HTMLDialogElement >( null );
	// Where focus goes back on close: the cart button, or what had it before an add.
	const returnTo = useRef< HTMLElement | null >( null );
	const returnFocusTo = useCallback( ( element: HTMLElement | null ) => {
		returnTo.current = element;
	}, [] );
	// Whether the shopper was in the panel when it closed (then focus goes back).
	const closedFromInside = useRef( false );
	const close = useCallback( () => {
		const dialog = dialogRef.current;
		closedFromInside.current =
			!! dialog && dialog.contains( dialog.ownerDocument.activeElement );
		dispatchPanel( { type: 'close' } );
	}, [ dispatchPanel ] );

	// The side panel (the cart button) is modal: the page behind inert, focus in, page
	// scroll locked. The cart overlay (an add to cart) is not: the shopper carries on
	// (focus stays, the next click anywhere hides it), its status is announced.
	useLayoutEffect( () => {
		const dialog = dialogRef.current;
		if ( ! isOpen || ! dialog ) {
			return undefined;
		}
		const { documentElement } = dialog.ownerDocument;
		const overflow = documentElement.style.overflow;
		if ( modal ) {
			documentElement.style.overflow = 'hidden';
			dialog.showModal();
			( tabbables( dialog )[ 0 ] ?? dialog ).focus();
		} else {
			// Not show(): its focusing steps would take the shopper's focus.
			dialog.setAttribute( 'open', '' );
		}
		const button = buttonRef.current;
		return () => {
			documentElement.style.overflow = overflow;
			dialog.close();
			if ( modal || closedFromInside.current ) {
				const target = returnTo.current?.isConnected
					? returnTo.current
					: button;
				target?.focus();
			}
		};
	}, [ isOpen, modal ] );

	// The overlay hides on a click anywhere else (which still does what it does) and on Escape.
	useEffect( () => {
		const dialog = dialogRef.current;
		if ( ! isOpen || modal || ! dialog ) {
			return undefined;
		}
		const { ownerDocument } = dialog;
		const onPointerDown = ( event: Event ) => {
			if ( ! dialog.contains( event.target as Node ) ) {
				close();
			}
		};
		const onKeyDown = ( event: globalThis.KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				close();
			}
		};
		ownerDocument.addEventListener( 'pointerdown', onPointerDown, true );
		ownerDocument.addEventListener( 'keydown', onKeyDown );
		return () => {
			ownerDocument.removeEventListener(
				'pointerdown',
				onPointerDown,
				true
			);
			ownerDocument.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ isOpen, modal, close ] );

	// Closes on a change of the window's width (not on a phone keyboard's height).
	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		let width = window.innerWidth;
		const onResize = () => {
			if ( closesOnResize( width, window.innerWidth ) ) {
				close();
			}
			width = window.innerWidth;
		};
		window.addEventListener( 'resize', onResize );
		return () => window.removeEventListener( 'resize', onResize );
	}, [ isOpen, close ] );

	// The browser's own close request (Escape, Android back).
	useEffect( () => {
		const dialog = dialogRef.current;
		if ( ! dialog ) {
			return undefined;
		}
		const onCancel = ( event: Event ) => {
			event.preventDefault();
			close();
		};
		dialog.addEventListener( 'cancel', onCancel );
		return () => dialog.removeEventListener( 'cancel', onCancel );
	}, [ isOpen, close ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDialogElement > ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			close();
			return;
		}
		if ( modal && dialogRef.current ) {
			wrapTab( event, dialogRef.current );
		}
	};

	// A click on the backdrop (outside the panel's box) lands on the dialog itself.
	const onDialogClick = ( event: MouseEvent< HTMLDialogElement > ) => {
		if ( event.target === event.currentTarget ) {
			close();
		}
	};

	return {
		buttonRef,
		dialogRef,
		returnFocusTo,
		close,
		onKeyDown,
		onDialogClick,
	};
}
