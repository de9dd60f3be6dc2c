/**
 * How far below the viewport's top an in-page target must land so nothing sticky hides
 * it (docs/contract.md, page behaviour 3; WCAG 2.4.11): the admin bar when it is fixed, a sticky
 * top bar, a sticky header and the shop's custom offset. Smooth scrolling and the
 * root's `scroll-padding-top` use the same figure.
 */

/** WordPress's toolbar: counted while fixed (WordPress lets it scroll away on phones). */
export const ADMIN_BAR = '#wpadminbar';

/** A sticky top bar (boudoir/top-bar with its sticky option): counted at its height. */
export const STICKY_TOP_BAR = '.boudoir-top-bar.is-sticky';

/** A sticky header: counted at its `data-height`, or DEFAULT_HEADER_HEIGHT without one. */
export const STICKY_HEADER = '.boudoir-sticky-header';

/** A sticky header's height when it states none (docs/contract.md, Figures). */
export const DEFAULT_HEADER_HEIGHT = 54;

/** The parts of the offset, px. */
export interface OffsetParts {
	adminBar: number;
	topBar: number;
	header: number;
	custom: number;
}

/**
 * A non-negative number of pixels, 0 for anything else.
 *
 * @param value A measure or a setting.
 */
function pixels( value: unknown ): number {
	const number = Number( value );
	return Number.isFinite( number ) && number > 0 ? number : 0;
}

/**
 * A sticky header's height from its data attribute: DEFAULT_HEADER_HEIGHT when it has
 * none (or not a positive number).
 *
 * @param dataHeight The `data-height` attribute's value.
 */
export function headerHeight( dataHeight: string | null | undefined ): number {
	if ( dataHeight === null || dataHeight === undefined ) {
		return DEFAULT_HEADER_HEIGHT;
	}
	const height = pixels( dataHeight.trim() === '' ? NaN : dataHeight );
	return height > 0 ? height : DEFAULT_HEADER_HEIGHT;
}

/**
 * The whole offset: the parts added, whole pixels.
 *
 * @param parts Each source's height, px.
 */
export function totalOffset( parts: OffsetParts ): number {
	return Math.round(
		pixels( parts.adminBar ) +
			pixels( parts.topBar ) +
			pixels( parts.header ) +
			pixels( parts.custom )
	);
}

/**
 * Measures each part on the page.
 *
 * @param document The page.
 * @param custom   The shop's custom offset, px.
 */
export function measureParts(
	document: Document,
	custom: number
): OffsetParts {
	const view = document.defaultView;
	const adminBar = document.querySelector< HTMLElement >( ADMIN_BAR );
	const topBar = document.querySelector< HTMLElement >( STICKY_TOP_BAR );
	const header = document.querySelector< HTMLElement >( STICKY_HEADER );
	return {
		adminBar:
			adminBar && view?.getComputedStyle( adminBar ).position === 'fixed'
				? adminBar.offsetHeight
				: 0,
		topBar: topBar ? topBar.offsetHeight : 0,
		header: header ? headerHeight( header.dataset.height ) : 0,
		custom: pixels( custom ),
	};
}
