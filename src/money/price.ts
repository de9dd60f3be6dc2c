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

/** The shop's currency as the page prints it (PHP's Boudoir\Commerce\Currency::to_array()). */
export interface ShopCurrency {
	code: string;
	symbol: string;
	decimals: number;
	decimal_separator: string;
	thousand_separator: string;
	/** Where the symbol goes: `left`, `right`, `left_space` or `right_space`. */
	position: string;
}

/**
 * The shop's currency as the Store API's fields, so both format alike.
 *
 * @param currency The shop's currency.
 */
export function shopCurrencyFields( currency: ShopCurrency ): CurrencyFields {
	const symbol = currency.symbol;
	return {
		currency_minor_unit: currency.decimals,
		currency_decimal_separator: currency.decimal_separator,
		currency_thousand_separator: currency.thousand_separator,
		currency_prefix:
			{ left: symbol, left_space: `${ symbol }\u00a0` }[
				currency.position
			] ?? '',
		currency_suffix:
			{ right: symbol, right_space: `\u00a0${ symbol }` }[
				currency.position
			] ?? '',
	};
}

/**
 * Formats a decimal amount (`'49.9000'`) the way the shop's settings say: rounded to the
 * currency's minor units, then as formatPrice(). Not a number formats as ''.
 *
 * @param amount   A decimal string or number.
 * @param currency The currency's fields.
 */
export function formatDecimal(
	amount: string | number | undefined | null,
	currency: CurrencyFields
): string {
	const value = Number( amount ?? Number.NaN );
	if ( amount === '' || ! Number.isFinite( value ) ) {
		return '';
	}
	const unit = Math.max(
		0,
		Math.min( 10, currency.currency_minor_unit ?? 2 )
	);
	return formatPrice( Math.round( value * 10 ** unit ), currency );
}
