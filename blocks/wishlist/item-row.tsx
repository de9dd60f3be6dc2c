/**
 * WordPress dependencies
 */
import { Fragment, memo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import type { CardArea, ItemCell, RowContext } from './item-cells';
import { ItemThumbnail } from './item-parts';

/** A card's areas, top to bottom. */
const CARD_AREAS: CardArea[] = [ 'head', 'body', 'foot' ];

/** Parts a grid's tile places itself: the thumbnail shows the image, the sort controls close the tile. */
const TILE_OWN_CELLS = [ 'select', 'image', 'sort' ];

/** An image grid's open tile: one at a time. */
export interface TileState {
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
 * Whether a row would render the same: the same item, cells and row context (field by
 * field: the context is a new object at each render of the list), the same tile state.
 * A tile's callbacks only change with its open state.
 *
 * @param before The row's props at its last render.
 * @param after  Its props now.
 */
function isSameRow( before: ItemRowProps, after: ItemRowProps ): boolean {
	const keys = Object.keys( after.row ) as Array< keyof RowContext >;
	return (
		before.item === after.item &&
		before.cells === after.cells &&
		keys.length === Object.keys( before.row ).length &&
		keys.every( ( key ) => before.row[ key ] === after.row[ key ] ) &&
		before.tile?.isOpen === after.tile?.isOpen &&
		before.tile?.detailsId === after.tile?.detailsId
	);
}

/**
 * An item's row: a table row, a card or a grid's tile, made of the same cells.
 * A card places each cell in its area; a tile shows a thumbnail that opens the
 * other cells. Memoised (isSameRow()): on a page of 100 items, a quantity changed or a
 * row moved re-renders the rows it changed, not the page's.
 *
 * @param props       Row props.
 * @param props.item  The item.
 * @param props.cells The shown parts, in order.
 * @param props.row   Its layout, place and bindings.
 * @param props.tile  The grid's tile state.
 */
export const ItemRow = memo( function ItemRowView( {
	item,
	cells,
	row,
	tile,
}: ItemRowProps ) {
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
			// Table roles said again: the row and its cells are laid out as a grid.
			<tr
				ref={ binding.setNodeRef }
				style={ binding.style }
				role="row"
				className={ `boudoir-wishlist__row${ dragging }` }
			>
				{ cells.map( ( { key, render: renderCell } ) => {
					const Cell = key === 'name' ? 'th' : 'td';
					return (
						<Cell
							key={ key }
							scope={ key === 'name' ? 'row' : undefined }
							role={ key === 'name' ? 'rowheader' : 'cell' }
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
}, isSameRow );
