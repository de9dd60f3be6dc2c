/**
 * The slides of one opening: the clicked link and, when it belongs to a gallery (a
 * core gallery, the product gallery, a boudoir/lightbox block opening as one), every
 * marked link of the outermost gallery, in page order.
 */

/**
 * External dependencies
 */
import type { SlideData } from 'photoswipe';

/**
 * Internal dependencies
 */
import {
	GALLERY_ATTRIBUTE,
	LINK_ATTRIBUTE,
	LINK_SELECTOR,
	type LinkMode,
} from './config';

/** Groups of links that open as one gallery. */
export const GALLERY_SELECTOR = `[${ GALLERY_ATTRIBUTE }],.woocommerce-product-gallery`;

/** A part of the page shown only in the lightbox. */
export const HIDDEN_SELECTOR = '[hidden],.boudoir-lightbox-hidden';

const MODES: readonly LinkMode[] = [ 'image', 'video', 'inline', 'ajax' ];

/** One slide: PhotoSwipe's data plus what Boudoir needs to show it. */
export interface LightboxSlide extends SlideData {
	/** How it shows. */
	mode: LinkMode;
	/** The link it opens from (the zoom starts at its image; focus returns to it). */
	element: HTMLAnchorElement;
	/** Its name: the image's alt text, else the link's text. */
	label: string;
	/** An image whose size is a guess until it has loaded. */
	unsized?: boolean;
}

/**
 * A whole number from an attribute, or 0.
 *
 * @param value The attribute's value.
 */
function size( value: string | null | undefined ): number {
	const number = parseInt( value ?? '', 10 );
	return number > 0 ? number : 0;
}

/**
 * The links that open together with one: its outermost gallery's, or itself alone.
 *
 * @param link The clicked link.
 */
export function galleryLinks( link: HTMLAnchorElement ): HTMLAnchorElement[] {
	let gallery: Element | null = null;
	for (
		let group = link.parentElement?.closest( GALLERY_SELECTOR );
		group;
		group = group.parentElement?.closest( GALLERY_SELECTOR )
	) {
		gallery = group;
	}
	// Links inside a hidden part of the page (an inline link's target) are not slides.
	const links = gallery
		? Array.from(
				gallery.querySelectorAll< HTMLAnchorElement >( LINK_SELECTOR )
			).filter(
				( candidate ) =>
					candidate === link || ! candidate.closest( HIDDEN_SELECTOR )
			)
		: [];
	return links.includes( link ) ? links : [ link ];
}

/**
 * How a link shows: the server's mark (Boudoir\Theme\Lightbox_Links tells the mode by the
 * file's extension, and marks only what it can show), an unknown one as a picture.
 *
 * @param link A marked link.
 */
export function modeOf( link: HTMLAnchorElement ): LinkMode {
	const mark = link.getAttribute( LINK_ATTRIBUTE ) as LinkMode;
	return MODES.includes( mark ) ? mark : 'image';
}

/**
 * Whether a thumbnail shows a different crop of the image than the whole picture
 * (a cropped gallery, WooCommerce's square thumbnails): the zoom then grows from the
 * visible part.
 *
 * @param thumbnail The thumbnail.
 * @param width     The image's width.
 * @param height    Its height.
 */
export function isCropped(
	thumbnail: Element | null,
	width: number,
	height: number
): boolean {
	if ( ! thumbnail || ! width || ! height ) {
		return false;
	}
	const box = thumbnail.getBoundingClientRect();
	return (
		box.height > 0 &&
		Math.abs( box.width / box.height - width / height ) > 0.01
	);
}

/**
 * A link's slide.
 *
 * @param link A marked link.
 */
export function slideOf( link: HTMLAnchorElement ): LightboxSlide {
	const mode = modeOf( link );
	const image = link.querySelector( 'img' );
	const label = (
		image?.getAttribute( 'alt' ) ||
		link.textContent ||
		link.title ||
		''
	).trim();
	// WooCommerce keeps the large image's size on the thumbnail, and updates it with a
	// variation's image; the server's size is for the link's first address.
	const large = image?.dataset.large_image;
	const wooSize =
		large && new URL( large, link.baseURI ).href === link.href
			? {
					width: size( image.dataset.large_image_width ),
					height: size( image.dataset.large_image_height ),
				}
			: null;
	const width = wooSize?.width || size( link.dataset.pswpWidth );
	const height = wooSize?.height || size( link.dataset.pswpHeight );
	const slide: LightboxSlide = {
		mode,
		type: mode,
		element: link,
		label,
		src: mode === 'inline' ? undefined : link.href,
		width,
		height,
	};
	if ( mode === 'image' ) {
		slide.alt = image?.getAttribute( 'alt' ) ?? label;
		if ( image ) {
			slide.msrc = image.currentSrc || image.src;
		}
		slide.thumbCropped = isCropped( image, width, height );
	}
	return slide;
}

/**
 * The slides of an opening and the clicked one's index.
 *
 * @param link The clicked link.
 */
export function slidesFor( link: HTMLAnchorElement ): {
	slides: LightboxSlide[];
	index: number;
} {
	const links = galleryLinks( link );
	return {
		slides: links.map( slideOf ),
		index: Math.max( 0, links.indexOf( link ) ),
	};
}

/**
 * The id an inline link points to (its fragment, decoded), or ''.
 *
 * @param link An inline link.
 */
export function inlineTarget( link: HTMLAnchorElement ): string {
	const hash = link.getAttribute( 'href' )?.split( '#' )[ 1 ] ?? '';
	try {
		return decodeURIComponent( hash );
	} catch {
		return hash;
	}
}
