/**
 * Decorative icons: each is hidden from assistive technology, the control or text
 * beside it carries the meaning.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

export interface IconProps {
	/** Size in px. */
	size?: number;
	className?: string;
}

/**
 * The frame every Boudoir icon is drawn in: a 24 × 24 view box, hidden from
 * assistive technology, coloured by the text around it.
 *
 * @param props           Icon props.
 * @param props.name      The icon's name, as the class `boudoir-icon--<name>`.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 * @param props.children  The drawing.
 */
export function Icon( {
	name,
	size = 20,
	className,
	children,
}: IconProps & { name: string; children: ReactNode } ) {
	return (
		<svg
			className={ [ 'boudoir-icon', `boudoir-icon--${ name }`, className ]
				.filter( Boolean )
				.join( ' ' ) }
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			{ children }
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
		<Icon name="heart" { ...props }>
			<path
				d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.1.7 4.5 2 1.4-1.3 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8z"
				fill={ filled ? 'currentColor' : 'none' }
				stroke="currentColor"
				strokeWidth="1.8"
			/>
		</Icon>
	);
}

/**
 * A circled exclamation mark shown beside error messages (with text, never alone).
 *
 * @param props Icon props.
 */
export function ErrorIcon( props: IconProps ) {
	return (
		<Icon name="error" { ...props }>
			<circle
				cx="12"
				cy="12"
				r="9.5"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			/>
			<path d="M11 6.5h2v7h-2zm0 9h2v2h-2z" fill="currentColor" />
		</Icon>
	);
}

/**
 * A check mark beside success messages.
 *
 * @param props Icon props.
 */
export function CheckIcon( props: IconProps ) {
	return (
		<Icon name="check" { ...props }>
			<path
				d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z"
				fill="currentColor"
			/>
		</Icon>
	);
}

/**
 * A cross, drawn in close buttons.
 *
 * @param props Icon props.
 */
export function CloseIcon( props: IconProps ) {
	return (
		<Icon name="close" { ...props }>
			<path
				d="m13.4 12 5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4z"
				fill="currentColor"
			/>
		</Icon>
	);
}
