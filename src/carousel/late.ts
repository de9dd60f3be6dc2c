/**
 * The carousels' late script (build/scripts/carousel.js): Swiper with only the modules a
 * carousel uses (navigation, autoplay, a11y), mounted over render.php's markup by
 * blocks/carousel/view.ts after the load event or on intent. The row keeps the slide
 * widths and gaps the stylesheet gave it, so nothing moves when Swiper takes over.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation } from 'swiper/modules';

/**
 * Internal dependencies
 */
import { defineLate } from '../late';
import {
	REFRESH_DELAY,
	autoplays,
	parseConfig,
	swiperOptions,
} from './options';

/** What the late script offers the view. */
export interface CarouselApi {
	/** Takes one carousel over (once). */
	mount: ( root: HTMLElement ) => Swiper | undefined;
}

const mounted = new WeakMap< HTMLElement, Swiper >();

/**
 * The slide the shopper scrolled the row to before Swiper came (the one nearest the row's
 * start edge), so Swiper starts there; the row's own scroll goes back to 0.
 *
 * @param viewport The scrolled row.
 * @param slides   Its slides.
 * @param rtl      Right to left.
 */
function scrolledSlide(
	viewport: HTMLElement,
	slides: HTMLElement[],
	rtl: boolean
): number {
	if ( viewport.scrollLeft === 0 ) {
		return 0;
	}
	const edge = viewport.getBoundingClientRect();
	let nearest = 0;
	let distance = Infinity;
	slides.forEach( ( slide, index ) => {
		const box = slide.getBoundingClientRect();
		const offset = Math.abs(
			rtl ? edge.right - box.right : box.left - edge.left
		);
		if ( offset < distance ) {
			distance = offset;
			nearest = index;
		}
	} );
	viewport.scrollLeft = 0;
	return nearest;
}

/**
 * Names the Pause/Play button by what it does now (WCAG 2.2.2: "Pause" while the
 * carousel advances, "Play" when it does not).
 *
 * @param button  The button.
 * @param playing Whether autoplay runs.
 */
function showPlaying( button: HTMLButtonElement, playing: boolean ): void {
	const label = button.querySelector( '.boudoir-carousel__label' );
	const words = playing ? button.dataset.pause : button.dataset.play;
	if ( label && words ) {
		label.textContent = words;
	}
	button.classList.toggle( 'is-paused', ! playing );
}

/**
 * Takes one carousel over with Swiper.
 *
 * @param root The carousel's section.
 */
export function mount( root: HTMLElement ): Swiper | undefined {
	const existing = mounted.get( root );
	const viewport = root.querySelector< HTMLElement >(
		'.boudoir-carousel__viewport'
	);
	const track = viewport?.querySelector< HTMLElement >( '.swiper-wrapper' );
	if ( existing || ! viewport || ! track ) {
		return existing;
	}
	const view = root.ownerDocument.defaultView ?? window;
	const slides = Array.from( track.children ).filter(
		( child ): child is HTMLElement =>
			child instanceof HTMLElement &&
			child.classList.contains( 'swiper-slide' )
	);
	const rtl = view.getComputedStyle( viewport ).direction === 'rtl';
	const config = parseConfig( root.dataset.boudoirCarousel );
	const reducedMotion = view.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	const options = swiperOptions( config, {
		reducedMotion,
		slideCount: slides.length,
		gap: parseFloat( view.getComputedStyle( track ).columnGap ) || 0,
	} );
	const prev = root.querySelector< HTMLButtonElement >(
		'.boudoir-carousel__prev'
	);
	const next = root.querySelector< HTMLButtonElement >(
		'.boudoir-carousel__next'
	);
	const pause = root.querySelector< HTMLButtonElement >(
		'.boudoir-carousel__pause'
	);
	const swiper = new Swiper( viewport, {
		...options,
		modules: [ Navigation, Autoplay, A11y ],
		initialSlide: scrolledSlide( viewport, slides, rtl ),
		navigation:
			prev && next
				? { prevEl: prev, nextEl: next, addIcons: false }
				: false,
		a11y: {
			...( options.a11y as object ),
			// A gallery's slides are figures, named by their captions: a figure with a
			// caption takes no other role, so they keep their own semantics.
			...( slides[ 0 ]?.tagName === 'FIGURE' && {
				slideRole: '',
				slideLabelMessage: '',
			} ),
			// The buttons keep the server's (translated) names.
			prevSlideMessage: prev?.textContent?.trim() || undefined,
			nextSlideMessage: next?.textContent?.trim() || undefined,
		},
	} );
	mounted.set( root, swiper );

	if ( swiper.autoplay && ! autoplays( config, reducedMotion ) ) {
		// Reduced motion: ready to play, not playing.
		swiper.autoplay.stop();
	}
	let pausedByFocus = false;
	if ( pause ) {
		const sync = () => showPlaying( pause, !! swiper.autoplay?.running );
		swiper.on( 'autoplayStart', sync );
		swiper.on( 'autoplayStop', sync );
		pause.addEventListener( 'click', () => {
			// The shopper decides now.
			pausedByFocus = false;
			if ( swiper.autoplay.running ) {
				swiper.autoplay.stop();
			} else {
				swiper.autoplay.start();
			}
		} );
		sync();
		// Nothing to move (every slide in view): no autoplay to pause.
		const syncLock = () =>
			pause.classList.toggle( 'swiper-button-lock', swiper.isLocked );
		swiper.on( 'lock', syncLock );
		swiper.on( 'unlock', syncLock );
		syncLock();
	}

	// Keyboard focus inside the carousel pauses autoplay until it leaves (WAI-ARIA
	// carousel pattern): slides do not move away under a focused link.
	root.addEventListener( 'focusin', ( event ) => {
		const target = event.target as Element;
		if (
			swiper.autoplay?.running &&
			! swiper.autoplay.paused &&
			target !== pause &&
			target.matches( ':focus-visible' )
		) {
			swiper.autoplay.pause();
			pausedByFocus = true;
		}
	} );
	root.addEventListener( 'focusout', ( event ) => {
		if (
			pausedByFocus &&
			! root.contains( event.relatedTarget as Node | null )
		) {
			pausedByFocus = false;
			if ( swiper.autoplay?.running ) {
				swiper.autoplay.resume();
			}
		}
	} );

	// Arrow keys move the slides while focus is in the row (not page-wide, as Swiper's
	// keyboard module would); the direction follows the page's.
	viewport.addEventListener( 'keydown', ( event ) => {
		if (
			( event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' ) ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			( event.target as Element ).closest(
				'input, select, textarea, [contenteditable]'
			)
		) {
			return;
		}
		event.preventDefault();
		if ( ( event.key === 'ArrowRight' ) !== rtl ) {
			swiper.slideNext();
		} else {
			swiper.slidePrev();
		}
	} );

	// Sizes and breakpoints are measured again 200 ms after the last resize.
	let refresh: ReturnType< typeof setTimeout > | undefined;
	let width = viewport.clientWidth;
	const resizeObserver = new ResizeObserver( () => {
		if ( viewport.clientWidth === width ) {
			return;
		}
		width = viewport.clientWidth;
		clearTimeout( refresh );
		refresh = setTimeout(
			() => swiper.emit( 'observerUpdate' ),
			REFRESH_DELAY
		);
	} );
	resizeObserver.observe( viewport );
	swiper.on( 'destroy', () => {
		clearTimeout( refresh );
		resizeObserver.disconnect();
	} );

	root.classList.add( 'is-ready' );
	return swiper;
}

defineLate< CarouselApi >( 'carousel', { mount } );
