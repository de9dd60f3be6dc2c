/**
 * The lightbox itself (the late script's code): PhotoSwipe's lightbox module opens a
 * clicked link's slides, PhotoSwipe's core and stylesheet load on the first opening.
 * docs/contract.md, States "Lightbox": closes on Escape, a background click, or a content click when
 * enabled; galleries wrap from last to first and back; arrow keys navigate. docs/contract.md, Figures:
 * zoom 300 ms, preload 0 behind and 2 ahead. Images, videos, an element of the page
 * (inline) and another page's content (ajax), each failure with its message (docs/contract.md, Messages).
 *
 * Accessibility: a modal dialog (the page beneath inert) named by the slide, focus moved
 * in and back to the link on close, Tab kept inside, the counter announced; no zoom or
 * fade for those who prefer reduced motion.
 */

/**
 * External dependencies
 */
import type PhotoSwipe from 'photoswipe';
import type { PhotoSwipeOptions } from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';

/**
 * Internal dependencies
 */
import { loadStyle } from '../late';
import { onFirstUse } from '../lazy';
import {
	CLOSE_ON_CONTENT_ATTRIBUTE,
	type LightboxConfig,
	type OpenPoint,
} from './config';
import {
	BOX_CLASS,
	FRAME_CLASS,
	fetchContent,
	formatCounter,
	frame,
	showMessage,
} from './content';
import {
	inlineTarget,
	isCropped,
	slidesFor,
	type LightboxSlide,
} from './items';

declare global {
	interface Window {
		/** The open PhotoSwipe (PhotoSwipe's lightbox module sets it). */
		pswp?: PhotoSwipe;
	}
}

/** docs/contract.md, Figures: the zoom (open and close), ms; also the fade and the zoom button's. */
export const ANIMATION_MS = 300;

/** docs/contract.md, Figures: slides loaded behind and ahead of the current one. */
export const PRELOAD: [ number, number ] = [ 0, 2 ];

/** The class the root gets (Boudoir's styles hang on it). */
export const ROOT_CLASS = 'boudoir-lightbox';

/** Elements a click inside content leaves to themselves (never closes the lightbox). */
const INTERACTIVE =
	'a,button,input,select,textarea,label,summary,video,audio,[tabindex]';

/** What Tab may reach inside the dialog. */
const FOCUSABLE =
	'button,a[href],input,select,textarea,video[controls],audio[controls],[tabindex]:not([tabindex="-1"])';

/** PhotoSwipe's core, once, as its own chunk. */
const loadCore = onFirstUse(
	() => import( /* webpackChunkName: "photoswipe" */ 'photoswipe' )
);

/**
 * Whether the shopper prefers reduced motion (no zoom, no fade).
 */
export function prefersReducedMotion(): boolean {
	return (
		window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ??
		false
	);
}

/**
 * Whether a click on the content closes the lightbox: the block's own choice around
 * the link, else the site's setting.
 *
 * @param link   The clicked link.
 * @param config The server's settings.
 */
export function closesOnContentClick(
	link: Element,
	config: Pick< LightboxConfig, 'closeOnContentClick' >
): boolean {
	const choice = link
		.closest( `[${ CLOSE_ON_CONTENT_ATTRIBUTE }]` )
		?.getAttribute( CLOSE_ON_CONTENT_ATTRIBUTE );
	if ( choice === 'yes' || choice === 'no' ) {
		return choice === 'yes';
	}
	return Boolean( config.closeOnContentClick );
}

/**
 * PhotoSwipe's options for one opening.
 *
 * @param config         The server's settings and words.
 * @param closeOnContent Whether a click on the content closes.
 * @param reducedMotion  Whether to skip the zoom and the fades.
 */
