/**
 * WordPress dependencies
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { hiddenEdges, type HiddenEdges } from './layout';

const NONE: HiddenEdges = { start: false, end: false };

/**
 * Which sides of a sideways scroller hide part of it, following its scrolling and its
 * size and its content's (a row added, a column that wraps).
 *
 * @return A ref callback for the scroller, and its hidden sides.
 */
export function useHiddenEdges(): [
	( element: HTMLElement | null ) => void,
	HiddenEdges,
] {
	const [ element, setElement ] = useState< HTMLElement | null >( null );
	const [ edges, setEdges ] = useState< HiddenEdges >( NONE );
	useLayoutEffect( () => {
		if ( ! element ) {
			return undefined;
		}
		const update = () => {
			const next = hiddenEdges( element );
			setEdges( ( current ) =>
				current.start === next.start && current.end === next.end
					? current
					: next
			);
		};
		update();
		element.addEventListener( 'scroll', update, { passive: true } );
		const Observer = element.ownerDocument.defaultView?.ResizeObserver;
		const observer = Observer ? new Observer( update ) : undefined;
		observer?.observe( element );
		if ( element.firstElementChild ) {
			observer?.observe( element.firstElementChild );
		}
		return () => {
			element.removeEventListener( 'scroll', update );
			observer?.disconnect();
		};
	}, [ element ] );
	return [ setElement, edges ];
}
