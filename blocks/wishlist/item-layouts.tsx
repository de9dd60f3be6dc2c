/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Fragment,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import {
	ItemButtons,
	ItemImage,
	ItemName,
	ItemPrice,
	ItemStock,
	ItemThumbnail,
	ItemVariation,
	QuantityField,
	SelectCheckbox,
} from './item-parts';
import { ItemActionsContext, useItemActions } from './item-actions';
import { SortControls, SortableItemList, type SortableBinding } from './sort';
import type { ColumnSettings, ItemActions, ItemsLayout } from './types';
import { useHiddenEdges } from './use-hidden-edges';

/** What the list of items takes, whatever its layout. */
export interface ItemListProps {
	/** A table, cards (the mobile variant) or an image grid. */
	layout: ItemsLayout;
	items: WishlistItem[];
	columns: ColumnSettings;
	/** The list's name (the table's caption, the cards' and grid's label). */
	caption: string;
	/** Checked rows' ids (bulk actions); absent: no check boxes. */
	selected?: ReadonlySet< number >;
	onSelect?: ( itemId: number, checked: boolean ) => void;
}

/** What a part of a row knows of the row it is in. */
interface RowContext {
	layout: ItemsLayout;
	/** The item's place on the page (0-based) and the page's count, for sorting. */
	index: number;
	count: number;
	binding: SortableBinding;
	isSelected: boolean;
	onSelect: ( checked: boolean ) => void;
}

/** Where a card puts a part; the table keeps the cells' order. */
type CardArea = 'head' | 'body' | 'foot';

