/**
 * "Per week": saved, added to cart and ordered, one row a week, with its CSV export.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CsvLink } from './csv-link';
import { formatCount, formatDay, formatMoney } from './format';
import type { InsightsWeek } from './types';

interface WeeksTableProps {
	/** Oldest first. */
	weeks: InsightsWeek[];
	currency: string;
	/** The weeks' CSV export. */
	csvHref: string;
}

/**
 * The section.
 *
 * @param props          The section's props.
 * @param props.weeks    The weeks.
 * @param props.currency The currency of the order value.
 * @param props.csvHref  The CSV export's address.
 */
export function WeeksTable( { weeks, currency, csvHref }: WeeksTableProps ) {
	return (
		<section
			className="boudoir-insights__section"
			aria-labelledby="boudoir-insights-weeks"
		>
			<h2 id="boudoir-insights-weeks">{ __( 'Per week', 'boudoir' ) }</h2>
			{ weeks.length === 0 ? (
				<p>{ __( 'No weeks in this period.', 'boudoir' ) }</p>
			) : (
				<div
					className="boudoir-insights__scroll"
					role="region"
					aria-labelledby="boudoir-insights-weeks-caption"
					// Scrolls sideways on a narrow screen: reachable by the keyboard.

					tabIndex={ 0 }
				>
					<table className="widefat striped boudoir-insights__table">
						<caption id="boudoir-insights-weeks-caption">
							{ __(
								'Saved, added to cart and ordered per week',
								'boudoir'
							) }
						</caption>
						<thead>
							<tr>
								<th scope="col">
									{ __( 'Week of', 'boudoir' ) }
								</th>
								<th scope="col" className="num">
									{ __( 'Saved', 'boudoir' ) }
								</th>
								<th scope="col" className="num">
									{ __( 'Added to cart', 'boudoir' ) }
								</th>
								<th scope="col" className="num">
									{ __( 'Ordered', 'boudoir' ) }
								</th>
								<th scope="col" className="num">
									{ __( 'Order value', 'boudoir' ) }
								</th>
								<th scope="col" className="num">
									{ __( 'Lists created', 'boudoir' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ weeks.map( ( week ) => (
								<tr key={ week.start }>
									<th scope="row">
										<time dateTime={ week.start }>
											{ formatDay( week.start ) }
										</time>
									</th>
									<td className="num">
										{ formatCount( week.saved ) }
									</td>
									<td className="num">
										{ formatCount( week.carted ) }
									</td>
									<td className="num">
										{ formatCount( week.ordered ) }
									</td>
									<td className="num">
										{ formatMoney(
											week.ordered_amount,
											currency
										) }
									</td>
									<td className="num">
										{ formatCount( week.lists_created ) }
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
				</div>
			) }
			<CsvLink
				href={ csvHref }
				text={ __(
					'Download CSV<hidden> of the weekly figures</hidden>',
					'boudoir'
				) }
			/>
		</section>
	);
}
