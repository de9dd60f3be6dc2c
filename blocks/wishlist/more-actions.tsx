/**
 * A row's secondary actions behind one "More actions" button (a disclosure of buttons,
 * not an ARIA menu: each action keeps its role and name), so a row shows one primary
 * action; the row may add buttons of its own after them (the item's alert toggles), which
 * the keys walk as well. The panel is a chunk of its own (more-actions-panel.tsx).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { onFirstUse } from '../../src/lazy';
import { MoreIcon } from './icons';
import { lazyDialog } from './lazy-dialogs';
import type { MoreActionsPanelProps } from './more-actions-panel';

/** One action of the panel. */
export interface MoreAction {
	key: string;
	label: string;
	className?: string;
	onSelect: () => void;
}

const loadPanel = onFirstUse(
	() =>
		import(
			/* webpackChunkName: "wishlist-more-actions" */ './more-actions-panel'
		)
);

/** Loads the panel ahead of its use; a failed load closes it when it is opened. */
function preloadPanel(): void {
	loadPanel().catch( () => undefined );
}

const LazyPanel = lazyDialog<
	Awaited< ReturnType< typeof loadPanel > >,
	MoreActionsPanelProps
>( loadPanel, ( module ) => module.MoreActionsPanel );

/**
 * "More actions (product name)": opens a panel of the row's other actions (more-actions-panel.tsx
 * says how it behaves). An action closes the panel and gives focus back to the button before it
 * runs; the buttons of `children` (toggles) leave it open.
 *
 * @param props          Props.
 * @param props.name     The product's name, read after "More actions".
 * @param props.actions  The actions, in order.
 * @param props.children Buttons of the row's own after the actions.
 */
export function MoreActions( {
	name,
	actions,
	children,
}: {
	name: string;
	actions: MoreAction[];
	children?: ReactNode;
} ) {
	const [ isOpen, setOpen ] = useState( false );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const id = useId();
	const buttonId = `${ id }-button`;
	const panelId = `${ id }-panel`;

	const close = useCallback( ( giveFocusBack: boolean ) => {
		setOpen( false );
		if ( giveFocusBack ) {
			buttonRef.current?.focus();
		}
	}, [] );

	// The disclosure's wiring: the button shows whether it opened the panel, which it
	// names (a group labelled by the button).
	return (
		<div className="boudoir-wishlist__more">
			<button
				ref={ buttonRef }
				id={ buttonId }
				aria-expanded={ isOpen }
				aria-controls={ isOpen ? panelId : undefined }
				type="button"
				className="boudoir-wishlist__more-button"
				// On intent: the panel's chunk comes before it is asked for.
				onPointerEnter={ preloadPanel }
				onFocus={ preloadPanel }
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
			<LazyPanel
				isOpen={ isOpen }
				onError={ () => close( true ) }
				id={ panelId }
				labelledBy={ buttonId }
				button={ buttonRef }
				actions={ actions }
				close={ close }
			>
				{ children }
			</LazyPanel>
		</div>
	);
}
