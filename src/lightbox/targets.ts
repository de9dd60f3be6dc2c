/**
 * Which links the lightbox takes (docs/contract.md, Figures "Lightbox media extensions", plus WebP and
 * AVIF, which WordPress makes and uploads since 5.8 and 6.5): images and videos, told apart by the file extension of the link's address alone (its query
 * string and fragment ignored, any case). PHP applies the same rule when it marks
 * links (Boudoir\Theme\Lightbox::media_type()); the two lists must stay equal.
 */

/** Image files the lightbox shows. */
export const IMAGE_EXTENSIONS: readonly string[] = [
	'bmp',
	'gif',
	'jpeg',
	'jpg',
	'png',
	'tiff',
	'tif',
	'jfif',
	'jpe',
	'svg',
	'webp',
	'avif',
];

/** Video files the lightbox plays. */
export const VIDEO_EXTENSIONS: readonly string[] = [ 'mp4', 'ogg', 'webm' ];

/** What a link shows in the lightbox. */
export type MediaType = 'image' | 'video';

/**
 * The extension of the file an address names, lower case ('' when there is none).
 *
 * @param url An absolute or relative address.
 */
export function extensionOf( url: string ): string {
	const path = url
		.split( /[?#]/, 1 )[ 0 ]
		// A host is no file name: `https://example.png` names none.
		.replace( /^(?:[a-z][\w+.-]*:)?\/\/[^/]*/i, '' );
	const file = path.slice( path.lastIndexOf( '/' ) + 1 );
	const dot = file.lastIndexOf( '.' );
	return dot > 0 ? file.slice( dot + 1 ).toLowerCase() : '';
}

/**
 * Whether an address names an image, a video, or neither.
 *
 * @param url An absolute or relative address.
 */
export function mediaType( url: string ): MediaType | null {
	const extension = extensionOf( url );
	if ( IMAGE_EXTENSIONS.includes( extension ) ) {
		return 'image';
	}
	return VIDEO_EXTENSIONS.includes( extension ) ? 'video' : null;
}

/**
 * Whether a link to this address opens in the lightbox as media.
 *
 * @param url An absolute or relative address.
 */
export function isLightboxTarget( url: string ): boolean {
	return mediaType( url ) !== null;
}
