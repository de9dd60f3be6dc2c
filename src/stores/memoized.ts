/**
 * A memoised selector for Boudoir's @wordpress/data stores.
 */

/**
 * Memoizes a selector on the state slices it reads, per argument list, so views get the
 * same array until those slices change: what `createSelector` of @wordpress/data does.
 * That one is missing from the wp-data script of WordPress 6.5, which Boudoir supports
 * (6.5.5's data.min.js has no `createSelector`), and the build takes @wordpress/data
 * from the page's `wp.data`.
 *
 * @param selector      The selector.
 * @param getDependants The state slices it reads.
 */
export function memoized< S, A extends unknown[], R >(
	selector: ( state: S, ...args: A ) => R,
	getDependants: ( state: S ) => unknown[]
): ( state: S, ...args: A ) => R {
	let dependants: unknown[] = [];
	let cache = new Map< string, R >();
	return ( state: S, ...args: A ): R => {
		const now = getDependants( state );
		if (
			now.length !== dependants.length ||
			now.some( ( value, index ) => value !== dependants[ index ] )
		) {
			dependants = now;
			cache = new Map();
		}
		const key = JSON.stringify( args );
		if ( ! cache.has( key ) ) {
			cache.set( key, selector( state, ...args ) );
		}
		return cache.get( key ) as R;
	};
}
