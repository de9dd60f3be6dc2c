/**
 * Runs a behaviour once the page is parsed: at once when it already is (a deferred
 * script), else on DOMContentLoaded.
 *
 * @param run      What to run.
 * @param document The page.
 */
export function whenParsed(
	run: () => void,
	document = window.document
): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', run, { once: true } );
	} else {
		run();
	}
}

/**
 * Enhances every block of a kind on the page, once the page is parsed.
 *
 * @param selector The blocks' wrapper.
 * @param enhance  Enhances one.
 */
export function enhanceBlocks(
	selector: string,
	enhance: ( root: HTMLElement ) => unknown
): void {
	whenParsed( () =>
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( root ) => enhance( root ) )
	);
}
