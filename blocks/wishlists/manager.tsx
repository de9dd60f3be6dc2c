/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __, _n, _x, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { PrivacySelect } from '@boudoir/components';
import { useFocusHeading } from '../../src/components/focus-heading';
import type { Wishlist } from '@boudoir/stores/wishlist';
import CreateForm from './create-form';
import DeleteControl from './delete-control';
import TitleCell from './title-cell';
import type { WishlistsActions } from './types';

/**
 * "2 price drops": how many of the list's items cost less now than when saved; null for none.
 *
 * @param props      Props.
 * @param props.list The list (`price_drop_count` from the REST API).
 */
function PriceDrops( { list }: { list: Wishlist } ) {
	const count = list.price_drop_count ?? 0;
	if ( count <= 0 ) {
		return null;
	}
	return (
		<span className="boudoir-wishlists__drops">
			<span className="boudoir-visually-hidden">, </span>
			{ sprintf(
				/* translators: %d: how many items of a wishlist dropped in price. */
				_n( '%d price drop', '%d price drops', count, 'boudoir' ),
				count
			) }
		</span>
	);
}

export interface WishlistsManagerProps {
	/** The shopper's lists, default first. */
	lists: Wishlist[];
	/** False while the lists load. */
	hasLoaded: boolean;
	/** Whether shoppers may keep several lists (else only the default list shows). */
	multiWishlist: boolean;
	showItemCount: boolean;
	showCreateForm: boolean;
	actions: WishlistsActions;
	/**
	 * Whether the viewport is at most the shop's mobile width: the table shows as cards,
	 * as the wishlist block's items do (CSS also turns it into cards wherever the block
	 * is narrower than the table needs).
	 */
	isMobile?: boolean;
	/** Whether a list has a request under way. */
	isBusy?: ( list: Wishlist ) => boolean;
	/** Shown while the lists load (the view passes the shared spinner). */
	loading?: ReactNode;
	/** Shown above the table (the view passes the notices). */
	notices?: ReactNode;
}

/**
 * The management table of the shopper's lists: name (a link to the list) with its
 * title editor, privacy, item count and price drops ("2 price drops", under the name
 * without the count column), default marker and delete; then the form that
 * creates a list. Presentational: the view feeds it from the wishlist store, the
 * editor with sample lists. On phones each row is a card (the same markup, laid out by
 * CSS), each cell with its label in view.
 *
 * @param props                Props.
 * @param props.lists
 * @param props.hasLoaded
 * @param props.multiWishlist
 * @param props.showItemCount
 * @param props.showCreateForm
 * @param props.actions
 * @param props.isMobile
 * @param props.isBusy
 * @param props.loading
 * @param props.notices
 */
export default function WishlistsManager( {
	lists,
	hasLoaded,
	multiWishlist,
	showItemCount,
	showCreateForm,
	actions,
	isMobile = false,
	isBusy = () => false,
	loading = null,
	notices = null,
}: WishlistsManagerProps ) {
	const heading = useFocusHeading();
	const rowId = useId();
	const shown = multiWishlist
		? lists
		: lists.filter( ( list ) => list.default ).slice( 0, 1 );

	let body: ReactNode;
	if ( ! hasLoaded ) {
		body = loading;
	} else if ( shown.length === 0 ) {
		body = (
			<p className="boudoir-wishlists__empty">
				{ multiWishlist && showCreateForm
					? __(
							'You have no wishlists yet. Create one below, or save a product to start your first.',
							'boudoir'
						)
					: __(
							'You have no wishlist yet. Save a product to start one.',
							'boudoir'
						) }
			</p>
		);
	} else {
		body = (
			<div
				className={ `boudoir-wishlists__scroller${
					isMobile ? ' is-cards' : ''
				}` }
				role="region"
				aria-labelledby={ heading.id }
				// Keyboard users can scroll it when the table is wider than the screen;
				// cards never are.
				tabIndex={ isMobile ? undefined : 0 }
			>
				<table className="boudoir-wishlists__table">
					<thead>
						<tr>
							<th scope="col">
								{ _x( 'Name', 'wishlist name', 'boudoir' ) }
							</th>
							<th scope="col">{ __( 'Privacy', 'boudoir' ) }</th>
							{ showItemCount && (
								<th scope="col">
									{ _x(
										'Items',
										'number of items in a wishlist',
										'boudoir'
									) }
								</th>
							) }
							<th scope="col">{ __( 'Default', 'boudoir' ) }</th>
							{ multiWishlist && (
								<th scope="col">
									<span className="boudoir-visually-hidden">
										{ __( 'Actions', 'boudoir' ) }
									</span>
								</th>
							) }
						</tr>
					</thead>
					<tbody>
						{ shown.map( ( list ) => {
							const nameId = `${ rowId }-${ list.id }`;
							return (
								<tr
									key={ list.id }
									className={
										list.default ? 'is-default' : undefined
									}
									aria-busy={ isBusy( list ) || undefined }
								>
									<td className="boudoir-wishlists__name">
										<TitleCell
											list={ list }
											nameId={ nameId }
											onSave={ actions.saveTitle }
										/>
										{ ! showItemCount && (
											<PriceDrops list={ list } />
										) }
									</td>
									<td>
										<span className="boudoir-wishlists__privacy">
											<PrivacySelect
												value={ list.privacy }
												describedBy={ nameId }
												// Read always; seen on cards, where no column header shows.
												labelClassName="boudoir-wishlists__cell-label"
												onChange={ ( privacy ) =>
													actions
														.savePrivacy(
															list,
															privacy
														)
														.catch(
															() => undefined
														)
												}
											/>
										</span>
									</td>
									{ showItemCount && (
										<td className="boudoir-wishlists__count">
											{ /* Seen on cards only; read from the column header, which names the cell in both layouts. */ }
											<span
												className="boudoir-wishlists__card-label"
												aria-hidden="true"
											>
												{ _x(
													'Items',
													'number of items in a wishlist',
													'boudoir'
												) }
											</span>
											{ list.item_count }
											<PriceDrops list={ list } />
										</td>
									) }
									<td className="boudoir-wishlists__default">
										{ list.default && (
											<span className="boudoir-wishlists__default-marker">
												<span aria-hidden="true">
													{ '★ ' }
												</span>
												{ __( 'Default', 'boudoir' ) }
											</span>
										) }
									</td>
									{ multiWishlist && (
										<td className="boudoir-wishlists__delete">
											<DeleteControl
												list={ list }
												onDelete={ actions.deleteList }
												onLeave={ () =>
													heading.focus()
												}
											/>
										</td>
									) }
								</tr>
							);
						} ) }
					</tbody>
				</table>
			</div>
		);
	}

	return (
		<>
			<h2 { ...heading.props } className="boudoir-wishlists__heading">
				{ __( 'Your wishlists', 'boudoir' ) }
			</h2>
			{ notices }
			{ body }
			{ hasLoaded && multiWishlist && showCreateForm && (
				<CreateForm onCreate={ actions.createList } />
			) }
		</>
	);
}
