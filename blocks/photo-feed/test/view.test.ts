/// <reference types="@testing-library/jest-dom" />
/**
 * Internal dependencies
 */
import feed from '../../../bin/wp/seed/photo-feed/feed.json';
import { PENDING_SELECTOR, TIMEOUT, requestAll, requestFeed } from '../view';

const FEED =
	'https://www.flickr.com/services/feeds/photos_public.gne?id=52617384%40N05&format=json';

/**
 * Prints the block as render.php does when the server has no photos.
 *
 * @param max How many photos.
 */
function printBlock( max = 6 ): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = 'wp-block-boudoir-photo-feed';
	Object.assign( root.dataset, {
		feed: FEED,
		max: String( max ),
		untitled: 'Flickr photo %d',
	} );
	root.append(
		Object.assign( document.createElement( 'ul' ), { hidden: true } ),
		Object.assign( document.createElement( 'a' ), {
			href: 'https://www.flickr.com/photos/52617384@N05/',
			textContent: 'See more photos on Flickr',
		} )
	);
	document.body.append( root );
	return root;
}

/** The request's script tag. */
function requestScript(): HTMLScriptElement {
	const script = document.querySelector< HTMLScriptElement >(
		'script[src*="photos_public.gne"]'
	);
	if ( ! script ) {
		throw new Error( 'No request' );
	}
	return script;
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.replaceChildren();
} );

describe( 'requestFeed', () => {
	it( 'asks through a script tag with its own callback, then builds the photos', () => {
		const root = printBlock( 6 );
		requestFeed( root, 1, 'abc' );
		const script = requestScript();
		expect( script.src ).toBe(
			`${ FEED }&jsoncallback=boudoirPhotoFeed_abc_1`
		);
		expect( typeof window.boudoirPhotoFeed_abc_1 ).toBe( 'function' );

		window.boudoirPhotoFeed_abc_1?.( feed );

		const list = root.querySelector( 'ul' )!;
		expect( list ).toBeVisible();
		const images = [ ...list.querySelectorAll( 'li > a > img' ) ];
		expect( images ).toHaveLength( 6 );
		expect( images[ 0 ] ).toHaveAttribute(
			'src',
			'https://live.staticflickr.com/65535/53201234501_4f1c2a9b0e_s.jpg'
		);
		expect( images[ 0 ] ).toHaveAttribute(
			'alt',
			'Ivory silk on the rail'
		);
		expect( images[ 3 ] ).toHaveAttribute( 'alt', 'Flickr photo 4' );
		expect( images[ 0 ].parentElement ).toHaveAttribute(
			'href',
			'https://www.flickr.com/photos/52617384@N05/53201234501/'
		);
		// Used once: the script and the callback are gone, the block is no longer pending.
		expect( script.isConnected ).toBe( false );
		expect( 'boudoirPhotoFeed_abc_1' in window ).toBe( false );
		expect( root.matches( PENDING_SELECTOR ) ).toBe( false );
	} );

	it( 'builds titles as text, never as markup', () => {
		const root = printBlock( 1 );
		requestFeed( root, 0, 'x' );
		window.boudoirPhotoFeed_x_0?.( {
			items: [
				{
					...feed.items[ 0 ],
					title: '<img src=x onerror=alert(1)>',
				},
			],
		} );
		expect( root.querySelectorAll( 'img' ) ).toHaveLength( 1 );
		expect( root.querySelector( 'img' ) ).toHaveAttribute(
			'alt',
			'<img src=x onerror=alert(1)>'
		);
	} );

	it( 'leaves the list hidden and the profile link in place when the request fails', () => {
		const root = printBlock();
		requestFeed( root, 0, 'err' );
		const script = requestScript();
		script.dispatchEvent( new Event( 'error' ) );
		expect( root.querySelector( 'ul' ) ).not.toBeVisible();
		expect( root.querySelector( 'ul' )?.children ).toHaveLength( 0 );
		expect( root.querySelector( 'a' ) ).toHaveTextContent(
			'See more photos on Flickr'
		);
		expect( script.isConnected ).toBe( false );
	} );

	it( 'gives up quietly after the time-out; a late answer finds a callback that changes nothing', () => {
		const root = printBlock();
		requestFeed( root, 0, 'slow' );
		jest.advanceTimersByTime( TIMEOUT );
		expect(
			document.querySelector( 'script[src*="photos_public.gne"]' )
		).toBeNull();
		expect( () => window.boudoirPhotoFeed_slow_0?.( feed ) ).not.toThrow();
		expect( root.querySelector( 'ul' )?.children ).toHaveLength( 0 );
		expect( 'boudoirPhotoFeed_slow_0' in window ).toBe( false );
	} );

	it( 'keeps the list hidden when the feed has no usable photo', () => {
		const root = printBlock();
		requestFeed( root, 0, 'none' );
		window.boudoirPhotoFeed_none_0?.( { items: [] } );
		expect( root.querySelector( 'ul' ) ).not.toBeVisible();
	} );
} );

describe( 'requestAll', () => {
	it( 'asks once for each pending block, each with its own callback', () => {
		printBlock();
		printBlock();
		const served = document.createElement( 'div' );
		served.className = 'wp-block-boudoir-photo-feed';
		document.body.append( served );
		requestAll();
		const sources = [
			...document.querySelectorAll< HTMLScriptElement >(
				'script[src*="photos_public.gne"]'
			),
		].map( ( script ) =>
			new URL( script.src ).searchParams.get( 'jsoncallback' )
		);
		expect( sources ).toHaveLength( 2 );
		expect( new Set( sources ).size ).toBe( 2 );
	} );
} );
