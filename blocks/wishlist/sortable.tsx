/**
 * Drag-and-drop sorting with @dnd-kit, loaded on first use (its own chunk): the view
 * imports this module only once the pointer or focus reaches a drag handle.
 */

/**
 * External dependencies
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type Announcements,
	type DragEndEvent,
	type DraggableSyntheticListeners,
	type UniqueIdentifier,
} from '@dnd-kit/core';
import {
	SortableContext,
	arrayMove,
	rectSortingStrategy,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS, type Transform } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	createPortal,
	memo,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useLatest } from '../../src/element/use-latest';
import { useLiveRows } from './live-rows';
import type { SortableBinding } from './sort';

export interface SortableItemsProps {
	ids: number[];
	/** The product name of an item, for announcements. */
	nameOf: ( id: number ) => string;
	onReorder: ( orderedIds: number[] ) => void;
	renderItem: ( id: number, binding: SortableBinding ) => ReactNode;
	/** Rows of a table or cards (vertical), or a grid. */
	layout: 'vertical' | 'grid';
}

/**
 * A row's transform: while a sort is on, dnd-kit translates every item, by nothing where
 * it is not displaced; that is no transform (nor a compositing layer for each row).
 *
 * @param transform dnd-kit's transform for the item.
 */
export function rowTransform(
	transform: Transform | null
): string | undefined {
	return transform && ( transform.x || transform.y )
		? CSS.Translate.toString( transform )
		: undefined;
}

/**
 * A row's transition. dnd-kit gives every item a new one as a sort starts, as it ends
 * and as the items change, displaced or not: on a page of 100, each would re-render its
 * row at the drop. A transition shows only when the transform changes, so a row with no
 * transform now nor at its last commit keeps none (its binding stays the same), and a
 * displaced row, or one going back, gets dnd-kit's.
 *
 * @param transform  The row's transform now (rowTransform()).
 * @param shown      Its transform at its last commit.
 * @param transition dnd-kit's transition for it.
 */
export function rowTransition(
	transform: string | undefined,
	shown: string | undefined,
	transition: string | undefined | null
): string | undefined {
	return transform || shown ? ( transition ?? undefined ) : undefined;
}

/**
 * Handlers that call the latest of `listeners`, the same functions while the events
 * they handle stay the same: dnd-kit's listeners are new functions each time its context
 * changes (a sort's start and end), which would re-render every memoised row.
 *
 * @param listeners dnd-kit's listeners for a handle.
 */
export function useLatestHandlers(
	listeners: DraggableSyntheticListeners
): Record< string, ( event: unknown ) => void > {
	const latest = useLatest( listeners );
	const events = Object.keys( listeners ?? {} ).join( ' ' );
	return useMemo(
		() =>
			Object.fromEntries(
				events
					.split( ' ' )
					.filter( Boolean )
					.map( ( event ) => [
						event,
						( received: unknown ) =>
							latest.current?.[ event ]?.( received ),
					] )
			),
		[ events, latest ]
	);
}

/**
 * An item's part in sorting, rendering nothing: dnd-kit's hooks for a row near the
 * viewport, whose binding goes to its row (SortableRow) before the paint.
 *
 * @param props           Props.
 * @param props.id        The item.
 * @param props.still     The row's binding while it takes no part.
 * @param props.onBinding Receives the binding, and null when the item leaves sorting.
 */
function SortableItem( {
	id,
	still,
	onBinding,
}: {
	id: number;
	still: SortableBinding;
	onBinding: ( binding: SortableBinding | null ) => void;
} ) {
	const {
		attributes,
		listeners,
		setNodeRef,
		setActivatorNodeRef,
		transform,
		transition,
		isDragging,
	} = useSortable( {
		id,
		attributes: {
			roleDescription: still.handleProps?.[ 'aria-roledescription' ],
		},
	} );
	const transformValue = rowTransform( transform );
	const handlers = useLatestHandlers( listeners );
	// The transform this row's element has now (the last commit's).
	const shownTransform = useRef< string | undefined >( undefined );
	useEffect( () => {
		shownTransform.current = transformValue;
	}, [ transformValue ] );
	const shownTransition = rowTransition(
		transformValue,
		shownTransform.current,
		transition
	);
	const { setNodeRef: observe, handleProps: stillHandle } = still;
	const setRowRef = useCallback(
		( element: HTMLElement | null ) => {
			setNodeRef( element );
			observe?.( element );
		},
		[ setNodeRef, observe ]
	);
	// The same binding while nothing about it changes: the row is memoised (ItemRow).
	const binding = useMemo< SortableBinding >(
		() => ( {
			setNodeRef: setRowRef,
			style: {
				transform: transformValue,
				transition: shownTransition,
			},
			isDragging,
			handleProps: {
				...stillHandle,
				...attributes,
				// The page's one description, which rows not taking part name too.
				'aria-describedby': stillHandle?.[ 'aria-describedby' ],
				...handlers,
				ref: setActivatorNodeRef,
			},
		} ),
		[
			setRowRef,
			transformValue,
			shownTransition,
			isDragging,
			stillHandle,
			attributes,
			handlers,
			setActivatorNodeRef,
		]
	);
	useLayoutEffect( () => onBinding( binding ), [ binding, onBinding ] );
	useLayoutEffect( () => () => onBinding( null ), [ onBinding ] );
	return null;
}

