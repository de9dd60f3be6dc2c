/** Decorative icons (their buttons carry the names), drawn in the shared icon frame. */

/**
 * Internal dependencies
 */
import { Icon, type IconProps } from '@boudoir/components';
import chevronDown from '../../src/icons/chevron-down.svg';
import chevronUp from '../../src/icons/chevron-up.svg';
import drag from '../../src/icons/drag.svg';
import more from '../../src/icons/more.svg';
import remove from '../../src/icons/remove.svg';

/**
 * A cross, for Remove.
 *
 * @param props Icon props.
 */
export function RemoveIcon( props: IconProps ) {
	return <Icon name="remove" drawing={ remove } { ...props } />;
}

/**
 * Six dots, for the drag handle.
 *
 * @param props Icon props.
 */
export function DragIcon( props: IconProps ) {
	return <Icon name="drag" drawing={ drag } { ...props } />;
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
		<Icon
			name={ `chevron-${ direction }` }
			drawing={ direction === 'up' ? chevronUp : chevronDown }
			{ ...props }
		/>
	);
}

/**
 * Three dots, for a row's "More actions".
 *
 * @param props Icon props.
 */
export function MoreIcon( props: IconProps ) {
	return <Icon name="more" drawing={ more } { ...props } />;
}
