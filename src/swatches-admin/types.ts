/**
 * The image a shop manager chose for a swatch.
 */
export interface SwatchImage {
	/** Attachment id. */
	id: number;
	/** Thumbnail URL for the preview. */
	src: string;
	/** The attachment's alternative text. */
	alt: string;
}

/**
 * Opens an image picker and calls back with the chosen image (never when cancelled).
 */
export type ChooseImage = ( onChoose: ( image: SwatchImage ) => void ) => void;

/** What the media modal's selection gives for an attachment (the part used here). */
export interface MediaAttachmentJson {
	id: number;
	url?: string;
	alt?: string;
	sizes?: Record< string, { url: string } | undefined >;
}

/** The part of a `wp.media` frame used here. */
export interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( key: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachmentJson } | undefined;
		};
	};
}

/** `wp.media( options )`, as enqueued by wp_enqueue_media(). */
export type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;
