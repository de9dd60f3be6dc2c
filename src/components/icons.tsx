/**
 * Decorative icons: each is hidden from assistive technology, the control or text
 * beside it carries the meaning.
 */

interface IconProps {
	/** Size in px. */
	size?: number;
	className?: string;
}

/**
 * A heart: outlined, or filled when the product is saved.
 *
 * @param props           Icon props.
 * @param props.filled    Whether the heart is filled.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 */
export function HeartIcon( {
	filled = false,
	size = 20,
	className,
}: IconProps & { filled?: boolean } ) {
	return (
		<svg
			className={ [ 'boudoir-icon', 'boudoir-icon--heart', className ]
				.filter( Boolean )
				.join( ' ' ) }
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.1.7 4.5 2 1.4-1.3 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8z"
				fill={ filled ? 'currentColor' : 'none' }
				stroke="currentColor"
				strokeWidth="1.8"
			/>
		</svg>
	);
}

/**
 * A circled exclamation mark shown beside error messages (with text, never alone).
 *
 * @param props           Icon props.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 */
export function ErrorIcon( { size = 20, className }: IconProps ) {
	return (
		<svg
			className={ [ 'boudoir-icon', 'boudoir-icon--error', className ]
				.filter( Boolean )
				.join( ' ' ) }
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<circle
				cx="12"
				cy="12"
				r="9.5"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			/>
			<path d="M11 6.5h2v7h-2zm0 9h2v2h-2z" fill="currentColor" />
		</svg>
	);
}

/**
 * A check mark beside success messages.
 *
 * @param props           Icon props.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 */
export function CheckIcon( { size = 20, className }: IconProps ) {
	return (
		<svg
			className={ [ 'boudoir-icon', 'boudoir-icon--check', className ]
				.filter( Boolean )
				.join( ' ' ) }
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z"
				fill="currentColor"
			/>
		</svg>
	);
}

/**
 * A cross, drawn in close buttons.
 *
 * @param props           Icon props.
 * @param props.size      Size in px.
 * @param props.className Extra class.
 */
export function CloseIcon( { size = 20, className }: IconProps ) {
	return (
		<svg
			className={ [ 'boudoir-icon', 'boudoir-icon--close', className ]
				.filter( Boolean )
				.join( ' ' ) }
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="m13.4 12 5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4z"
				fill="currentColor"
			/>
		</svg>
	);
}