export function photoSwipeOptions(
	config: LightboxConfig,
	closeOnContent: boolean,
	reducedMotion: boolean
): PhotoSwipeOptions {
	const duration = reducedMotion ? 0 : ANIMATION_MS;
	return {
		loop: true,
		preload: PRELOAD,
		showHideAnimationType: reducedMotion ? 'none' : 'zoom',
		showAnimationDuration: duration,
		hideAnimationDuration: duration,
		zoomAnimationDuration: duration,
		bgClickAction: 'close',
		imageClickAction: closeOnContent ? 'close' : 'zoom',
		tapAction: closeOnContent ? 'close' : 'toggle-controls',
		clickToCloseNonZoomable: closeOnContent,
		arrowKeys: true,
		escKey: true,
		trapFocus: true,
		// Boudoir gives focus back itself, also after a pointer opened the lightbox.
		returnFocus: false,
		closeTitle: config.strings.close,
		arrowPrevTitle: config.strings.previous,
		arrowNextTitle: config.strings.next,
		zoomTitle: config.strings.zoom,
		errorMsg: config.strings.imageError,
		mainClass: ROOT_CLASS + ( reducedMotion ? ' is-reduced-motion' : '' ),
	};
}

/**
 * The size of an image loaded on its own (an image whose size the server did not know),
 * or null when it cannot load.
 *
 * @param src The image's address.
 */
async function naturalSize(
	src: string
): Promise< { width: number; height: number } | null > {
	const image = new Image();
	image.src = src;
	try {
		await image.decode();
	} catch {
		return null;
	}
	return image.naturalWidth && image.naturalHeight
		? { width: image.naturalWidth, height: image.naturalHeight }
		: null;
}

/**
 * Gives a slide its image's size; one that cannot be measured gets the window's
 * (PhotoSwipe needs one) and is measured again when it loads in the lightbox.
 *
 * @param slide   The slide.
 * @param measure Whether to load the image now (the clicked one).
 */
async function size( slide: LightboxSlide, measure: boolean ): Promise< void > {
	if ( slide.mode !== 'image' || ( slide.width && slide.height ) ) {
		return;
	}
	const measured =
		measure && slide.src ? await naturalSize( slide.src ) : null;
	if ( measured ) {
		Object.assign( slide, measured );
		slide.thumbCropped = isCropped(
			slide.element.querySelector( 'img' ),
			measured.width,
			measured.height
		);
	} else {
		slide.width = window.innerWidth;
		slide.height = window.innerHeight;
		slide.unsized = true;
	}
}

/**
 * The elements Tab reaches in the dialog, in order: visible, enabled, on the current slide.
 *
 * @param root The dialog.
 */
function focusables( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			! ( element as HTMLButtonElement ).disabled &&
			! element.closest( '[aria-hidden="true"],[inert]' ) &&
			element.getClientRects().length > 0
	);
}

/**
 * Makes everything beside the dialog inert; returns how to undo it.
 *
 * @param dialog The dialog (a child of `<body>`).
 */
function makeOthersInert( dialog: HTMLElement ): () => void {
	const others = Array.from( dialog.ownerDocument.body.children ).filter(
		( element ): element is HTMLElement =>
			element !== dialog &&
			element instanceof HTMLElement &&
			! element.inert &&
			! [ 'SCRIPT', 'TEMPLATE', 'STYLE', 'LINK' ].includes(
				element.tagName
			)
	);
	others.forEach( ( element ) => ( element.inert = true ) );
	return () => others.forEach( ( element ) => ( element.inert = false ) );
}

/**
 * Shows an element of the page in a box, and puts it back (and hides it again) when
 * the slide goes.
 *
 * @param target The element.
 * @param box    The slide's box.
 * @return Puts it back.
 */
function borrow( target: HTMLElement, box: HTMLElement ): () => void {
	const placeholder = target.ownerDocument.createComment( '' );
	const { hidden } = target;
	const hiddenClass = target.classList.contains( 'boudoir-lightbox-hidden' );
	target.before( placeholder );
	target.hidden = false;
	target.classList.remove( 'boudoir-lightbox-hidden' );
	box.append( target );
	return () => {
		target.hidden = hidden;
		target.classList.toggle( 'boudoir-lightbox-hidden', hiddenClass );
		placeholder.replaceWith( target );
	};
}

/**
 * Builds a non-image slide's content.
 *
 * @param slide   The slide.
 * @param config  The server's words.
 * @param restore Collects what to undo when the slide goes.
 */
