/**
 * Prices as the Store API sends them: strings of minor units (cents) with the
 * currency's fields, formatted the way the shop's settings say.
 */

/** The Store API's currency fields (a cart's `totals`, an item's `prices`). */
export interface CurrencyFields {
	currency_minor_unit?: number;
	currency_prefix?: string;
	currency_suffix?: string;
	currency_decimal_separator?: string;
	currency_thousand_separator?: string;
}

/**
 * Formats an amount in minor units, e.g. `'4250'` with 2 minor units, prefix `€`,
 * `,` decimals and `.` thousands → `€42,50`. An amount that is not a whole number
 * formats as ''.
 *
 * @param amount   Minor units, as a string or number.
 * @param currency The currency's fields.
 */
export function formatPrice(
	amount: string | number | undefined | null,
	currency: CurrencyFields
): string {
	const text = String( amount ?? '' ).trim();
	if ( ! /^-?\d+$/.test( text ) ) {
		return '';
	}
	const unit = Math.max(
		0,
		Math.min( 10, currency.currency_minor_unit ?? 2 )
	);
	const negative = text.startsWith( '-' );
	const digits = text.replace( '-', '' ).padStart( unit + 1, '0' );
	const whole = digits
		.slice( 0, digits.length - unit )
		.replace( /^0+(?=\d)/, '' );
	const fraction = digits.slice( digits.length - unit );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.currency_thousand_separator ?? ','
	);
	const number =
		unit > 0
			? `${ grouped }${ currency.currency_decimal_separator ?? '.' }${ fraction }`
			: grouped;
	return `${ negative ? '-' : '' }${ currency.currency_prefix ?? '' }${ number }${
		currency.currency_suffix ?? ''
	}`;
}
