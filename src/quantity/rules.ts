/**
 * The quantity steppers' rules (docs/contract.md, Validation "Quantity inputs") as pure functions over an
 * input's attribute strings, so the view only reads and writes the DOM.
 *
 * - plus adds the step (1 when the step is missing, `any` or not a positive number),
 *   capped at the max when one is set;
 * - minus subtracts the step, never below the min, and only when the value is above 0;
 * - invalid values count as 0; a missing (or invalid) min counts as 0;
 * - on start, a value below a positive min becomes the min.
 */

/** An input's bounds as its attributes give them (`min`, `max`, `step`). */
export interface Bounds {
	min?: string | null;
	max?: string | null;
	step?: string | null;
}

/**
 * A number from an attribute or a value, or the fallback when it is missing or invalid.
 *
 * @param text     The text.
 * @param fallback What a missing or invalid text counts as.
 */
export function toNumber(
	text: string | null | undefined,
	fallback: number
): number {
	if ( text === null || text === undefined || text.trim() === '' ) {
		return fallback;
	}
	const value = Number( text );
	return Number.isFinite( value ) ? value : fallback;
}

/**
 * The step: 1 when missing, `any`, invalid, zero or negative.
 *
 * @param bounds The input's bounds.
 */
export function stepOf( bounds: Bounds ): number {
	const step = toNumber( bounds.step, 1 );
	return step > 0 ? step : 1;
}

/**
 * The value rounded to the decimals of its parts, so 0.1 + 0.2 gives 0.3.
 *
 * @param value The sum or difference.
 * @param parts The numbers it came from.
 */
function round( value: number, ...parts: number[] ): number {
	return Number(
		value.toFixed(
			Math.max(
				...parts.map(
					( part ) =>
						( String( part ).split( '.' )[ 1 ] ?? '' ).length
				)
			)
		)
	);
}

/**
 * The value after a press of plus.
 *
 * @param value  The input's value (invalid counts as 0).
 * @param bounds The input's bounds.
 */
export function increase( value: string, bounds: Bounds ): number {
	const current = toNumber( value, 0 );
	const step = stepOf( bounds );
	const max = toNumber( bounds.max, Infinity );
	return Math.min( round( current + step, current, step ), max );
}

/**
 * The value after a press of minus.
 *
 * @param value  The input's value (invalid counts as 0).
 * @param bounds The input's bounds.
 */
export function decrease( value: string, bounds: Bounds ): number {
	const current = toNumber( value, 0 );
	if ( current <= 0 ) {
		return current;
	}
	const step = stepOf( bounds );
	const min = toNumber( bounds.min, 0 );
	return Math.max( round( current - step, current, step ), min );
}

/**
 * The value an input starts with: the min when its value is below a positive min, else
 * null (no change).
 *
 * @param value  The input's value.
 * @param bounds The input's bounds.
 */
export function initial( value: string, bounds: Bounds ): number | null {
	const min = toNumber( bounds.min, 0 );
	return min > 0 && toNumber( value, 0 ) < min ? min : null;
}
