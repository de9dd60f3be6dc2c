/**
 * Wishlist insights (WooCommerce → Wishlist insights): the period, its summary and weeks, and the
 * saved products with their shoppers. A period is applied once the server accepted it: a refused
 * one leaves every figure as it was and says why.
 */

/**
 * WordPress dependencies
 */
import { Notice, VisuallyHidden } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { csvUrl, failureMessage, getInsights } from './api';
import { DEFAULT_PRODUCTS_QUERY } from './constants';
import { formatDay } from './format';
import { Loading } from './loading';
import { ProductsSection } from './products-section';
import { RangeForm } from './range-form';
import { Summary } from './summary';
import type { DateRange, Insights, InsightsPageData } from './types';
import { useProducts } from './use-products';
import { WeeksTable } from './weeks-table';

/** No days: the server's default period. */
const DEFAULT_RANGE: DateRange = { after: '', before: '' };

type Figures =
	| { kind: 'loading' }
	| { kind: 'unreadable'; message: string }
	| { kind: 'ready'; insights: Insights };

/**
 * The page.
 *
 * @param props      The page's props.
 * @param props.page What the PHP page printed.
 */
export function InsightsPage( { page }: { page: InsightsPageData } ) {
	const [ figures, setFigures ] = useState< Figures >( { kind: 'loading' } );
	// The days in the form, and the period of the figures shown (sent to the products too).
	const [ typed, setTyped ] = useState< DateRange >( DEFAULT_RANGE );
	const [ applied, setApplied ] = useState< DateRange >( DEFAULT_RANGE );
	const [ isApplying, setIsApplying ] = useState( false );
	const [ refusal, setRefusal ] = useState( '' );
	const [ query, setQuery ] = useState( DEFAULT_PRODUCTS_QUERY );
	const [ announcement, setAnnouncement ] = useState( '' );
	const products = useProducts( query, applied );

	useEffect( () => {
		const controller = new AbortController();
		getInsights( DEFAULT_RANGE, controller.signal )
			.then( ( insights ) => {
				setFigures( { kind: 'ready', insights } );
				setTyped( insights.range );
			} )
			.catch( ( error: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setFigures( {
						kind: 'unreadable',
						message: failureMessage( error ),
					} );
				}
			} );
		return () => controller.abort();
	}, [] );

	const apply = async () => {
		setIsApplying( true );
		setRefusal( '' );
		try {
			const insights = await getInsights( typed );
			setFigures( { kind: 'ready', insights } );
			setTyped( insights.range );
			setApplied( insights.range );
			setQuery( ( current ) => ( { ...current, page: 1 } ) );
			setAnnouncement(
				sprintf(
					/* translators: 1: the period's first day, 2: its last day, e.g. "7 Sept 2026". */
					__( 'Showing the figures from %1$s to %2$s.', 'boudoir' ),
					formatDay( insights.range.after ),
					formatDay( insights.range.before )
				)
			);
		} catch ( error: unknown ) {
			setRefusal( failureMessage( error ) );
		} finally {
			setIsApplying( false );
		}
	};

	if ( figures.kind === 'loading' ) {
		return <Loading label={ __( 'Loading the figures…', 'boudoir' ) } />;
	}
	if ( figures.kind === 'unreadable' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ `${ __( 'The figures could not be read.', 'boudoir' ) } ${
					figures.message
				}` }
			</Notice>
		);
	}

	const { insights } = figures;
	const currency = insights.currency || page.currency;

	return (
		<div className="boudoir-insights__page">
			<RangeForm
				value={ typed }
				today={ page.today }
				isApplying={ isApplying }
				onChange={ setTyped }
				onApply={ apply }
			/>
			{ refusal && (
				<Notice status="error" onRemove={ () => setRefusal( '' ) }>
					{ refusal }
				</Notice>
			) }
			<Summary insights={ insights } currency={ currency } />
			<WeeksTable
				weeks={ insights.weeks }
				currency={ currency }
				csvHref={ csvUrl( page.csvUrl, 'weeks', insights.range ) }
			/>
			<ProductsSection
				query={ query }
				onQueryChange={ setQuery }
				products={ products }
				currency={ currency }
				csvHref={ csvUrl( page.csvUrl, 'products', {
					...insights.range,
					view: query.view,
					group: query.group,
					orderby: query.orderby,
					order: query.order,
				} ) }
				announce={ setAnnouncement }
			/>
			<VisuallyHidden aria-live="polite" aria-atomic="true">
				{ announcement }
			</VisuallyHidden>
		</div>
	);
}
