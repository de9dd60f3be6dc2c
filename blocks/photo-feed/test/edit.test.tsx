/// <reference types="@testing-library/jest-dom" />
/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { getBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { renderSelectedBlock as renderBlock } from '../../../src/blocks/test-utils/render-selected-block';
import { FakeResizeObserver } from '../../../src/test-utils/resize-observer';
import metadata from '../block.json';
import Edit, { isUserId } from '../edit';
import type { PhotoFeedAttributes } from '../types';
import '../index';

// The preview asks the block renderer route; the test answers it.
jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
const mockApiFetch = jest.mocked( apiFetch );

// jsdom has no ResizeObserver; the editor's Placeholder measures itself with one.
beforeAll( () => {
	window.ResizeObserver ??= FakeResizeObserver;
} );

const DEFAULTS: PhotoFeedAttributes = {
	userId: '',
	maxPhotos: 6,
	showProfileLink: true,
};

/**
 * The block as the editor shows it when selected.
 *
 * @param attributes The block's attributes.
 */
function renderSelectedBlock(
	attributes: Partial< PhotoFeedAttributes > = {}
) {
	return renderBlock( metadata.name, { ...DEFAULTS, ...attributes } );
}

afterEach( () => mockApiFetch.mockReset() );

describe( 'photo-feed registration', () => {
	it( 'registers the block from block.json with the edit component', () => {
		const blockType = getBlockType( metadata.name );
		expect( blockType?.title ).toBe( 'Photo Feed' );
		expect( blockType?.edit ).toBe( Edit );
		expect( blockType?.attributes ).toMatchObject( {
			userId: { default: '' },
			maxPhotos: { default: 6 },
			showProfileLink: { default: true },
		} );
	} );
} );

describe( 'isUserId', () => {
	it( 'accepts Flickr NSIDs only', () => {
		expect( isUserId( '12345678@N00' ) ).toBe( true );
		expect( isUserId( ' 52617384@N05 ' ) ).toBe( true );
		for ( const id of [ '', 'boudoir', '12345678', '1234@N0', 'a1@N00' ] ) {
			expect( isUserId( id ) ).toBe( false );
		}
	} );
} );

describe( 'Edit', () => {
	it( 'asks for a user id when there is none, and fetches nothing', () => {
		renderSelectedBlock();
		expect(
			within( screen.getByTestId( 'canvas' ) ).getByText(
				/Enter a Flickr user id/
			)
		).toBeInTheDocument();
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'says what is wrong with an invalid id', () => {
		renderSelectedBlock( { userId: 'boudoir' } );
		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		const field = settings.getByRole( 'textbox', {
			name: 'Flickr user id',
		} );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription(
			/This is not a Flickr user id/
		);
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'previews the block as the site renders it for a valid id', async () => {
		mockApiFetch.mockResolvedValue( {
			rendered:
				'<div class="wp-block-boudoir-photo-feed"><ul><li><a href="https://www.flickr.com/photos/x/1/"><img alt="Lace" src="https://live.staticflickr.com/1_a_s.jpg"></a></li></ul></div>',
		} );
		renderSelectedBlock( { userId: '12345678@N00', maxPhotos: 4 } );
		await waitFor( () =>
			expect(
				within( screen.getByTestId( 'canvas' ) ).getByRole( 'img', {
					name: 'Lace',
				} )
			).toBeInTheDocument()
		);
		const [ [ request ] ] = mockApiFetch.mock.calls;
		const url = new URL( request.path ?? '', 'https://example.org' );
		expect( url.pathname ).toBe(
			'/wp/v2/block-renderer/boudoir/photo-feed'
		);
		expect( url.searchParams.get( 'attributes[userId]' ) ).toBe(
			'12345678@N00'
		);
		expect( url.searchParams.get( 'attributes[maxPhotos]' ) ).toBe( '4' );
	} );

	it( 'says the photos will show on the site when the server has none to preview', async () => {
		mockApiFetch.mockResolvedValue( {
			rendered:
				'<div class="wp-block-boudoir-photo-feed" data-feed="x"><ul hidden></ul></div>',
		} );
		renderSelectedBlock( { userId: '12345678@N00' } );
		expect(
			await within( screen.getByTestId( 'canvas' ) ).findByText(
				'The photos of 12345678@N00 will show here on the site.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the count and the profile link switch, and saves changes', async () => {
		const user = userEvent.setup();
		const setAttributes = renderBlock( metadata.name, DEFAULTS );
		const settings = within(
			screen.getByRole( 'complementary', { name: 'Block settings' } )
		);
		expect(
			settings.getByRole( 'spinbutton', { name: 'Photos to show' } )
		).toHaveValue( 6 );
		await user.click(
			settings.getByRole( 'checkbox', {
				name: 'Link to the user’s photos on Flickr',
			} )
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			showProfileLink: false,
		} );
		await user.type(
			settings.getByRole( 'textbox', { name: 'Flickr user id' } ),
			'1'
		);
		expect( setAttributes ).toHaveBeenCalledWith( { userId: '1' } );
	} );
} );
