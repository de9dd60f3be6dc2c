/**
 * External dependencies
 */
import type { KeyboardEvent, ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { cloneElement, useId, useState } from '@wordpress/element';

export interface TooltipProps {
	text: string;
	/** One element (a button, a link, a select) that the tooltip describes. */
	children: ReactElement< { 'aria-describedby'?: string } >;
	className?: string;
}

/**
 * A tooltip over one control: it shows on hover and on keyboard focus, fades in and
 * out in 200 ms (none under reduced motion), hides on Escape, and describes the
 * control (`aria-describedby`).
 *
 * @param props           Tooltip props.
 * @param props.text      The tip.
 * @param props.children  The control.
 * @param props.className Extra class.
 */
export function Tooltip( { text, children, className }: TooltipProps ) {
	const id = useId();
	const [ isHovered, setHovered ] = useState( false );
	const [ isFocused, setFocused ] = useState( false );
	const [ isDismissed, setDismissed ] = useState( false );
	const isVisible = ( isHovered || isFocused ) && ! isDismissed;

	const onKeyDown = ( event: KeyboardEvent< HTMLSpanElement > ) => {
		if ( event.key === 'Escape' && isVisible ) {
			// Only the tip goes: an enclosing dialog stays open.
			event.preventDefault();
			event.stopPropagation();
			setDismissed( true );
		}
	};

	const describedBy = [ children.props[ 'aria-describedby' ], id ]
		.filter( Boolean )
		.join( ' ' );

	return (
		// The wrapper only listens; the control inside is what takes focus and clicks.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<span
			className={ [ 'boudoir-tooltip', className ]
				.filter( Boolean )
				.join( ' ' ) }
			onMouseEnter={ () => {
				setHovered( true );
				setDismissed( false );
			} }
			onMouseLeave={ () => setHovered( false ) }
			onFocus={ () => {
				setFocused( true );
				setDismissed( false );
			} }
			onBlur={ () => setFocused( false ) }
			onKeyDown={ onKeyDown }
		>
			{ cloneElement( children, { 'aria-describedby': describedBy } ) }
			<span
				id={ id }
				role="tooltip"
				className={ `boudoir-tooltip__text${
					isVisible ? ' is-visible' : ''
				}` }
			>
				{ text }
			</span>
		</span>
	);
}
