/**
 * Which rows take part in drag-and-drop sorting: those near the viewport, not all of a
 * page's 100. dnd-kit re-renders every sortable item at each step of a drag and at the
 * drop; a row far from the viewport is not drawn (content-visibility) and cannot be
 * reached by a drag before it comes near, so it waits as a plain row. Loaded with dnd-kit
 * (the sortable chunk).
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useLatest } from '../../src/element/use-latest';

/** Near the viewport: within a viewport's height above or below it. */
const NEAR_MARGIN = '100% 0px';

/** After a drop, the rows the drag brought in stay live this long (its transitions). */
const SETTLE_MS = 300;

/**
 * The items that take part in sorting: those near the viewport with each one's
 * neighbours, so that a step of the keyboard always finds the next row, however tall the
 * rows; and the `extra` ones (a handle with the pointer or the focus, a drag's rows).
 *
 * @param ids   The page's items, in order.
 * @param near  Those near the viewport.
 * @param extra Others that take part.
 * @return The ids that take part.
 */
export function liveIds(
	ids: readonly number[],
	near: ReadonlySet< number >,
	extra: Iterable< number > = []
): Set< number > {
	const live = new Set( extra );
	ids.forEach( ( id, index ) => {
		if ( near.has( id ) ) {
			live.add( id );
			if ( index > 0 ) {
				live.add( ids[ index - 1 ] );
			}
			if ( index < ids.length - 1 ) {
				live.add( ids[ index + 1 ] );
			}
		}
	} );
	return live;
}

/**
 * Whether two sets hold the same ids.
 *
 * @param a One set.
 * @param b The other.
 */
function sameIds( a: ReadonlySet< number >, b: ReadonlySet< number > ) {
	return a.size === b.size && [ ...a ].every( ( id ) => b.has( id ) );
}

/** The drag handles (SortControls) that have the pointer or the focus now. */
const POINTED_AT = '.boudoir-wishlist__drag-handle:is(:hover, :focus)';

export interface LiveRows {
	/** Whether an item takes part in sorting; all do where IntersectionObserver is missing. */
	isLive: ( id: number ) => boolean;
	/** A ref callback for an item's element, the same function for the same item. */
	observe: ( id: number ) => ( element: HTMLElement | null ) => void;
	/** An item whose handle has the pointer or the focus: it takes part at once. */
	pin: ( id: number ) => void;
	/** A drag starts: rows it brings near stay live until it ends. */
	start: () => void;
	/** The drag is over a row: its neighbours take part. */
	over: ( id: number ) => void;
	/** The drag ended on `id` (or was cancelled). */
	end: ( id: number ) => void;
}

/**
 * The rows near the viewport, by one IntersectionObserver over the page's rows.
 *
 * @param ids The page's items, in order.
 */
export function useLiveRows( ids: readonly number[] ): LiveRows {
	const latestIds = useLatest( ids );
	const [ near ] = useState( () => new Set< number >() );
	// Items that take part whether near or not: a pinned handle, a drag's rows.
	const kept = useRef( new Set< number >() );
	const sorting = useRef( false );
	const [ live, setLive ] = useState< ReadonlySet< number > >(
		() => new Set()
	);

	const update = useCallback( () => {
		setLive( ( previous ) => {
			if ( sorting.current ) {
				previous.forEach( ( id ) => kept.current.add( id ) );
			}
			const next = liveIds( latestIds.current, near, kept.current );
			return sameIds( previous, next ) ? previous : next;
		} );
	}, [ latestIds, near ] );

	const [ elementIds ] = useState( () => new WeakMap< Element, number >() );
	const [ observer ] = useState( () =>
		typeof IntersectionObserver === 'undefined'
			? null
			: new IntersectionObserver(
					( entries ) => {
						entries.forEach( ( entry ) => {
							const id = elementIds.get( entry.target );
							if ( id === undefined ) {
								return;
							}
							if ( entry.isIntersecting ) {
								near.add( id );
							} else {
								near.delete( id );
							}
						} );
						update();
					},
					{ rootMargin: NEAR_MARGIN }
				)
	);
	const [ refs ] = useState(
		() => new Map< number, ( element: HTMLElement | null ) => void >()
	);
	const observe = useCallback(
		( id: number ) => {
			let ref = refs.get( id );
			if ( ! ref ) {
				let observed: HTMLElement | null = null;
				ref = ( element ) => {
					if ( observed && observed !== element ) {
						observer?.unobserve( observed );
					}
					observed = element;
					if ( element ) {
						elementIds.set( element, id );
						observer?.observe( element );
					}
				};
				refs.set( id, ref );
			}
			return ref;
		},
		[ observer, elementIds, refs ]
	);
	// The handle that brought dnd-kit in has the pointer or the focus: its row takes part
	// before the observer's first report (the rows' refs are set by now).
	useLayoutEffect( () => {
		document.querySelectorAll( POINTED_AT ).forEach( ( handle ) => {
			const row = handle.closest( 'tr, li' );
			const id = row && elementIds.get( row );
			if ( id !== undefined && id !== null ) {
				kept.current.add( id );
			}
		} );
		update();
	}, [ elementIds, update ] );
	const settle = useRef< ReturnType< typeof setTimeout > >();
	useEffect(
		() => () => {
			observer?.disconnect();
			clearTimeout( settle.current );
		},
		[ observer ]
	);

	// New ids (a reorder, a removal): the neighbours change, after the commit that shows it.
	useEffect( () => {
		const timer = setTimeout( update, 0 );
		return () => clearTimeout( timer );
	}, [ ids, update ] );

	const pin = useCallback(
		( id: number ) => {
			if ( ! sorting.current && ! kept.current.has( id ) ) {
				kept.current = new Set( [ id ] );
				update();
			}
		},
		[ update ]
	);
	return {
		isLive: ( id ) => ! observer || live.has( id ),
		observe,
		pin,
		start: useCallback( () => {
			clearTimeout( settle.current );
			sorting.current = true;
		}, [] ),
		over: useCallback(
			( id: number ) => {
				liveIds( latestIds.current, new Set( [ id ] ) ).forEach(
					( neighbour ) => kept.current.add( neighbour )
				);
				update();
			},
			[ latestIds, update ]
		),
		end: useCallback(
			( id: number ) => {
				sorting.current = false;
				kept.current = new Set( [ id ] );
				// Not in the drop's frame: rows leaving the drag cost nothing then.
				settle.current = setTimeout( update, SETTLE_MS );
			},
			[ update ]
		),
	};
}
