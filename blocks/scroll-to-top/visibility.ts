/**
 * The button shows once the page is scrolled more than the threshold, and hides at or below it.
 *
 * @param scrollY   How far the page is scrolled, px.
 * @param threshold The block's threshold, px.
 */
export function isScrolledPast( scrollY: number, threshold: number ): boolean {
	return scrollY > threshold;
}
