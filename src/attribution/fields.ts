/**
 * Sourcebuster's data (`sbjs.get`) read as WooCommerce's attribution fields.
 */

/**
 * Internal dependencies
 */
import type { AttributionValues } from './shared';

/**
 * Each field's value from sourcebuster's data by its path (`current.typ`): a string as
 * sourcebuster recorded it (`(none)` included: the server skips it, as WooCommerce does),
 * null when the data has no such entry.
 *
 * @param data   Sourcebuster's `sbjs.get`.
 * @param fields Field → path.
 */
export function fieldValues(
	data: unknown,
	fields: Record< string, string >
): AttributionValues {
	return Object.fromEntries(
		Object.entries( fields ).map( ( [ field, path ] ) => {
			const value = path
				.split( '.' )
				.reduce< unknown >(
					( node, key ) =>
						node && typeof node === 'object'
							? ( node as Record< string, unknown > )[ key ]
							: undefined,
					data
				);
			return [
				field,
				typeof value === 'string' || typeof value === 'number'
					? String( value )
					: null,
			];
		} )
	);
}
