/**
 * The first element of some markup, as the server prints it (for tests that read a
 * block's data attributes).
 *
 * @param html The markup.
 */
export function elementFrom( html: string ): HTMLElement {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const element = template.content.firstElementChild;
	if ( ! ( element instanceof HTMLElement ) ) {
		throw new Error( `No HTML element in ${ html }` );
	}
	return element;
}
