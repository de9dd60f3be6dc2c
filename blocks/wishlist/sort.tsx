/**
 * External dependencies
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Fragment,
	memo,
	useCallback,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import { FocusableButton } from '../../src/components/focusable-button';
import { onFirstUse } from '../../src/lazy';
import { ChevronIcon, DragIcon } from './icons';
import { useItemActions } from './item-actions';
import type { SortableItemsProps } from './sortable';

/** The props a drag handle takes: dnd-kit's once loaded, the loader's before. */
export type HandleProps = HTMLAttributes< HTMLElement > & {
	ref?: ( element: HTMLElement | null ) => void;
};

/** How an item takes part in sorting. */
export interface SortableBinding {
	setNodeRef?: ( element: HTMLElement | null ) => void;
	style?: CSSProperties;
	isDragging?: boolean;
	handleProps?: HandleProps;
}

type SortableComponent = ( props: SortableItemsProps ) => ReactNode;

/** The dnd-kit library is heavy and only needed once someone sorts: its own chunk, loaded once. */
const loadSortable = onFirstUse(
	() => import( /* webpackChunkName: "wishlist-sortable" */ './sortable' )
);

let loadedSortable: SortableComponent | null = null;

/** The attribute that finds an item's drag handle again after dnd-kit takes over. */
const HANDLE_ATTRIBUTE = 'data-boudoir-sort-handle';

/** The item id of the drag handle that has focus, if one has. */
function handleWithFocus(): string | null {
	const handle = document.querySelector( `[${ HANDLE_ATTRIBUTE }]:focus` );
	return handle?.getAttribute( HANDLE_ATTRIBUTE ) ?? null;
}

/**
 * The page's items, sortable by drag and drop once @dnd-kit is loaded. Before that
 * the items render plainly, and their handles load it when the pointer reaches one
 * or focus enters one.
 *
 * @param props            Sortable props.
 * @param props.enabled    Whether the viewer may sort.
 * @param props.ids        The items' ids in order.
 * @param props.nameOf     Names an item.
 * @param props.onReorder  Receives the new order.
 * @param props.renderItem Renders one item with its bindings.
 * @param props.layout     Vertical list or grid.
 */
export function SortableItemList( {
	enabled,
	...props
}: SortableItemsProps & { enabled: boolean } ) {
	const [ Sortable, setSortable ] = useState< SortableComponent | null >(
		() => loadedSortable
	);
	const focusedHandle = useRef< string | null >( null );

	const load = useCallback( () => {
		if ( loadedSortable ) {
			setSortable( () => loadedSortable );
			return;
		}
		loadSortable()
			.then( ( module ) => {
				loadedSortable = module.default;
				// Items re-mount under dnd-kit: remember which handle had focus.
				// The handle that asked for the module is the focused one, if any.
				focusedHandle.current = handleWithFocus();
				setSortable( () => module.default );
			} )
			.catch( ( error: unknown ) => {
				// The Move up / Move down buttons still sort.
				// eslint-disable-next-line no-console
				console.error( error );
			} );
	}, [] );

	useLayoutEffect( () => {
		if ( Sortable && focusedHandle.current ) {
			document
				.querySelector< HTMLElement >(
					`[${ HANDLE_ATTRIBUTE }="${ focusedHandle.current }"]`
				)
				?.focus();
			focusedHandle.current = null;
		}
	}, [ Sortable ] );

	// One binding for every row, the same at each render: rows are memoised (ItemRow).
	const loaderBinding = useMemo< SortableBinding >(
		() => ( {
			handleProps: enabled
				? { onPointerEnter: load, onPointerDown: load, onFocus: load }
				: {},
		} ),
		[ enabled, load ]
	);

	if ( enabled && Sortable ) {
		return <Sortable { ...props } />;
	}
	return (
		<>
			{ props.ids.map( ( id ) => (
				<Fragment key={ id }>
					{ props.renderItem( id, loaderBinding ) }
				</Fragment>
			) ) }
		</>
	);
}

interface SortControlsProps {
	item: WishlistItem;
	/** Whether the item is first or last on the page. */
	isFirst: boolean;
	isLast: boolean;
	handleProps?: HandleProps;
}

/**
 * "Move <name> up" or "Move <name> down": at the end of the page it stays focusable
 * and does nothing, so focus stays on it when its row reaches the top or the bottom.
 *
 * @param props           Button props.
 * @param props.item      The item.
 * @param props.direction Which way it moves the item.
 * @param props.isEnd     Whether the item is already first (up) or last (down).
 */
function MoveButton( {
	item,
	direction,
	isEnd,
}: {
	item: WishlistItem;
	direction: 'up' | 'down';
	isEnd: boolean;
} ) {
	const { moveBy } = useItemActions();
	const label =
		direction === 'up'
			? /* translators: %s: product name. */
				__( 'Move %s up', 'boudoir' )
			: /* translators: %s: product name. */
				__( 'Move %s down', 'boudoir' );
	return (
		<FocusableButton
			className={ `boudoir-wishlist__move-${ direction }` }
			aria-label={ sprintf( label, item.name ) }
			disabled={ isEnd || undefined }
			onClick={ () => moveBy( item, direction === 'up' ? -1 : 1 ) }
		>
			<ChevronIcon direction={ direction } />
		</FocusableButton>
	);
}

/**
 * An item's sorting controls: the drag handle, and "Move up" / "Move down" for
 * sorting without dragging (WCAG 2.5.7).
 *
 * @param props             Controls props.
 * @param props.item        The item.
 * @param props.isFirst     Whether it is first on the page.
 * @param props.isLast      Whether it is last on the page.
 * @param props.handleProps The handle's bindings.
 */
export const SortControls = memo( function SortControlsView( {
	item,
	isFirst,
	isLast,
	handleProps,
}: SortControlsProps ) {
	const { canSort } = useItemActions();
	if ( ! canSort ) {
		return null;
	}
	return (
		<span className="boudoir-wishlist__sort">
			<button
				type="button"
				{ ...handleProps }
				{ ...{ [ HANDLE_ATTRIBUTE ]: String( item.item_id ) } }
				className="boudoir-wishlist__drag-handle"
				aria-label={ sprintf(
					/* translators: %s: product name. */
					__( 'Drag to reorder %s', 'boudoir' ),
					item.name
				) }
			>
				<DragIcon />
			</button>
			<MoveButton item={ item } direction="up" isEnd={ isFirst } />
			<MoveButton item={ item } direction="down" isEnd={ isLast } />
		</span>
	);
} );