function slideContent(
	slide: LightboxSlide,
	config: LightboxConfig,
	restore: ( undo: () => void ) => void
): HTMLDivElement {
	const document = slide.element.ownerDocument;
	const parts = frame( document, `boudoir-lightbox__${ slide.mode }` );
	const { box } = parts;
	if ( slide.mode === 'video' ) {
		const video = document.createElement( 'video' );
		video.controls = true;
		video.playsInline = true;
		video.preload = 'metadata';
		video.src = slide.src ?? '';
		if ( slide.label ) {
			video.setAttribute( 'aria-label', slide.label );
		}
		video.addEventListener( 'error', () =>
			showMessage( box, config.strings.imageError )
		);
		box.append( video );
	} else if ( slide.mode === 'inline' ) {
		const id = inlineTarget( slide.element );
		const target = id ? document.getElementById( id ) : null;
		if ( target && ! target.contains( slide.element ) ) {
			restore( borrow( target, box ) );
		} else {
			showMessage( box, config.strings.notFound );
		}
	} else {
		box.setAttribute( 'aria-busy', 'true' );
		fetchContent( slide.src ?? '', document )
			.then(
				( nodes ) => box.replaceChildren( ...nodes ),
				( error: unknown ) => {
					// eslint-disable-next-line no-console
					console.error( error );
					showMessage( box, config.strings.ajaxError );
				}
			)
			.finally( () => box.removeAttribute( 'aria-busy' ) );
	}
	return parts.frame;
}

/**
 * Opens the lightbox on a link: its gallery's slides, starting at it.
 *
 * @param config The server's settings and words.
 * @param link   The clicked link.
 * @param point  Where the pointer was (null from the keyboard).
 */
