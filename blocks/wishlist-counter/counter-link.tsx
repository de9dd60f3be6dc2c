/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { HeartIcon } from '@boudoir/components';

interface CounterLinkProps {
	url: string;
	/** The count; null until known. */
	count: number | null;
	showIcon: boolean;
	showLabel: boolean;
	/** The editor's preview is not a link. */
	isPreview?: boolean;
}

/**
 * The counter's link, shared by the front end and the editor's preview.
 *
 * @param props           Link props.
 * @param props.url       The wishlist page.
 * @param props.count     The count or null.
 * @param props.showIcon  Show the heart.
 * @param props.showLabel Show the word.
 * @param props.isPreview Render as the editor's inert preview.
 */
export function CounterLink( {
	url,
	count,
	showIcon,
	showLabel,
	isPreview = false,
}: CounterLinkProps ) {
	const content = (
		<>
			{ showIcon && <HeartIcon /> }
			<span
				className={ `boudoir-wishlist-counter__label${
					showLabel ? '' : ' screen-reader-text'
				}` }
			>
				{ __( 'Wishlist', 'boudoir' ) }
			</span>
			<span
				className="boudoir-wishlist-counter__count"
				hidden={ count === null }
			>
				{ count ?? '' }
			</span>
		</>
	);
	if ( isPreview ) {
		return (
			<span className="boudoir-wishlist-counter__link">{ content }</span>
		);
	}
	return (
		// Named by its visible words (WCAG 2.5.3): "Wishlist 3", as render.php prints it.
		<a className="boudoir-wishlist-counter__link" href={ url }>
			{ content }
		</a>
	);
}
