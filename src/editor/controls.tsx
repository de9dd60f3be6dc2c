/**
 * The controls of Boudoir's block settings, drawn alike in every block: WordPress's own
 * controls at the editor's current size (40 px high, no bottom margin), each typed to
 * the attribute it sets: a value and an onChange, which `attributeBinder` gives where
 * the setting shows and sets one attribute as it is. Editor only: no block's front end
 * imports this.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/** One option of a choice. */
export interface Choice< Value extends string > {
	label: string;
	value: Value;
}

/**
 * A choice's options: value → label in the order written (`{ left: __( 'Left', 'boudoir' ),
 * right: __( 'Right', 'boudoir' ) }`), or a list where values look like whole numbers or
 * come from data (an object puts whole-number keys first).
 */
export type Choices< Value extends string > =
	Record< Value, string > | Array< Choice< Value > >;

/**
 * The options as a list, in order.
 *
 * @param choices The options, either way.
 */
function optionsOf< Value extends string >(
	choices: Choices< Value >
): Array< Choice< Value > > {
	return Array.isArray( choices )
		? choices
		: ( Object.keys( choices ) as Value[] ).map( ( value ) => ( {
				label: choices[ value ],
				value,
			} ) );
}

/** A setting bound to one attribute: the attribute's value, and what sets it. */
export interface Bound< Value > {
	value: Value;
	onChange: ( value: Value ) => void;
}

/** What every setting has: its words. */
interface SettingProps {
	label: string;
	help?: ReactNode;
}

/**
 * Binds settings to the block's attributes: `bind( 'loop' )` is the value and the onChange
 * of a setting that shows and sets the attribute `loop` as it is, spread into the setting.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes The block's setAttributes.
 */
export function attributeBinder< Attributes extends object >(
	attributes: Attributes,
	setAttributes: < Key extends keyof Attributes >(
		change: Pick< Attributes, Key >
	) => void
) {
	return < Key extends keyof Attributes >(
		key: Key
	): Bound< Attributes[ Key ] > => ( {
		value: attributes[ key ],
		onChange: ( value ) =>
			setAttributes( { [ key ]: value } as Pick< Attributes, Key > ),
	} );
}

/**
 * A panel of the block's sidebar.
 *
 * @param props          Panel props.
 * @param props.title    Its title.
 * @param props.children The settings in it.
 */
export function SettingsPanel( props: { title: string; children: ReactNode } ) {
	return (
		<InspectorControls>
			<PanelBody { ...props } />
		</InspectorControls>
	);
}

/**
 * A choice among fixed options (a drop-down).
 *
 * @param props          Setting props.
 * @param props.choices  The options, in order: value → label, or a list.
 * @param props.value    The chosen one.
 * @param props.onChange Receives the new choice.
 * @param props.disabled Whether it waits for something (its options).
 * @param props.label
 * @param props.help
 */
export function ChoiceSetting< Value extends string >( {
	choices,
	...setting
}: SettingProps & {
	choices: Choices< Value >;
	value: NoInfer< Value >;
	onChange: ( value: NoInfer< Value > ) => void;
	disabled?: boolean;
} ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			{ ...setting }
			options={ optionsOf( choices ) }
		/>
	);
}

/**
 * A number within bounds (a slider with its field).
 *
 * @param props          Setting props.
 * @param props.value    The number.
 * @param props.min      The smallest.
 * @param props.max      The largest.
 * @param props.step     The step, when not 1.
 * @param props.fallback What a cleared field stands for.
 * @param props.onChange Receives the new number.
 * @param props.label
 * @param props.help
 */
export function NumberSetting( {
	fallback,
	onChange,
	...setting
}: SettingProps & {
	value: number;
	min: number;
	max: number;
	step?: number;
	fallback: number;
	onChange: ( value: number ) => void;
} ) {
	return (
		<RangeControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			{ ...setting }
			onChange={ ( next ) => onChange( next ?? fallback ) }
		/>
	);
}

/**
 * A line of text.
 *
 * @param props             Setting props.
 * @param props.value       The text.
 * @param props.placeholder What the empty field shows.
 * @param props.isInvalid   Whether the text is not one the block can use.
 * @param props.onChange    Receives the new text.
 * @param props.label
 * @param props.help
 */
export function TextSetting( {
	isInvalid,
	...setting
}: SettingProps & {
	value: string;
	placeholder?: string;
	isInvalid?: boolean;
	onChange: ( value: string ) => void;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			{ ...setting }
			aria-invalid={ isInvalid }
		/>
	);
}

/**
 * On or off (a toggle).
 *
 * @param props          Setting props.
 * @param props.value    Whether it is on.
 * @param props.onChange Receives the new state.
 * @param props.label
 * @param props.help
 */
export function ToggleSetting( {
	value,
	...setting
}: SettingProps & {
	value: boolean;
	onChange: ( value: boolean ) => void;
} ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			{ ...setting }
			checked={ value }
		/>
	);
}

/**
 * A choice whose first option, "Site default (…)", leaves it to the site's own setting
 * (Settings → Boudoir): the empty value, named with the choice it stands for now.
 *
 * @param props          Setting props.
 * @param props.choices  The block's own options, in order: value → label, or a list.
 * @param props.site     The site's choice.
 * @param props.value    The block's choice; '' for the site's.
 * @param props.onChange Receives the new choice.
 * @param props.label
 * @param props.help
 */
export function SiteDefaultSetting< Value extends string >( {
	choices,
	site,
	value,
	onChange,
	...words
}: SettingProps & {
	choices: Choices< Value >;
	site: Value;
	value: NoInfer< Value > | '';
	onChange: ( value: NoInfer< Value > | '' ) => void;
} ) {
	const options = optionsOf( choices );
	const siteLabel =
		options.find( ( choice ) => choice.value === site )?.label ?? site;
	return (
		<ChoiceSetting< Value | '' >
			{ ...words }
			choices={ [
				{
					label: sprintf(
						/* translators: %s: the site's own setting (Settings → Boudoir), e.g. "Left". */
						__( 'Site default (%s)', 'boudoir' ),
						siteLabel
					),
					value: '',
				},
				...options,
			] }
			value={ value }
			onChange={ onChange }
		/>
	);
}
