/**
 * Internal dependencies
 */
import { Icon } from '@boudoir/components';
import arrowUp from '../../src/icons/arrow-up.svg';
import { ICON_CLASS } from './icon';

/** The upward arrow drawn inside the button (decorative: the button has its own name). */
export default function ArrowIcon() {
	return <Icon drawing={ arrowUp } size={ 24 } className={ ICON_CLASS } />;
}
