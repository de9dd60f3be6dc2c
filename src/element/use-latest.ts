/**
 * WordPress dependencies
 */
import { useLayoutEffect, useRef } from '@wordpress/element';

/**
 * A ref to the latest `value` a render was given (set as each commit's layout effects
 * run, before any event that commit's markup receives): stable functions call through it,
 * so that memoised children need not re-render for new functions (docs/front-end.md,
 * "The wishlist page at scale").
 *
 * @param value This render's value.
 */
export function useLatest< T >( value: T ): { readonly current: T } {
	const latest = useRef( value );
	useLayoutEffect( () => {
		latest.current = value;
	} );
	return latest;
}
