/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ImageField } from '../image-field';
import type { ChooseImage, SwatchImage } from '../types';
import { posted, renderInTermForm } from './term-form';

const LACE: SwatchImage = {
	id: 12,
	src: 'https://shop.example/lace-150x150.jpg',
	alt: 'Black lace',
};

function renderField(
	initialImage: SwatchImage | null,
	chooseImage: ChooseImage | null
) {
	renderInTermForm(
		'swatch-image',
		'Swatch image',
		<ImageField
			id="swatch-image"
			name="boudoir_swatch_image"
			initialImage={ initialImage }
			chooseImage={ chooseImage }
		/>
	);
}

const postedImage = () => posted( 'boudoir_swatch_image' );

describe( 'ImageField', () => {
	it( 'shows the stored image and posts its id', () => {
		renderField( LACE, jest.fn() );
		expect(
			screen.getByRole( 'img', { name: 'Black lace' } )
		).toHaveAttribute( 'src', LACE.src );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Swatch image' } )
		).toHaveValue( 12 );
		expect( postedImage() ).toBe( '12' );
	} );

	it( 'puts the image chosen in the media modal into the field', async () => {
		const user = userEvent.setup();
		const chosen: SwatchImage = {
			id: 31,
			src: 'https://shop.example/rose.jpg',
			alt: 'Rose satin',
		};
		const chooseImage = jest.fn< void, Parameters< ChooseImage > >(
			( onChoose ) => onChoose( chosen )
		);
		renderField( null, chooseImage );
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Choose image' } )
		);

		expect( chooseImage ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'img', { name: 'Rose satin' } )
		).toBeVisible();
		expect( postedImage() ).toBe( '31' );
	} );

	it( 'changes nothing when the media modal is closed without a choice', async () => {
		const user = userEvent.setup();
		renderField( LACE, jest.fn() );
		await user.click(
			screen.getByRole( 'button', { name: 'Choose image' } )
		);
		expect( postedImage() ).toBe( '12' );
	} );

	it( 'removes the image and moves focus to "Choose image"', async () => {
		const user = userEvent.setup();
		renderField( LACE, jest.fn() );
		await user.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( postedImage() ).toBe( '' );
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Remove image' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Choose image' } )
		).toHaveFocus();
	} );

	it( 'drops the preview when another id is typed, and works without the media modal', async () => {
		const user = userEvent.setup();
		renderField( LACE, null );
		expect(
			screen.queryByRole( 'button', { name: 'Choose image' } )
		).not.toBeInTheDocument();
		const input = screen.getByRole( 'spinbutton', {
			name: 'Swatch image',
		} );
		await user.clear( input );
		await user.type( input, '40' );
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect( postedImage() ).toBe( '40' );
	} );
} );
