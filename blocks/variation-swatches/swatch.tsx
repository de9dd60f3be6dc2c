/**
 * WordPress dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, Ref } from 'react';

/**
 * Internal dependencies
 */
import type { ValueState } from '../../src/swatches';
import type { SwatchType, SwatchValueData } from './types';

export interface SwatchProps {
	/** The attribute's field name, e.g. `attribute_pa_color`. */
	attributeName: string;
	type: SwatchType;
	value: SwatchValueData;
	state: ValueState;
	selected: boolean;
	/** Whether a click or a key chooses it (enabled, or out of stock and clickable). */
	choosable: boolean;
	/** Roving tabindex: the group's single tab stop has 0. */
	tabIndex: 0 | -1;
	/** "N left" (null: not shown). */
	stockLeft: number | null;
	/** Shown on hover, focus and touch of an out-of-stock swatch. */
	tooltipText: string;
	onChoose: () => void;
	onKeyDown: ( event: KeyboardEvent< HTMLDivElement > ) => void;
	onFocus: () => void;
	itemRef: Ref< HTMLDivElement >;
}

/**
 * The accessible name of a swatch: its value, plus "(out of stock)" where so (contract).
 *
 * @param title The value's title.
 * @param state The value's state.
 */
export function swatchName( title: string, state: ValueState ): string {
	return state === 'no-stock'
		? sprintf(
				/* translators: %s: an attribute value, e.g. a colour or a size. */
				__( '%s (out of stock)', 'boudoir' ),
				title
			)
		: title;
}

/**
 * The "N left" label.
 *
 * @param count Items left.
 */
export function stockLeftLabel( count: number ): string {
	return sprintf(
		/* translators: %d: how many items of this variation are left in stock. */
		_n( '%d left', '%d left', count, 'boudoir' ),
		count
	);
}

function SwatchFace( { type, value }: Pick< SwatchProps, 'type' | 'value' > ) {
	if ( type === 'color' && value.color ) {
		return (
			<span
				className="boudoir-swatches__color"
				style={ { backgroundColor: value.color } }
			/>
		);
	}
	if ( type === 'image' && value.image ) {
		return (
			<img
				className="boudoir-swatches__image"
				src={ value.image.src }
				alt=""
				loading="lazy"
				decoding="async"
			/>
		);
	}
	return <span className="boudoir-swatches__text">{ value.title }</span>;
}

/**
 * One swatch: a radio named by its value, with its state shown by more than colour
 * (a check when selected, a cross when disabled, a dashed strike when out of stock).
 *
 * @param props Swatch props.
 */
export default function Swatch( props: SwatchProps ) {
	const {
		attributeName,
		type,
		value,
		state,
		selected,
		choosable,
		tabIndex,
		stockLeft,
		tooltipText,
		onChoose,
		onKeyDown,
		onFocus,
		itemRef,
	} = props;
	const id = useId();
	const [ tooltipOpen, setTooltipOpen ] = useState( false );
	const hasTooltip = state === 'no-stock' && tooltipText !== '';
	const describedBy = [
		stockLeft !== null ? `${ id }-stock` : '',
		hasTooltip ? `${ id }-tooltip` : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const isText = type === 'label' || ! ( value.color || value.image );
	const classes = [
		'boudoir-swatches__item',
		`is-type-${ isText ? 'label' : type }`,
		selected ? 'is-selected' : '',
		state === 'disabled' ? 'is-disabled' : '',
		state === 'no-stock' ? 'is-no-stock' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	// The stock label and the tooltip describe the radio from beside it, not inside it: the
	// radio's visible words stay its name (WCAG 2.5.3, Label in Name).
	return (
		<div
			className={ `boudoir-swatches__option${
				hasTooltip && tooltipOpen ? ' is-tooltip-open' : ''
			}` }
		>
			<div
				ref={ itemRef }
				role="radio"
				className={ classes }
				aria-checked={ selected }
				aria-disabled={ choosable ? undefined : true }
				aria-label={ swatchName( value.title, state ) }
				aria-describedby={ describedBy || undefined }
				tabIndex={ state === 'disabled' ? -1 : tabIndex }
				data-value={ value.value }
				data-title={ value.title }
				data-attribute_name={ attributeName }
				title={ isText ? undefined : value.title }
				onClick={ () => {
					if ( choosable ) {
						onChoose();
					}
				} }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Escape' && tooltipOpen ) {
						setTooltipOpen( false );
					}
					onKeyDown( event );
				} }
				onFocus={ () => {
					setTooltipOpen( true );
					onFocus();
				} }
				onBlur={ () => setTooltipOpen( false ) }
				onMouseEnter={ () => setTooltipOpen( true ) }
				onMouseLeave={ () => setTooltipOpen( false ) }
				onPointerDown={ ( event ) => {
					// Touch has no hover: a tap shows the tooltip.
					if ( event.pointerType !== 'mouse' ) {
						setTooltipOpen( true );
					}
				} }
			>
				<SwatchFace type={ type } value={ value } />
			</div>
			{ stockLeft !== null && (
				<span
					id={ `${ id }-stock` }
					className="boudoir-swatches__stock-left"
				>
					{ stockLeftLabel( stockLeft ) }
				</span>
			) }
			{ hasTooltip && (
				<span
					id={ `${ id }-tooltip` }
					role="tooltip"
					className="boudoir-swatches__tooltip"
				>
					{ tooltipText }
				</span>
			) }
		</div>
	);
}
