/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '@boudoir/api';
import { Notices, Spinner } from '@boudoir/components';
import {
	store as wishlistStore,
	type Privacy,
	type Wishlist,
} from '@boudoir/stores/wishlist';
import { mountIsland } from '../../src/element/mount-island';
import { useMediaQuery } from '../../src/element/use-media-query';
import { BLOCK_NAME, NOTICES_ELSEWHERE } from './constants';
import WishlistsManager from './manager';
import type { WishlistsActions, WishlistsOptions } from './types';

/**
 * Whether a store action succeeded: on failure the store resolves to the ApiError
 * (after rolling back and pushing an error notice).
 *
 * @param result What the action resolved to.
 */
function succeeded( result: unknown ): boolean {
	return ! isApiError( result );
}

/**
 * Whether this block shows the store's messages: a list block on the same page (the
 * demo's wishlist page) shows them already, and each message must be shown, and
 * announced, once.
 */
function hasOwnNotices(): boolean {
	return ! document.querySelector( NOTICES_ELSEWHERE );
}

/**
 * The management table over the wishlist store: loads the shopper's lists (a guest's
 * too, once a save gave them a session) after the page loads, so the page's HTML
 * stays the same for everyone.
 *
 * @param props                Block options.
 * @param props.showItemCount  Whether the "Items" column shows.
 * @param props.showCreateForm Whether the create form shows.
 */
export function WishlistsView( {
	showItemCount,
	showCreateForm,
}: WishlistsOptions ) {
	const { lists, hasLoaded, settings, notices, pendingIds } = useSelect(
		( select ) => {
			const wishlist = select( wishlistStore );
			const all = wishlist.getLists();
			return {
				lists: all,
				hasLoaded: wishlist.hasLoadedLists(),
				settings: wishlist.getSettings(),
				notices: wishlist.getNotices( 'global' ),
				pendingIds: all
					.filter( ( list ) => wishlist.isListPending( list.id ) )
					.map( ( list ) => list.id )
					.join( ',' ),
			};
		},
		[]
	);
	const {
		saveTitle,
		savePrivacy,
		deleteList,
		createList,
		createNotice,
		removeNotice,
	} = useDispatch( wishlistStore );

	// The store announces its own answers (renamed, privacy saved, deleted, and every
	// failure); creating a list answers with the list only, so the view says so.
	const actions = useMemo< WishlistsActions >(
		() => ( {
			saveTitle: async ( list: Wishlist, title: string ) =>
				succeeded( await saveTitle( list.id, title ) ),
			savePrivacy: async ( list: Wishlist, privacy: Privacy ) =>
				succeeded( await savePrivacy( list.id, privacy ) ),
			deleteList: async ( list: Wishlist ) =>
				succeeded( await deleteList( list.id ) ),
			async createList( name: string, privacy: Privacy ) {
				const ok = succeeded( await createList( name, privacy ) );
				if ( ok ) {
					createNotice(
						'success',
						sprintf(
							/* translators: %s: the new wishlist's name. */
							__( 'Wishlist “%s” created.', 'boudoir' ),
							name
						),
						'global'
					);
				}
				return ok;
			},
		} ),
		[ saveTitle, savePrivacy, deleteList, createList, createNotice ]
	);

	// The wishlist block's breakpoint: on phones both show cards.
	const isMobile = useMediaQuery(
		`(max-width: ${ settings.mobileMediaQuery }px)`
	);

	const pending = pendingIds.split( ',' );
	return (
		<WishlistsManager
			lists={ lists }
			hasLoaded={ hasLoaded }
			multiWishlist={ settings.multiWishlist }
			showItemCount={ showItemCount }
			showCreateForm={ showCreateForm }
			actions={ actions }
			isMobile={ isMobile }
			isBusy={ ( list ) => pending.includes( String( list.id ) ) }
			loading={
				<Spinner label={ __( 'Loading your wishlists…', 'boudoir' ) } />
			}
			notices={
				hasOwnNotices() ? (
					<Notices
						// With the notices setting off, only errors show.
						notices={
							settings.notices
								? notices
								: notices.filter(
										( notice ) => notice.status === 'error'
									)
						}
						className="is-global"
						onRemove={ removeNotice }
						timeout={ settings.popupTimeout }
					/>
				) : null
			}
		/>
	);
}

mountIsland( BLOCK_NAME, WishlistsView, ( element ) => ( {
	showItemCount: element.dataset.showItemCount !== 'false',
	showCreateForm: element.dataset.showCreateForm !== 'false',
} ) );
