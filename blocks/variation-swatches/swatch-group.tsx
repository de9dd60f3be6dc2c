/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import type { ValueState } from '../../src/swatches';
import Swatch from './swatch';
import type { SwatchAttributeData, SwatchLook } from './types';

/** How a choice is made: a click, Space or Enter activates (may clear); an arrow checks. */
export type ChoiceKind = 'activate' | 'check';

export interface SwatchGroupProps {
	attribute: SwatchAttributeData;
	/** `value → state`. */
	states: Record< string, ValueState >;
	/** The attribute's current choice (`''` = none). */
	chosen: string;
	clickableOutOfStock: boolean;
	tooltipText: string;
	isMobile: boolean;
	look: SwatchLook;
	/** "N left" per value (null: none). */
	stockLeftOf: ( value: string ) => number | null;
	onChoose: ( value: string, kind: ChoiceKind ) => void;
}

const NEXT_KEYS = [ 'ArrowRight', 'ArrowDown' ];
const PREVIOUS_KEYS = [ 'ArrowLeft', 'ArrowUp' ];

/**
 * Whether a swatch can be chosen in its state.
 *
 * @param state               The value's state.
 * @param clickableOutOfStock The `clickable_out_of_stock` option.
 */
export function isChoosable(
	state: ValueState,
	clickableOutOfStock: boolean
): boolean {
	return (
		state === 'enabled' || ( state === 'no-stock' && clickableOutOfStock )
	);
}

/**
 * One attribute's swatches: a radio group named by the attribute's label, with a roving
 * tabindex; arrow keys move and check (skipping impossible values, wrapping around),
 * Home and End go to the ends, Space and Enter activate.
 *
 * @param props Group props.
 */
export default function SwatchGroup( props: SwatchGroupProps ) {
	const {
		attribute,
		states,
		chosen,
		clickableOutOfStock,
		tooltipText,
		isMobile,
		look,
		stockLeftOf,
		onChoose,
	} = props;
	const items = useRef< Array< HTMLDivElement | null > >( [] );
	const [ focused, setFocused ] = useState( '' );
	const stateOf = ( value: string ): ValueState =>
		states[ value ] ?? 'enabled';
	const focusable = attribute.values.filter(
		( { value } ) => stateOf( value ) !== 'disabled'
	);
	const isFocusable = ( value: string ) =>
		focusable.some( ( item ) => item.value === value );
	// The group's one tab stop: where focus last was, else the choice, else the first possible value.
	const tabStop =
		( isFocusable( focused ) && focused ) ||
		( isFocusable( chosen ) && chosen ) ||
		focusable[ 0 ]?.value ||
		'';

	const moveFocus = ( from: string, step: number | 'first' | 'last' ) => {
		if ( focusable.length === 0 ) {
			return;
		}
		const index = focusable.findIndex( ( item ) => item.value === from );
		let target: number;
		if ( step === 'first' ) {
			target = 0;
		} else if ( step === 'last' ) {
			target = focusable.length - 1;
		} else {
			target = ( index + step + focusable.length ) % focusable.length;
		}
		const value = focusable[ target ].value;
		const position = attribute.values.findIndex(
			( item ) => item.value === value
		);
		items.current[ position ]?.focus();
		setFocused( value );
		if (
			value !== chosen &&
			isChoosable( stateOf( value ), clickableOutOfStock )
		) {
			onChoose( value, 'check' );
		}
	};

	const onKeyDown = (
		event: KeyboardEvent< HTMLDivElement >,
		value: string
	) => {
		const rtl =
			event.currentTarget.ownerDocument.defaultView?.getComputedStyle(
				event.currentTarget
			).direction === 'rtl';
		const horizontal =
			event.key === 'ArrowLeft' || event.key === 'ArrowRight';
		const flip = rtl && horizontal ? -1 : 1;
		if ( NEXT_KEYS.includes( event.key ) ) {
			event.preventDefault();
			moveFocus( value, flip );
		} else if ( PREVIOUS_KEYS.includes( event.key ) ) {
			event.preventDefault();
			moveFocus( value, -flip );
		} else if ( event.key === 'Home' ) {
			event.preventDefault();
			moveFocus( value, 'first' );
		} else if ( event.key === 'End' ) {
			event.preventDefault();
			moveFocus( value, 'last' );
		} else if ( event.key === ' ' || event.key === 'Enter' ) {
			event.preventDefault();
			if ( isChoosable( stateOf( value ), clickableOutOfStock ) ) {
				onChoose( value, 'activate' );
			}
		}
	};

	const classes = [
		'boudoir-swatches__group',
		`is-type-${ attribute.type }`,
		`is-shape-${ look.shape }`,
		`is-size-${ look.size }`,
		isMobile ? 'is-mobile' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div
			role="radiogroup"
			className={ classes }
			aria-label={ attribute.label }
			data-attribute_name={ attribute.name }
			data-attribute_values={ JSON.stringify(
				attribute.values.map( ( { value } ) => value )
			) }
		>
			{ attribute.values.map( ( value, position ) => {
				const state = stateOf( value.value );
				return (
					<Swatch
						key={ value.value }
						attributeName={ attribute.name }
						type={ attribute.type }
						value={ value }
						state={ state }
						selected={ value.value === chosen }
						choosable={ isChoosable( state, clickableOutOfStock ) }
						tabIndex={ value.value === tabStop ? 0 : -1 }
						stockLeft={ stockLeftOf( value.value ) }
						tooltipText={ tooltipText }
						onChoose={ () => onChoose( value.value, 'activate' ) }
						onKeyDown={ ( event ) =>
							onKeyDown( event, value.value )
						}
						onFocus={ () => setFocused( value.value ) }
						itemRef={ ( element ) => {
							items.current[ position ] = element;
						} }
					/>
				);
			} ) }
		</div>
	);
}
