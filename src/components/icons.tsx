/**
 * Decorative icons: each is hidden from assistive technology, the control or text
 * beside it carries the meaning. The drawings are the icon set's files (src/icons/*.svg),
 * which php/class-icons.php prints in the same frame.
 */

/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { cloneElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import check from '../icons/check.svg';
import close from '../icons/close.svg';
import error from '../icons/error.svg';
import heart from '../icons/heart.svg';

export interface IconProps {
	/** Size in px. */
	size?: number;
	className?: string;
}

/**
 * An icon of the set in the frame every Boudoir icon is drawn in: a 24 × 24 view box,
 * hidden from assistive technology, coloured by the text around it.
 *
 * @param props           Icon props.
 * @param props.drawing   The icon (`import heart from '…/src/icons/heart.svg'`).
 * @param props.name      Its name, as the classes `boudoir-icon boudoir-icon--<name>`; none
 *                        for an icon styled by its own class alone.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 */
export function Icon( {
	drawing,
	name,
	size = 20,
	className,
}: IconProps & { drawing: ReactElement; name?: string } ) {
	return (
		<svg
			className={
				name
					? [ 'boudoir-icon', `boudoir-icon--${ name }`, className ]
							.filter( Boolean )
							.join( ' ' )
					: className
			}
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			{ drawing }
		</svg>
	);
}

/**
 * A heart: outlined, or filled when the product is saved.
 *
 * @param props        Icon props.
 * @param props.filled Whether the heart is filled.
 */
export function HeartIcon( {
	filled = false,
	...props
}: IconProps & { filled?: boolean } ) {
	return (
		<Icon
			name="heart"
			drawing={
				// The heart is one path, outlined in its file.
				filled ? cloneElement( heart, { fill: 'currentColor' } ) : heart
			}
			{ ...props }
		/>
	);
}

/**
 * A circled exclamation mark shown beside error messages (with text, never alone).
 *
 * @param props Icon props.
 */
export function ErrorIcon( props: IconProps ) {
	return <Icon name="error" drawing={ error } { ...props } />;
}

/**
 * A check mark beside success messages.
 *
 * @param props Icon props.
 */
export function CheckIcon( props: IconProps ) {
	return <Icon name="check" drawing={ check } { ...props } />;
}

/**
 * A cross, drawn in close buttons.
 *
 * @param props Icon props.
 */
export function CloseIcon( props: IconProps ) {
	return <Icon name="close" drawing={ close } { ...props } />;
}
