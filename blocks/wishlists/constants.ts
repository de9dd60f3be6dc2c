/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Privacy, Wishlist } from '@boudoir/stores/wishlist';

export { BLOCK_NAME, BLOCK_SELECTOR } from './names';

/** Blocks that show the wishlist store's messages themselves (the list block shows them all). */
export const NOTICES_ELSEWHERE = '.wp-block-boudoir-wishlist';

/** How a button of the block looks: the main action by default. */
export type ButtonLook = 'secondary' | 'destructive';

/**
 * The classes of one of the block's buttons (`style.scss`: `.boudoir-wishlists__button`).
 *
 * @param looks How it looks; none for the main action.
 */
export function buttonClass( ...looks: ButtonLook[] ): string {
	return [
		'boudoir-wishlists__button',
		...looks.map( ( look ) => `is-${ look }` ),
	].join( ' ' );
}

/**
 * A list's name as shoppers see it.
 *
 * @param list The list.
 */
export function listName( list: Wishlist ): string {
	return list.wishlist_name;
}

/** Lists the editor previews the block with. */
export function sampleLists(): Wishlist[] {
	const sample = (
		id: number,
		name: string,
		privacy: Privacy,
		itemCount: number,
		isDefault: boolean
	): Wishlist => ( {
		id,
		token: `sample-${ id }`,
		wishlist_name: name,
		slug: `sample-${ id }`,
		privacy,
		default: isDefault,
		item_count: itemCount,
		// The preview shows the price-drop line on the default list.
		price_drop_count: isDefault ? 1 : 0,
		add_to_this_wishlist_url: '#',
		share_url: 'private' === privacy ? null : '#',
		is_user_owner: true,
	} );
	return [
		sample( 1, __( 'My wishlist', 'boudoir' ), 'private', 4, true ),
		sample( 2, __( 'Bridal', 'boudoir' ), 'shared', 7, false ),
		sample( 3, __( 'Gift ideas', 'boudoir' ), 'public', 2, false ),
	];
}
