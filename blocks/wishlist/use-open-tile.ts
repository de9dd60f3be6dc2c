/**
 * WordPress dependencies
 */
import {
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import type { TileState } from './item-row';
import type { ItemActions } from './types';

/**
 * The image grid's one open tile: it closes on a click outside, on Escape (focus
 * goes back to its thumbnail), after an add to cart, or when its item leaves the page.
 *
 * @param itemsById The page's items.
 * @param actions   The item actions, whose add to cart closes the tile.
 */
export function useOpenTile(
	itemsById: Map< number, WishlistItem >,
	actions: ItemActions
) {
	const [ expanded, setExpanded ] = useState< number | null >( null );
	const gridId = useId();
	const expandedRef = useRef< HTMLLIElement | null >( null );
	const gridRef = useRef< HTMLUListElement >( null );

	// A click outside the open item closes it (clicks in a dialog it opened do not).
	useEffect( () => {
		if ( expanded === null ) {
			return undefined;
		}
		const onClick = ( event: MouseEvent ) => {
			const target = event.target;
			const onThumbnail =
				target instanceof Element &&
				gridRef.current?.contains( target ) &&
				target.closest( '.boudoir-wishlist__thumbnail' );
			if (
				target instanceof Node &&
				! onThumbnail &&
				! expandedRef.current?.contains( target ) &&
				! ( target instanceof Element && target.closest( 'dialog' ) )
			) {
				setExpanded( null );
			}
		};
		// Escape inside the open item closes it and gives focus back to its thumbnail.
		const onKeyDown = ( event: KeyboardEvent ) => {
			const open = expandedRef.current;
			if (
				event.key === 'Escape' &&
				open &&
				event.target instanceof Node &&
				open.contains( event.target )
			) {
				setExpanded( null );
				open.querySelector< HTMLElement >(
					'.boudoir-wishlist__thumbnail'
				)?.focus();
			}
		};
		document.addEventListener( 'click', onClick );
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			document.removeEventListener( 'click', onClick );
			document.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ expanded ] );

	// An item that leaves the page cannot stay open.
	useEffect( () => {
		if ( expanded !== null && ! itemsById.has( expanded ) ) {
			setExpanded( null );
		}
	}, [ expanded, itemsById ] );

	const gridActions = useMemo< ItemActions >(
		() => ( {
			...actions,
			addToCart: ( item ) =>
				actions.addToCart( item ).finally( () => setExpanded( null ) ),
		} ),
		[ actions ]
	);

	const tileOf = ( id: number ): TileState => {
		const isOpen = expanded === id;
		return {
			isOpen,
			detailsId: `${ gridId }-${ id }`,
			onToggle: () => setExpanded( isOpen ? null : id ),
			setOpenNode: ( element ) => {
				expandedRef.current = element;
			},
		};
	};

	return { gridRef, gridActions, tileOf };
}
