/**
 * A row's secondary actions behind one "More actions" button (a disclosure of buttons,
 * not an ARIA menu: each action keeps its role and name), so a row shows one primary
 * action. The panel opens in the top layer where the browser has popovers (a table
 * that scrolls sideways would clip it otherwise), placed under its button; below its
 * button in the flow where it has not.
 */

/**
 * External dependencies
 */
import type { FocusEvent, KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MoreIcon } from './icons';

/** One action of the panel. */
export interface MoreAction {
	key: string;
	label: string;
	className?: string;
	onSelect: () => void;
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
 * "More actions (product name)": opens a panel of the row's other actions. Focus goes
 * to its first action; Escape, a click elsewhere or Tab past the last action closes
 * it; arrow keys, Home and End move between actions. An action closes the panel and
 * gives focus back to the button before it runs, so a dialog it opens returns there.
 *
 * @param props         Props.
 * @param props.name    The product's name, read after "More actions".
 * @param props.actions The actions, in order.
 */
export function MoreActions( {
	name,
	actions,
}: {
	name: string;
	actions: MoreAction[];
} ) {
	const [ isOpen, setOpen ] = useState( false );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const panelRef = useRef< HTMLDivElement >( null );
	const id = useId();
	const buttonId = `${ id }-button`;
	const panelId = `${ id }-panel`;

	const close = useCallback( ( giveFocusBack: boolean ) => {
		setOpen( false );
		if ( giveFocusBack ) {
			buttonRef.current?.focus();
		}
	}, [] );

	useLayoutEffect( () => {
		const panel = panelRef.current;
		const button = buttonRef.current;
		if ( ! isOpen || ! panel || ! button ) {
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
				setOpen( false );
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
	}, [ isOpen ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const buttons = Array.from(
			panelRef.current?.querySelectorAll< HTMLButtonElement >(
				'button'
			) ?? []
		);
		const at = buttons.indexOf( event.currentTarget );
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

	// Tab past the last action (or back before the first) leaves the panel: it closes.
	const onBlur = ( event: FocusEvent< HTMLButtonElement > ) => {
		const to = event.relatedTarget as Node | null;
		if (
			to &&
			! panelRef.current?.contains( to ) &&
			! buttonRef.current?.contains( to )
		) {
			close( false );
		}
	};

	// The disclosure's wiring: the button shows whether it opened the panel, which it
	// names (a group labelled by the button).
	const wiring = {
		button: {
			ref: buttonRef,
			id: buttonId,
			'aria-expanded': isOpen,
			'aria-controls': isOpen ? panelId : undefined,
		},
		panel: { ref: panelRef, id: panelId, 'aria-labelledby': buttonId },
	};

	return (
		<div className="boudoir-wishlist__more">
			<button
				{ ...wiring.button }
				type="button"
				className="boudoir-wishlist__more-button"
				onClick={ () => ( isOpen ? close( false ) : setOpen( true ) ) }
			>
				<MoreIcon />
				<span className="boudoir-visually-hidden">
					{ sprintf(
						/* translators: %s: product name. */
						__( 'More actions (%s)', 'boudoir' ),
						name
					) }
				</span>
			</button>
			{ isOpen && (
				<div
					{ ...wiring.panel }
					className="boudoir-wishlist__more-panel"
					role="group"
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
							onKeyDown={ onKeyDown }
							onBlur={ onBlur }
						>
							{ action.label }
						</button>
					) ) }
				</div>
			) }
		</div>
	);
}
