/**
 * The home page's "From the photo feed" section as a shopper sees it, and the Flickr
 * requests a test answers for the browser (the recorded feed, never the network).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BASE_URL, REPO } from '../environment';

/** One item of Flickr's public feed, as the fixture records it. */
export type FeedItem = {
	title: string;
	link: string;
	media: { m: string };
	author_id: string;
};

/** The recorded feed (bin/wp/seed/photo-feed/feed.json), which the dev site serves too. */
export const FEED = JSON.parse(
	fs.readFileSync(
		path.join( REPO, 'bin/wp/seed/photo-feed/feed.json' ),
		'utf8'
	)
) as { items: FeedItem[] };

/** The demo user, whose feed the fixture records. */
export const USER_ID = FEED.items[ 0 ].author_id;

/** The home page block's count (bin/wp/seed/lib/site.php). */
export const HOME_MAX_PHOTOS = 6;

/**
 * The alternative text of an untitled photo (render.php, view.ts).
 *
 * @param number The photo's number in the list.
 */
export const untitledAlt = ( number: number ) => `Flickr photo ${ number }`;

/** The spec's client request: Flickr's feed, asked through a script tag. */
export const FEED_REQUEST =
	/^https:\/\/www\.flickr\.com\/services\/feeds\/photos_public\.gne\?/;

/** Flickr's image host, as the fixture names it. */
export const FLICKR_IMAGES = /^https:\/\/live\.staticflickr\.com\//;

/** The client script (build/scripts/photo-feed.js), loaded only when the server had no photos. */
export const CLIENT_SCRIPT = /\/build\/scripts\/photo-feed\.js(\?|$)/;

/** The dev site's cookie that leaves the feed to the browser (bin/wp/boudoir-dev.php). */
export const CLIENT_COOKIE = 'boudoir_test_photo_feed';

/**
 * The photos the shopper should see from the fixture: alternative text and photo page.
 *
 * @param max How many.
 */
export function expectedPhotos( max: number ) {
	return FEED.items.slice( 0, max ).map( ( item, index ) => ( {
		alt: item.title || untitledAlt( index + 1 ),
		href: item.link,
		// The square thumbnail's file name: `_m` swapped for `_s` before the extension.
		file: path.basename( item.media.m ).replace( /_m\.jpg$/, '_s.jpg' ),
	} ) );
}

export class PhotoFeedPage {
	/** The home page's section, by its heading. */
	readonly section: Locator;
	/** The block inside it. */
	readonly block: Locator;
	/** The photos' list (hidden while empty). */
	readonly list: Locator;
	/** Each photo's link, named by its image's alternative text. */
	readonly photoLinks: Locator;
	/** The link to the user's photos on Flickr. */
	readonly profileLink: Locator;

	constructor( readonly page: Page ) {
		this.section = page.locator( 'section' ).filter( {
			has: page.getByRole( 'heading', {
				name: 'From the photo feed',
			} ),
		} );
		this.block = this.section.locator( '.wp-block-boudoir-photo-feed' );
		this.list = this.block.getByRole( 'list' );
		this.photoLinks = this.list.getByRole( 'listitem' ).getByRole( 'link' );
		this.profileLink = this.block.getByRole( 'link', {
			name: 'See more photos on Flickr',
		} );
	}

	/**
	 * Makes the server leave the feed to the browser, for this context's requests.
	 */
	async leaveFeedToBrowser(): Promise< void > {
		await this.page
			.context()
			.addCookies( [
				{ name: CLIENT_COOKIE, value: 'client', url: BASE_URL },
			] );
	}

	/**
	 * Answers the browser's feed request with the fixture, wrapped in the callback it
	 * names (JSONP), and Flickr's images with the demo's local copies.
	 *
	 * @return The feed requests' URLs, as they arrive.
	 */
	async routeFeedToFixture(): Promise< URL[] > {
		const requests: URL[] = [];
		await this.page.route( FEED_REQUEST, async ( route: Route ) => {
			const url = new URL( route.request().url() );
			requests.push( url );
			await route.fulfill( {
				contentType: 'application/javascript; charset=utf-8',
				body: `${ url.searchParams.get( 'jsoncallback' ) }(${ JSON.stringify( FEED ) });`,
			} );
		} );
		await this.page.route( FLICKR_IMAGES, async ( route: Route ) => {
			const file = path.basename(
				new URL( route.request().url() ).pathname
			);
			const response = await this.page.request.get(
				`/wp-content/uploads/boudoir-photo-feed/${ file }`
			);
			await route.fulfill( { response } );
		} );
		return requests;
	}

	/**
	 * Opens the home page and brings the section into view (its images load lazily).
	 */
	async goto(): Promise< void > {
		await this.page.goto( '/' );
		await this.section.scrollIntoViewIfNeeded();
	}

	/** The photos as shown: alternative text, link, image file name, and whether the image loaded. */
	async shownPhotos() {
		return this.photoLinks.evaluateAll( ( links ) =>
			links.map( ( link ) => {
				const image = link.querySelector( 'img' );
				return {
					alt: image?.getAttribute( 'alt' ) ?? '',
					href: link.getAttribute( 'href' ) ?? '',
					src: image?.src ?? '',
					loaded:
						!! image && image.complete && image.naturalWidth === 75,
				};
			} )
		);
	}

	/**
	 * Waits until every photo's image has loaded (they are lazy).
	 *
	 * @param count How many photos.
	 */
	async expectImagesLoaded( count: number ): Promise< void > {
		await expect( this.photoLinks ).toHaveCount( count );
		for ( const link of await this.photoLinks.all() ) {
			await link.scrollIntoViewIfNeeded();
		}
		await expect
			.poll( async () =>
				( await this.shownPhotos() ).every( ( photo ) => photo.loaded )
			)
			.toBe( true );
	}
}
