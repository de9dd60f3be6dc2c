/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * A dialog form's submit button, on a row of its own. While the request runs it is
 * aria-disabled, not disabled: it keeps its focus.
 *
 * @param props          Row props.
 * @param props.isBusy   Whether the request runs.
 * @param props.children The button's words.
 */
export function SubmitRow( {
	isBusy,
	children,
}: {
	isBusy: boolean;
	children: ReactNode;
} ) {
	return (
		<p className="boudoir-form-row is-submit">
			<button
				type="submit"
				className="wp-element-button"
				aria-disabled={ isBusy || undefined }
			>
				{ children }
			</button>
		</p>
	);
}
