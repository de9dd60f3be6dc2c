/**
 * Internal dependencies
 */
import { ARROW_PATH } from './icon';

/** The upward arrow drawn inside the button (decorative: the button has its own name). */
export default function ArrowIcon() {
	return (
		<svg
			className="boudoir-scroll-to-top__icon"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ ARROW_PATH } fill="currentColor" />
		</svg>
	);
}
