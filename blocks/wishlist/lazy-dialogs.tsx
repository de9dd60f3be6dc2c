/**
 * The move / copy and estimate dialogs are their own chunks: the wishlist page's first
 * load carries the list, not forms the shopper may never open (docs/front-end.md,
 * "Smaller first loads"). Each loads on intent (a pointer over the list, focus in it, the
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
 * A component from a chunk, once it is wanted: null until it has loaded. Should the
 * load fail, `onError` hears it and the next wish tries again.
 *
 * @param load    Loads the chunk (once: onFirstUse()).
 * @param pick    The component in the module.
 * @param wanted  Whether it is wanted now.
 * @param onError Hears a failed load.
 */
function useChunk< Module, Props >(
	load: () => Promise< Module >,
	pick: ( module: Module ) => ( props: Props ) => JSX.Element | null,
	wanted: boolean,
	onError: () => void
) {
	const [ component, setComponent ] = useState<
		( ( props: Props ) => JSX.Element | null ) | null
	>( null );
	useEffect( () => {
		if ( ! wanted || component ) {
			return undefined;
		}
		let current = true;
		load().then(
			( module ) => current && setComponent( () => pick( module ) ),
			() => current && onError()
		);
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ wanted, component ] );
	return component;
}

/**
 * The move / copy dialog, rendered once its chunk has come.
 *
 * @param props         The dialog's props.
 * @param props.onError Hears a failed load (the dialog is then closed by its owner).
 */
export function LazyTransferDialog(
	props: TransferDialogProps & { onError: () => void }
) {
	const { onError, ...dialogProps } = props;
	const TransferDialog = useChunk(
		loadTransfer,
		( module ) => module.TransferDialog,
		props.isOpen,
		onError
	);
	return TransferDialog && <TransferDialog { ...dialogProps } />;
}

/**
 * The estimate dialog, rendered once its chunk has come.
 *
 * @param props         The dialog's props.
 * @param props.onError Hears a failed load (the dialog is then closed by its owner).
 */
export function LazyEstimateDialog(
	props: EstimateDialogProps & { onError: () => void }
) {
	const { onError, ...dialogProps } = props;
	const EstimateDialog = useChunk(
		loadEstimate,
		( module ) => module.EstimateDialog,
		props.isOpen,
		onError
	);
	return EstimateDialog && <EstimateDialog { ...dialogProps } />;
}
