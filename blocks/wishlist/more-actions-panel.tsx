/**
 * The panel of a row's "More actions" (more-actions.tsx), a chunk of its own that comes on
 * intent (its button hovered or focused) or, at the latest, when it opens: the wishlist page's
 * first load carries the button only (tests/budgets.json). The panel opens in the top layer
 * where the browser has popovers (a table that scrolls sideways would clip it otherwise),
 * placed under its button; below its button in the flow where it has not.
 */

/**
 * External dependencies
 */
import type { FocusEvent, KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useLayoutEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MoreAction } from './more-actions';

export interface MoreActionsPanelProps {
	/** Whether the panel shows. */
	isOpen: boolean;
	/** Its id, which its button controls. */
	id: string;
	/** Its button's id: the panel is a group named by it. */
	labelledBy: string;
	/** Its button. */
	button: RefObject< HTMLButtonElement >;
	/** The actions, in order. */
	actions: MoreAction[];
	/** Closes the panel, giving focus back to its button or not. */
	close: ( giveFocusBack: boolean ) => void;
	/** Buttons of the row's own after the actions (they leave the panel open). */
	children?: ReactNode;
}

/** Room kept between the panel and its button, and the window's edges (px). */
const GAP = 4;
const EDGE = 8;

/**
 * Whether the element can open in the top layer (HTML popover).
 *
 * @param element The panel.
 */
function canPopover( element: HTMLElement ): boolean {
	return typeof element.showPopover === 'function';
}

/**
 * Places an open top-layer panel under its button, aligned to the button's end edge
 * (start edge in a right-to-left page), above it when there is no room below, always
 * inside the window.
 *
 * @param panel  The panel.
 * @param button Its button.
 */
export function placePanel( panel: HTMLElement, button: HTMLElement ) {
	const box = button.getBoundingClientRect();
	const { offsetWidth: width, offsetHeight: height } = panel;
	const view = panel.ownerDocument.documentElement;
	const isRtl =
		panel.ownerDocument.defaultView?.getComputedStyle( button )
			.direction === 'rtl';
	const left = Math.min(
		Math.max( isRtl ? box.left : box.right - width, EDGE ),
		view.clientWidth - width - EDGE
	);
	const roomBelow = view.clientHeight - box.bottom - GAP - EDGE;
	const top =
		height > roomBelow && box.top - GAP - EDGE >= height
			? box.top - GAP - height
			: box.bottom + GAP;
	panel.style.left = `${ Math.round( Math.max( left, EDGE ) ) }px`;
	panel.style.top = `${ Math.round( top ) }px`;
}

/**
 * The open panel: focus goes to its first button; Escape, a click elsewhere or Tab past
 * the last button closes it; arrow keys, Home and End move between its buttons. An action
 * closes the panel and gives focus back to the button before it runs, so a dialog it opens
 * returns there.
 *
 * @param props            Props.
 * @param props.id         Its id.
 * @param props.labelledBy Its button's id.
 * @param props.button     Its button.
 * @param props.actions    The actions.
 * @param props.close      Closes it.
 * @param props.children   The row's own buttons.
 */
function OpenPanel( {
	id,
	labelledBy,
	button: buttonRef,
	actions,
	close,
	children,
}: Omit< MoreActionsPanelProps, 'isOpen' > ) {
	const panelRef = useRef< HTMLDivElement >( null );

	useLayoutEffect( () => {
		const panel = panelRef.current;
		const button = buttonRef.current;
		if ( ! panel || ! button ) {
			return undefined;
		}
		const win = panel.ownerDocument.defaultView ?? window;
		const inTopLayer = canPopover( panel );
		const place = () => placePanel( panel, button );
		if ( inTopLayer ) {
			// Manual: the panel closes itself (Escape, a click elsewhere, focus leaving).
			panel.setAttribute( 'popover', 'manual' );
			panel.showPopover();
			place();
			win.addEventListener( 'scroll', place, {
				capture: true,
				passive: true,
			} );
			win.addEventListener( 'resize', place );
		}
		panel.querySelector< HTMLButtonElement >( 'button' )?.focus();
		const onPointerDown = ( event: PointerEvent ) => {
			const target = event.target as Node | null;
			if ( ! panel.contains( target ) && ! button.contains( target ) ) {
				close( false );
			}
		};
		panel.ownerDocument.addEventListener( 'pointerdown', onPointerDown );
		return () => {
			panel.ownerDocument.removeEventListener(
				'pointerdown',
				onPointerDown
			);
			if ( inTopLayer ) {
				win.removeEventListener( 'scroll', place, { capture: true } );
				win.removeEventListener( 'resize', place );
				if ( panel.matches( ':popover-open' ) ) {
					panel.hidePopover();
				}
			}
		};
	}, [ buttonRef, close ] );

	// The panel's keys, for every button in it (the actions and the row's own).
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const buttons = Array.from(
			event.currentTarget.querySelectorAll< HTMLButtonElement >(
				'button'
			)
		);
		const at = buttons.indexOf( event.target as HTMLButtonElement );
		const next = {
			Escape: -1,
			ArrowDown: ( at + 1 ) % buttons.length,
			ArrowUp: ( at - 1 + buttons.length ) % buttons.length,
			Home: 0,
			End: buttons.length - 1,
		}[ event.key ];
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		if ( next === -1 ) {
			close( true );
			return;
		}
		buttons[ next ]?.focus();
	};

	// Tab past the last button (or back before the first) leaves the panel: it closes.
	const onBlur = ( event: FocusEvent< HTMLDivElement > ) => {
		const to = event.relatedTarget as Node | null;
		if (
			to &&
			! panelRef.current?.contains( to ) &&
			! buttonRef.current?.contains( to )
		) {
			close( false );
		}
	};

	return (
		// The keys and the focus leaving are the buttons', heard where they bubble to.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			ref={ panelRef }
			id={ id }
			aria-labelledby={ labelledBy }
			className="boudoir-wishlist__more-panel"
			role="group"
			onKeyDown={ onKeyDown }
			onBlur={ onBlur }
		>
			{ actions.map( ( action ) => (
				<button
					key={ action.key }
					type="button"
					className={ `boudoir-wishlist__more-action${
						action.className ? ` ${ action.className }` : ''
					}` }
					onClick={ () => {
						close( true );
						action.onSelect();
					} }
				>
					{ action.label }
				</button>
			) ) }
			{ children }
		</div>
	);
}

/**
 * The panel of "More actions": nothing while closed.
 *
 * @param props        The panel's props.
 * @param props.isOpen Whether it shows.
 */
export function MoreActionsPanel( {
	isOpen,
	...props
}: MoreActionsPanelProps ) {
	return isOpen ? <OpenPanel { ...props } /> : null;
}
