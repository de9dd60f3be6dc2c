/**
 * Internal dependencies
 */
import feed from '../../../bin/wp/seed/photo-feed/feed.json';
import { callbackName, photosFrom, squareImageUrl } from '../feed';

const ORIGIN = 'http://localhost:8888';

describe( 'squareImageUrl', () => {
	it( 'swaps the small-thumbnail suffix right before the extension for the square one', () => {
		expect(
			squareImageUrl(
				'https://live.staticflickr.com/65535/53201234501_4f1c2a9b0e_m.jpg'
			)
		).toBe(
			'https://live.staticflickr.com/65535/53201234501_4f1c2a9b0e_s.jpg'
		);
		expect(
			squareImageUrl( 'https://farm1.staticflickr.com/x_m/1_m_ab_m.PNG' )
		).toBe( 'https://farm1.staticflickr.com/x_m/1_m_ab_s.PNG' );
		expect(
			squareImageUrl( 'https://live.staticflickr.com/1_ab_m.jpg?v=2' )
		).toBe( 'https://live.staticflickr.com/1_ab_s.jpg?v=2' );
	} );

	it( 'leaves other sizes and names as they are', () => {
		for ( const url of [
			'https://live.staticflickr.com/1_ab_b.jpg',
			'https://live.staticflickr.com/1_ab.jpg',
			'https://live.staticflickr.com/1_ab_m',
			'https://live.staticflickr.com/1_ab_mm.jpg',
		] ) {
			expect( squareImageUrl( url ) ).toBe( url );
		}
	} );
} );

describe( 'callbackName', () => {
	it( 'is a JavaScript identifier, different per block and per page view', () => {
		const names = [
			callbackName( 0, 'lz3k9x' ),
			callbackName( 1, 'lz3k9x' ),
			callbackName( 0, 'lz3k9y' ),
		];
		expect( names[ 0 ] ).toBe( 'boudoirPhotoFeed_lz3k9x_0' );
		expect( new Set( names ).size ).toBe( 3 );
		expect( callbackName( 2, 'a.b-c"d' ) ).toBe(
			'boudoirPhotoFeed_abcd_2'
		);
		for ( const name of names ) {
			expect( name ).toMatch( /^[A-Za-z_$][\w$]*$/ );
		}
	} );
} );

describe( 'photosFrom', () => {
	it( 'maps the recorded feed to square thumbnails, links and titles, up to the count', () => {
		const photos = photosFrom( feed, 6, 'Flickr photo %d', ORIGIN );
		expect( photos ).toHaveLength( 6 );
		expect( photos[ 0 ] ).toEqual( {
			src: 'https://live.staticflickr.com/65535/53201234501_4f1c2a9b0e_s.jpg',
			href: 'https://www.flickr.com/photos/52617384@N05/53201234501/',
			alt: 'Ivory silk on the rail',
		} );
		expect( photos.map( ( photo ) => photo.alt ) ).toEqual( [
			...feed.items.slice( 0, 3 ).map( ( item ) => item.title ),
			// The fixture's fourth photo has no title.
			'Flickr photo 4',
			...feed.items.slice( 4, 6 ).map( ( item ) => item.title ),
		] );
		expect( photosFrom( feed, 20, '', ORIGIN ) ).toHaveLength( 8 );
	} );

	it( 'skips items without a usable image or link', () => {
		const good = {
			title: 'Lace',
			link: 'https://www.flickr.com/photos/x/1/',
			media: { m: 'https://live.staticflickr.com/1_a_m.jpg' },
		};
		const photos = photosFrom(
			{
				items: [
					null,
					'item',
					{ ...good, media: null },
					{ ...good, media: { m: 42 } },
					{ ...good, media: { m: 'http://example.com/2_m.jpg' } },
					{ ...good, link: 'javascript:alert(1)' },
					{ ...good, link: 'not a url' },
					{ ...good, title: '  Silk \n robe ' },
					{ ...good, media: { m: `${ ORIGIN }/uploads/3_m.jpg` } },
					{ ...good, title: 7 },
				],
			},
			20,
			'Photo %d',
			ORIGIN
		);
		expect( photos ).toEqual( [
			{
				src: 'https://live.staticflickr.com/1_a_s.jpg',
				href: good.link,
				alt: 'Silk robe',
			},
			{
				src: `${ ORIGIN }/uploads/3_s.jpg`,
				href: good.link,
				alt: 'Lace',
			},
			{
				src: 'https://live.staticflickr.com/1_a_s.jpg',
				href: good.link,
				alt: 'Photo 3',
			},
		] );
	} );

	it( 'gives nothing for anything that is not a feed', () => {
		for ( const data of [
			undefined,
			null,
			'feed',
			{ items: 'none' },
			{},
		] ) {
			expect( photosFrom( data, 6, '', ORIGIN ) ).toEqual( [] );
		}
	} );
} );
