/**
 * Carousels (docs/contract.md, page behaviour 2, States "Lightbox, carousel, scroll", Figures): what a carousel's markup
 * asks for (render.php's `data-boudoir-carousel`) becomes Swiper's options. Pure: no
 * DOM, no Swiper at run time (its types only).
 */

/**
 * External dependencies
 */
import type { SwiperOptions } from 'swiper/types';

/**
 * Internal dependencies
 */
import { attributes } from '../../blocks/carousel/block.json';

/**
 * Theme carousels advance every 5000 ms (docs/contract.md, Figures "autoplay timeout 5000 ms"):
 * what an `autoplayDelay` of 0 means, as block.json says (beside the shop's 6000 ms).
 */
export const THEME_AUTOPLAY_DELAY: number =
	attributes.autoplayDelay.themeDefault;

/** A slide change's duration, ms: the Carousel block's default (block.json; 250 ms), which gallery carousels share. */
export const SPEED: number = attributes.speed.default;

/** Sizes are measured again 200 ms after the last resize (docs/contract.md, Figures "responsive refresh 200 ms"). */
export const REFRESH_DELAY = 200;

/** A drag starts after 3 px (docs/contract.md, Figures "drag threshold 3 px"). */
export const DRAG_THRESHOLD = 3;

/** Slides in view on desktops, tablets and phones: the Carousel block's defaults (block.json; 3, 2, 1). */
export const SLIDES = {
	desktop: attributes.slidesDesktop.default,
	tablet: attributes.slidesTablet.default,
	phone: attributes.slidesPhone.default,
} as const;

/** What a carousel may ask for: block.json's bounds of its attributes. */
const LIMITS = {
	slides: [
		attributes.slidesDesktop.minimum,
		attributes.slidesDesktop.maximum,
	],
	delay: [
		attributes.autoplayDelay.minimum,
		attributes.autoplayDelay.maximum,
	],
	speed: [ attributes.speed.minimum, attributes.speed.maximum ],
} as const;

/**
 * The viewport widths (px, the window's inner width, as CSS media queries count it)
 * from which the tablet and desktop counts apply; below the tablet's, the phone's.
 * blocks/carousel/style.scss lays the row out at the same widths.
 */
export const BREAKPOINTS = { tablet: 600, desktop: 1024 } as const;

/** What render.php prints in `data-boudoir-carousel`. */
export interface CarouselConfig {
	/** Slides in view: desktop, tablet, phone. */
	slides: [ number, number, number ];
	/** Autoplay delay, ms; 0 for no autoplay. */
	delay: number;
	/** Slide change duration, ms. */
	speed: number;
	/** Whether the last slide leads back to the first. */
	loop: boolean;
	/** The screen reader's words (translated by the server). */
	messages: {
		/** A slide's name, with `{{index}}` and `{{slidesLength}}`. */
		slide: string;
		first: string;
		last: string;
	};
}

/** What the page says about the carousel when it mounts. */
export interface CarouselEnvironment {
	/** `prefers-reduced-motion: reduce`. */
	reducedMotion: boolean;
	/** How many slides there are. */
	slideCount: number;
	/** The gap between slides, px (the row's CSS `column-gap`). */
	gap: number;
}

export const DEFAULT_CONFIG: CarouselConfig = {
	slides: [ SLIDES.desktop, SLIDES.tablet, SLIDES.phone ],
	delay: THEME_AUTOPLAY_DELAY,
	speed: SPEED,
	loop: true,
	messages: {
		slide: '{{index}} / {{slidesLength}}',
		first: '',
		last: '',
	},
};

/**
 * A whole number within bounds, or the fallback.
 *
 * @param value    Anything.
 * @param fallback When it is not a number.
 * @param min      Smallest allowed.
 * @param max      Largest allowed.
 */
function wholeNumber(
	value: unknown,
	fallback: number,
	min: number,
	max: number
): number {
	const number = typeof value === 'number' ? value : Number.NaN;
	return Number.isFinite( number )
		? Math.min( max, Math.max( min, Math.round( number ) ) )
		: fallback;
}

