/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { ItemButtons } from './item-buttons';
import {
	ItemImage,
	ItemName,
	ItemPrice,
	ItemStock,
	ItemVariation,
	SelectCheckbox,
} from './item-parts';
import { QuantityField } from './quantity-field';
import type { Selection } from './selection';
import { SortControls, type SortableBinding } from './sort';
import type { ColumnSettings, ItemsLayout } from './types';

/**
 * What a part of a row knows of the row it is in: only what its row shows, so that a
 * row re-renders when that changes and not when another row moves (ItemRow is memoised).
 */
export interface RowContext {
	layout: ItemsLayout;
	/** Whether the item is first or last on the page ("Move up" / "Move down" do nothing there). */
	isFirst: boolean;
	isLast: boolean;
	/** Whether a change to the item is on its way to the server. */
	isPending: boolean;
	binding: SortableBinding;
	/** The checked rows (bulk actions); absent: no check boxes. */
	selection?: Selection;
}

/** Where a card puts a part; the table keeps the cells' order. */
export type CardArea = 'head' | 'body' | 'foot';

/** One part of an item's row: a column of the table, a piece of a card or tile. */
export interface ItemCell {
	/** Names the table's column class, `boudoir-wishlist__col-<key>`. */
	key: string;
	/** The column's header. */
	header: string;
	/** The header is only read: the cells name themselves visually. */
	isHeaderHidden?: boolean;
	/**
	 * The table's column, a grid track: `max-content` where every row holds the same
	 * (check box, sort controls, image, quantity field, buttons), a share of the rest
	 * with a floor where the text differs from row to row (item-layouts.tsx).
	 */
	track: string;
	area: CardArea;
	render: ( item: WishlistItem, row: RowContext ) => ReactNode;
}

/**
 * The parts of an item's row that show, in the table's column order: every layout
 * is drawn from this one list, so a new part is added here alone.
 *
 * @param columns            The shown columns (block settings).
 * @param options            What the viewer may do.
 * @param options.selectable Whether rows have check boxes (bulk actions).
 * @param options.canSort    Whether the viewer may sort.
 */
export function itemCells(
	columns: ColumnSettings,
	{ selectable, canSort }: { selectable: boolean; canSort: boolean }
): ItemCell[] {
	const cells: Array< ItemCell | false > = [
		selectable && {
			key: 'select',
			header: __( 'Select', 'boudoir' ),
			track: 'max-content',
			isHeaderHidden: true,
			area: 'head',
			render: ( item, row ) =>
				row.selection && (
					<SelectCheckbox
						item={ item }
						selection={ row.selection }
						disabled={ row.isPending }
					/>
				),
		},
		canSort && {
			key: 'sort',
			header: __( 'Order', 'boudoir' ),
			track: 'max-content',
			isHeaderHidden: true,
			area: 'foot',
			render: ( item, row ) => (
				<SortControls
					item={ item }
					isFirst={ row.isFirst }
					isLast={ row.isLast }
					handleProps={ row.binding.handleProps }
				/>
			),
		},
		columns.showImage && {
			key: 'image',
			header: __( 'Image', 'boudoir' ),
			track: 'max-content',
			isHeaderHidden: true,
			area: 'head',
			render: ( item ) => <ItemImage item={ item } />,
		},
		{
			key: 'name',
			header: __( 'Product', 'boudoir' ),
			track: 'minmax(8rem, 3fr)',
			area: 'head',
			render: ( item ) => (
				<>
					<ItemName item={ item } />
					<ItemVariation item={ item } />
				</>
			),
		},
		columns.showPrice && {
			key: 'price',
			header: __( 'Price', 'boudoir' ),
			track: 'minmax(5.5rem, 1fr)',
			area: 'body',
			render: ( item ) => <ItemPrice item={ item } />,
		},
		columns.showStock && {
			key: 'stock',
			header: __( 'Stock', 'boudoir' ),
			track: 'minmax(5.5rem, 1fr)',
			area: 'body',
			render: ( item ) => <ItemStock item={ item } />,
		},
		columns.showQuantity && {
			key: 'quantity',
			header: __( 'Quantity', 'boudoir' ),
			track: 'max-content',
			area: 'body',
			// The table's column header names the field; cards and tiles show its label.
			render: ( item, row ) => (
				<QuantityField
					item={ item }
					showLabel={ row.layout !== 'table' }
					isPending={ row.isPending }
				/>
			),
		},
		{
			key: 'actions',
			header: __( 'Actions', 'boudoir' ),
			track: 'max-content',
			isHeaderHidden: true,
			area: 'foot',
			render: ( item ) => (
				<ItemButtons
					item={ item }
					showAddToCart={ columns.showAddToCart }
				/>
			),
		},
	];
	return cells.filter( ( cell ): cell is ItemCell => cell !== false );
}
