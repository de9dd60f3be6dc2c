/**
 * Internal dependencies
 */
import type { Wishlist } from '@boudoir/stores/wishlist';
import { makeList } from '../../../src/stores/wishlist/test/fixtures';

/**
 * One of the shopper's lists as the REST API answers it, slugged after its name.
 *
 * @param id    Its id.
 * @param name  Its name.
 * @param extra Other fields.
 */
export function namedList(
	id: number,
	name: string,
	extra: Partial< Wishlist > = {}
): Wishlist {
	return makeList( id, `token-${ id }`.padEnd( 32, '0' ), {
		wishlist_name: name,
		slug: name.toLowerCase(),
		...extra,
	} );
}
