/**
 * "Products": which saved products to show and how, their table, its pages and CSV export, and
 * the shoppers of a row.
 */

/**
 * WordPress dependencies
 */
import { Notice, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FIRST_ORDER } from './constants';
import { CsvLink } from './csv-link';
import { formatCount, pageOfPages, sortedMessage } from './format';
import { Loading } from './loading';
import { Pagination } from './pagination';
import { ProductsTable, sortColumnLabels } from './products-table';
import { SaversModal } from './savers-modal';
import type {
	ProductRow,
	ProductsGroup,
	ProductsOrderBy,
	ProductsQuery,
	ProductsView,
} from './types';
import type { ProductsState } from './use-products';

/**
 * How many rows there are, in words.
 *
 * @param total How many.
 * @param group What a row is.
 */
function countSentence( total: number, group: ProductsGroup ): string {
	return group === 'variation'
		? sprintf(
				/* translators: %s: how many saved products and variations the table lists. */
				_n(
					'%s saved product or variation.',
					'%s saved products and variations.',
					total,
					'boudoir'
				),
				formatCount( total )
			)
		: sprintf(
				/* translators: %s: how many saved products the table lists. */
				_n(
					'%s saved product.',
					'%s saved products.',
					total,
					'boudoir'
				),
				formatCount( total )
			);
}

interface ProductsSectionProps {
	query: ProductsQuery;
	onQueryChange: ( query: ProductsQuery ) => void;
	products: ProductsState;
	currency: string;
	/** The CSV export of the rows as chosen. */
	csvHref: string;
	/** Says something in the page's live region. */
	announce: ( message: string ) => void;
}

/**
 * The section.
 *
 * @param props               The section's props.
 * @param props.query         The table's choices.
 * @param props.onQueryChange Called with new choices.
 * @param props.products      The rows and their request's state.
 * @param props.currency      The currency of the prices.
 * @param props.csvHref       The CSV export's address.
 * @param props.announce      Says a message politely.
 */
export function ProductsSection( {
	query,
	onQueryChange,
	products,
	currency,
	csvHref,
	announce,
}: ProductsSectionProps ) {
	const [ saversOf, setSaversOf ] = useState< ProductRow | null >( null );
	const { shown, isLoading, error } = products;

	const sort = ( column: ProductsOrderBy ) => {
		const order =
			query.orderby === column
				? ( { asc: 'desc', desc: 'asc' } as const )[ query.order ]
				: FIRST_ORDER[ column ];
		onQueryChange( { ...query, orderby: column, order, page: 1 } );
		announce( sortedMessage( sortColumnLabels()[ column ], order ) );
	};

	const turnTo = ( page: number ) => {
		onQueryChange( { ...query, page } );
		announce( pageOfPages( page, shown?.pages ?? 1 ) );
	};

	return (
		<section
			className="boudoir-insights__section"
			aria-labelledby="boudoir-insights-products"
		>
			<h2 id="boudoir-insights-products">
				{ __( 'Products', 'boudoir' ) }
			</h2>
			<div className="boudoir-insights__choices">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Show', 'boudoir' ) }
					value={ query.view }
					options={ [
						{
							value: 'all',
							label: __( 'All saved products', 'boudoir' ),
						},
						{
							value: 'out_of_stock',
							label: __( 'Out of stock', 'boudoir' ),
						},
						{
							value: 'price_dropped',
							label: __( 'Price dropped', 'boudoir' ),
						},
					] }
					onChange={ ( view: string ) =>
						onQueryChange( {
							...query,
							view: view as ProductsView,
							page: 1,
						} )
					}
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Group by', 'boudoir' ) }
					value={ query.group }
					options={ [
						{ value: 'product', label: __( 'Product', 'boudoir' ) },
						{
							value: 'variation',
							label: __( 'Variation', 'boudoir' ),
						},
					] }
					onChange={ ( group: string ) =>
						onQueryChange( {
							...query,
							group: group as ProductsGroup,
							page: 1,
						} )
					}
				/>
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ isLoading && (
				<Loading label={ __( 'Loading the products…', 'boudoir' ) } />
			) }
			{ shown && shown.rows.length === 0 && ! isLoading && (
				<p>{ __( 'No saved products match.', 'boudoir' ) }</p>
			) }
			{ shown && shown.rows.length > 0 && (
				<>
					<p>{ countSentence( shown.total, shown.query.group ) }</p>
					<ProductsTable
						rows={ shown.rows }
						group={ shown.query.group }
						query={ query }
						currency={ currency }
						isBusy={ isLoading }
						onSort={ sort }
						onShowSavers={ setSaversOf }
					/>
					<Pagination
						page={ query.page }
						pages={ shown.pages }
						label={ __( 'Pages of saved products', 'boudoir' ) }
						onChange={ turnTo }
					/>
				</>
			) }
			<CsvLink
				href={ csvHref }
				text={ __(
					'Download CSV<hidden> of the saved products</hidden>',
					'boudoir'
				) }
			/>
			{ saversOf && (
				<SaversModal
					row={ saversOf }
					onClose={ () => setSaversOf( null ) }
				/>
			) }
		</section>
	);
}
