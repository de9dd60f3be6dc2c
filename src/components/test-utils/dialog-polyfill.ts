/**
 * jsdom has `<dialog>` but not `showModal()` / `show()` / `close()`. Tests that render a
 * Dialog call `installDialogPolyfill()` once (e.g. in `beforeAll`). The polyfill sets
 * the `open` attribute, remembers whether it was modal (`data-modal` for assertions)
 * and fires `close` like browsers do. Escape is handled by the component's own keydown,
 * so `userEvent.keyboard( '{Escape}' )` works as in a browser.
 */
export function installDialogPolyfill(): void {
	const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
		boudoirPolyfilled?: boolean;
	};
	if ( proto.boudoirPolyfilled ) {
		return;
	}
	proto.boudoirPolyfilled = true;
	proto.showModal = function showModal( this: HTMLDialogElement ) {
		this.setAttribute( 'open', '' );
		this.dataset.modal = 'true';
	};
	proto.show = function show( this: HTMLDialogElement ) {
		this.setAttribute( 'open', '' );
	};
	proto.close = function close( this: HTMLDialogElement ) {
		if ( ! this.hasAttribute( 'open' ) ) {
			return;
		}
		this.removeAttribute( 'open' );
		delete this.dataset.modal;
		this.dispatchEvent( new Event( 'close' ) );
	};
}
