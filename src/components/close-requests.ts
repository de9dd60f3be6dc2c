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

/**
 * Whether a click on a modal dialog landed on its backdrop: the click's target is the
 * dialog element itself and the point is outside its box.
 *
 * @param event         The click.
 * @param event.target  Where it landed.
 * @param event.clientX Its x.
 * @param event.clientY Its y.
 * @param dialog        The dialog.
 */
export function isBackdropClick(
	event: Pick< MouseEvent, 'clientX' | 'clientY' > & {
		target: EventTarget | null;
	},
	dialog: Element
): boolean {
	const rect = dialog.getBoundingClientRect();
	return (
		event.target === dialog &&
		( event.clientX < rect.left ||
			event.clientX > rect.right ||
			event.clientY < rect.top ||
			event.clientY > rect.bottom )
	);
}
