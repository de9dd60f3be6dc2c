/**
 * Smooth in-page scrolling shared by the scroll-to-top button and anchor links.
 * Honours `prefers-reduced-motion` and moves focus to where the page scrolled, so
 * keyboard and screen-reader users land where sighted users look.
 */

/** Where to scroll: the top of the page, or an element. */
export type ScrollTarget = 'top' | HTMLElement;

/** What of a window the scrolling reads and moves (tests pass their own). */
export type ScrollView = Pick< Window, 'scrollY' | 'scrollTo' | 'document' > & {
	/** Absent in a browser that cannot tell the shopper's motion preference. */
	matchMedia?: Window[ 'matchMedia' ];
};

export interface ScrollOptions {
	/** Pixels kept free above the target (sticky header, admin bar, custom offset). */
	offset?: number;
	/** The window to scroll (tests pass their own). */
	view?: ScrollView;
}

/**
 * Whether the shopper asked for less motion.
 *
 * @param view The window.
 */
export function prefersReducedMotion(
	view: Pick< ScrollView, 'matchMedia' > = window
): boolean {
	return (
		view.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ?? false
	);
}

/**
 * The document's y coordinate to scroll to.
 *
 * @param target Where to go.
 * @param offset Pixels kept free above it.
 * @param view   The window.
 */
export function scrollTop(
	target: ScrollTarget,
	offset: number,
	view: Pick< ScrollView, 'scrollY' >
): number {
	if ( target === 'top' ) {
		return 0;
	}
	return Math.max(
		0,
		target.getBoundingClientRect().top + view.scrollY - offset
	);
}

/**
 * Scrolls to the target and gives it focus without a second jump.
 *
 * @param target         Where to go.
 * @param options        Offset and window.
 * @param options.offset
 * @param options.view
 */
export function scrollToTarget(
	target: ScrollTarget,
	{ offset = 0, view = window }: ScrollOptions = {}
): void {
	view.scrollTo( {
		top: scrollTop( target, offset, view ),
		// 'instant', not 'auto': a theme's `scroll-behavior: smooth` must not animate it either.
		behavior: prefersReducedMotion( view ) ? 'instant' : 'smooth',
	} );
	const focusTarget = target === 'top' ? view.document.body : target;
	if ( ! isFocusable( focusTarget ) ) {
		// Focusable for this move only: a lasting tabindex would make clicks on plain text
		// focus the target and send the next Tab back to it.
		focusTarget.setAttribute( 'tabindex', '-1' );
		focusTarget.addEventListener(
			'blur',
			() => focusTarget.removeAttribute( 'tabindex' ),
			{ once: true }
		);
	}
	focusTarget.focus( { preventScroll: true } );
}

function isFocusable( element: HTMLElement ): boolean {
	return element.matches(
		'a[href], button, input, select, textarea, [tabindex]'
	);
}
