/**
 * The photo feed's pure core (docs/contract.md, Data "Photo feed item", Calls "Other calls"): Flickr's
 * items become checked photos, each a square thumbnail, a link and an alternative text.
 * render.php does the same on the server (Boudoir\Blocks\Photo_Feed).
 */

/** A Flickr feed item, as the feed gives it (nothing trusted). */
export type FeedItem = {
	title?: unknown;
	link?: unknown;
	media?: { m?: unknown } | null;
};

/** One photo to show. */
export type Photo = {
	/** The square thumbnail (75 × 75). */
	src: string;
	/** The photo's page on Flickr. */
	href: string;
	/** The title, else the numbered fallback: the image is the link's only content. */
	alt: string;
};

/**
 * The square thumbnail of a Flickr image: the small-thumbnail suffix `_m` right before
 * the extension becomes `_s`; any other URL is left as it is.
 *
 * @param url The item's `media.m`.
 */
export function squareImageUrl( url: string ): string {
	return url.replace( /_m(\.[a-z0-9]+)((?:[?#].*)?)$/i, '_s$1$2' );
}

/** The name of the global function a Flickr answer calls (JSONP). */
export type FeedCallbackName = `boudoirPhotoFeed_${ string }`;

declare global {
	interface Window {
		/** Flickr's answers, each to the function its request named. */
		[ callback: FeedCallbackName ]:
			( ( feed: unknown ) => void ) | undefined;
	}
}

/**
 * A global callback name for one block's request, unique on the page.
 *
 * @param index The block's position among the page's photo feeds.
 * @param nonce Differs per page view (e.g. the time, base 36).
 */
export function callbackName( index: number, nonce: string ): FeedCallbackName {
	return `boudoirPhotoFeed_${ nonce.replace( /[^a-z0-9]/gi, '' ) }_${ index }`;
}

/**
 * A URL from the feed if it may be used: https, or on the page's own origin.
 *
 * @param value  The value.
 * @param origin The page's origin.
 */
function safeUrl( value: unknown, origin: string ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	try {
		const url = new URL( value );
		return url.protocol === 'https:' || url.origin === origin
			? url.href
			: '';
	} catch {
		return '';
	}
}

/**
 * The photos to show from a feed, at most `max`: items without a usable image or link
 * are skipped; an untitled photo is named by `untitled` with `%d` its number.
 *
 * @param feed     The feed (`{ items: [...] }`).
 * @param max      The most to show.
 * @param untitled The fallback alternative text, e.g. "Flickr photo %d".
 * @param origin   The page's origin.
 */
export function photosFrom(
	feed: unknown,
	max: number,
	untitled: string,
	origin: string
): Photo[] {
	const items = ( feed as { items?: unknown } | null )?.items;
	const photos: Photo[] = [];
	for ( const item of Array.isArray( items ) ? items : [] ) {
		const { title, link, media } = ( item ?? {} ) as FeedItem;
		const src = safeUrl( media?.m, origin );
		const href = safeUrl( link, origin );
		if ( photos.length >= max ) {
			break;
		}
		if ( src && href ) {
			photos.push( {
				src: squareImageUrl( src ),
				href,
				alt:
					( typeof title === 'string' &&
						title.replace( /\s+/g, ' ' ).trim() ) ||
					untitled.replace( '%d', String( photos.length + 1 ) ),
			} );
		}
	}
	return photos;
}