/**
 * Reads a carousel's `data-boudoir-carousel`; anything missing or malformed falls back to
 * the theme's defaults.
 *
 * @param raw The attribute's value.
 */
export function parseConfig( raw: string | undefined | null ): CarouselConfig {
	let data: Record< string, unknown > = {};
	try {
		const parsed: unknown = JSON.parse( raw ?? '{}' );
		if ( parsed && typeof parsed === 'object' ) {
			data = parsed as Record< string, unknown >;
		}
	} catch {
		// The defaults below.
	}
	const slides = Array.isArray( data.slides ) ? data.slides : [];
	const messages =
		data.messages && typeof data.messages === 'object'
			? ( data.messages as Record< string, unknown > )
			: {};
	const text = ( value: unknown, fallback: string ) =>
		typeof value === 'string' ? value : fallback;
	return {
		slides: [ 0, 1, 2 ].map( ( index ) =>
			wholeNumber(
				slides[ index ],
				DEFAULT_CONFIG.slides[ index ],
				...LIMITS.slides
			)
		) as CarouselConfig[ 'slides' ],
		delay: wholeNumber( data.delay, DEFAULT_CONFIG.delay, ...LIMITS.delay ),
		speed: wholeNumber( data.speed, DEFAULT_CONFIG.speed, ...LIMITS.speed ),
		loop: typeof data.loop === 'boolean' ? data.loop : DEFAULT_CONFIG.loop,
		messages: {
			slide: text( messages.slide, DEFAULT_CONFIG.messages.slide ),
			first: text( messages.first, '' ),
			last: text( messages.last, '' ),
		},
	};
}

/**
 * Whether the carousel advances on its own: it asks to, and the shopper has not asked
 * for reduced motion (WCAG 2.2.2 and 2.3.3).
 *
 * @param config        The carousel's configuration.
 * @param reducedMotion `prefers-reduced-motion: reduce`.
 */
export function autoplays(
	config: CarouselConfig,
	reducedMotion: boolean
): boolean {
	return config.delay > 0 && ! reducedMotion;
}

/**
 * Swiper's options for a carousel (its elements are the caller's to add): slides per view
 * by breakpoint, autoplay that pauses on hover and stops on interaction (Swiper's own
 * autoplay also pauses while the tab is hidden), the drag threshold; no resize handling
 * of Swiper's own, as the caller refreshes it 200 ms after the last resize. Under reduced
 * motion slides change at once, and the caller stops autoplay (`autoplays()`) as soon as
 * Swiper starts it.
 *
 * @param config      The carousel's configuration.
 * @param environment What the page says.
 */
export function swiperOptions(
	config: CarouselConfig,
	environment: CarouselEnvironment
): SwiperOptions {
	const [ desktop, tablet, phone ] = config.slides;
	const { reducedMotion, slideCount, gap } = environment;
	return {
		slidesPerView: phone,
		spaceBetween: gap,
		breakpoints: {
			[ BREAKPOINTS.tablet ]: { slidesPerView: tablet },
			[ BREAKPOINTS.desktop ]: { slidesPerView: desktop },
		},
		// Moving slides around needs at least one more than the widest view shows.
		loop: config.loop && slideCount > Math.max( desktop, tablet, phone ),
		speed: reducedMotion ? 0 : config.speed,
		threshold: DRAG_THRESHOLD,
		// Kept (not started) under reduced motion, so the Play button can start it.
		autoplay:
			config.delay > 0
				? {
						enabled: true,
						delay: config.delay,
						disableOnInteraction: true,
						pauseOnMouseEnter: true,
					}
				: false,
		resizeObserver: false,
		updateOnWindowResize: false,
		// Links inside slides stay links: a drag shorter than the threshold is a click.
		preventClicks: true,
		a11y: {
			slideLabelMessage: config.messages.slide,
			firstSlideMessage: config.messages.first,
			lastSlideMessage: config.messages.last,
		},
	};
}
