/**
 * The photo feed block (docs/contract.md, Data "Photo feed item", Calls "Other calls"; issue 13): the
 * server's cached photos on the home page with no script, the spec's client request
 * (script tag, per-widget callback) when the server has none, and a failing request
 * that leaves nothing broken. Flickr is never reached: the dev site answers the server
 * from the recorded feed, and these tests answer the browser from it.
 */

/**
 * Internal dependencies
 */
import { storageStateOf } from '../environment';
import { test, expect, needsDevPlugin } from '../fixtures';
import { EditorPage } from './editor.page';
import {
	CLIENT_SCRIPT,
	FEED_REQUEST,
	HOME_MAX_PHOTOS,
	PhotoFeedPage,
	USER_ID,
	expectedPhotos,
} from './photo-feed.page';

test.describe( 'Photo feed', () => {
	test( 'the home page shows the feed’s square photos from the server, with no photo-feed script', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		needsDevPlugin( 'its recorded Flickr feed, which answers the server' );
		const feed = new PhotoFeedPage( page );
		const scripts: string[] = [];
		const flickr: string[] = [];
		page.on( 'request', ( request ) => {
			if ( CLIENT_SCRIPT.test( request.url() ) ) {
				scripts.push( request.url() );
			}
			if ( /flickr\.com/.test( request.url() ) ) {
				flickr.push( request.url() );
			}
		} );
		// Anything addressed to Flickr would be a bug here: the server answered.
		await page.route( /flickr\.com/, ( route ) => route.abort() );

		// The first view warms the cache (the dev site answers the server's fetch from the
		// fixture); the second is what most shoppers get.
		await feed.goto();
		await feed.goto();
		await page.waitForLoadState( 'load' );

		const expected = expectedPhotos( HOME_MAX_PHOTOS );
		await feed.expectImagesLoaded( HOME_MAX_PHOTOS );
		const shown = await feed.shownPhotos();
		expect( shown.map( ( photo ) => photo.alt ) ).toEqual(
			expected.map( ( photo ) => photo.alt )
		);
		expect( shown.map( ( photo ) => photo.href ) ).toEqual(
			expected.map( ( photo ) => photo.href )
		);
		// Square thumbnails: the dev site's local copies of Flickr's `_s` files.
		expect(
			shown.map( ( photo ) => new URL( photo.src ).pathname )
		).toEqual(
			expected.map(
				( photo ) =>
					`/wp-content/uploads/boudoir-photo-feed/${ photo.file }`
			)
		);
		for ( const { alt } of expected ) {
			await expect(
				feed.list.getByRole( 'link', { name: alt, exact: true } )
			).toBeVisible();
		}
		await expect( feed.profileLink ).toHaveAttribute(
			'href',
			`https://www.flickr.com/photos/${ USER_ID }/`
		);

		// A warm page loads no photo-feed JavaScript and asks Flickr nothing.
		expect( scripts ).toEqual( [] );
		await expect( page.locator( 'script[src*="photo-feed"]' ) ).toHaveCount(
			0
		);
		expect( flickr ).toEqual( [] );

		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-photo-feed' ],
		} );
	} );

	test( 'without server photos, the browser asks Flickr through a script tag with its own callback', async ( {
		page,
		expectNoAxeViolations,
	} ) => {
		const feed = new PhotoFeedPage( page );
		await feed.leaveFeedToBrowser();
		const requests = await feed.routeFeedToFixture();
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( CLIENT_SCRIPT.test( request.url() ) ) {
				scripts.push( request.url() );
			}
		} );

		await feed.goto();

		const expected = expectedPhotos( HOME_MAX_PHOTOS );
		await feed.expectImagesLoaded( HOME_MAX_PHOTOS );
		expect( scripts ).toHaveLength( 1 );
		// One request, as the spec has it: user id, json format, a per-widget callback.
		expect( requests ).toHaveLength( 1 );
		const [ request ] = requests;
		expect( request.searchParams.get( 'id' ) ).toBe( USER_ID );
		expect( request.searchParams.get( 'format' ) ).toBe( 'json' );
		const callback = request.searchParams.get( 'jsoncallback' ) ?? '';
		expect( callback ).toMatch( /^boudoirPhotoFeed_[a-z0-9]+_0$/ );

		const shown = await feed.shownPhotos();
		expect( shown.map( ( photo ) => photo.alt ) ).toEqual(
			expected.map( ( photo ) => photo.alt )
		);
		expect( shown.map( ( photo ) => photo.href ) ).toEqual(
			expected.map( ( photo ) => photo.href )
		);
		// Flickr's own square thumbnails (routed to the local copies).
		expect( shown.map( ( photo ) => photo.src ) ).toEqual(
			expected.map(
				( photo ) =>
					`https://live.staticflickr.com/65535/${ photo.file }`
			)
		);
		// The callback and its script tag are gone once used.
		expect(
			await page.evaluate( ( name ) => name in window, callback )
		).toBe( false );
		await expect(
			page.locator( 'script[src*="photos_public.gne"]' )
		).toHaveCount( 0 );

		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-photo-feed' ],
		} );
	} );

	test( 'a failing client request leaves nothing broken: no photos, the link to Flickr stays', async ( {
		page,
		consoleErrors,
		expectNoAxeViolations,
	} ) => {
		consoleErrors.allow(
			/Failed to load resource/,
			'The test makes Flickr’s feed fail on purpose; the browser reports the failed script.',
			FEED_REQUEST
		);
		const feed = new PhotoFeedPage( page );
		await feed.leaveFeedToBrowser();
		let asked = 0;
		await page.route( FEED_REQUEST, async ( route ) => {
			asked++;
			await route.abort( 'connectionfailed' );
		} );

		await feed.goto();
		await expect.poll( () => asked ).toBe( 1 );
		await expect(
			page.locator( 'script[src*="photos_public.gne"]' )
		).toHaveCount( 0 );

		await expect( feed.list ).toBeHidden();
		await expect( feed.photoLinks ).toHaveCount( 0 );
		await expect( feed.profileLink ).toBeVisible();
		await expect( feed.profileLink ).toHaveAttribute(
			'href',
			`https://www.flickr.com/photos/${ USER_ID }/`
		);
		// The page around it still works: the section's heading and the page's other
		// sections are there, and no error reached the console (the guard checks).
		await expect( feed.section ).toBeVisible();
		await expectNoAxeViolations( page, {
			include: [ '.wp-block-boudoir-photo-feed' ],
		} );
	} );
} );

