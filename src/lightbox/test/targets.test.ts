/**
 * Internal dependencies
 */
import {
	IMAGE_EXTENSIONS,
	VIDEO_EXTENSIONS,
	extensionOf,
	isLightboxTarget,
	mediaType,
} from '../targets';

describe( 'isLightboxTarget', () => {
	it.each( [
		'/wp-content/uploads/lookbook.jpg',
		'https://shop.example/photo.JPEG',
		'photo.png?ver=2',
		'photo.gif#zoom',
		'photo.svg?size=large#top',
		'//cdn.example/a/b/c.webp.tiff',
		'scan.tif',
		'old.bmp',
		'camera.jfif',
		'camera.jpe',
		'/wp-content/uploads/lookbook.webp',
		'/wp-content/uploads/lookbook.AVIF',
		'/media/clip.mp4',
		'/media/clip.OGG?autoplay=1',
		'/media/clip.webm',
	] )( 'takes %s', ( url ) => {
		expect( isLightboxTarget( url ) ).toBe( true );
	} );

	it.each( [
		'/shop/',
		'/product/margaux-lace-brief/',
		'https://example.png',
		'https://example.com/?image=photo.jpg',
		'https://example.com/page#photo.jpg',
		'/files/photo.jpg.html',
		'/files/.jpg',
		'#lookbook-size-notes',
		'mailto:hello@example.com',
		'',
		'/downloads/catalogue.pdf',
	] )( 'leaves %s', ( url ) => {
		expect( isLightboxTarget( url ) ).toBe( false );
	} );

	it( 'knows exactly the extensions of docs/contract.md, Figures, and the web formats WordPress uploads', () => {
		// Sorted: the order the module lists them in does not matter, only which they are.
		expect(
			[ ...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS ].sort().join( ' ' )
		).toBe(
			'avif bmp gif jfif jpe jpeg jpg mp4 ogg png svg tif tiff webm webp'
		);
	} );
} );

describe( 'mediaType', () => {
	it( 'tells images from videos', () => {
		expect( mediaType( '/a.JPG' ) ).toBe( 'image' );
		expect( mediaType( '/a.webm?x' ) ).toBe( 'video' );
		expect( mediaType( '/a/' ) ).toBeNull();
	} );
} );

describe( 'extensionOf', () => {
	it( 'reads the last path segment only, in lower case', () => {
		expect(
			extensionOf( 'https://a.example/dir.d/File.Tar.GZ?x=1.jpg' )
		).toBe( 'gz' );
		expect( extensionOf( 'https://a.example' ) ).toBe( '' );
		expect( extensionOf( 'relative/file' ) ).toBe( '' );
	} );
} );
