/**
 * The Store API's currency fields of a shop in euros, written the French way (`1.234,56 €`),
 * for the tests of what reads Store API prices: the cart store, the product picker.
 */

/**
 * Internal dependencies
 */
import type { CurrencyFields } from '../stores/cart/types';

export const EURO_FIELDS: CurrencyFields = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};
