/**
 * "Summary": what is on lists now and what happened in the period, as a description list.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatCount, formatDay, formatMoment, formatMoney } from './format';
import type { Insights, InsightsTotals } from './types';

/**
 * The figures' names, in the order shown.
 */
function totalLabels(): Array< [ keyof InsightsTotals, string ] > {
	return [
		[ 'saved_now', __( 'Saved now', 'boudoir' ) ],
		[ 'variants', __( 'Products and variations saved', 'boudoir' ) ],
		[ 'lists', __( 'Lists', 'boudoir' ) ],
		[ 'shoppers', __( 'Shoppers with lists', 'boudoir' ) ],
		[ 'out_of_stock_saved', __( 'Saved but out of stock', 'boudoir' ) ],
		[
			'price_dropped_saved',
			__( 'Saved at a higher price than now', 'boudoir' ),
		],
		[ 'saved', __( 'Saved in this period', 'boudoir' ) ],
		[ 'carted', __( 'Added to cart from a list', 'boudoir' ) ],
		[ 'ordered', __( 'Ordered from a list', 'boudoir' ) ],
		[ 'ordered_amount', __( 'Order value from lists', 'boudoir' ) ],
		[ 'lists_created', __( 'Lists created', 'boudoir' ) ],
	];
}

/**
 * The summary.
 *
 * @param props          The summary's props.
 * @param props.insights The figures.
 * @param props.currency The currency of the order value.
 */
export function Summary( {
	insights,
	currency,
}: {
	insights: Insights;
	currency: string;
} ) {
	const { totals, range } = insights;
	return (
		<section
			className="boudoir-insights__section"
			aria-labelledby="boudoir-insights-summary"
		>
			<h2 id="boudoir-insights-summary">
				{ __( 'Summary', 'boudoir' ) }
			</h2>
			<p>
				{ sprintf(
					/* translators: 1: the period's first day, 2: its last day, e.g. "7 Sept 2026". */
					__( 'Period: %1$s to %2$s.', 'boudoir' ),
					formatDay( range.after ),
					formatDay( range.before )
				) }
				{ insights.counted_at &&
					` ${ sprintf(
						/* translators: %s: a date and time, e.g. "28 Nov 2026, 13:00". */
						__( 'Figures for now were counted on %s.', 'boudoir' ),
						formatMoment( insights.counted_at, true )
					) }` }
			</p>
			{ insights.pending > 0 && (
				// A state of the figures, not news: shown, not spoken.
				<div className="notice notice-info inline">
					<p>
						{ __( 'Some figures are being updated.', 'boudoir' ) }
					</p>
				</div>
			) }
			<dl className="boudoir-insights__totals">
				{ totalLabels().map( ( [ key, label ] ) => (
					<div key={ key } className="boudoir-insights__total">
						<dt>{ label }</dt>
						<dd>
							{ key === 'ordered_amount'
								? formatMoney( totals.ordered_amount, currency )
								: formatCount( totals[ key ] ) }
						</dd>
					</div>
				) ) }
			</dl>
		</section>
	);
}
