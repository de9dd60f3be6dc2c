/**
 * The Store API sends names and attribute values as HTML text (`&amp;`, `&#8211;`):
 * decoded to plain text by an inert parser (nothing runs, nothing enters the page).
 *
 * @param html The HTML text.
 */
export function decodeEntities( html: string ): string {
	if ( ! html.includes( '&' ) && ! html.includes( '<' ) ) {
		return html;
	}
	return (
		new DOMParser().parseFromString( html, 'text/html' ).documentElement
			.textContent ?? ''
	);
}
