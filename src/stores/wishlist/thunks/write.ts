/**
 * The one path of every write: show the change at once, send it, then take the
 * answer in and tell the other tabs, or put things back; a notice either way.
 */

/**
 * WordPress dependencies
 */
import type { DataRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { isApiError, toApiError } from '@boudoir/api';
import * as actions from '../actions';
import type { Snapshot } from '../actions';
import type { ListsAnswer } from '../client';
import { STORE_NAME } from '../constants';
import { choiceOf } from '../variation';
import type {
	ApiError,
	NoticeContext,
	SavedItem,
	Wishlist,
	WishlistItem,
	WishlistState,
} from '../types';
import type { ThunkArgs, ThunkDispatch } from './args';
import { createNotice } from './notices';
import { tellOtherTabs } from './broadcast';

/** A write as the thunks describe it; only `send` is required. */
export interface Write< Answer > {
	/** The pending key views show a busy state by (absent: the caller keeps one). */
	key?: string;
	/** The change shown at once, before the request. */
	apply?: () => void;
	/** What a failure puts back: slices of the state, or a function that does it. */
	rollback?: Snapshot | ( () => void );
	/** The request. */
	send: () => Promise< Answer >;
	/** Takes the answer in, before the success notice. */
	commit?: ( answer: Answer ) => void;
	/** The success notice's message; none when it returns ''. Default: the answer's `message`. */
	successMessage?: ( answer: Answer ) => string;
	/** Takes in what a failure carries, before the error notice. */
	onFailure?: ( error: ApiError ) => void;
	/** Whether a failure shows an error notice (default: true). */
	noticeOnError?: boolean;
	/** Where the notices go (default: 'global'). */
	noticeContext?: NoticeContext;
	/** Whether the other tabs hear of a success (default: true). */
	broadcast?: boolean;
	/** A failure that only means a newer write replaced this one: nothing is rolled back or shown. */
	isSuperseded?: ( error: unknown ) => boolean;
}

/** How a write ended. */
export type WriteOutcome< Answer > =
	| { status: 'done'; answer: Answer }
	| { status: 'failed'; error: ApiError }
	| { status: 'superseded' };

/**
 * Any failure as an ApiError.
 *
 * @param error What was thrown.
 */
export function failure( error: unknown ): ApiError {
	return isApiError( error ) ? error : toApiError( error );
}

function messageOf( answer: unknown ): string {
	return typeof answer === 'object' &&
		answer !== null &&
		'message' in answer &&
		typeof answer.message === 'string'
		? answer.message
		: '';
}

/**
 * Marks the key pending, applies the change, sends it; then commits the answer, tells the
 * other tabs and shows its message, or rolls back and shows the error. Never throws.
 *
 * @param dispatch The store's dispatch.
 * @param write    The write.
 * @return How it ended.
 */
export async function writeOptimistically< Answer >(
	dispatch: ThunkDispatch,
	write: Write< Answer >
): Promise< WriteOutcome< Answer > > {
	const context = write.noticeContext ?? 'global';
	if ( write.key ) {
		dispatch( actions.setPending( write.key, true ) );
	}
	try {
		write.apply?.();
		const answer = await write.send();
		write.commit?.( answer );
		if ( write.broadcast ?? true ) {
			dispatch( tellOtherTabs() );
		}
		const message = ( write.successMessage ?? messageOf )( answer );
		if ( message ) {
			dispatch( createNotice( 'success', message, context ) );
		}
		return { status: 'done', answer };
	} catch ( error ) {
		if ( write.isSuperseded?.( error ) ) {
			return { status: 'superseded' };
		}
		const apiError = failure( error );
		if ( typeof write.rollback === 'function' ) {
			write.rollback();
		} else if ( write.rollback ) {
			dispatch( actions.restore( write.rollback ) );
		}
		write.onFailure?.( apiError );
		if ( write.noticeOnError ?? true ) {
			dispatch( createNotice( 'error', apiError.message, context ) );
		}
		return { status: 'failed', error: apiError };
	} finally {
		if ( write.key ) {
			dispatch( actions.setPending( write.key, false ) );
		}
	}
}

/** The failure a superseded write answers: a newer one carries the shopper's intent. */
const SUPERSEDED: ApiError = { code: 'boudoir_superseded', message: '' };

/**
 * The answer, or the failure.
 *
 * @param outcome How the write ended.
 */
export function answerOrError< Answer >(
	outcome: WriteOutcome< Answer >
): Answer | ApiError {
	if ( outcome.status === 'done' ) {
		return outcome.answer;
	}
	return outcome.status === 'failed' ? outcome.error : SUPERSEDED;
}

/**
 * true, or the failure: what most writes answer their callers.
 *
 * @param outcome How the write ended.
 */
export function doneOrError(
	outcome: WriteOutcome< unknown >
): true | ApiError {
	return outcome.status === 'failed' ? outcome.error : true;
}

/**
 * Writes optimistically, for a caller that only needs to know whether it was done.
 *
 * @param dispatch The store's dispatch.
 * @param write    The write.
 * @return true, or the failure.
 */
export async function writeDoneOrError< Answer >(
	dispatch: ThunkDispatch,
	write: Write< Answer >
): Promise< true | ApiError > {
	return doneOrError( await writeOptimistically( dispatch, write ) );
}

/**
 * A saved product from an item and its list.
 *
 * @param item The item.
 * @param list Its list.
 */
export function savedOf( item: WishlistItem, list: Wishlist ): SavedItem {
	const variation = choiceOf( item );
	return {
		item_id: item.item_id,
		product_id: item.product_id,
		variation_id: item.variation_id,
		...( variation && { variation } ),
		wishlist_id: list.id,
		wishlist_token: list.token,
	};
}

/**
 * Loaded pages and items of a list, for a rollback.
 *
 * @param state The state.
 * @param token The list, whose own fields are kept too.
 */
export function snapshotOf( state: WishlistState, token?: string ): Snapshot {
	return {
		lists:
			token && state.lists[ token ]
				? { [ token ]: state.lists[ token ] }
				: {},
		items: { ...state.items },
		pages: { ...state.pages },
		saved: state.saved,
	};
}

/**
 * Views of item pages re-read after a change they cannot compute locally.
 *
 * @param registry The registry.
 */
export function refreshItemPages( registry: DataRegistry ): void {
	const metadata = registry.dispatch( STORE_NAME );
	metadata.invalidateResolutionForStoreSelector( 'getItems' );
	metadata.invalidateResolutionForStoreSelector( 'getItemsPage' );
}

/**
 * Takes in what a write answered about the shopper's lists.
 *
 * @param answer The answer.
 */
export const receiveListsAnswer =
	( answer: Partial< ListsAnswer > ) =>
	( { dispatch }: ThunkArgs ): void => {
		if ( answer.user_wishlists ) {
			dispatch( actions.receiveUserWishlists( answer.user_wishlists ) );
		}
		if ( answer.wishlist ) {
			dispatch( actions.receiveList( answer.wishlist ) );
		}
	};
