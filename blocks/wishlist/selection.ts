/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * The rows checked for a bulk action. Each row's check box listens to its own row
 * (useIsSelected()), so "Select all" on a page of 100 items re-renders 100 check boxes
 * and the bulk actions, not 100 rows (docs/front-end.md, "The wishlist page at scale").
 */
export interface Selection {
	/** Calls `listener` after each change; returns the unsubscribe. */
	subscribe: ( listener: () => void ) => () => void;
	/** The checked ids: the same set until the selection changes. */
	ids: () => ReadonlySet< number >;
	has: ( id: number ) => boolean;
	/** Checks or unchecks one row. */
	set: ( id: number, checked: boolean ) => void;
	/** Checks exactly these rows. */
	replace: ( ids: Iterable< number > ) => void;
	/** Forgets the checked rows that are not among `ids` (they left the page). */
	retain: ( ids: readonly number[] ) => void;
}

/** A new, empty selection. */
export function createSelection(): Selection {
	let checked: ReadonlySet< number > = new Set();
	const listeners = new Set< () => void >();
	const change = ( next: ReadonlySet< number > ) => {
		checked = next;
		listeners.forEach( ( listener ) => listener() );
	};
	return {
		subscribe: ( listener ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		ids: () => checked,
		has: ( id ) => checked.has( id ),
		set: ( id, isChecked ) => {
			if ( checked.has( id ) === isChecked ) {
				return;
			}
			const next = new Set( checked );
			if ( isChecked ) {
				next.add( id );
			} else {
				next.delete( id );
			}
			change( next );
		},
		replace: ( ids ) => {
			const next = new Set( ids );
			if (
				next.size !== checked.size ||
				[ ...next ].some( ( id ) => ! checked.has( id ) )
			) {
				change( next );
			}
		},
		retain: ( ids ) => {
			const kept = ids.filter( ( id ) => checked.has( id ) );
			if ( kept.length !== checked.size ) {
				change( new Set( kept ) );
			}
		},
	};
}

/**
 * Whether one row is checked, re-rendering only when that changes.
 *
 * @param selection The list's selection.
 * @param id        The row's item id.
 */
export function useIsSelected( selection: Selection, id: number ): boolean {
	return useSyncExternalStore( selection.subscribe, () =>
		selection.has( id )
	);
}

/**
 * The checked ids, re-rendering on each change.
 *
 * @param selection The list's selection.
 */
export function useSelectedIds( selection: Selection ): ReadonlySet< number > {
	return useSyncExternalStore( selection.subscribe, selection.ids );
}