/**
 * A row, taking part in sorting (SortableItem) or not: the same element either way, so a
 * row coming near the viewport keeps its element, its focus and its rendering.
 *
 * @param props            Props.
 * @param props.id         The item.
 * @param props.live       Whether it takes part in sorting.
 * @param props.still      Its binding while it does not.
 * @param props.renderItem Renders it.
 */
const SortableRow = memo( function SortableRowView( {
	id,
	live,
	still,
	renderItem,
}: {
	id: number;
	live: boolean;
	still: SortableBinding;
	renderItem: SortableItemsProps[ 'renderItem' ];
} ) {
	const [ binding, setBinding ] = useState< SortableBinding | null >( null );
	return (
		<>
			{ live && (
				<SortableItem
					id={ id }
					still={ still }
					onBinding={ setBinding }
				/>
			) }
			{ renderItem( id, ( live && binding ) || still ) }
		</>
	);
} );

/**
 * The page's items as sortable ones: drag a handle with the pointer, or focus it and
 * use Space, the arrow keys and Space again; each step is announced.
 *
 * @param props            Sortable props.
 * @param props.ids        The items' ids in order.
 * @param props.nameOf     Names an item.
 * @param props.onReorder  Receives the new order.
 * @param props.renderItem Renders one item with its bindings.
 * @param props.layout     Vertical list or grid.
 */
export default function SortableItems( {
	ids,
	nameOf,
	onReorder,
	renderItem,
	layout,
}: SortableItemsProps ) {
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 3 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);
	const name = ( id: UniqueIdentifier ) => nameOf( Number( id ) );
	const position = ( id: UniqueIdentifier | undefined ) =>
		id === undefined ? 0 : ids.indexOf( Number( id ) ) + 1;

	const announcements = useMemo< Announcements >(
		() => ( {
			onDragStart: ( { active } ) =>
				sprintf(
					/* translators: 1: product name, 2: position, 3: number of items. */
					__( 'Picked up %1$s, position %2$d of %3$d.', 'boudoir' ),
					name( active.id ),
					position( active.id ),
					ids.length
				),
			onDragOver: ( { active, over } ) =>
				over
					? sprintf(
							/* translators: 1: product name, 2: position, 3: number of items. */
							__(
								'%1$s moved to position %2$d of %3$d.',
								'boudoir'
							),
							name( active.id ),
							position( over.id ),
							ids.length
						)
					: undefined,
			onDragEnd: ( { active, over } ) =>
				over
					? sprintf(
							/* translators: 1: product name, 2: position, 3: number of items. */
							__(
								'%1$s dropped at position %2$d of %3$d.',
								'boudoir'
							),
							name( active.id ),
							position( over.id ),
							ids.length
						)
					: undefined,
			onDragCancel: ( { active } ) =>
				sprintf(
					/* translators: %s: product name. */
					__( 'Sorting cancelled. %s went back.', 'boudoir' ),
					name( active.id )
				),
		} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ ids, nameOf ]
	);

	const rows = useLiveRows( ids );
	const { observe, pin } = rows;
	const describedBy = useId();
	// Each row's binding while it takes no part: the same object for the same item.
	const [ stills ] = useState( () => new Map< number, SortableBinding >() );
	const stillOf = ( id: number ) => {
		let still = stills.get( id );
		if ( ! still ) {
			still = {
				setNodeRef: observe( id ),
				handleProps: {
					/* translators: read by screen readers as the kind of a drag handle. */
					'aria-roledescription': __( 'sortable', 'boudoir' ),
					'aria-describedby': describedBy,
					onPointerEnter: () => pin( id ),
					onFocus: () => pin( id ),
				},
			};
			stills.set( id, still );
		}
		return still;
	};

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		rows.end( Number( active.id ) );
		if ( ! over || active.id === over.id ) {
			return;
		}
		const from = ids.indexOf( Number( active.id ) );
		const to = ids.indexOf( Number( over.id ) );
		if ( from >= 0 && to >= 0 ) {
			onReorder( arrayMove( ids, from, to ) );
		}
	};

	return (
		<DndContext
			sensors={ sensors }
			collisionDetection={ closestCenter }
			onDragStart={ rows.start }
			onDragOver={ ( { over } ) =>
				over && rows.over( Number( over.id ) )
			}
			onDragEnd={ onDragEnd }
			onDragCancel={ ( { active } ) => rows.end( Number( active.id ) ) }
			accessibility={ {
				announcements,
				// Outside the table: a live region may not sit in a <tbody>.
				container: document.body,
				// Every handle names the page's own instructions (below).
				screenReaderInstructions: { draggable: '' },
			} }
		>
			{ createPortal(
				<div id={ describedBy } hidden>
					{ __(
						'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel. Or use the Move up and Move down buttons.',
						'boudoir'
					) }
				</div>,
				document.body
			) }
			<SortableContext
				items={ ids }
				strategy={
					layout === 'grid'
						? rectSortingStrategy
						: verticalListSortingStrategy
				}
			>
				{ ids.map( ( id ) => (
					<SortableRow
						key={ id }
						id={ id }
						live={ rows.isLive( id ) }
						still={ stillOf( id ) }
						renderItem={ renderItem }
					/>
				) ) }
			</SortableContext>
		</DndContext>
	);
}
