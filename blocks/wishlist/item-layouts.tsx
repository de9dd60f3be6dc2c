/**
 * WordPress dependencies
 */
import {
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
	AddToCartButton,
	ItemImage,
	ItemName,
	ItemPrice,
	ItemStock,
	QuantityField,
	RemoveButton,
	SelectCheckbox,
	TransferButtons,
} from './item-parts';
import { ItemActionsContext, useItemActions } from './item-actions';
import { SortControls, SortableItemList } from './sort';
import type { ColumnSettings, ItemActions } from './types';

/** What every layout of the items takes. */
export interface ItemLayoutProps {
	items: WishlistItem[];
	columns: ColumnSettings;
	/** The list's name (the table's caption). */
	caption: string;
	/** Checked rows' ids (bulk actions); absent: no check boxes. */
	selected?: ReadonlySet< number >;
	onSelect?: ( itemId: number, checked: boolean ) => void;
}

function useNames( items: WishlistItem[] ) {
	return useMemo( () => {
		const names = new Map(
			items.map( ( item ) => [ item.item_id, item.name ] )
		);
		return ( id: number ) => names.get( id ) ?? '';
	}, [ items ] );
}

function byId( items: WishlistItem[] ) {
	return new Map( items.map( ( item ) => [ item.item_id, item ] ) );
}

/**
 * The items' own actions: add to cart, move / copy, remove (owners only).
 *
 * @param props         Props.
 * @param props.item    The item.
 * @param props.columns The shown columns.
 */
function ItemButtons( {
	item,
	columns,
}: {
	item: WishlistItem;
	columns: ColumnSettings;
} ) {
	const { canEdit, canTransfer } = useItemActions();
	return (
		<div className="boudoir-wishlist__actions">
			{ columns.showAddToCart && <AddToCartButton item={ item } /> }
			{ canEdit && canTransfer && <TransferButtons item={ item } /> }
			{ canEdit && <RemoveButton item={ item } /> }
		</div>
	);
}

/**
 * A column header for screen readers only (the column's content names itself visually).
 *
 * @param props           Header props.
 * @param props.label     The column's name.
 * @param props.className The column's class.
 */
function HiddenHeader( {
	label,
	className,
}: {
	label: string;
	className?: string;
} ) {
	return (
		<th scope="col" className={ className }>
			<span className="boudoir-visually-hidden">{ label }</span>
		</th>
	);
}

/**
 * The table view (desktop; narrower screens scroll it sideways inside its region).
 *
 * @param props          Layout props.
 * @param props.items    The page's items.
 * @param props.columns  The shown columns.
 * @param props.caption  The table's caption.
 * @param props.selected Checked rows.
 * @param props.onSelect Checks or unchecks a row.
 */
export function ItemTable( {
	items,
	columns,
	caption,
	selected,
	onSelect,
}: ItemLayoutProps ) {
	const actions = useItemActions();
	const nameOf = useNames( items );
	const itemsById = byId( items );
	const ids = items.map( ( item ) => item.item_id );
	return (
		<div className="boudoir-wishlist__table-wrapper">
			<table className="boudoir-wishlist__table">
				<caption className="boudoir-visually-hidden">
					{ caption }
				</caption>
				<thead>
					<tr>
						{ selected && (
							<HiddenHeader
								className="boudoir-wishlist__col-select"
								label={ __( 'Select', 'boudoir' ) }
							/>
						) }
						{ actions.canSort && (
							<HiddenHeader
								className="boudoir-wishlist__col-sort"
								label={ __( 'Order', 'boudoir' ) }
							/>
						) }
						{ columns.showImage && (
							<HiddenHeader
								className="boudoir-wishlist__col-image"
								label={ __( 'Image', 'boudoir' ) }
							/>
						) }
						<th scope="col">{ __( 'Product', 'boudoir' ) }</th>
						{ columns.showPrice && (
							<th scope="col">{ __( 'Price', 'boudoir' ) }</th>
						) }
						{ columns.showStock && (
							<th scope="col">{ __( 'Stock', 'boudoir' ) }</th>
						) }
						{ columns.showQuantity && (
							<th scope="col">{ __( 'Quantity', 'boudoir' ) }</th>
						) }
						<HiddenHeader label={ __( 'Actions', 'boudoir' ) } />
					</tr>
				</thead>
				<tbody>
					<SortableItemList
						enabled={ actions.canSort }
						ids={ ids }
						nameOf={ nameOf }
						onReorder={ actions.reorder }
						layout="vertical"
						renderItem={ ( id, binding ) => {
							const item = itemsById.get( id );
							if ( ! item ) {
								return null;
							}
							return (
								<tr
									ref={ binding.setNodeRef }
									style={ binding.style }
									className={ `boudoir-wishlist__row${
										binding.isDragging ? ' is-dragging' : ''
									}` }
								>
									{ selected && (
										<td className="boudoir-wishlist__col-select">
											<SelectCheckbox
												item={ item }
												checked={ selected.has( id ) }
												onChange={ ( checked ) =>
													onSelect?.( id, checked )
												}
											/>
										</td>
									) }
									{ actions.canSort && (
										<td className="boudoir-wishlist__col-sort">
											<SortControls
												item={ item }
												index={ ids.indexOf( id ) }
												count={ ids.length }
												handleProps={
													binding.handleProps
												}
											/>
										</td>
									) }
									{ columns.showImage && (
										<td className="boudoir-wishlist__col-image">
											<ItemImage item={ item } />
										</td>
									) }
									<th
										scope="row"
										className="boudoir-wishlist__col-name"
									>
										<ItemName item={ item } />
									</th>
									{ columns.showPrice && (
										<td>
											<ItemPrice item={ item } />
										</td>
									) }
									{ columns.showStock && (
										<td>
											<ItemStock item={ item } />
										</td>
									) }
									{ columns.showQuantity && (
										<td>
											<QuantityField item={ item } />
										</td>
									) }
									<td>
										<ItemButtons
											item={ item }
											columns={ columns }
										/>
									</td>
								</tr>
							);
						} }
					/>
				</tbody>
			</table>
		</div>
	);
}

