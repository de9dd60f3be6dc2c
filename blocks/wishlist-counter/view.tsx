/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as wishlistStore } from '@boudoir/stores/wishlist';
import { mountBlocks } from '../../src/element/mount-blocks';
import { CounterLink } from './counter-link';
import type { WishlistCounterViewProps } from './types';

/**
 * The header counter: the count of the shopper's saved items, loaded from the store
 * after the page (the server prints none, so the page stays cacheable); it follows
 * every add and removal on the page and in other tabs.
 *
 * @param props           View props.
 * @param props.url       The wishlist page.
 * @param props.showIcon  Show the heart.
 * @param props.showLabel Show the word.
 */
export function WishlistCounter( {
	url,
	showIcon,
	showLabel,
}: WishlistCounterViewProps ) {
	const count = useSelect( ( select ) => {
		if (
			typeof navigator !== 'undefined' &&
			navigator.cookieEnabled === false
		) {
			return null;
		}
		const wishlist = select( wishlistStore );
		const value = wishlist.getItemCount();
		return wishlist.hasFinishedResolution( 'getItemCount', [] )
			? value
			: null;
	}, [] );
	return (
		<CounterLink
			url={ url }
			count={ count }
			showIcon={ showIcon }
			showLabel={ showLabel }
		/>
	);
}

mountBlocks(
	'.wp-block-boudoir-wishlist-counter',
	WishlistCounter,
	( element ): WishlistCounterViewProps => ( {
		url:
			element.dataset.wishlistUrl ??
			element.querySelector( 'a' )?.href ??
			'/wishlist/',
		showIcon: element.dataset.showIcon !== 'false',
		showLabel: element.dataset.showLabel !== 'false',
	} )
);
