/**
 * Internal dependencies
 */
import {
	galleryLinks,
	inlineTarget,
	isCropped,
	modeOf,
	slideOf,
	slidesFor,
} from '../items';

function page( html: string ): void {
	document.body.innerHTML = html;
}

const link = ( selector: string ) =>
	document.querySelector< HTMLAnchorElement >( selector )!;

describe( 'galleryLinks and slidesFor', () => {
	it( 'open a gallery’s marked links together, in page order', () => {
		page( `<figure class="wp-block-gallery" data-boudoir-lightbox-gallery>
			<a id="a" data-boudoir-lightbox="image" href="/a.jpg"><img alt="A"></a>
			<a id="x" href="/shop/">Not marked</a>
			<a id="b" data-boudoir-lightbox="image" href="/b.jpg"><img alt="B"></a>
		</figure>
		<a id="alone" data-boudoir-lightbox="image" href="/c.jpg">C</a>` );
		expect( galleryLinks( link( '#b' ) ).map( ( l ) => l.id ) ).toEqual( [
			'a',
			'b',
		] );
		expect( galleryLinks( link( '#alone' ) ).map( ( l ) => l.id ) ).toEqual(
			[ 'alone' ]
		);
		const { slides, index } = slidesFor( link( '#b' ) );
		expect( index ).toBe( 1 );
		expect( slides.map( ( slide ) => slide.label ) ).toEqual( [
			'A',
			'B',
		] );
	} );

	it( 'takes the outermost gallery (a lightbox block around a gallery block) and leaves hidden parts out', () => {
		page( `<div data-boudoir-lightbox-gallery>
			<figure data-boudoir-lightbox-gallery><a id="a" data-boudoir-lightbox="image" href="/a.jpg">A</a></figure>
			<a id="notes" data-boudoir-lightbox="inline" href="#notes-box">Notes</a>
			<div id="notes-box" class="boudoir-lightbox-hidden"><a id="hidden" data-boudoir-lightbox="ajax" href="/care/">Care</a></div>
			<div hidden><a id="hidden2" data-boudoir-lightbox="image" href="/d.jpg">D</a></div>
		</div>` );
		expect( galleryLinks( link( '#a' ) ).map( ( l ) => l.id ) ).toEqual( [
			'a',
			'notes',
		] );
		// A hidden link still opens itself.
		expect(
			galleryLinks( link( '#hidden' ) ).map( ( l ) => l.id )
		).toEqual( [ 'a', 'notes', 'hidden' ] );
	} );

	it( 'groups the product gallery', () => {
		page( `<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper">
			<div class="woocommerce-product-gallery__image"><a id="a" data-boudoir-lightbox="image" href="/a.webp"><img alt="Front"></a></div>
			<div class="woocommerce-product-gallery__image"><a id="b" data-boudoir-lightbox="image" href="/b.webp"><img alt="Back"></a></div>
		</div></div>` );
		expect( galleryLinks( link( '#b' ) ) ).toHaveLength( 2 );
	} );
} );

describe( 'modeOf', () => {
	it( 'reads the server’s mark; an unknown one shows as a picture', () => {
		page( `<a id="i" data-boudoir-lightbox="inline" href="#x">x</a>
			<a id="v" data-boudoir-lightbox="video" href="/clip.mp4">v</a>
			<a id="a" data-boudoir-lightbox="ajax" href="/care/">a</a>
			<a id="w" data-boudoir-lightbox="nonsense" href="/photo.webp">w</a>` );
		expect( modeOf( link( '#i' ) ) ).toBe( 'inline' );
		expect( modeOf( link( '#v' ) ) ).toBe( 'video' );
		expect( modeOf( link( '#a' ) ) ).toBe( 'ajax' );
		expect( modeOf( link( '#w' ) ) ).toBe( 'image' );
	} );
} );

describe( 'slideOf', () => {
	it( 'takes the server’s size, the thumbnail and the alt text', () => {
		page(
			`<a id="a" data-boudoir-lightbox="image" data-pswp-width="1200" data-pswp-height="900" href="/a.jpg"><img src="/a-300x225.webp" alt="A robe"></a>`
		);
		expect( slideOf( link( '#a' ) ) ).toMatchObject( {
			mode: 'image',
			type: 'image',
			src: 'http://localhost/a.jpg',
			width: 1200,
			height: 900,
			alt: 'A robe',
			label: 'A robe',
			msrc: 'http://localhost/a-300x225.webp',
		} );
	} );

	it( 'prefers WooCommerce’s size when it is for the link’s present address (a variation’s image)', () => {
		page( `<a id="a" data-boudoir-lightbox="image" data-pswp-width="800" data-pswp-height="1000" href="/variation.webp">
			<img alt="Noir" data-large_image="/variation.webp" data-large_image_width="600" data-large_image_height="600"></a>` );
		expect( slideOf( link( '#a' ) ) ).toMatchObject( {
			width: 600,
			height: 600,
		} );
		link( '#a' ).querySelector( 'img' )!.dataset.large_image = '/old.webp';
		expect( slideOf( link( '#a' ) ) ).toMatchObject( {
			width: 800,
			height: 1000,
		} );
	} );

	it( 'leaves an unknown size at 0 and names other slides by their text', () => {
		page(
			`<a id="a" data-boudoir-lightbox="ajax" href="/silk-care/"> How to care for silk </a>`
		);
		expect( slideOf( link( '#a' ) ) ).toMatchObject( {
			mode: 'ajax',
			width: 0,
			height: 0,
			label: 'How to care for silk',
			src: 'http://localhost/silk-care/',
		} );
	} );
} );

describe( 'isCropped', () => {
	function thumbnail( width: number, height: number ): Element {
		const image = document.createElement( 'img' );
		image.getBoundingClientRect = () => ( { width, height } ) as DOMRect;
		return image;
	}

	it( 'compares the thumbnail’s shape with the image’s', () => {
		expect( isCropped( thumbnail( 100, 100 ), 800, 1000 ) ).toBe( true );
		expect( isCropped( thumbnail( 240, 300 ), 800, 1000 ) ).toBe( false );
		expect( isCropped( null, 800, 1000 ) ).toBe( false );
		expect( isCropped( thumbnail( 100, 100 ), 0, 0 ) ).toBe( false );
	} );
} );

describe( 'inlineTarget', () => {
	it( 'decodes the fragment', () => {
		page( `<a id="a" href="#size%20notes">x</a><a id="b" href="#">y</a>` );
		expect( inlineTarget( link( '#a' ) ) ).toBe( 'size notes' );
		expect( inlineTarget( link( '#b' ) ) ).toBe( '' );
	} );
} );
