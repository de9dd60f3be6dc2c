/**
 * What the page does when an add to cart opens the cart overlay (docs/contract.md,
 * States), before the panel shows it.
 */

/** The quick-view modal, when the shop has one: an add to cart closes it (docs/contract.md, States). */
const QUICK_VIEW = 'dialog.boudoir-quick-view[open]';

/**
 * Whether the header stays on screen while the page scrolls: an element around the
 * block is fixed or sticky.
 *
 * @param element The block's wrapper.
 */
export function isHeaderFixed( element: HTMLElement | null ): boolean {
	for ( let node = element; node; node = node.parentElement ) {
		const { position } = window.getComputedStyle( node );
		if ( position === 'fixed' || position === 'sticky' ) {
			return true;
		}
	}
	return false;
}

function prefersReducedMotion(): boolean {
	return !! window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
}

/**
 * What an add to cart does before the panel shows it (the cart overlay, docs/contract.md, States): the
 * quick-view modal closes, and the page goes back to the top unless the header stays
 * on screen.
 *
 * @param root The block's wrapper.
 */
export function afterAdd( root: HTMLElement | null ): void {
	document
		.querySelectorAll< HTMLDialogElement >( QUICK_VIEW )
		.forEach( ( dialog ) => dialog.close() );
	if ( ! isHeaderFixed( root ) && window.scrollY > 0 ) {
		window.scrollTo( {
			top: 0,
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
	}
}
