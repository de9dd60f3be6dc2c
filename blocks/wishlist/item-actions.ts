/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ItemActions } from './types';

const doNothing = () => undefined;

/** Actions that change nothing: the editor's preview, and the default. */
export const PREVIEW_ACTIONS: ItemActions = {
	canEdit: true,
	canTransfer: true,
	canSort: true,
	isPending: () => false,
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
