/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import type { ComponentType } from 'react';

const MOUNTED = 'boudoirMounted';

/**
 * Mounts a block's front-end component over the markup its render.php printed.
 *
 * The server's markup is the no-JavaScript version and carries the block's settings
 * in data attributes; the wrapper (with the classes and styles of the block's
 * supports) stays, its content becomes the interactive component. Each wrapper is
 * mounted once, however often this runs (AJAX-loaded content can call it again).
 *
 * @param selector  The block's wrapper selector.
 * @param Component The front-end component.
 * @param readProps Reads the component's props from the wrapper.
 */
export function mountBlocks< P extends object >(
	selector: string,
	Component: ComponentType< P >,
	readProps: ( element: HTMLElement ) => P
): void {
	domReady( () => {
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( element ) => {
				if ( element.dataset[ MOUNTED ] ) {
					return;
				}
				element.dataset[ MOUNTED ] = 'true';
				createRoot( element ).render(
					<Component { ...readProps( element ) } />
				);
			} );
	} );
}
