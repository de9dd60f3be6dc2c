/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PREVIEW_SIZE } from './constants';
import type { ChooseImage, SwatchImage } from './types';

export interface ImageFieldProps {
	/** The input's id (the server's `<label for>` names it). */
	id: string;
	/** The form field's name. */
	name: string;
	/** The id of the field's description, when there is one. */
	describedBy?: string;
	/** The stored image, or null. */
	initialImage: SwatchImage | null;
	/** Opens the media modal; null when it is not loaded (the id field still works). */
	chooseImage: ChooseImage | null;
}

/**
 * The swatch image: the server's attachment id field, kept as the form field, with a
 * preview and "Choose image" (the media modal) / "Remove image" buttons.
 *
 * @param props The field's names, stored image and the media modal.
 */
export function ImageField( props: ImageFieldProps ) {
	const { id, name, describedBy, initialImage, chooseImage } = props;
	const [ value, setValue ] = useState(
		initialImage ? String( initialImage.id ) : ''
	);
	const [ preview, setPreview ] = useState< SwatchImage | null >(
		initialImage
	);
	const chooseButton = useRef< HTMLButtonElement >( null );
	// A typed id has no known thumbnail until the page is saved and reloaded.
	const shown =
		preview && preview.src && String( preview.id ) === value
			? preview
			: null;

	const choose = () =>
		chooseImage?.( ( image ) => {
			setPreview( image );
			setValue( String( image.id ) );
		} );
	const remove = () => {
		setPreview( null );
		setValue( '' );
		// The button goes away: keep the keyboard user in the field.
		chooseButton.current?.focus();
	};

	return (
		<div className="boudoir-swatch-field__image-row">
			{ shown && (
				<img
					className="boudoir-swatch-field__image"
					src={ shown.src }
					alt={ shown.alt }
					width={ PREVIEW_SIZE }
					height={ PREVIEW_SIZE }
				/>
			) }
			<input
				type="number"
				id={ id }
				name={ name }
				value={ value }
				min={ 0 }
				step={ 1 }
				onChange={ ( event ) => setValue( event.target.value ) }
				aria-describedby={ describedBy }
			/>
			{ chooseImage && (
				<Button
					ref={ chooseButton }
					variant="secondary"
					onClick={ choose }
				>
					{ __( 'Choose image', 'boudoir' ) }
				</Button>
			) }
			{ value !== '' && value !== '0' && (
				<Button variant="tertiary" isDestructive onClick={ remove }>
					{ __( 'Remove image', 'boudoir' ) }
				</Button>
			) }
		</div>
	);
}
