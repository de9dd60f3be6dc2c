/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else
 * the older selection and `execCommand( 'copy' )` (pages served over plain HTTP).
 *
 * @param text The text.
 * @return Whether it was copied.
 */
export async function copyText( text: string ): Promise< boolean > {
	if ( window.isSecureContext && navigator.clipboard?.writeText ) {
		try {
			await navigator.clipboard.writeText( text );
			return true;
		} catch {
			// Refused (permissions, focus): try the older way.
		}
	}
	const { activeElement } = document;
	const field = document.createElement( 'textarea' );
	field.value = text;
	field.setAttribute( 'readonly', '' );
	field.style.position = 'fixed';
	field.style.opacity = '0';
	document.body.append( field );
	field.select();
	let copied = false;
	try {
		copied = document.execCommand( 'copy' );
	} catch {
		copied = false;
	}
	field.remove();
	if ( activeElement instanceof HTMLElement ) {
		activeElement.focus();
	}
	return copied;
}
