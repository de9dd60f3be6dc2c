/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Whether a media query matches, re-rendering when it starts or stops matching
 * (crossing the mobile breakpoint swaps the table for cards, docs/contract.md, States).
 *
 * @param query A media query, e.g. `(max-width: 768px)`.
 */
export function useMediaQuery( query: string ): boolean {
	const [ matches, setMatches ] = useState(
		() =>
			typeof window.matchMedia === 'function' &&
			window.matchMedia( query ).matches
	);
	useEffect( () => {
		if ( typeof window.matchMedia !== 'function' ) {
			return undefined;
		}
		const list = window.matchMedia( query );
		const update = () => setMatches( list.matches );
		update();
		list.addEventListener( 'change', update );
		return () => list.removeEventListener( 'change', update );
	}, [ query ] );
	return matches;
}
