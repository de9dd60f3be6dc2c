/**
 * Notices: transient messages in the notice box or the open popup.
 */

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import type { NoticeContext, WishlistNotice } from '../types';
import type { ThunkArgs } from './args';

/**
 * Shows a message in the notice box (or the open popup).
 *
 * @param status  'success', 'error' or 'info'.
 * @param message The translated message.
 * @param context 'global' (the notice box) or 'popup'.
 * @return The notice's id.
 */
export const createNotice =
	(
		status: WishlistNotice[ 'status' ],
		message: string,
		context: NoticeContext = 'global'
	) =>
	( { dispatch, select }: ThunkArgs ): string => {
		const id = `boudoir-wishlist-notice-${
			select.getRawState().noticeCount + 1
		}`;
		dispatch( actions.addNotice( { id, status, message, context } ) );
		return id;
	};
