/**
 * Work that follows a tap, after the frame that shows the tap's effect: the browser paints
 * first (the next paint of Interaction to Next Paint), then the work runs.
 */

/** A tab that is hidden paints no frame: the work runs after this at the latest. */
const NO_FRAME_DEADLINE_MS = 1000;

/**
 * Runs a callback once the browser has painted the next frame (a task after the next
 * animation frame), or after a deadline where no frame comes (a hidden tab).
 *
 * @param callback What to run, once.
 */
export function afterNextPaint( callback: () => void ): void {
	let ran = false;
	const run = () => {
		if ( ! ran ) {
			ran = true;
			callback();
		}
	};
	requestAnimationFrame( () => setTimeout( run, 0 ) );
	setTimeout( run, NO_FRAME_DEADLINE_MS );
}

/**
 * The island's dialog in place of the server's: after the frame a tap painted with the
 * server's dialog (a shell the loader opened, docs/front-end.md), the island opens its own,
 * unless the shopper closed the shell meanwhile, which is her answer.
 *
 * @param shell    The server's dialog.
 * @param takeOver Opens the island's dialog, given the shell, still open (its choices made meanwhile).
 * @param closed   What the island does when the shell was closed first.
 */
export function afterShellPaint(
	shell: Element | null | undefined,
	takeOver: ( shell: HTMLDialogElement ) => void,
	closed: () => void
): void {
	afterNextPaint( () => {
		if ( shell instanceof HTMLDialogElement && shell.open ) {
			takeOver( shell );
		} else {
			closed();
		}
	} );
}
