/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Whether an element is narrower than a width, following its size as it changes (the
 * column it is placed in, the editor's sidebar opening, the window).
 *
 * @param width The width in CSS pixels.
 * @return A ref callback for the element, and whether it is narrower.
 */
export function useNarrowerThan(
	width: number
): [ ( element: HTMLElement | null ) => void, boolean ] {
	const [ element, setElement ] = useState< HTMLElement | null >( null );
	const [ narrower, setNarrower ] = useState( false );
	useEffect( () => {
		// The element's own window: the editor canvas is an iframe.
		const Observer = element?.ownerDocument.defaultView?.ResizeObserver;
		if ( ! element || ! Observer ) {
			return undefined;
		}
		const observer = new Observer( ( [ entry ] ) =>
			setNarrower( entry.contentRect.width < width )
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element, width ] );
	return [ setElement, narrower ];
}
