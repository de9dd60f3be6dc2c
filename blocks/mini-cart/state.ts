/**
 * The side panel's state, as a reducer (pure, tested alone).
 */

/**
 * Internal dependencies
 */
import type { OpenReason } from './constants';

export interface PanelState {
	isOpen: boolean;
	/** Why it opened: the cart button, or an add to cart (then it says so). */
	reason: OpenReason | null;
}

export type PanelAction =
	{ type: 'open'; reason: OpenReason } | { type: 'close' };

export const CLOSED: PanelState = { isOpen: false, reason: null };

/**
 * @param state  The state.
 * @param action What happened.
 */
export function panelReducer(
	state: PanelState,
	action: PanelAction
): PanelState {
	switch ( action.type ) {
		case 'open':
			// Already open from the button: an add while it is open still says "added".
			if ( state.isOpen && state.reason === action.reason ) {
				return state;
			}
			return { isOpen: true, reason: action.reason };
		case 'close':
			return state.isOpen ? CLOSED : state;
		default:
			return state;
	}
}

/**
 * Whether a resize should close the panel: only a change of width (a phone's
 * on-screen keyboard, showing for the quantity field, changes the height alone).
 *
 * @param before The width when it opened (or last checked).
 * @param after  The width now.
 */
export function closesOnResize( before: number, after: number ): boolean {
	return Math.abs( before - after ) >= 1;
}
