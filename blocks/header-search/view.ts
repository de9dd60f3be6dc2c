/**
 * The header search, in plain TypeScript (it is in the header of every page): the
 * drop-down style's "Search" link becomes a toggle button that shows the form
 * (show/active, docs/contract.md, States), moves focus to the field after the configured delay, and
 * closes on Escape (focus back to the button) and on a click outside. Every form marks
 * itself filled while its field has text.
 */

/**
 * Internal dependencies
 */
import { enhanceBlocks } from '../../src/dom/when-parsed';
import {
	CLASSES,
	edgeShift,
	focusDelay,
	isDropDown,
	isFilled,
} from './behaviour';

/** The block's wrapper. */
export const BLOCK_SELECTOR = '.wp-block-boudoir-header-search';

/** One drop-down search, as its toggle sees it. */
export type DropDown = {
	/** Whether the form is showing. */
	isOpen: () => boolean;
	/** Shows the form; focus moves to the field after the delay. */
	open: () => void;
	/**
	 * Hides the form.
	 *
	 * @param returnFocus Whether focus goes back to the button (Escape).
	 */
	close: ( returnFocus?: boolean ) => void;
	/** Undoes the enhancement (tests). */
	destroy: () => void;
};

function prefersReducedMotion( view: Window | null ): boolean {
	return !! view?.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches;
}

/**
 * Keeps the form's filled marker in step with its field.
 *
 * @param form The search form.
 * @return Stops (tests).
 */
export function trackFilled( form: HTMLFormElement ): () => void {
	const field = form.querySelector< HTMLInputElement >( 'input[name="s"]' );
	if ( ! field ) {
		return () => undefined;
	}
	const update = () =>
		form.classList.toggle( CLASSES.filled, isFilled( field.value ) );
	update();
	field.addEventListener( 'input', update );
	field.addEventListener( 'change', update );
	return () => {
		field.removeEventListener( 'input', update );
		field.removeEventListener( 'change', update );
	};
}

/**
 * Turns one drop-down block's link into the toggle button.
 *
 * @param root The block's wrapper.
 */
export function enhanceDropDown( root: HTMLElement ): DropDown | null {
	const document = root.ownerDocument;
	const view = document.defaultView;
	const form = root.querySelector( 'form' );
	const link = root.querySelector< HTMLAnchorElement >(
		'a.boudoir-header-search__toggle'
	);
	if ( ! form || ! link ) {
		return null;
	}
	const field = form.querySelector< HTMLInputElement >( 'input[name="s"]' );
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = link.className;
	// The link's (translated) label and icon become the button's.
	button.append( ...Array.from( link.childNodes ) );
	button.setAttribute( 'aria-expanded', 'false' );
	button.setAttribute( 'aria-controls', form.id );
	link.replaceWith( button );
	root.classList.add( 'is-enhanced' );

	let timer: ReturnType< typeof setTimeout > | undefined;
	const isOpen = () => form.classList.contains( CLASSES.show );
	// Keeps the panel inside the viewport (a toggle near the left edge, a phone).
	const fitInViewport = () => {
		form.style.removeProperty( 'translate' );
		const rect = form.getBoundingClientRect();
		const shift = edgeShift(
			rect.left,
			rect.right,
			document.documentElement.clientWidth,
			document.documentElement.dir === 'rtl'
		);
		if ( shift ) {
			form.style.setProperty(
				'translate',
				`${ Math.round( shift ) }px 0`
			);
		}
	};
	const open = () => {
		fitInViewport();
		form.classList.add( CLASSES.show );
		button.classList.add( CLASSES.active );
		button.setAttribute( 'aria-expanded', 'true' );
		clearTimeout( timer );
		const delay = focusDelay(
			root.dataset.focusDelay,
			prefersReducedMotion( view )
		);
		const focusField = () => {
			if ( isOpen() ) {
				field?.focus();
			}
		};
		if ( delay === 0 ) {
			focusField();
		} else {
			timer = setTimeout( focusField, delay );
		}
	};
	const close = ( returnFocus = false ) => {
		clearTimeout( timer );
		form.classList.remove( CLASSES.show );
		button.classList.remove( CLASSES.active );
		button.setAttribute( 'aria-expanded', 'false' );
		if ( returnFocus ) {
			button.focus();
		}
	};
	const onClick = () => ( isOpen() ? close() : open() );
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && isOpen() ) {
			event.preventDefault();
			close( true );
		}
	};
	const onDocumentClick = ( event: MouseEvent ) => {
		if (
			isOpen() &&
			event.target instanceof Node &&
			! root.contains( event.target )
		) {
			close();
		}
	};
	button.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );
	document.addEventListener( 'click', onDocumentClick );
	return {
		isOpen,
		open,
		close,
		destroy() {
			close();
			button.removeEventListener( 'click', onClick );
			root.removeEventListener( 'keydown', onKeyDown );
			document.removeEventListener( 'click', onDocumentClick );
			form.style.removeProperty( 'translate' );
			link.append( ...Array.from( button.childNodes ) );
			button.replaceWith( link );
			root.classList.remove( 'is-enhanced' );
		},
	};
}

/**
 * Enhances one block: the filled marker always, the toggle in the drop-down style.
 *
 * @param root The block's wrapper.
 * @return Undoes it (tests).
 */
export function enhance( root: HTMLElement ): () => void {
	const form = root.querySelector( 'form' );
	const stopFilled = form ? trackFilled( form ) : () => undefined;
	const dropDown = isDropDown( root.dataset.searchStyle )
		? enhanceDropDown( root )
		: null;
	return () => {
		stopFilled();
		dropDown?.destroy();
	};
}

enhanceBlocks( BLOCK_SELECTOR, enhance );
