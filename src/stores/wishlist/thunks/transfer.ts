/**
 * Moves and copies of an item to another list of the shopper's.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import * as client from '../client';
import { STORE_NAME } from '../constants';
import { itemKey } from '../pending-keys';
import type { AddResult, NoticeContext, TransferItemArgs } from '../types';
import type { ThunkArgs } from './args';
import { addResultOf, receiveItemAnswer } from './items';
import { createNotice } from './notices';
import { snapshotOf, writeOptimistically } from './write';

type TransferArgs = TransferItemArgs & { noticeContext?: NoticeContext };

const transferItem =
	( mode: 'move' | 'copy', args: TransferArgs ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< AddResult > => {
		if ( ! args.token || ! args.destination || ! args.itemId ) {
			const message = __( 'Please choose a wishlist.', 'boudoir' );
			dispatch( createNotice( 'error', message, args.noticeContext ) );
			return { result: 'boudoir_missing_destination', message };
		}
		const outcome = await writeOptimistically( dispatch, {
			key: itemKey( args.itemId ),
			noticeContext: args.noticeContext,
			rollback: snapshotOf( select.getRawState(), args.token ),
			apply: () => {
				if ( mode === 'move' ) {
					dispatch(
						actions.removeItems( [ args.itemId ], args.token )
					);
				}
			},
			send: () =>
				client.transferItem( mode, {
					wishlist_token: args.token,
					destination_wishlist_token: args.destination,
					item_id: args.itemId,
					...( args.destination === 'new' && {
						wishlist_name: args.wishlistName ?? '',
						wishlist_visibility:
							args.wishlistVisibility ?? 'private',
					} ),
				} ),
			commit: ( answer ) => {
				dispatch( receiveItemAnswer( answer ) );
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getList', [ args.token ] );
			},
		} );
		return addResultOf( outcome );
	};

/**
 * Moves an item to another list of the shopper's, or a new one (POST /items/move).
 * Refuses without a request unless the source token, the destination and the item are given.
 *
 * @param args Source token, item id, destination token or 'new' (with name and privacy).
 */
export const moveItem = ( args: TransferArgs ) => transferItem( 'move', args );

/**
 * Copies an item to another list of the shopper's, or a new one (POST /items/copy).
 * Refuses without a request unless the source token, the destination and the item are given.
 *
 * @param args Source token, item id, destination token or 'new' (with name and privacy).
 */
export const copyItem = ( args: TransferArgs ) => transferItem( 'copy', args );
