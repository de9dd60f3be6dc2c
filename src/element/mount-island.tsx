/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { defineIsland } from '@boudoir/islands';

/**
 * Defines a block's island: its front-end component, mounted over the markup its
 * render.php printed when `@boudoir/islands` decides (intent, idle or at once).
 *
 * The server's markup is the no-JavaScript version and carries the block's settings
 * in data attributes; the wrapper (with the classes and styles of the block's
 * supports) stays, its content becomes the interactive component.
 *
 * @param name      The island's name (the block's name).
 * @param Component The front-end component.
 * @param readProps Reads the component's props from the wrapper.
 */
export function mountIsland< P extends object >(
	name: string,
	Component: ComponentType< P >,
	readProps: ( element: HTMLElement ) => P
): void {
	defineIsland( name, ( element ) => {
		createRoot( element ).render(
			<Component { ...readProps( element ) } />
		);
	} );
}
