/**
 * Telling the other tabs that this one changed the lists (every write does, through ./write.ts).
 * Its own module so that the write path needs nothing of ./refresh.ts, which needs the
 * quantity updates, which write: no import cycle (eslint's import/no-cycle).
 */

/**
 * Internal dependencies
 */
import { broadcastChange } from '../sync';
import type { ThunkArgs } from './args';

/**
 * Tells the other tabs the lists changed, through this registry's listener when it listens.
 */
export const tellOtherTabs =
	() =>
	( { select }: ThunkArgs ): void =>
		broadcastChange( select.getRawState().crossTab );
