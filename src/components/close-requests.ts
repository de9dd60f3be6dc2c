/**
 * Hands the browser's own close request (the dialog's `cancel` event: Escape, Android's
 * back) to the owner, who decides, instead of letting the browser close the dialog.
 * Called where the dialog opens; returns what stops it, for where it closes.
 *
 * @param dialog  The open dialog.
 * @param onClose Asks the owner to close it.
 */
export function handOverCloseRequests(
	dialog: HTMLDialogElement,
	onClose: () => void
): () => void {
	const onCancel = ( event: Event ) => {
		event.preventDefault();
		onClose();
	};
	dialog.addEventListener( 'cancel', onCancel );
	return () => dialog.removeEventListener( 'cancel', onCancel );
}
