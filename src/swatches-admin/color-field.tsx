/**
 * WordPress dependencies
 */
import { Button, ColorPicker } from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_PICKER_COLOR,
	HEX_COLOR,
	HEX_COLOR_PATTERN,
} from './constants';

export interface ColorFieldProps {
	/** The input's id (the server's `<label for>` names it). */
	id: string;
	/** The form field's name. */
	name: string;
	/** The id of the field's description, when there is one. */
	describedBy?: string;
	/** The stored colour, `#rrggbb` or ''. */
	initialColor: string;
}

/**
 * The swatch colour: the server's hex text field, kept as the form field, with a
 * colour picker from @wordpress/components behind a "Pick colour" toggle and a way
 * to clear it. The form posts the text field, so saving is the term screen's own.
 *
 * @param props The field's names and stored value.
 */
export function ColorField( props: ColorFieldProps ) {
	const { id, name, describedBy, initialColor } = props;
	const [ text, setText ] = useState( initialColor );
	const [ isPicking, setIsPicking ] = useState( false );
	// The picker keeps its own value (while its hex input is typed in, it passes through
	// values that are no colour yet); it starts again when the field changes by hand.
	const [ pickerStart, setPickerStart ] = useState( {
		color: HEX_COLOR.test( initialColor )
			? initialColor
			: DEFAULT_PICKER_COLOR,
		generation: 0,
	} );
	const restartPicker = ( color: string ) =>
		setPickerStart( ( start ) => ( {
			color: HEX_COLOR.test( color ) ? color : DEFAULT_PICKER_COLOR,
			generation: start.generation + 1,
		} ) );
	const pickerId = useId();
	const pickerRef = useRef< HTMLDivElement >( null );
	// Older WordPress (6.5 here) prints the picker’s copy button without a name
	// (WordPress/gutenberg#67094): name it, as later versions do.
	useEffect( () => {
		pickerRef.current
			?.querySelectorAll( 'button:not([aria-label])' )
			.forEach( ( button ) => {
				if ( ! button.textContent?.trim() ) {
					button.setAttribute(
						'aria-label',
						__( 'Copy colour code', 'boudoir' )
					);
				}
			} );
	} );
	const errorId = useId();
	const isValid = HEX_COLOR.test( text );
	const isInvalid = text !== '' && ! isValid;
	const describedByIds = [ describedBy, isInvalid ? errorId : undefined ]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div className="boudoir-swatch-field__color">
			<div className="boudoir-swatch-field__row">
				<span
					className="boudoir-swatch-field__preview"
					style={ isValid ? { background: text } : undefined }
					aria-hidden="true"
				/>
				<input
					type="text"
					id={ id }
					name={ name }
					value={ text }
					onChange={ ( event ) => {
						const typed = event.target.value.trim();
						setText( typed );
						if ( HEX_COLOR.test( typed ) ) {
							restartPicker( typed );
						}
					} }
					pattern={ HEX_COLOR_PATTERN }
					maxLength={ 7 }
					size={ 10 }
					placeholder="#rrggbb"
					autoComplete="off"
					spellCheck={ false }
					aria-invalid={ isInvalid || undefined }
					aria-describedby={ describedByIds || undefined }
				/>
				<Button
					variant="secondary"
					aria-expanded={ isPicking }
					aria-controls={ pickerId }
					onClick={ () => setIsPicking( ! isPicking ) }
				>
					{ __( 'Pick colour', 'boudoir' ) }
				</Button>
				{ text !== '' && (
					<Button
						variant="tertiary"
						onClick={ () => {
							setText( '' );
							restartPicker( '' );
						} }
					>
						{ __( 'Clear colour', 'boudoir' ) }
					</Button>
				) }
			</div>
			{ isInvalid && (
				<p className="boudoir-swatch-field__error" id={ errorId }>
					{ __(
						'Enter a colour as # followed by six hex digits, such as #6d1a36.',
						'boudoir'
					) }
				</p>
			) }
			<div
				id={ pickerId }
				ref={ pickerRef }
				className="boudoir-swatch-field__picker"
				role="group"
				aria-label={ __( 'Swatch colour picker', 'boudoir' ) }
				hidden={ ! isPicking }
			>
				{ isPicking && (
					<ColorPicker
						key={ pickerStart.generation }
						defaultValue={ pickerStart.color }
						onChange={ ( hex ) => {
							if ( HEX_COLOR.test( hex ) ) {
								setText( hex.toLowerCase() );
							}
						} }
						enableAlpha={ false }
						copyFormat="hex"
					/>
				) }
			</div>
		</div>
	);
}
