/**
 * One option's control: a toggle, a number, a text, e-mail or URL field, or a select.
 */

/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { Field } from './types';

interface FieldControlProps {
	field: Field;
	/** The control's value (a switch: `yes` or `no`). */
	value: string;
	/** What is wrong with it, or what the site did with it ('' for nothing). */
	message: string;
	onChange: ( value: string ) => void;
}

const INPUT_TYPES = {
	integer: 'number',
	text: 'text',
	email: 'email',
	url: 'url',
} as const;

/**
 * The field's description: its message first (so a screen reader hears it with the label), then its help.
 *
 * @param props         The field's props.
 * @param props.help    Its help text.
 * @param props.message Its message.
 */
function Description( { help, message }: { help: string; message: string } ) {
	if ( ! message ) {
		return help ? <>{ help }</> : null;
	}
	return (
		<>
			<span className="boudoir-settings__message">{ message }</span>
			{ help ? ` ${ help }` : '' }
		</>
	);
}

/**
 * The control for a field.
 *
 * @param props          The field, its value and message, the change handler.
 * @param props.field    The field.
 * @param props.value    Its value.
 * @param props.message  Its message.
 * @param props.onChange Called with the new value.
 */
export function FieldControl( {
	field,
	value,
	message,
	onChange,
}: FieldControlProps ) {
	const help = <Description help={ field.help } message={ message } />;
	if ( field.type === 'switch' ) {
		return (
			<ToggleControl
				__nextHasNoMarginBottom
				label={ field.label }
				help={ help }
				checked={ value === 'yes' }
				onChange={ ( checked: boolean ) =>
					onChange( checked ? 'yes' : 'no' )
				}
			/>
		);
	}
	// A choice, or a number picked from a list (a post, say).
	if ( field.type === 'choice' || field.choices.length > 0 ) {
		return (
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ field.label }
				help={ help }
				value={ value }
				options={ field.choices }
				onChange={ ( next: string ) => onChange( next ) }
				aria-invalid={ message ? true : undefined }
			/>
		);
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ field.label }
			help={ help }
			type={ INPUT_TYPES[ field.type ] }
			value={ value }
			onChange={ ( next: string ) => onChange( next ) }
			placeholder={ field.placeholder || undefined }
			min={ field.min ?? undefined }
			max={ field.max ?? undefined }
			step={ field.step ?? undefined }
			spellCheck={ field.type === 'text' ? false : undefined }
			aria-invalid={ message ? true : undefined }
		/>
	);
}
