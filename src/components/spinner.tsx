/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface SpinnerProps {
	/** What is loading, read by screen readers (default "Loading…"). */
	label?: string;
	className?: string;
}

/**
 * The 40 px loader (docs/contract.md, Figures), announced politely as a status.
 *
 * @param props           Spinner props.
 * @param props.label     Text for screen readers.
 * @param props.className Extra class.
 */
export function Spinner( { label, className }: SpinnerProps ) {
	return (
		<span
			className={ [ 'boudoir-spinner', className ]
				.filter( Boolean )
				.join( ' ' ) }
			role="status"
		>
			<span className="boudoir-spinner__circle" aria-hidden="true" />
			<span className="boudoir-visually-hidden">
				{ label ?? __( 'Loading…', 'boudoir' ) }
			</span>
		</span>
	);
}
