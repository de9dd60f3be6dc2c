/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { ItemActionsContext, useItemActions } from './item-actions';
import { itemCells } from './item-cells';
import { ItemRow } from './item-row';
import { ItemSettingsContext, useListItemSettings } from './item-settings';
import type { Selection } from './selection';
import { SortableItemList } from './sort';
import type { ColumnSettings, ItemsLayout } from './types';
import { useHeaderTracks } from './use-header-tracks';
import { useHiddenEdges } from './use-hidden-edges';
import { useOpenTile } from './use-open-tile';

/** What the list of items takes, whatever its layout. */
export interface ItemListProps {
	/** A table, cards (the mobile variant) or an image grid. */
	layout: ItemsLayout;
	items: WishlistItem[];
	columns: ColumnSettings;
	/** The list's name (the table's caption, the cards' and grid's label). */
	caption: string;
	/** The checked rows (bulk actions); absent: no check boxes. */
	selection?: Selection;
	/** The items whose change is on its way to the server. */
	pending?: ReadonlySet< number >;
}

const NONE_PENDING: ReadonlySet< number > = new Set();

/**
 * The page's items as a table (a block wider than the shop's mobile width; should it
 * still be wider than the block, it scrolls sideways in a region of its own, focusable,
 * with a shadow on each side that hides part of it), as cards (the mobile variant), or
 * as an image grid where each thumbnail opens the item's details. Every layout draws
 * the same rows (ItemRow), each given only what it shows, so that a change re-renders
 * the rows it touches (docs/front-end.md, "The wishlist page at scale").
 *
 * @param props           List props.
 * @param props.layout    Table, cards or grid.
 * @param props.items     The page's items.
 * @param props.columns   The shown columns.
 * @param props.caption   The list's name.
 * @param props.selection Checked rows.
 * @param props.pending   Items being changed.
 */
export function ItemList( {
	layout,
	items,
	columns,
	caption,
	selection,
	pending = NONE_PENDING,
}: ItemListProps ) {
	const actions = useItemActions();
	const settings = useListItemSettings();
	const { itemsById, nameOf } = useMemo( () => {
		const map = new Map( items.map( ( item ) => [ item.item_id, item ] ) );
		return {
			itemsById: map,
			nameOf: ( id: number ) => map.get( id )?.name ?? '',
		};
	}, [ items ] );
	const { gridRef, gridActions, tileOf } = useOpenTile( itemsById, actions );
	const [ scroller, hidden ] = useHiddenEdges();
	const scrolls = hidden.start || hidden.end;
	const ids = useMemo(
		() => items.map( ( item ) => item.item_id ),
		[ items ]
	);
	const { showImage, showPrice, showStock, showQuantity, showAddToCart } =
		columns;
	const selectable = Boolean( selection );
	const cells = useMemo(
		() =>
			itemCells(
				{
					showImage,
					showPrice,
					showStock,
					showQuantity,
					showAddToCart,
				},
				{ selectable, canSort: actions.canSort }
			),
		[
			showImage,
			showPrice,
			showStock,
			showQuantity,
			showAddToCart,
			selectable,
			actions.canSort,
		]
	);

	const tracks = useMemo(
		() =>
			( {
				'--boudoir-wishlist-columns': cells
					.map( ( { track } ) => track )
					.join( ' ' ),
			} ) as CSSProperties,
		[ cells ]
	);
	const { bodyRef, headerRef } = useHeaderTracks(
		cells,
		ids[ 0 ],
		layout === 'table'
	);

	const rows = (
		<SortableItemList
			enabled={ actions.canSort }
			ids={ ids }
			nameOf={ nameOf }
			onReorder={ actions.reorder }
			layout={ layout === 'grid' ? 'grid' : 'vertical' }
			renderItem={ ( id, binding ) => {
				const item = itemsById.get( id );
				if ( ! item ) {
					return null;
				}
				return (
					<ItemRow
						item={ item }
						cells={ cells }
						row={ {
							layout,
							isFirst: id === ids[ 0 ],
							isLast: id === ids[ ids.length - 1 ],
							isPending: pending.has( id ),
							binding,
							selection,
						} }
						tile={ layout === 'grid' ? tileOf( id ) : undefined }
					/>
				);
			} }
		/>
	);

	let list;
	if ( layout === 'table' ) {
		list = (
			<div
				className={ `boudoir-wishlist__table-frame${
					hidden.start ? ' has-hidden-start' : ''
				}${ hidden.end ? ' has-hidden-end' : '' }` }
			>
				<div
					ref={ scroller }
					className="boudoir-wishlist__table-wrapper"
					// Wider than the block: keyboard users scroll it once it has focus.
					{ ...( scrolls && {
						role: 'region',
						'aria-label': caption,
						tabIndex: 0,
					} ) }
				>
					{ /* Table roles said again: a table whose display is changed loses them in some browsers, and its rows are grids (_items.scss). */ }
					<table
						className="boudoir-wishlist__table"
						role="table"
						style={ tracks }
					>
						<caption className="boudoir-visually-hidden">
							{ caption }
						</caption>
						{ /* eslint-disable-next-line jsx-a11y/no-redundant-roles -- not implicit once the display is changed (the table's comment) */ }
						<thead role="rowgroup">
							<tr ref={ headerRef } role="row">
								{ cells.map(
									( { key, header, isHeaderHidden } ) => (
										<th
											key={ key }
											scope="col"
											role="columnheader"
											className={ `boudoir-wishlist__col-${ key }` }
										>
											{ isHeaderHidden ? (
												<span className="boudoir-visually-hidden">
													{ header }
												</span>
											) : (
												header
											) }
										</th>
									)
								) }
							</tr>
						</thead>
						{ /* eslint-disable-next-line jsx-a11y/no-redundant-roles -- as the head's */ }
						<tbody ref={ bodyRef } role="rowgroup">
							{ rows }
						</tbody>
					</table>
				</div>
			</div>
		);
	} else if ( layout === 'cards' ) {
		list = (
			<ul className="boudoir-wishlist__cards" aria-label={ caption }>
				{ rows }
			</ul>
		);
	} else {
		list = (
			<ItemActionsContext.Provider value={ gridActions }>
				<ul
					ref={ gridRef }
					className="boudoir-wishlist__grid"
					aria-label={ caption }
				>
					{ rows }
				</ul>
			</ItemActionsContext.Provider>
		);
	}
	return (
		<ItemSettingsContext.Provider value={ settings }>
			{ list }
		</ItemSettingsContext.Provider>
	);
}
