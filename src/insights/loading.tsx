/**
 * The screen's loader: the components' spinner, named for screen readers.
 */

/**
 * WordPress dependencies
 */
import { Spinner, VisuallyHidden } from '@wordpress/components';

/**
 * A spinner with what is loading, as a status.
 *
 * @param props       The loader's props.
 * @param props.label What is loading, read by screen readers.
 */
export function Loading( { label }: { label: string } ) {
	return (
		<div className="boudoir-insights__loading" role="status">
			<Spinner />
			<VisuallyHidden>{ label }</VisuallyHidden>
		</div>
	);
}
