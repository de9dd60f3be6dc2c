/**
 * Internal dependencies
 */
import type {
	ChooseImage,
	MediaAttachmentJson,
	MediaFactory,
	SwatchImage,
} from './types';

/**
 * The swatch image an attachment of the media modal stands for: its thumbnail, else its full URL.
 *
 * @param attachment The selection's attachment JSON.
 */
export function imageFromAttachment(
	attachment: MediaAttachmentJson
): SwatchImage {
	return {
		id: attachment.id,
		src: attachment.sizes?.thumbnail?.url ?? attachment.url ?? '',
		alt: attachment.alt ?? '',
	};
}

/**
 * An image picker over WordPress's media modal, or null when the modal is not loaded.
 * One frame, made on first use and reused (the modal keeps its state).
 *
 * @param media          `wp.media`, when present.
 * @param strings        The modal's texts.
 * @param strings.title  The modal's title.
 * @param strings.button Its select button's text.
 */
export function mediaImageChooser(
	media: MediaFactory | undefined,
	strings: { title: string; button: string }
): ChooseImage | null {
	if ( typeof media !== 'function' ) {
		return null;
	}
	let frame: ReturnType< MediaFactory > | null = null;
	let callback: ( image: SwatchImage ) => void = () => {};
	return ( onChoose ) => {
		callback = onChoose;
		if ( ! frame ) {
			frame = media( {
				title: strings.title,
				button: { text: strings.button },
				library: { type: 'image' },
				multiple: false,
			} );
			const opened = frame;
			opened.on( 'select', () => {
				const attachment = opened
					.state()
					.get( 'selection' )
					.first()
					?.toJSON();
				if ( attachment ) {
					callback( imageFromAttachment( attachment ) );
				}
			} );
		}
		frame.open();
	};
}

declare global {
	interface Window {
		/** WordPress's admin globals, as far as Boudoir uses them: the media library (wp_enqueue_media()). */
		wp?: { media?: MediaFactory };
	}
}

/**
 * `window.wp.media`, when the page has the media library.
 */
export function wpMedia(): MediaFactory | undefined {
	return window.wp?.media;
}
