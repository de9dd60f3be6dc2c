/**
 * WordPress dependencies
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { showsCards } from './layout';

/**
 * An element's content width, as a ResizeObserver reports it (untransformed: the
 * editor's zoomed-out canvas scales the block, not its layout).
 *
 * @param element The element.
 */
function contentInlineSize( element: HTMLElement ): number {
	const style =
		element.ownerDocument.defaultView?.getComputedStyle( element );
	const px = ( value: string | undefined ) => parseFloat( value ?? '' ) || 0;
	return Math.max(
		0,
		element.offsetWidth -
			px( style?.paddingLeft ) -
			px( style?.paddingRight ) -
			px( style?.borderLeftWidth ) -
			px( style?.borderRightWidth )
	);
}

/**
 * Whether the block shows its items as cards, following its own width as it changes (the
 * column it is placed in, the editor's sidebar opening, the window): see showsCards().
 *
 * The element is measured as soon as it is there, before the browser paints, so the items
 * never show in the other layout first.
 *
 * @param mobileWidth The shop's mobile width in CSS pixels.
 * @return A ref callback for the block (or an element as wide as its content), and whether it shows cards.
 */
export function useCardsLayout(
	mobileWidth: number
): [ ( element: HTMLElement | null ) => void, boolean ] {
	const [ element, setElement ] = useState< HTMLElement | null >( null );
	const [ inlineSize, setInlineSize ] = useState( 0 );
	useLayoutEffect( () => {
		if ( ! element ) {
			return undefined;
		}
		setInlineSize( contentInlineSize( element ) );
		// The element's own window: the editor canvas is an iframe.
		const Observer = element.ownerDocument.defaultView?.ResizeObserver;
		if ( ! Observer ) {
			return undefined;
		}
		const observer = new Observer( ( [ entry ] ) =>
			setInlineSize( entry.contentRect.width )
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element ] );
	return [ setElement, showsCards( inlineSize, mobileWidth ) ];
}
