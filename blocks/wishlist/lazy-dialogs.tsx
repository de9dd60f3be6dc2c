/**
 * The move / copy and estimate dialogs are their own chunks: the wishlist page's first
 * load carries the list, not forms the shopper may never open (docs/front-end.md,
 * "Heavy parts load on first use"). Each loads on intent (a pointer over the list, focus in it, the
 * estimate button hovered) and, at the latest, when it is asked for.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { onFirstUse } from '../../src/lazy';
import type { EstimateDialogProps } from './estimate-dialog';
import type { TransferDialogProps } from './transfer-dialog';

type TransferModule = typeof import( './transfer-dialog' );
type EstimateModule = typeof import( './estimate-dialog' );

const loadTransfer = onFirstUse(
	() =>
		import(
			/* webpackChunkName: "wishlist-transfer" */ './transfer-dialog'
		)
);
const loadEstimate = onFirstUse(
	() =>
		import(
			/* webpackChunkName: "wishlist-estimate" */ './estimate-dialog'
		)
);

/** Loads the move / copy dialog ahead of its use; a failure is told when it is opened. */
export function preloadTransferDialog(): void {
	loadTransfer().catch( () => undefined );
}

/** Loads the estimate dialog ahead of its use; a failure is told when it is opened. */
export function preloadEstimateDialog(): void {
	loadEstimate().catch( () => undefined );
}

/** What the shopper is told when a dialog's chunk did not come. */
export function dialogLoadError(): string {
	return __(
		'This could not be opened. Check your connection and try again.',
		'boudoir'
	);
}

/**
 * A dialog from a chunk: renders nothing until the chunk has come, which it asks for once
 * the dialog is open. Should the load fail, `onError` hears it (its owner then closes the
 * dialog) and the next opening tries again. Any part that shows on demand may come so (the
 * alerts: lazy-alerts.tsx).
 *
 * @param load Loads the chunk (once: onFirstUse()).
 * @param pick The dialog in the module.
 */
export function lazyDialog< Module, Props extends { isOpen: boolean } >(
	load: () => Promise< Module >,
	pick: ( module: Module ) => ( props: Props ) => JSX.Element | null
) {
	// Once come, the chunk's dialog renders at once wherever it is asked for next.
	let loaded: ( ( dialogProps: Props ) => JSX.Element | null ) | null = null;
	return function LazyDialog( {
		onError,
		...props
	}: Props & { onError: () => void } ) {
		const [ Dialog, setDialog ] = useState( () => loaded );
		const { isOpen } = props;
		useEffect( () => {
			if ( ! isOpen || Dialog ) {
				return undefined;
			}
			let current = true;
			load().then(
				( module ) => {
					loaded = pick( module );
					if ( current ) {
						setDialog( () => loaded );
					}
				},
				() => current && onError()
			);
			return () => {
				current = false;
			};
			// eslint-disable-next-line react-hooks/exhaustive-deps
		}, [ isOpen, Dialog ] );
		return Dialog && <Dialog { ...( props as unknown as Props ) } />;
	};
}

/** The move / copy dialog, rendered once its chunk has come. */
export const LazyTransferDialog = lazyDialog<
	TransferModule,
	TransferDialogProps
>( loadTransfer, ( module ) => module.TransferDialog );

/** The estimate dialog, rendered once its chunk has come. */
export const LazyEstimateDialog = lazyDialog<
	EstimateModule,
	EstimateDialogProps
>( loadEstimate, ( module ) => module.EstimateDialog );
