/**
 * A whole MediaQueryList for the tests that stand in for `window.matchMedia`, and
 * the shopper's reduced-motion preference through it.
 */

/**
 * A media query's answer that never changes.
 *
 * @param media   The query.
 * @param matches Whether it matches.
 */
export function mediaQueryList(
	media: string,
	matches: boolean
): MediaQueryList {
	return {
		media,
		matches,
		onchange: null,
		addListener: jest.fn(),
		removeListener: jest.fn(),
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		dispatchEvent: jest.fn(),
	};
}

/**
 * Makes `window.matchMedia` say whether the shopper prefers reduced motion (and match no
 * other query).
 *
 * @param reduce Whether they do.
 * @return The spy on `window.matchMedia`.
 */
export function preferReducedMotion( reduce: boolean ): jest.SpyInstance {
	return jest
		.spyOn( window, 'matchMedia' )
		.mockImplementation( ( query: string ) =>
			mediaQueryList(
				query,
				reduce && query === '(prefers-reduced-motion: reduce)'
			)
		);
}
