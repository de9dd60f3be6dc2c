/**
 * WordPress dependencies
 */
import { useLayoutEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ItemCell } from './item-cells';

/**
 * The header row's columns: each column's track (`ItemCell.track`), with the width
 * measured on `row` for those as wide as their content, which is the same in every row
 * (a check box, the sort controls, the image, the quantity field, the buttons) but not
 * in the header's (its words, or words only read).
 *
 * @param cells The table's columns.
 * @param row   The first row's cells' widths, in their order (px).
 */
export function headerTracks(
	cells: Array< Pick< ItemCell, 'track' > >,
	row: number[]
): string {
	return cells
		.map( ( { track }, index ) =>
			track === 'max-content' && row[ index ] !== undefined
				? `${ row[ index ] }px`
				: track
		)
		.join( ' ' );
}

/**
 * Keeps the table's header row on the rows' columns. Each row of the table is a grid of
 * its own, so that rows far from the viewport skip their rendering (docs/front-end.md,
 * "The wishlist page at scale"); the header row takes the widths of the first row's
 * content-sized cells, measured as the list is drawn and when another item becomes the
 * first (before the paint, so nothing moves on screen), and when they change size (a
 * ResizeObserver).
 * Without ResizeObserver the header keeps the rows' tracks.
 *
 * @param cells   The table's columns (memoised).
 * @param firstId The first item's id.
 * @param isTable Whether the list is a table now: one drawn after the cards is new.
 * @return Refs for the table's body and its header row.
 */
export function useHeaderTracks(
	cells: ItemCell[],
	firstId: number | undefined,
	isTable: boolean
) {
	const bodyRef = useRef< HTMLTableSectionElement >( null );
	const headerRef = useRef< HTMLTableRowElement >( null );
	useLayoutEffect( () => {
		const first = bodyRef.current?.rows[ 0 ];
		const Observer = first?.ownerDocument.defaultView?.ResizeObserver;
		if ( ! first || ! Observer ) {
			return undefined;
		}
		const measure = () =>
			headerRef.current?.style.setProperty(
				'--boudoir-wishlist-header-columns',
				headerTracks(
					cells,
					Array.from(
						first.cells,
						( cell ) => cell.getBoundingClientRect().width
					)
				)
			);
		// At once, before the first paint (a ResizeObserver's first report can come a
		// frame later); then at each change of size.
		measure();
		const observer = new Observer( measure );
		Array.from( first.cells ).forEach(
			( cell, index ) =>
				cells[ index ]?.track === 'max-content' &&
				observer.observe( cell )
		);
		return () => observer.disconnect();
	}, [ cells, firstId, isTable ] );
	return { bodyRef, headerRef };
}
