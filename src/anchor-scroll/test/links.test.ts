/**
 * Internal dependencies
 */
import { inPageTarget, isDisabledPage, isModifiedClick } from '../links';

// jsdom's page: http://localhost/ (jest's default testEnvironmentOptions.url).
const here = () => window.location;

function link( html: string ): HTMLAnchorElement {
	document.body.innerHTML = html;
	const found = document.querySelector< HTMLAnchorElement >( '[data-link]' );
	if ( ! found ) {
		throw new Error( 'no [data-link] in the markup' );
	}
	return found;
}

afterEach( () => {
	document.body.innerHTML = '';
	document.body.className = '';
} );

describe( 'inPageTarget', () => {
	it( 'takes a #id link', () => {
		expect(
			inPageTarget(
				link( '<a data-link href="#fit-guide">Fit</a>' ),
				here()
			)
		).toBe( 'fit-guide' );
	} );

	it( 'takes this page’s own address with a hash', () => {
		const url = `${ here().origin }${ here().pathname }#care`;
		expect(
			inPageTarget(
				link( `<a data-link href="${ url }">Care</a>` ),
				here()
			)
		).toBe( 'care' );
	} );

	it( 'decodes the id', () => {
		expect(
			inPageTarget(
				link( '<a data-link href="#taille-%C3%A9t%C3%A9">Taille</a>' ),
				here()
			)
		).toBe( 'taille-été' );
	} );

	it.each( [
		[ 'a bare #', '<a data-link href="#">Top</a>' ],
		[ 'no href', '<a data-link>Name</a>' ],
		[ 'no hash', '<a data-link href="/">Home</a>' ],
		[ 'another page', '<a data-link href="/shop/#new-in">Shop</a>' ],
		[
			'another query',
			'<a data-link href="?orderby=price#new-in">Sorted</a>',
		],
		[
			'another site',
			'<a data-link href="https://example.com/#care">Elsewhere</a>',
		],
		[
			'a new window',
			'<a data-link href="#care" target="_blank">Care</a>',
		],
		[ 'a download', '<a data-link href="#care" download>Care</a>' ],
		[
			'a go-top link (the scroll-to-top block’s)',
			'<a data-link href="#go-top">Top</a>',
		],
		[
			'a modal opener (OceanWP)',
			'<a data-link class="omw-open-modal" href="#size-chart">Sizes</a>',
		],
		[
			'a link inside a modal opener',
			'<div class="omw-open-modal"><p><span><a data-link href="#size-chart">Sizes</a></span></p></div>',
		],
		[
			'a link in an OceanWP popup link',
			'<span class="opl-link"><a data-link href="#popup">Popup</a></span>',
		],
		[
			'Boudoir’s modal opener',
			'<a data-link class="boudoir-open-modal" href="#size-chart">Sizes</a>',
		],
		[
			'a dialog opener',
			'<a data-link aria-haspopup="dialog" href="#size-chart">Sizes</a>',
		],
		[
			'a link acting as a button',
			'<a data-link role="button" href="#menu">Menu</a>',
		],
		[ 'a tab', '<a data-link role="tab" href="#tab-reviews">Reviews</a>' ],
	] )( 'leaves %s alone', ( _label, html ) => {
		expect( inPageTarget( link( html ), here() ) ).toBeNull();
	} );

	it( 'takes a link whose aria-haspopup is false', () => {
		expect(
			inPageTarget(
				link(
					'<a data-link aria-haspopup="false" href="#care">Care</a>'
				),
				here()
			)
		).toBe( 'care' );
	} );

	it( 'leaves a broken escape alone', () => {
		expect(
			inPageTarget(
				link( '<a data-link href="#%E0%A4%A">Broken</a>' ),
				here()
			)
		).toBeNull();
	} );
} );

describe( 'isDisabledPage', () => {
	it( 'runs on ordinary pages', () => {
		document.body.className = 'home page-template-default';
		expect( isDisabledPage( document.body ) ).toBe( false );
	} );

	it.each( [
		'single-product',
		'no-local-scroll',
		'boudoir-no-local-scroll',
	] )( 'is off on a page with the %s body class', ( name ) => {
		document.body.className = `page ${ name }`;
		expect( isDisabledPage( document.body ) ).toBe( true );
	} );
} );

describe( 'isModifiedClick', () => {
	it( 'is false for a plain primary click (and for Enter on a link)', () => {
		expect(
			isModifiedClick( new MouseEvent( 'click', { button: 0 } ) )
		).toBe( false );
	} );

	it.each( [ 'metaKey', 'ctrlKey', 'shiftKey', 'altKey' ] )(
		'is true with %s',
		( key ) => {
			expect(
				isModifiedClick( new MouseEvent( 'click', { [ key ]: true } ) )
			).toBe( true );
		}
	);

	it( 'is true for another button', () => {
		expect(
			isModifiedClick( new MouseEvent( 'click', { button: 1 } ) )
		).toBe( true );
	} );
} );