/** One part of an item's row: a column of the table, a piece of a card or tile. */
interface ItemCell {
	/** Names the table's column class, `boudoir-wishlist__col-<key>`. */
	key: string;
	/** The column's header. */
	header: string;
	/** The header is only read: the cells name themselves visually. */
	isHeaderHidden?: boolean;
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
function itemCells(
	columns: ColumnSettings,
	{ selectable, canSort }: { selectable: boolean; canSort: boolean }
): ItemCell[] {
	const cells: Array< ItemCell | false > = [
		selectable && {
			key: 'select',
			header: __( 'Select', 'boudoir' ),
			isHeaderHidden: true,
			area: 'head',
			render: ( item, row ) => (
				<SelectCheckbox
					item={ item }
					checked={ row.isSelected }
					onChange={ row.onSelect }
				/>
			),
		},
		canSort && {
			key: 'sort',
			header: __( 'Order', 'boudoir' ),
			isHeaderHidden: true,
			area: 'foot',
			render: ( item, row ) => (
				<SortControls
					item={ item }
					index={ row.index }
					count={ row.count }
					handleProps={ row.binding.handleProps }
				/>
			),
		},
		columns.showImage && {
			key: 'image',
			header: __( 'Image', 'boudoir' ),
			isHeaderHidden: true,
			area: 'head',
			render: ( item ) => <ItemImage item={ item } />,
		},
		{
			key: 'name',
			header: __( 'Product', 'boudoir' ),
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
			area: 'body',
			render: ( item ) => <ItemPrice item={ item } />,
		},
		columns.showStock && {
			key: 'stock',
			header: __( 'Stock', 'boudoir' ),
			area: 'body',
			render: ( item ) => <ItemStock item={ item } />,
		},
		columns.showQuantity && {
			key: 'quantity',
			header: __( 'Quantity', 'boudoir' ),
			area: 'body',
			// The table's column header names the field; cards and tiles show its label.
			render: ( item, row ) => (
				<QuantityField
					item={ item }
					showLabel={ row.layout !== 'table' }
				/>
			),
		},
		{
			key: 'actions',
			header: __( 'Actions', 'boudoir' ),
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

const CARD_AREAS: CardArea[] = [ 'head', 'body', 'foot' ];

/** Parts a grid's tile places itself: the thumbnail shows the image, the sort controls close the tile. */
const TILE_OWN_CELLS = [ 'select', 'image', 'sort' ];

/** An image grid's open tile: one at a time. */
interface TileState {
	isOpen: boolean;
	detailsId: string;
	onToggle: () => void;
	/** Receives the open tile's element. */
	setOpenNode: ( element: HTMLLIElement | null ) => void;
}

interface ItemRowProps {
	item: WishlistItem;
	cells: ItemCell[];
	row: RowContext;
	/** The grid's tile state (grid only). */
	tile?: TileState;
}

/**
 * An item's row: a table row, a card or a grid's tile, made of the same cells.
 * A card places each cell in its area; a tile shows a thumbnail that opens the
 * other cells.
 *
 * @param props       Row props.
 * @param props.item  The item.
 * @param props.cells The shown parts, in order.
 * @param props.row   Its layout, place and bindings.
 * @param props.tile  The grid's tile state.
 */
function ItemRow( { item, cells, row, tile }: ItemRowProps ) {
	const { binding, layout } = row;
	const dragging = binding.isDragging ? ' is-dragging' : '';
	const render = ( cell: ItemCell | undefined ) =>
		cell && (
			<Fragment key={ cell.key }>{ cell.render( item, row ) }</Fragment>
		);
	const cell = ( key: string ) =>
		render( cells.find( ( candidate ) => candidate.key === key ) );

	if ( layout === 'table' ) {
		return (
			<tr
				ref={ binding.setNodeRef }
				style={ binding.style }
				className={ `boudoir-wishlist__row${ dragging }` }
			>
				{ cells.map( ( { key, render: renderCell } ) => {
					const Cell = key === 'name' ? 'th' : 'td';
					return (
						<Cell
							key={ key }
							scope={ key === 'name' ? 'row' : undefined }
							className={ `boudoir-wishlist__col-${ key }` }
						>
							{ renderCell( item, row ) }
						</Cell>
					);
				} ) }
			</tr>
		);
	}

	if ( layout !== 'grid' || ! tile ) {
		return (
			<li
				ref={ binding.setNodeRef }
				style={ binding.style }
				className={ `boudoir-wishlist__card${ dragging }` }
			>
				{ CARD_AREAS.map( ( area ) => (
					<div
						key={ area }
						className={ `boudoir-wishlist__card-${ area }` }
					>
						{ cells
							.filter( ( candidate ) => candidate.area === area )
							.map( render ) }
					</div>
				) ) }
			</li>
		);
	}

	return (
		<li
			ref={ ( element ) => {
				binding.setNodeRef?.( element );
				if ( tile.isOpen ) {
					tile.setOpenNode( element );
				}
			} }
			style={ binding.style }
			className={ `boudoir-wishlist__tile${
				tile.isOpen ? ' is-expanded' : ''
			}${ dragging }` }
		>
			<div className="boudoir-wishlist__tile-head">
				{ cell( 'select' ) }
				<ItemThumbnail
					item={ item }
					isOpen={ tile.isOpen }
					detailsId={ tile.detailsId }
					onToggle={ tile.onToggle }
				/>
			</div>
			{ tile.isOpen && (
				<div
					id={ tile.detailsId }
					className="boudoir-wishlist__details"
				>
					{ cells
						.filter(
							( candidate ) =>
								! TILE_OWN_CELLS.includes( candidate.key )
						)
						.map( render ) }
				</div>
			) }
			{ cell( 'sort' ) }
		</li>
	);
}

/**
 * The image grid's one open tile: it closes on a click outside, on Escape (focus
 * goes back to its thumbnail), after an add to cart, or when its item leaves the page.
 *
 * @param itemsById The page's items.
 * @param actions   The item actions, whose add to cart closes the tile.
 */
function useOpenTile(
	itemsById: Map< number, WishlistItem >,
	actions: ItemActions
) {
	const [ expanded, setExpanded ] = useState< number | null >( null );
	const gridId = useId();
	const expandedRef = useRef< HTMLLIElement | null >( null );
	const gridRef = useRef< HTMLUListElement >( null );

	// A click outside the open item closes it (clicks in a dialog it opened do not).
	useEffect( () => {
		if ( expanded === null ) {
			return undefined;
		}
		const onClick = ( event: MouseEvent ) => {
			const target = event.target;
			const onThumbnail =
				target instanceof Element &&
				gridRef.current?.contains( target ) &&
				target.closest( '.boudoir-wishlist__thumbnail' );
			if (
				target instanceof Node &&
				! onThumbnail &&
				! expandedRef.current?.contains( target ) &&
				! ( target instanceof Element && target.closest( 'dialog' ) )
			) {
				setExpanded( null );
			}
		};
		// Escape inside the open item closes it and gives focus back to its thumbnail.
		const onKeyDown = ( event: KeyboardEvent ) => {
			const open = expandedRef.current;
			if (
				event.key === 'Escape' &&
				open &&
				event.target instanceof Node &&
				open.contains( event.target )
			) {
				setExpanded( null );
				open.querySelector< HTMLElement >(
					'.boudoir-wishlist__thumbnail'
				)?.focus();
			}
		};
		document.addEventListener( 'click', onClick );
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			document.removeEventListener( 'click', onClick );
			document.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ expanded ] );

	// An item that leaves the page cannot stay open.
	useEffect( () => {
		if ( expanded !== null && ! itemsById.has( expanded ) ) {
			setExpanded( null );
		}
	}, [ expanded, itemsById ] );

	const gridActions: ItemActions = {
		...actions,
		addToCart: ( item ) =>
			actions.addToCart( item ).finally( () => setExpanded( null ) ),
	};

	const tileOf = ( id: number ): TileState => {
		const isOpen = expanded === id;
		return {
			isOpen,
			detailsId: `${ gridId }-${ id }`,
			onToggle: () => setExpanded( isOpen ? null : id ),
			setOpenNode: ( element ) => {
				expandedRef.current = element;
			},
		};
	};

	return { gridRef, gridActions, tileOf };
}

/**
 * The page's items as a table (a block wider than the shop's mobile width; should it
 * still be wider than the block, it scrolls sideways in a region of its own, focusable,
 * with a shadow on each side that hides part of it), as cards (the mobile variant), or
 * as an image grid where each thumbnail opens the item's details. Every layout draws
 * the same rows (ItemRow).
 *
 * @param props          List props.
 * @param props.layout   Table, cards or grid.
 * @param props.items    The page's items.
 * @param props.columns  The shown columns.
 * @param props.caption  The list's name.
 * @param props.selected Checked rows.
 * @param props.onSelect Checks or unchecks a row.
 */
export function ItemList( {
	layout,
	items,
	columns,
	caption,
	selected,
	onSelect,
}: ItemListProps ) {
	const actions = useItemActions();
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
	const ids = items.map( ( item ) => item.item_id );
	const cells = itemCells( columns, {
		selectable: Boolean( selected ),
		canSort: actions.canSort,
	} );

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
							index: ids.indexOf( id ),
							count: ids.length,
							binding,
							isSelected: selected?.has( id ) ?? false,
							onSelect: ( checked ) => onSelect?.( id, checked ),
						} }
						tile={ layout === 'grid' ? tileOf( id ) : undefined }
					/>
				);
			} }
		/>
	);

	if ( layout === 'table' ) {
		return (
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
					<table className="boudoir-wishlist__table">
						<caption className="boudoir-visually-hidden">
							{ caption }
						</caption>
						<thead>
							<tr>
								{ cells.map(
									( { key, header, isHeaderHidden } ) => (
										<th
											key={ key }
											scope="col"
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
						<tbody>{ rows }</tbody>
					</table>
				</div>
			</div>
		);
	}

	if ( layout === 'cards' ) {
		return (
			<ul className="boudoir-wishlist__cards" aria-label={ caption }>
				{ rows }
			</ul>
		);
	}

	return (
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
