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
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
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

function SortableItem( {
	id,
	renderItem,
}: {
	id: number;
	renderItem: SortableItemsProps[ 'renderItem' ];
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
			/* translators: read by screen readers as the kind of a drag handle. */
			roleDescription: __( 'sortable', 'boudoir' ),
		},
	} );
	const transformValue = CSS.Translate.toString( transform );
	// The same binding while nothing about it changes: the row is memoised (ItemRow).
	const binding = useMemo< SortableBinding >(
		() => ( {
			setNodeRef,
			style: {
				transform: transformValue,
				transition: transition ?? undefined,
			},
			isDragging,
			handleProps: {
				...attributes,
				...listeners,
				ref: setActivatorNodeRef,
			},
		} ),
		[
			setNodeRef,
			transformValue,
			transition,
			isDragging,
			attributes,
			listeners,
			setActivatorNodeRef,
		]
	);
	return <>{ renderItem( id, binding ) }</>;
}

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

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
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
			onDragEnd={ onDragEnd }
			accessibility={ {
				announcements,
				// Outside the table: a live region may not sit in a <tbody>.
				container: document.body,
				screenReaderInstructions: {
					draggable: __(
						'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel. Or use the Move up and Move down buttons.',
						'boudoir'
					),
				},
			} }
		>
			<SortableContext
				items={ ids }
				strategy={
					layout === 'grid'
						? rectSortingStrategy
						: verticalListSortingStrategy
				}
			>
				{ ids.map( ( id ) => (
					<SortableItem
						key={ id }
						id={ id }
						renderItem={ renderItem }
					/>
				) ) }
			</SortableContext>
		</DndContext>
	);
}