/**
 * The mobile variant: one card per item.
 *
 * @param props          Layout props.
 * @param props.items    The page's items.
 * @param props.columns  The shown columns.
 * @param props.caption  The list's name.
 * @param props.selected Checked items.
 * @param props.onSelect Checks or unchecks an item.
 */
export function ItemCards( {
	items,
	columns,
	caption,
	selected,
	onSelect,
}: ItemLayoutProps ) {
	const actions = useItemActions();
	const nameOf = useNames( items );
	const itemsById = byId( items );
	const ids = items.map( ( item ) => item.item_id );
	return (
		<ul className="boudoir-wishlist__cards" aria-label={ caption }>
			<SortableItemList
				enabled={ actions.canSort }
				ids={ ids }
				nameOf={ nameOf }
				onReorder={ actions.reorder }
				layout="vertical"
				renderItem={ ( id, binding ) => {
					const item = itemsById.get( id );
					if ( ! item ) {
						return null;
					}
					return (
						<li
							ref={ binding.setNodeRef }
							style={ binding.style }
							className={ `boudoir-wishlist__card${
								binding.isDragging ? ' is-dragging' : ''
							}` }
						>
							<div className="boudoir-wishlist__card-head">
								{ selected && (
									<SelectCheckbox
										item={ item }
										checked={ selected.has( id ) }
										onChange={ ( checked ) =>
											onSelect?.( id, checked )
										}
									/>
								) }
								{ columns.showImage && (
									<ItemImage item={ item } />
								) }
								<ItemName item={ item } />
							</div>
							<div className="boudoir-wishlist__card-body">
								{ columns.showPrice && (
									<ItemPrice item={ item } />
								) }
								{ columns.showStock && (
									<ItemStock item={ item } />
								) }
								{ columns.showQuantity && (
									<QuantityField item={ item } showLabel />
								) }
							</div>
							<div className="boudoir-wishlist__card-foot">
								<SortControls
									item={ item }
									index={ ids.indexOf( id ) }
									count={ ids.length }
									handleProps={ binding.handleProps }
								/>
								<ItemButtons
									item={ item }
									columns={ columns }
								/>
							</div>
						</li>
					);
				} }
			/>
		</ul>
	);
}

/**
 * The image grid: each thumbnail is a button opening the item's details, one at a
 * time; they close on a click outside, on Escape, or after an add to cart.
 *
 * @param props          Layout props.
 * @param props.items    The page's items.
 * @param props.columns  The shown columns.
 * @param props.caption  The list's name.
 * @param props.selected Checked items.
 * @param props.onSelect Checks or unchecks an item.
 */
export function ItemGrid( {
	items,
	columns,
	caption,
	selected,
	onSelect,
}: ItemLayoutProps ) {
	const actions = useItemActions();
	const nameOf = useNames( items );
	const itemsById = byId( items );
	const ids = items.map( ( item ) => item.item_id );
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

	return (
		<ItemActionsContext.Provider value={ gridActions }>
			<ul
				ref={ gridRef }
				className="boudoir-wishlist__grid"
				aria-label={ caption }
			>
				<SortableItemList
					enabled={ actions.canSort }
					ids={ ids }
					nameOf={ nameOf }
					onReorder={ actions.reorder }
					layout="grid"
					renderItem={ ( id, binding ) => {
						const item = itemsById.get( id );
						if ( ! item ) {
							return null;
						}
						const isOpen = expanded === id;
						const detailsId = `${ gridId }-${ id }`;
						return (
							<li
								ref={ ( element ) => {
									binding.setNodeRef?.( element );
									if ( isOpen ) {
										expandedRef.current = element;
									}
								} }
								style={ binding.style }
								className={ `boudoir-wishlist__tile${
									isOpen ? ' is-expanded' : ''
								}${ binding.isDragging ? ' is-dragging' : '' }` }
							>
								<div className="boudoir-wishlist__tile-head">
									{ selected && (
										<SelectCheckbox
											item={ item }
											checked={ selected.has( id ) }
											onChange={ ( checked ) =>
												onSelect?.( id, checked )
											}
										/>
									) }
									<button
										type="button"
										className="boudoir-wishlist__thumbnail"
										aria-expanded={ isOpen }
										aria-controls={
											isOpen ? detailsId : undefined
										}
										onClick={ () =>
											setExpanded( isOpen ? null : id )
										}
									>
										<ItemImage item={ item } />
										<span className="boudoir-wishlist__thumbnail-name">
											{ item.name ||
												__(
													'Product no longer available',
													'boudoir'
												) }
										</span>
									</button>
								</div>
								{ isOpen && (
									<div
										id={ detailsId }
										className="boudoir-wishlist__details"
									>
										<ItemName item={ item } />
										{ columns.showPrice && (
											<ItemPrice item={ item } />
										) }
										{ columns.showStock && (
											<ItemStock item={ item } />
										) }
										{ columns.showQuantity && (
											<QuantityField
												item={ item }
												showLabel
											/>
										) }
										<ItemButtons
											item={ item }
											columns={ columns }
										/>
									</div>
								) }
								<SortControls
									item={ item }
									index={ ids.indexOf( id ) }
									count={ ids.length }
									handleProps={ binding.handleProps }
								/>
							</li>
						);
					} }
				/>
			</ul>
		</ItemActionsContext.Provider>
	);
}
