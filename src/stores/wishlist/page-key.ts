/**
 * The key of a loaded page of items (`state.pages`), built and read in this one place.
 */

/**
 * The key of a loaded page of items.
 *
 * @param token   The list's token.
 * @param page    The page.
 * @param perPage Items per page.
 */
export function pageKey(
	token: string,
	page: number,
	perPage: number
): string {
	return `${ token }:${ page }:${ perPage }`;
}

/**
 * The token of the list a page key belongs to.
 *
 * @param key A key made by pageKey.
 */
export function tokenOfKey( key: string ): string {
	return key.slice( 0, key.indexOf( ':' ) );
}
