/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

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
 * The accessible name: "Wishlist" until the count is known, then "Wishlist, 3 items".
 *
 * @param count The count, or null.
 */
export function counterName( count: number | null ): string {
	if ( count === null ) {
		return __( 'Wishlist', 'boudoir' );
	}
	return sprintf(
		/* translators: %d: number of items saved on the shopper's wishlists. */
		_n( 'Wishlist, %d item', 'Wishlist, %d items', count, 'boudoir' ),
		count
	);
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
			{ showLabel && (
				<span className="boudoir-wishlist-counter__label">
					{ __( 'Wishlist', 'boudoir' ) }
				</span>
			) }
			{ count !== null && (
				<span className="boudoir-wishlist-counter__count">
					{ count }
				</span>
			) }
		</>
	);
	if ( isPreview ) {
		return (
			<span
				className="boudoir-wishlist-counter__link"
				role="img"
				aria-label={ counterName( count ) }
			>
				{ content }
			</span>
		);
	}
	return (
		<a
			className="boudoir-wishlist-counter__link"
			href={ url }
			aria-label={ counterName( count ) }
		>
			{ content }
		</a>
	);
}
