/** Decorative icons (their buttons carry the names). */

interface IconProps {
	size?: number;
}

/**
 * A cross, for Remove.
 *
 * @param props      Icon props.
 * @param props.size Size, px.
 */
export function RemoveIcon( { size = 20 }: IconProps ) {
	return (
		<svg
			className="boudoir-icon"
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
				fill="currentColor"
			/>
		</svg>
	);
}

/**
 * Six dots, for the drag handle.
 *
 * @param props      Icon props.
 * @param props.size Size, px.
 */
export function DragIcon( { size = 20 }: IconProps ) {
	return (
		<svg
			className="boudoir-icon"
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M9 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m0 6.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1.5 8a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M18 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M16.5 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3m1.5 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0"
				fill="currentColor"
			/>
		</svg>
	);
}

/**
 * A chevron pointing up or down, for Move up / Move down.
 *
 * @param props           Icon props.
 * @param props.size      Size, px.
 * @param props.direction Which way it points.
 */
export function ChevronIcon( {
	size = 20,
	direction,
}: IconProps & { direction: 'up' | 'down' } ) {
	return (
		<svg
			className="boudoir-icon"
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d={
					direction === 'up'
						? 'M12 8.6 5.7 15l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4z'
						: 'M12 15.4 5.7 9l1.4-1.4 4.9 4.9 4.9-4.9L18.3 9z'
				}
				fill="currentColor"
			/>
		</svg>
	);
}
