/**
 * Internal dependencies
 */
import {
	DEFAULT_HEADER_HEIGHT,
	headerHeight,
	measureParts,
	totalOffset,
} from '../offset';

const NONE = { adminBar: 0, topBar: 0, header: 0, custom: 0 };

/**
 * Adds markup to the page, giving each element with data-test-height that offsetHeight
 * (jsdom lays nothing out).
 *
 * @param html Markup.
 */
function page( html: string ): void {
	document.body.innerHTML = html;
	document
		.querySelectorAll< HTMLElement >( '[data-test-height]' )
		.forEach( ( element ) =>
			Object.defineProperty( element, 'offsetHeight', {
				configurable: true,
				value: Number( element.dataset.testHeight ),
			} )
		);
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'headerHeight', () => {
	it( 'reads the sticky header’s data height', () => {
		expect( headerHeight( '80' ) ).toBe( 80 );
		expect( headerHeight( '72.5' ) ).toBe( 72.5 );
	} );

	it( 'is 54 (docs/contract.md, Figures) without a height, or with one that is not a positive number', () => {
		expect( DEFAULT_HEADER_HEIGHT ).toBe( 54 );
		for ( const value of [
			undefined,
			null,
			'',
			' ',
			'tall',
			'0',
			'-10',
		] ) {
			expect( headerHeight( value ) ).toBe( 54 );
		}
	} );
} );

describe( 'totalOffset', () => {
	it( 'is 0 with nothing sticky and no custom offset', () => {
		expect( totalOffset( NONE ) ).toBe( 0 );
	} );

	it.each( [
		[ 'the admin bar', { adminBar: 32 }, 32 ],
		[ 'a sticky top bar', { topBar: 40 }, 40 ],
		[ 'a sticky header', { header: 54 }, 54 ],
		[ 'the custom offset', { custom: 15 }, 15 ],
	] )( 'counts %s', ( _label, part, expected ) => {
		expect( totalOffset( { ...NONE, ...part } ) ).toBe( expected );
	} );

	it( 'adds every source, in whole pixels', () => {
		expect(
			totalOffset( {
				adminBar: 32,
				topBar: 40.4,
				header: 80,
				custom: 10,
			} )
		).toBe( 162 );
	} );

	it( 'ignores negative or broken parts', () => {
		expect(
			totalOffset( {
				adminBar: -5,
				topBar: NaN,
				header: 54,
				custom: -20,
			} )
		).toBe( 54 );
	} );
} );

describe( 'measureParts', () => {
	it( 'finds nothing on a plain page', () => {
		page( '<header>Boudoir</header>' );

		expect( measureParts( document, 0 ) ).toEqual( NONE );
	} );

	it( 'counts the admin bar only while it is fixed', () => {
		page( '<div id="wpadminbar" data-test-height="46"></div>' );
		const bar = document.getElementById( 'wpadminbar' ) as HTMLElement;

		bar.style.position = 'fixed';
		expect( measureParts( document, 0 ).adminBar ).toBe( 46 );

		// WordPress lets it scroll away on phones.
		bar.style.position = 'absolute';
		expect( measureParts( document, 0 ).adminBar ).toBe( 0 );
	} );

	it( 'counts the top bar only when it is sticky', () => {
		page( '<div class="boudoir-top-bar" data-test-height="40"></div>' );
		expect( measureParts( document, 0 ).topBar ).toBe( 0 );

		document
			.querySelector( '.boudoir-top-bar' )
			?.classList.add( 'is-sticky' );
		expect( measureParts( document, 0 ).topBar ).toBe( 40 );
	} );

	it( 'counts a sticky header at its data height, or 54', () => {
		page(
			'<header class="boudoir-sticky-header" data-height="88" data-test-height="120"></header>'
		);
		expect( measureParts( document, 0 ).header ).toBe( 88 );

		page(
			'<header class="boudoir-sticky-header" data-test-height="120"></header>'
		);
		expect( measureParts( document, 0 ).header ).toBe( 54 );
	} );

	it( 'passes the custom offset, never negative', () => {
		page( '' );
		expect( measureParts( document, 25 ).custom ).toBe( 25 );
		expect( measureParts( document, -25 ).custom ).toBe( 0 );
	} );
} );
