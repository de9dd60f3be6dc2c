/** Decorative icons (their buttons carry the names), drawn in the shared icon frame. */

/**
 * Internal dependencies
 */
import { Icon, type IconProps } from '@boudoir/components';

/**
 * A cross, for Remove.
 *
 * @param props Icon props.
 */
export function RemoveIcon( props: IconProps ) {
	return (
		<Icon name="remove" { ...props }>
			<path
				d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
				fill="currentColor"
			/>
		</Icon>
	);
}

/**
 * Six dots, for the drag handle.
 *
 * @param props Icon props.
 */
export function DragIcon( props: IconProps ) {
	return (
		<Icon name="drag" { ...props }>
			<path
				d="M9 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m0 6.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1.5 8a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M18 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M16.5 13.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3m1.5 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0"
				fill="currentColor"
			/>
		</Icon>
	);
}

/**
 * A chevron pointing up or down, for Move up / Move down.
 *
 * @param props           Icon props.
 * @param props.direction Which way it points.
 */
export function ChevronIcon( {
	direction,
	...props
}: IconProps & { direction: 'up' | 'down' } ) {
	return (
		<Icon name={ `chevron-${ direction }` } { ...props }>
			<path
				d={
					direction === 'up'
						? 'M12 8.6 5.7 15l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4z'
						: 'M12 15.4 5.7 9l1.4-1.4 4.9 4.9 4.9-4.9L18.3 9z'
				}
				fill="currentColor"
			/>
		</Icon>
	);
}

/**
 * Three dots, for a row's "More actions".
 *
 * @param props Icon props.
 */
export function MoreIcon( props: IconProps ) {
	return (
		<Icon name="more" { ...props }>
			<path
				d="M7.5 12a1.75 1.75 0 1 1-3.5 0 1.75 1.75 0 0 1 3.5 0m6.25 0a1.75 1.75 0 1 1-3.5 0 1.75 1.75 0 0 1 3.5 0M20 12a1.75 1.75 0 1 1-3.5 0 1.75 1.75 0 0 1 3.5 0"
				fill="currentColor"
			/>
		</Icon>
	);
}
