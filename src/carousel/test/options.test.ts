/**
 * Internal dependencies
 */
import { attributes } from '../../../blocks/carousel/block.json';
import {
	BREAKPOINTS,
	DEFAULT_CONFIG,
	DRAG_THRESHOLD,
	SPEED,
	THEME_AUTOPLAY_DELAY,
	autoplays,
	parseConfig,
	swiperOptions,
	type CarouselConfig,
} from '../options';

const ENVIRONMENT = { reducedMotion: false, slideCount: 8, gap: 16 };

function config( overrides: Partial< CarouselConfig > = {} ): CarouselConfig {
	return { ...DEFAULT_CONFIG, ...overrides };
}

describe( 'the specification’s constants', () => {
	it( 'are the theme’s and the shop’s', () => {
		expect( THEME_AUTOPLAY_DELAY ).toBe( 5000 );
		expect( attributes.autoplayDelay.shopDefault ).toBe( 6000 );
		expect( SPEED ).toBe( 250 );
		expect( DRAG_THRESHOLD ).toBe( 3 );
		expect( DEFAULT_CONFIG.slides ).toEqual( [ 3, 2, 1 ] );
	} );
} );

describe( 'parseConfig', () => {
	it( 'reads what render.php prints', () => {
		const printed: CarouselConfig = {
			slides: [ 4, 2, 1 ],
			delay: 6000,
			speed: 300,
			loop: false,
			messages: {
				slide: '{{index}} of {{slidesLength}}',
				first: 'First',
				last: 'Last',
			},
		};
		expect( parseConfig( JSON.stringify( printed ) ) ).toEqual( printed );
	} );

	it.each( [
		[ 'nothing', undefined ],
		[ 'not JSON', '{slides:' ],
		[ 'not an object', '42' ],
		[ 'null', 'null' ],
	] )( 'falls back to the theme’s defaults for %s', ( _, raw ) => {
		expect( parseConfig( raw ) ).toEqual( DEFAULT_CONFIG );
	} );

	it( 'keeps numbers within bounds and replaces wrong types', () => {
		const parsed = parseConfig(
			JSON.stringify( {
				slides: [ 0, 'two', 9 ],
				delay: -5,
				speed: 1e9,
				loop: 'yes',
			} )
		);
		expect( parsed.slides ).toEqual( [ 1, 2, 6 ] );
		expect( parsed.delay ).toBe( 0 );
		expect( parsed.speed ).toBe( 5000 );
		expect( parsed.loop ).toBe( true );
	} );
} );

describe( 'swiperOptions', () => {
	it( 'shows 3, 2 and 1 slides from the desktop’s, the tablet’s and the phone’s widths', () => {
		const options = swiperOptions( config(), ENVIRONMENT );
		expect( options.slidesPerView ).toBe( 1 );
		expect( options.breakpoints ).toEqual( {
			[ BREAKPOINTS.tablet ]: { slidesPerView: 2 },
			[ BREAKPOINTS.desktop ]: { slidesPerView: 3 },
		} );
		expect( BREAKPOINTS ).toEqual( { tablet: 600, desktop: 1024 } );
	} );

	it( 'spaces slides by the row’s gap and changes them at the configured speed', () => {
		const options = swiperOptions( config( { speed: 400 } ), {
			...ENVIRONMENT,
			gap: 24,
		} );
		expect( options.spaceBetween ).toBe( 24 );
		expect( options.speed ).toBe( 400 );
		expect( options.threshold ).toBe( 3 );
	} );

	it( 'autoplays after the delay, pausing on hover and stopping on interaction', () => {
		expect(
			swiperOptions( config( { delay: 6000 } ), ENVIRONMENT ).autoplay
		).toEqual( {
			enabled: true,
			delay: 6000,
			disableOnInteraction: true,
			pauseOnMouseEnter: true,
		} );
	} );

	it( 'does not autoplay without a delay', () => {
		expect(
			swiperOptions( config( { delay: 0 } ), ENVIRONMENT ).autoplay
		).toBe( false );
	} );

	it( 'keeps autoplay ready but moves nothing for shoppers who ask for reduced motion', () => {
		const options = swiperOptions( config( { delay: 5000 } ), {
			...ENVIRONMENT,
			reducedMotion: true,
		} );
		// The module stays, so the Play button can start it on request …
		expect( options.autoplay ).toEqual(
			expect.objectContaining( { delay: 5000 } )
		);
		// … but it does not run, and slides change without animation.
		expect( autoplays( config( { delay: 5000 } ), true ) ).toBe( false );
		expect( options.speed ).toBe( 0 );
	} );

	it.each( [
		[ 5000, false, true ],
		[ 5000, true, false ],
		[ 0, false, false ],
		[ 0, true, false ],
	] )(
		'autoplays with delay %d and reduced motion %s: %s',
		( delay, reducedMotion, expected ) => {
			expect( autoplays( config( { delay } ), reducedMotion ) ).toBe(
				expected
			);
		}
	);

	it( 'loops only when there are more slides than the widest view shows', () => {
		expect(
			swiperOptions( config(), { ...ENVIRONMENT, slideCount: 4 } ).loop
		).toBe( true );
		expect(
			swiperOptions( config(), { ...ENVIRONMENT, slideCount: 3 } ).loop
		).toBe( false );
		expect(
			swiperOptions( config( { loop: false } ), ENVIRONMENT ).loop
		).toBe( false );
	} );

	it( 'leaves resizing to the caller’s 200 ms refresh', () => {
		const options = swiperOptions( config(), ENVIRONMENT );
		expect( options.resizeObserver ).toBe( false );
		expect( options.updateOnWindowResize ).toBe( false );
	} );

	it( 'names slides with the server’s words', () => {
		const options = swiperOptions(
			config( {
				messages: {
					slide: '第 {{index}} 張，共 {{slidesLength}} 張',
					first: 'first',
					last: 'last',
				},
			} ),
			ENVIRONMENT
		);
		expect( options.a11y ).toEqual( {
			slideLabelMessage: '第 {{index}} 張，共 {{slidesLength}} 張',
			firstSlideMessage: 'first',
			lastSlideMessage: 'last',
		} );
	} );
} );
