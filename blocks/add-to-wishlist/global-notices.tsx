/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { createPortal, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Notices } from '@boudoir/components';
import { store as wishlistStore } from '@boudoir/stores/wishlist';

// Many buttons share a page (product loops): only one of them shows the notice box.
let isHostClaimed = false;

/**
 * Whether this instance is the one that shows the global notice box.
 */
export function useIsNoticesHost(): boolean {
	const [ isHost ] = useState( () => {
		if ( isHostClaimed ) {
			return false;
		}
		isHostClaimed = true;
		return true;
	} );
	useEffect(
		() => () => {
			if ( isHost ) {
				isHostClaimed = false;
			}
		},
		[ isHost ]
	);
	return isHost;
}

/**
 * The transient notice box of the wishlist's global messages, fixed at the page's
 * corner (rendered on `document.body`). With the notices setting off only errors show.
 */
export function GlobalNotices() {
	const { notices, settings } = useSelect( ( select ) => {
		const wishlist = select( wishlistStore );
		return {
			notices: wishlist.getNotices( 'global' ),
			settings: wishlist.getSettings(),
		};
	}, [] );
	const { removeNotice } = useDispatch( wishlistStore );
	const shown = settings.notices
		? notices
		: notices.filter( ( notice ) => notice.status === 'error' );
	return createPortal(
		<Notices
			className="is-global boudoir-wishlist-notices"
			notices={ shown }
			onRemove={ removeNotice }
			timeout={ settings.popupTimeout }
		/>,
		document.body
	);
}
