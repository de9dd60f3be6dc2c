/**
 * Internal dependencies
 */
import { imageFromAttachment, mediaImageChooser } from '../media';
import type { MediaAttachmentJson, MediaFactory, MediaFrame } from '../types';

function fakeMedia( selection: MediaAttachmentJson | undefined ) {
	let onSelect: () => void = () => {};
	const frame: MediaFrame = {
		on: ( _event, callback ) => {
			onSelect = callback;
		},
		open: jest.fn( () => onSelect() ),
		state: () => ( {
			get: () => ( {
				first: () =>
					selection ? { toJSON: () => selection } : undefined,
			} ),
		} ),
	};
	const media = jest.fn< MediaFrame, Parameters< MediaFactory > >(
		() => frame
	);
	return { media, frame };
}

describe( 'imageFromAttachment', () => {
	it( 'prefers the thumbnail, then the full image', () => {
		expect(
			imageFromAttachment( {
				id: 3,
				url: 'full.jpg',
				alt: 'Lace',
				sizes: { thumbnail: { url: 'thumb.jpg' } },
			} )
		).toEqual( { id: 3, src: 'thumb.jpg', alt: 'Lace' } );
		expect( imageFromAttachment( { id: 4, url: 'full.jpg' } ) ).toEqual( {
			id: 4,
			src: 'full.jpg',
			alt: '',
		} );
	} );
} );

describe( 'mediaImageChooser', () => {
	const strings = {
		title: 'Choose a swatch image',
		button: 'Use this image',
	};

	it( 'is null without the media modal', () => {
		expect( mediaImageChooser( undefined, strings ) ).toBeNull();
	} );

	it( 'opens one image-only, single-choice frame and reports the choice', () => {
		const { media, frame } = fakeMedia( { id: 9, url: 'a.jpg' } );
		const choose = mediaImageChooser( media, strings );
		const first = jest.fn();
		const second = jest.fn();
		choose?.( first );
		choose?.( second );
		expect( media ).toHaveBeenCalledTimes( 1 );
		expect( media ).toHaveBeenCalledWith( {
			title: 'Choose a swatch image',
			button: { text: 'Use this image' },
			library: { type: 'image' },
			multiple: false,
		} );
		expect( frame.open ).toHaveBeenCalledTimes( 2 );
		expect( first ).toHaveBeenCalledTimes( 1 );
		// The reused frame answers the latest caller only.
		expect( second ).toHaveBeenCalledWith( {
			id: 9,
			src: 'a.jpg',
			alt: '',
		} );
		expect( first ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reports nothing when the selection is empty', () => {
		const { media } = fakeMedia( undefined );
		const onChoose = jest.fn();
		mediaImageChooser( media, strings )?.( onChoose );
		expect( onChoose ).not.toHaveBeenCalled();
	} );
} );
