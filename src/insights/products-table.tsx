/**
 * The saved products table: sortable headers and a Shoppers button per row.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatCount, formatMoney, productLabel } from './format';
import type {
	ProductRow,
	ProductsGroup,
	ProductsOrderBy,
	ProductsQuery,
	SortOrder,
} from './types';

/**
 * The sortable columns' names (also what is said after sorting by one).
 */
export function sortColumnLabels(): Record< ProductsOrderBy, string > {
	return {
		name: __( 'Product', 'boudoir' ),
		saved: __( 'Saved', 'boudoir' ),
		quantity: __( 'Quantity', 'boudoir' ),
		price_dropped: __( 'Saved at a higher price', 'boudoir' ),
	};
}

/**
 * The name of a row's Shoppers button and of the dialog it opens.
 *
 * @param row The row.
 */
export function shoppersWhoSaved( row: ProductRow ): string {
	return sprintf(
		/* translators: %s: a product's name, with its variation's options when it is one. */
		__( 'Shoppers who saved %s', 'boudoir' ),
		productLabel( row.name, row.variation )
	);
}

const ARIA_SORT: Record< SortOrder, 'ascending' | 'descending' > = {
	asc: 'ascending',
	desc: 'descending',
};

interface SortableHeaderProps {
	column: ProductsOrderBy;
	query: ProductsQuery;
	onSort: ( column: ProductsOrderBy ) => void;
	className?: string;
}

/**
 * A column header that sorts the table: a button named as the column, in a header that says how
 * the table is sorted.
 *
 * @param props           The header's props.
 * @param props.column    Its column.
 * @param props.query     The table's order.
 * @param props.onSort    Called with the column.
 * @param props.className Its class.
 */
function SortableHeader( {
	column,
	query,
	onSort,
	className,
}: SortableHeaderProps ) {
	const isSorted = query.orderby === column;
	return (
		<th
			scope="col"
			className={ className }
			aria-sort={ isSorted ? ARIA_SORT[ query.order ] : 'none' }
		>
			<button
				type="button"
				className="boudoir-insights__sort"
				onClick={ () => onSort( column ) }
			>
				{ sortColumnLabels()[ column ] }
				<span
					className="boudoir-insights__sort-arrow"
					aria-hidden="true"
				>
					{ isSorted && ( query.order === 'asc' ? '↑' : '↓' ) }
				</span>
			</button>
		</th>
	);
}

interface ProductsTableProps {
	rows: ProductRow[];
	/** What a row is, as the rows were asked for. */
	group: ProductsGroup;
	/** The order chosen. */
	query: ProductsQuery;
	currency: string;
	/** Whether newer rows are on their way. */
	isBusy: boolean;
	onSort: ( column: ProductsOrderBy ) => void;
	onShowSavers: ( row: ProductRow ) => void;
}

/**
 * The table.
 *
 * @param props              The table's props.
 * @param props.rows         The page's rows.
 * @param props.group        What a row is.
 * @param props.query        The order chosen.
 * @param props.currency     The currency of the prices.
 * @param props.isBusy       Whether newer rows are loading.
 * @param props.onSort       Called with the column to sort by.
 * @param props.onShowSavers Called with the row whose shoppers to show.
 */
export function ProductsTable( {
	rows,
	group,
	query,
	currency,
	isBusy,
	onSort,
	onShowSavers,
}: ProductsTableProps ) {
	const byVariation = group === 'variation';
	return (
		<div
			className="boudoir-insights__scroll"
			role="region"
			aria-labelledby="boudoir-insights-products-caption"
			// Scrolls sideways on a narrow screen: reachable by the keyboard.

			tabIndex={ 0 }
		>
			<table
				className="widefat striped boudoir-insights__table"
				aria-busy={ isBusy }
			>
				<caption id="boudoir-insights-products-caption">
					{ __( 'Saved products', 'boudoir' ) }
				</caption>
				<thead>
					<tr>
						<SortableHeader
							column="name"
							query={ query }
							onSort={ onSort }
						/>
						{ byVariation && (
							<th scope="col">{ __( 'Options', 'boudoir' ) }</th>
						) }
						<SortableHeader
							column="saved"
							query={ query }
							onSort={ onSort }
							className="num"
						/>
						<SortableHeader
							column="quantity"
							query={ query }
							onSort={ onSort }
							className="num"
						/>
						<th scope="col">{ __( 'In stock', 'boudoir' ) }</th>
						<th scope="col" className="num">
							{ __( 'Price now', 'boudoir' ) }
						</th>
						<SortableHeader
							column="price_dropped"
							query={ query }
							onSort={ onSort }
							className="num"
						/>
						<th scope="col" className="num">
							{ __( 'Saved in this period', 'boudoir' ) }
						</th>
						<th scope="col" className="num">
							{ __( 'Added to cart', 'boudoir' ) }
						</th>
						<th scope="col" className="num">
							{ __( 'Ordered', 'boudoir' ) }
						</th>
						<th scope="col">
							<span className="screen-reader-text">
								{ __( 'Shoppers', 'boudoir' ) }
							</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( row ) => (
						<tr key={ `${ row.product_id }-${ row.variation_id }` }>
							<th scope="row">
								{ row.edit_link ? (
									<a href={ row.edit_link }>{ row.name }</a>
								) : (
									row.name
								) }
							</th>
							{ byVariation && <td>{ row.variation }</td> }
							<td className="num">
								{ formatCount( row.saved ) }
							</td>
							<td className="num">
								{ formatCount( row.quantity ) }
							</td>
							<td>
								{ row.in_stock
									? __( 'Yes', 'boudoir' )
									: __( 'No', 'boudoir' ) }
							</td>
							<td className="num">
								{ row.price === null
									? __( 'No price', 'boudoir' )
									: formatMoney( row.price, currency ) }
							</td>
							<td className="num">
								{ formatCount( row.price_dropped ) }
							</td>
							<td className="num">
								{ formatCount( row.saved_in_range ) }
							</td>
							<td className="num">
								{ formatCount( row.carted ) }
							</td>
							<td className="num">
								{ formatCount( row.ordered ) }
							</td>
							<td>
								<Button
									variant="secondary"
									size="compact"
									aria-label={ shoppersWhoSaved( row ) }
									onClick={ () => onShowSavers( row ) }
								>
									{ __( 'Shoppers', 'boudoir' ) }
								</Button>
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}
