/**
 * What clicking a swatch chooses.
 */

/**
 * The new choice after clicking a swatch: the clicked value, or `''` (cleared) when
 * clear-on-reselect is on and the value was already chosen.
 *
 * @param current         The attribute's current choice (`''` = none).
 * @param clicked         The clicked swatch's value.
 * @param clearOnReselect The `clear_on_reselect` option.
 */
export function nextChoice(
	current: string,
	clicked: string,
	clearOnReselect: boolean
): string {
	if ( clearOnReselect && current !== '' && current === clicked ) {
		return '';
	}
	return clicked;
}
