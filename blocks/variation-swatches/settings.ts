/**
 * Internal dependencies
 */
import { NO_SETTINGS } from '../../src/swatches';
import type { SwatchSettings } from './types';

const asBoolean = ( value: unknown, fallback: boolean ): boolean => {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	if ( value === 'yes' || value === 'true' || value === 1 || value === '1' ) {
		return true;
	}
	if ( value === 'no' || value === 'false' || value === 0 || value === '0' ) {
		return false;
	}
	return fallback;
};

const asString = ( value: unknown, fallback: string ): string =>
	typeof value === 'string' ? value : fallback;

/**
 * The page options, as `window.boudoirSwatchSettings` gives them (the shop's, defaults
 * included), each one it lacks off (NO_SETTINGS); the threshold is read as an integer
 * (docs/contract.md, Figures).
 *
 * @param raw The printed settings (any shape).
 */
export function readSettings( raw: unknown ): SwatchSettings {
	const defaults: SwatchSettings = NO_SETTINGS;
	if ( ! raw || typeof raw !== 'object' ) {
		return { ...defaults };
	}
	const given = raw as Record< string, unknown >;
	const threshold = parseInt( String( given.stock_label_threshold ), 10 );
	return {
		show_variation_label: asBoolean(
			given.show_variation_label,
			defaults.show_variation_label
		),
		variation_label_separator: asString(
			given.variation_label_separator,
			defaults.variation_label_separator
		),
		clickable_out_of_stock: asBoolean(
			given.clickable_out_of_stock,
			defaults.clickable_out_of_stock
		),
		out_of_stock_tooltip_text: asString(
			given.out_of_stock_tooltip_text,
			defaults.out_of_stock_tooltip_text
		),
		clear_on_reselect: asBoolean(
			given.clear_on_reselect,
			defaults.clear_on_reselect
		),
		show_variation_stock: asBoolean(
			given.show_variation_stock,
			defaults.show_variation_stock
		),
		stock_label_threshold: Number.isNaN( threshold )
			? defaults.stock_label_threshold
			: Math.max( 0, threshold ),
		is_mobile: asBoolean( given.is_mobile, defaults.is_mobile ),
	};
}
