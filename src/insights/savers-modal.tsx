/**
 * The shoppers who saved a product: those with an account by name, guests only as a count.
 */

/**
 * WordPress dependencies
 */
import { Modal, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { failureMessage, getSavers } from './api';
import { formatCount, formatMoment } from './format';
import { Loading } from './loading';
import { Pagination } from './pagination';
import { shoppersWhoSaved } from './products-table';
import type { ProductRow, SaversPage } from './types';

type Savers =
	| { kind: 'loading'; shown: SaversPage | null }
	| { kind: 'ready'; shown: SaversPage }
	| { kind: 'failed'; shown: SaversPage | null; message: string };

/**
 * What is said of the guests: "Plus 12 guests." after named shoppers, else a sentence of its own.
 *
 * @param guests    How many guests saved it.
 * @param withNamed Whether shoppers with an account are listed.
 */
export function guestsSentence( guests: number, withNamed: boolean ): string {
	if ( guests <= 0 ) {
		return '';
	}
	return withNamed
		? sprintf(
				/* translators: %s: how many guests (shoppers without an account) saved the product. */
				_n( 'Plus %s guest.', 'Plus %s guests.', guests, 'boudoir' ),
				formatCount( guests )
			)
		: sprintf(
				/* translators: %s: how many guests (shoppers without an account) saved the product. */
				_n(
					'%s guest saved it.',
					'%s guests saved it.',
					guests,
					'boudoir'
				),
				formatCount( guests )
			);
}

interface SaversModalProps {
	/** The product or variation. */
	row: ProductRow;
	onClose: () => void;
}

/**
 * The dialog (the components' Modal: it keeps focus inside, closes on Escape and gives focus back).
 *
 * @param props         The dialog's props.
 * @param props.row     The product or variation.
 * @param props.onClose Called to close it.
 */
export function SaversModal( { row, onClose }: SaversModalProps ) {
	const [ page, setPage ] = useState( 1 );
	const [ savers, setSavers ] = useState< Savers >( {
		kind: 'loading',
		shown: null,
	} );

	useEffect( () => {
		const controller = new AbortController();
		setSavers( ( current ) => ( {
			kind: 'loading',
			shown: current.shown,
		} ) );
		getSavers( row.product_id, row.variation_id, page, controller.signal )
			.then( ( shown ) => setSavers( { kind: 'ready', shown } ) )
			.catch( ( error: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setSavers( ( current ) => ( {
						kind: 'failed',
						shown: current.shown,
						message: failureMessage( error ),
					} ) );
				}
			} );
		return () => controller.abort();
	}, [ row.product_id, row.variation_id, page ] );

	const { shown } = savers;
	const title = shoppersWhoSaved( row );

	return (
		<Modal
			title={ title }
			onRequestClose={ onClose }
			size="medium"
			className="boudoir-insights__savers"
		>
			<p>
				{ __(
					'Only shoppers with an account are named. Shoppers whose data was erased are not shown.',
					'boudoir'
				) }
			</p>
			{ savers.kind === 'failed' && (
				<Notice status="error" isDismissible={ false }>
					{ savers.message }
				</Notice>
			) }
			{ savers.kind === 'loading' && (
				<Loading label={ __( 'Loading the shoppers…', 'boudoir' ) } />
			) }
			{ shown && shown.savers.length > 0 && (
				<table
					className="widefat striped boudoir-insights__table"
					aria-busy={ savers.kind === 'loading' }
				>
					<caption>
						{ __( 'Shoppers with an account', 'boudoir' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Name', 'boudoir' ) }</th>
							<th scope="col">{ __( 'Email', 'boudoir' ) }</th>
							<th scope="col" className="num">
								{ __( 'Items', 'boudoir' ) }
							</th>
							<th scope="col">{ __( 'Saved on', 'boudoir' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ shown.savers.map( ( saver ) => (
							<tr key={ saver.user_id }>
								<th scope="row">
									{ saver.profile_link ? (
										<a href={ saver.profile_link }>
											{ saver.name }
										</a>
									) : (
										saver.name
									) }
								</th>
								<td>{ saver.email }</td>
								<td className="num">
									{ formatCount( saver.items ) }
								</td>
								<td>
									<time dateTime={ saver.saved_at }>
										{ formatMoment(
											saver.saved_at,
											false
										) }
									</time>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ shown && shown.savers.length === 0 && (
				<p>
					{ __( 'No shoppers with an account saved it.', 'boudoir' ) }
				</p>
			) }
			{ shown && shown.guests > 0 && (
				<p>
					{ guestsSentence( shown.guests, shown.savers.length > 0 ) }
				</p>
			) }
			{ shown && (
				<Pagination
					page={ page }
					pages={ shown.pages }
					label={ __( 'Pages of shoppers', 'boudoir' ) }
					onChange={ setPage }
				/>
			) }
		</Modal>
	);
}
