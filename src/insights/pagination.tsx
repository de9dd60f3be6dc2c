/**
 * Previous and next page buttons with "Page 2 of 7", for the products table and the shoppers dialog.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pageOfPages } from './format';

interface PaginationProps {
	/** The page shown, from 1. */
	page: number;
	pages: number;
	/** Names the navigation landmark ("Pages of saved products"). */
	label: string;
	onChange: ( page: number ) => void;
}

/**
 * The buttons; nothing when everything fits on one page. A button that leads nowhere stays
 * focusable (aria-disabled), so focus is not lost on the first or last page.
 *
 * @param props          The pagination's props.
 * @param props.page     The page shown.
 * @param props.pages    How many there are.
 * @param props.label    The landmark's name.
 * @param props.onChange Called with the page to show.
 */
export function Pagination( {
	page,
	pages,
	label,
	onChange,
}: PaginationProps ) {
	if ( pages <= 1 ) {
		return null;
	}
	return (
		<nav className="boudoir-insights__pagination" aria-label={ label }>
			<Button
				variant="secondary"
				size="compact"
				disabled={ page <= 1 }
				accessibleWhenDisabled
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous page', 'boudoir' ) }
			</Button>
			<span className="boudoir-insights__page">
				{ pageOfPages( page, pages ) }
			</span>
			<Button
				variant="secondary"
				size="compact"
				disabled={ page >= pages }
				accessibleWhenDisabled
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next page', 'boudoir' ) }
			</Button>
		</nav>
	);
}
