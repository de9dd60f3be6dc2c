/**
 * Internal dependencies
 */
import {
	ANIMATION_MS,
	PRELOAD,
	closesOnContentClick,
	photoSwipeOptions,
} from '../lightbox';
import type { LightboxConfig } from '../config';

// PhotoSwipe ships as ES modules only; these tests need none of it.
jest.mock( 'photoswipe/lightbox', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const config: LightboxConfig = {
	script: '/lightbox.js',
	style: '/lightbox.css',
	closeOnContentClick: false,
	strings: {
		close: 'Close (Esc)',
		previous: 'Previous (Left arrow key)',
		next: 'Next (Right arrow key)',
		counter: '%curr% of %total%',
		zoom: 'Zoom',
		notFound: 'Content not found',
		ajaxError: 'The content could not be loaded.',
		imageError: 'The image could not be loaded.',
	},
};

describe( 'photoSwipeOptions', () => {
	it( 'follows docs/contract.md, Figures: zoom 300 ms, loop, preload 0 behind and 2 ahead, the words of docs/contract.md, Messages', () => {
		expect( ANIMATION_MS ).toBe( 300 );
		expect( photoSwipeOptions( config, false, false ) ).toMatchObject( {
			loop: true,
			preload: [ 0, 2 ],
			showHideAnimationType: 'zoom',
			showAnimationDuration: 300,
			hideAnimationDuration: 300,
			bgClickAction: 'close',
			escKey: true,
			arrowKeys: true,
			closeTitle: 'Close (Esc)',
			arrowPrevTitle: 'Previous (Left arrow key)',
			arrowNextTitle: 'Next (Right arrow key)',
			errorMsg: 'The image could not be loaded.',
		} );
		expect( PRELOAD ).toEqual( [ 0, 2 ] );
	} );

	it( 'closes on a content click only when asked', () => {
		expect( photoSwipeOptions( config, false, false ) ).toMatchObject( {
			imageClickAction: 'zoom',
			clickToCloseNonZoomable: false,
		} );
		expect( photoSwipeOptions( config, true, false ) ).toMatchObject( {
			imageClickAction: 'close',
			tapAction: 'close',
			clickToCloseNonZoomable: true,
		} );
	} );

	it( 'has no zoom or fade for reduced motion', () => {
		expect( photoSwipeOptions( config, false, true ) ).toMatchObject( {
			showHideAnimationType: 'none',
			showAnimationDuration: 0,
			hideAnimationDuration: 0,
			zoomAnimationDuration: 0,
		} );
	} );
} );

describe( 'closesOnContentClick', () => {
	it( 'takes the block’s choice around the link, else the site’s', () => {
		document.body.innerHTML = `<div data-boudoir-lightbox-close-on-content="yes"><a id="yes" href="/a.jpg">a</a></div>
			<div data-boudoir-lightbox-close-on-content="no"><a id="no" href="/a.jpg">a</a></div>
			<a id="site" href="/a.jpg">a</a>`;
		const at = ( id: string ) => document.getElementById( id )!;
		expect( closesOnContentClick( at( 'yes' ), config ) ).toBe( true );
		expect(
			closesOnContentClick( at( 'no' ), {
				closeOnContentClick: true,
			} )
		).toBe( false );
		expect( closesOnContentClick( at( 'site' ), config ) ).toBe( false );
		expect(
			closesOnContentClick( at( 'site' ), { closeOnContentClick: true } )
		).toBe( true );
	} );
} );
