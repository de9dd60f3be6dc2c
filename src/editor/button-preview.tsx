/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * A front-end button as the editor shows it: the shopper's look, not a control (a click
 * selects the block), so it is a picture named as the button is.
 *
 * @param props           Preview props.
 * @param props.className The front-end button's classes, for its look.
 * @param props.label     The button's accessible name.
 * @param props.children  Its icon.
 */
export function ButtonPreview( {
	className,
	label,
	children,
}: {
	className: string;
	label: string;
	children: ReactNode;
} ) {
	return (
		<span className={ className } role="img" aria-label={ label }>
			{ children }
		</span>
	);
}
