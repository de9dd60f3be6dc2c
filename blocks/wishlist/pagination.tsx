/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export interface PaginationProps {
	page: number;
	totalPages: number;
	onChange: ( page: number ) => void;
}

/**
 * "Previous" / "Page 2 of 4" / "Next".
 *
 * @param props            Pagination props.
 * @param props.page       The current page.
 * @param props.totalPages Number of pages.
 * @param props.onChange   Goes to a page.
 */
export function Pagination( { page, totalPages, onChange }: PaginationProps ) {
	if ( totalPages <= 1 ) {
		return null;
	}
	return (
		<nav
			className="boudoir-wishlist__pagination"
			aria-label={ __( 'Wishlist pages', 'boudoir' ) }
		>
			<button
				type="button"
				className="wp-element-button"
				disabled={ page <= 1 }
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous', 'boudoir' ) }
			</button>
			<span className="boudoir-wishlist__page" aria-current="page">
				{ sprintf(
					/* translators: 1: current page, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'boudoir' ),
					page,
					totalPages
				) }
			</span>
			<button
				type="button"
				className="wp-element-button"
				disabled={ page >= totalPages }
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next', 'boudoir' ) }
			</button>
		</nav>
	);
}
