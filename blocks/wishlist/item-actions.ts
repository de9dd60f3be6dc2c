/**
 * WordPress dependencies
 */
import { createContext, useContext, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useLatest } from '../../src/element/use-latest';
import type { ItemActions } from './types';

const doNothing = () => undefined;

/** Actions that change nothing: the editor's preview, and the default. */
export const PREVIEW_ACTIONS: ItemActions = {
	canEdit: true,
	canTransfer: true,
	canSort: true,
	removeItem: doNothing,
	setQuantity: doNothing,
	addToCart: () => Promise.resolve(),
	openTransfer: doNothing,
	moveBy: doNothing,
	reorder: doNothing,
};

/** What the item views may do (see ItemActions). */
export const ItemActionsContext =
	createContext< ItemActions >( PREVIEW_ACTIONS );

/** The item views' actions. */
export function useItemActions(): ItemActions {
	return useContext( ItemActionsContext );
}

/**
 * The same actions as one object that changes only with what the viewer may do: each
 * function calls the latest one given. A new object at each of the list's renders would
 * re-render every row's buttons and fields with it (docs/front-end.md, "The wishlist
 * page at scale").
 *
 * @param actions This render's actions.
 */
export function useStableActions( actions: ItemActions ): ItemActions {
	const latest = useLatest( actions );
	const { canEdit, canTransfer, canSort } = actions;
	return useMemo(
		() => ( {
			canEdit,
			canTransfer,
			canSort,
			removeItem: ( item ) => latest.current.removeItem( item ),
			setQuantity: ( item, quantity ) =>
				latest.current.setQuantity( item, quantity ),
			addToCart: ( item ) => latest.current.addToCart( item ),
			openTransfer: ( mode, items ) =>
				latest.current.openTransfer( mode, items ),
			moveBy: ( item, delta ) => latest.current.moveBy( item, delta ),
			reorder: ( order ) => latest.current.reorder( order ),
		} ),
		[ canEdit, canTransfer, canSort, latest ]
	);
}
