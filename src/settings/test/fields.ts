/**
 * Internal dependencies
 */
import type { Field } from '../types';

/**
 * A field of the settings page as Options::page() describes it.
 *
 * @param name  The option.
 * @param type  Its kind.
 * @param extra Its other properties (label: the name unless given).
 */
export function field(
	name: string,
	type: Field[ 'type' ],
	extra: Partial< Field > = {}
): Field {
	return {
		name,
		type,
		label: name,
		help: '',
		choices: [],
		min: null,
		max: null,
		step: null,
		placeholder: '',
		...extra,
	};
}