export async function open(
	config: LightboxConfig,
	link: HTMLAnchorElement,
	point: OpenPoint
): Promise< void > {
	if ( window.pswp ) {
		return;
	}
	const { slides, index } = slidesFor( link );
	const closeOnContent = closesOnContentClick( link, config );
	const [ core ] = await Promise.all( [
		loadCore(),
		config.style ? loadStyle( config.style ) : undefined,
		...slides.map( ( slide, at ) => size( slide, at === index ) ),
	] );
	const lightbox = new PhotoSwipeLightbox( {
		...photoSwipeOptions( config, closeOnContent, prefersReducedMotion() ),
		pswpModule: core.default,
	} );
	const undo = new Map< unknown, () => void >();
	let restoreOthers = () => {};
	let closeWhenOpen = false;
	let forgetEarlyKeys = () => {};
	const pswp = (): PhotoSwipe | undefined => lightbox.pswp;
	const counterText = ( instance: PhotoSwipe ) =>
		formatCounter(
			config.strings.counter,
			instance.currIndex + 1,
			instance.getNumItems()
		);

	// The counter: the translated "%curr% of %total%", announced as it changes.
	lightbox.on( 'uiRegister', () => {
		const ui = pswp()?.ui;
		if ( ! ui ) {
			return;
		}
		ui.uiElementsData = ui.uiElementsData.filter(
			( element ) => element.name !== 'counter'
		);
		ui.registerElement( {
			name: 'counter',
			order: 5,
			onInit: ( element, instance ) => {
				element.setAttribute( 'aria-live', 'polite' );
				instance.on( 'change', () => {
					element.textContent = counterText( instance );
				} );
			},
		} );
	} );

	// A modal dialog named by its slide; the page beneath inert; focus inside.
	lightbox.on( 'afterInit', () => {
		const dialog = pswp()?.element;
		if ( ! dialog ) {
			return;
		}
		dialog.setAttribute( 'aria-modal', 'true' );
		// PhotoSwipe calls its <section> a carousel, which needs a role it does not have.
		dialog
			.querySelector( '[aria-roledescription="carousel"]' )
			?.removeAttribute( 'aria-roledescription' );
		restoreOthers = makeOthersInert( dialog );
		dialog.focus( { preventScroll: true } );
		// PhotoSwipe binds its keys once the zoom is over: an Escape pressed before
		// that is kept, and closes the lightbox as soon as it stands open.
		const early = ( key: KeyboardEvent ) => {
			if ( key.key === 'Escape' ) {
				key.preventDefault();
				closeWhenOpen = true;
			}
		};
		document.addEventListener( 'keydown', early );
		forgetEarlyKeys = () =>
			document.removeEventListener( 'keydown', early );
	} );
	lightbox.on( 'bindEvents', () => {
		forgetEarlyKeys();
		if ( closeWhenOpen ) {
			pswp()?.close();
		}
	} );
	lightbox.on( 'change', () => {
		const instance = pswp();
		const slide = instance?.currSlide?.data as LightboxSlide | undefined;
		instance?.element?.setAttribute(
			'aria-label',
			slide?.label || counterText( instance )
		);
	} );
	lightbox.on( 'keydown', ( event ) => {
		const key = event.originalEvent;
		const dialog = pswp()?.element;
		if ( key.key !== 'Tab' || ! dialog ) {
			return;
		}
		// Boudoir keeps Tab inside, wrapping at both ends (PhotoSwipe would refocus the root).
		event.preventDefault();
		const reachable = focusables( dialog );
		const active = dialog.ownerDocument.activeElement;
		const first = reachable[ 0 ];
		const last = reachable[ reachable.length - 1 ];
		const outside =
			! active || active === dialog || ! dialog.contains( active );
		if ( ! first ) {
			key.preventDefault();
			dialog.focus();
		} else if ( key.shiftKey && ( outside || active === first ) ) {
			key.preventDefault();
			last.focus();
		} else if ( ! key.shiftKey && active === last ) {
			key.preventDefault();
			first.focus();
		}
	} );
	lightbox.on( 'destroy', () => {
		// PhotoSwipe forgets its listeners before it destroys the slides' content.
		undo.forEach( ( restore ) => restore() );
		undo.clear();
		forgetEarlyKeys();
		restoreOthers();
		link.focus( { preventScroll: true } );
	} );

	// Video, inline and ajax slides: Boudoir's own content, built as nodes.
	lightbox.on( 'contentLoad', ( event ) => {
		const { content } = event;
		const slide = content.data as LightboxSlide;
		if ( slide.mode === 'image' ) {
			return;
		}
		event.preventDefault();
		content.element = slideContent( slide, config, ( restore ) =>
			undo.set( content, restore )
		);
		const element = content.element;
		element.addEventListener( 'click', ( click ) => {
			const target = click.target as Element;
			const background = target.classList.contains( FRAME_CLASS );
			// Links, buttons, players… of the content itself keep their click.
			const control = target.closest( INTERACTIVE );
			const onContent =
				closeOnContent && ! ( control && element.contains( control ) );
			if ( background || onContent ) {
				pswp()?.close();
			}
		} );
	} );
	lightbox.on( 'contentDestroy', ( { content } ) => {
		undo.get( content )?.();
		undo.delete( content );
	} );
	lightbox.on( 'contentDeactivate', ( { content } ) => {
		content.element?.querySelector( 'video' )?.pause();
	} );
	// Text in a box can be selected, links in it followed.
	lightbox.addFilter( 'preventPointerEvent', ( prevent, event ) =>
		event.target instanceof Element &&
		event.target.closest( `.${ BOX_CLASS }` )
			? false
			: prevent
	);
	lightbox.addFilter( 'contentErrorElement', ( element ) => {
		element.setAttribute( 'role', 'alert' );
		return element;
	} );
	// An image whose size was guessed gets its own once it has loaded.
	lightbox.on( 'contentLoadImage', ( { content } ) => {
		const slide = content.data as LightboxSlide;
		const image = content.element;
		if ( ! slide.unsized || ! ( image instanceof HTMLImageElement ) ) {
			return;
		}
		image.addEventListener(
			'load',
			() => {
				if ( ! slide.unsized || ! image.naturalWidth ) {
					return;
				}
				slide.width = image.naturalWidth;
				slide.height = image.naturalHeight;
				slide.unsized = false;
				pswp()?.refreshSlideContent( content.index );
			},
			{ once: true }
		);
	} );

	lightbox.init();
	lightbox.loadAndOpen( index, slides, point ?? undefined );
}
