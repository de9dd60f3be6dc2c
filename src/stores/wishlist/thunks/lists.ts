/**
 * Writes of lists: create, delete, rename, change privacy.
 */

/**
 * Internal dependencies
 */
import * as actions from '../actions';
import * as client from '../client';
import { STORE_NAME } from '../constants';
import { tokenOfKey } from '../page-key';
import { listKey } from '../pending-keys';
import type { NewLinkAnswer } from '../client';
import type { ApiError, Privacy, Wishlist } from '../types';
import type { ThunkArgs } from './args';
import {
	answerOrError,
	receiveListsAnswer,
	snapshotOf,
	writeDoneOrError,
	writeOptimistically,
} from './write';

/**
 * Creates a list (POST /wishlists). The view announces the new list; failures show a notice.
 *
 * @param name    The list's name.
 * @param privacy Who may read it.
 * @return The new list, or the failure.
 */
export const createList =
	( name: string, privacy: Privacy ) =>
	async ( { dispatch }: ThunkArgs ): Promise< Wishlist | ApiError > => {
		const outcome = await writeOptimistically( dispatch, {
			key: listKey( 'new' ),
			send: () =>
				client.createWishlist( {
					wishlist_name: name,
					wishlist_visibility: privacy,
				} ),
			commit: ( list ) => dispatch( actions.receiveList( list ) ),
			successMessage: () => '',
		} );
		return answerOrError( outcome );
	};

/**
 * Deletes a list and its items (DELETE /wishlists/<id>), optimistically.
 *
 * @param id The list.
 * @return true, or the failure.
 */
export const deleteList =
	( id: number ) =>
	( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< true | ApiError > => {
		const state = select.getRawState();
		return writeDoneOrError( dispatch, {
			key: listKey( id ),
			rollback: {
				...snapshotOf( state ),
				lists: { ...state.lists },
				listIds: state.listIds,
			},
			apply: () => dispatch( actions.removeList( id ) ),
			send: () => client.deleteWishlist( id ),
			commit: ( answer ) => {
				dispatch( receiveListsAnswer( answer ) );
				registry
					.dispatch( STORE_NAME )
					.invalidateResolution( 'getLists', [] );
			},
		} );
	};

/**
 * Renames a list (POST /wishlists/<id>/title), optimistically.
 *
 * @param id    The list.
 * @param title The new title.
 * @return true, or the failure.
 */
export const saveTitle =
	( id: number, title: string ) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > =>
		writeDoneOrError( dispatch, {
			key: listKey( id ),
			rollback: { lists: { ...select.getRawState().lists } },
			apply: () =>
				dispatch( actions.patchList( id, { wishlist_name: title } ) ),
			send: () => client.saveWishlistTitle( id, title ),
			commit: ( answer ) =>
				dispatch( actions.receiveList( answer.wishlist ) ),
		} );

/**
 * Changes who may read a list (POST /wishlists/<id>/privacy), optimistically.
 *
 * @param id      The list.
 * @param privacy The new privacy.
 * @return true, or the failure.
 */
export const savePrivacy =
	( id: number, privacy: Privacy ) =>
	( { dispatch, select }: ThunkArgs ): Promise< true | ApiError > =>
		writeDoneOrError( dispatch, {
			key: listKey( id ),
			rollback: { lists: { ...select.getRawState().lists } },
			apply: () => dispatch( actions.patchList( id, { privacy } ) ),
			send: () => client.saveWishlistPrivacy( id, privacy ),
			commit: ( answer ) =>
				dispatch( actions.receiveList( answer.wishlist ) ),
		} );

/**
 * Gives a list a new share link (POST /wishlists/<id>/token): the old link stops opening
 * it. The list, its loaded pages and saved products move to the new token without a reload.
 *
 * @param id The list.
 * @return The answer (the list and the token it had), or the failure.
 */
export const newLink =
	( id: number ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< NewLinkAnswer | ApiError > =>
		answerOrError(
			await writeOptimistically( dispatch, {
				key: listKey( id ),
				send: () => client.newWishlistLink( id ),
				commit: ( answer ) => {
					const previous = answer.previous_token;
					const token = answer.wishlist.token;
					const loaded = Object.keys( select.getRawState().pages )
						.filter( ( key ) => tokenOfKey( key ) === previous )
						.map( ( key ) =>
							key.split( ':' ).slice( 1 ).map( Number )
						);
					dispatch(
						actions.receiveNewToken( previous, answer.wishlist )
					);
					// What was loaded under the old token is there under the new one: no reload.
					const resolved = registry.dispatch( STORE_NAME );
					resolved.finishResolution( 'getList', [ token ] );
					for ( const [ page, perPage ] of loaded ) {
						resolved.finishResolution( 'getItems', [
							token,
							page,
							perPage,
						] );
					}
				},
			} )
		);