test.describe( 'Photo feed in the block editor', () => {
	test.use( {
		storageState: storageStateOf( 'admin' ),
		// Known WordPress core noise of an offline site (as in editor.spec.ts); nothing of Boudoir's.
		allowedConsoleErrors: {
			'The lane runs offline: WordPress core’s welcome guide loads its illustrations from s.w.org before the test dismisses it.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/s\.w\.org\//,
				},
			'The lane runs offline: WordPress core’s admin bar (in wp-admin too) shows the user’s avatar from gravatar.com.':
				{
					pattern:
						/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/,
					url: /^https:\/\/\d\.gravatar\.com\/avatar\//,
				},
			'The inserter’s search also asks the Block Directory (api.wordpress.org); the offline site blocks outgoing HTTP (WP_HTTP_BLOCK_EXTERNAL), so core answers 500.':
				{
					pattern:
						/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
					url: /\/wp-json\/wp\/v2\/block-directory\/search\?/,
				},
		},
	} );

	test( 'an admin inserts the block, is told what id to enter, and previews the photos', async ( {
		page,
	} ) => {
		needsDevPlugin( 'its recorded Flickr feed, which answers the server' );
		const editor = new EditorPage( page );
		await editor.createNewPage();
		await editor.insertBlock( 'Photo Feed' );
		await expect(
			editor.canvas.getByText(
				'Enter a Flickr user id in the block’s settings to show that user’s latest photos.'
			)
		).toBeVisible();

		await editor.openBlockSettings();
		const userId = editor.settings.getByRole( 'textbox', {
			name: 'Flickr user id',
		} );
		await userId.fill( 'boudoir' );
		await expect( userId ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( userId ).toHaveAccessibleDescription(
			/This is not a Flickr user id/
		);

		await userId.fill( USER_ID );
		await expect( userId ).toHaveAttribute( 'aria-invalid', 'false' );
		await editor.settings
			.getByRole( 'spinbutton', { name: 'Photos to show' } )
			.fill( '4' );
		// The site's own rendering (the dev site answers the server from the recorded feed).
		const expected = expectedPhotos( 4 );
		const images = editor.canvas.locator(
			'.wp-block-boudoir-photo-feed li img'
		);
		await expect( images ).toHaveCount( 4 );
		await expect( images.first() ).toHaveAttribute(
			'alt',
			expected[ 0 ].alt
		);
		await expect( images.nth( 3 ) ).toHaveAttribute(
			'alt',
			expected[ 3 ].alt
		);
	} );
} );
