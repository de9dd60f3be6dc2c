/**
 * Finds WooCommerce's variations forms and gives each its swatches, once.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	createRoot,
	startTransition,
	useLayoutEffect,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	ENHANCED_ATTRIBUTE,
	ERROR_PREFIX,
	FORM_SELECTOR,
	HIDDEN_SELECT_CLASS,
} from './constants';
import { PRESSED_ATTRIBUTE, serverGroupOf } from './early-choice';
import SwatchesErrorBoundary from './error-boundary';
import { lookOf, readFormModel, selectsOf } from './form-model';
import FormSwatches, { type AttributeSlots } from './form-swatches';
import type { SwatchSettings } from './types';

/** The forms given swatches, to let go of those that left the page. */
const mounted = new Map< HTMLFormElement, () => void >();

/**
 * Where one attribute's swatches go: a group before the select and a label after its
 * label. Made here; put in the form (`placeSlots()`) when the island commits.
 *
 * @param select The attribute's select.
 */
function slotsFor( select: HTMLSelectElement ): AttributeSlots {
	const document = select.ownerDocument;
	const group = document.createElement( 'div' );
	group.className = 'boudoir-swatches';
	const label = document.createElement( 'span' );
	label.className = 'boudoir-swatches__chosen-slot';
	return { group, label };
}

/**
 * Puts the slots in the form: each group before its select, unless the server printed
 * radios there (the group takes their place, `takeOverServerGroups()`), and each label
 * slot after the select's label.
 *
 * @param selects The form's selects.
 * @param slots   Their slots.
 */
function placeSlots(
	selects: HTMLSelectElement[],
	slots: AttributeSlots[]
): void {
	selects.forEach( ( select, index ) => {
		const { group, label } = slots[ index ];
		const server = serverGroupOf( select );
		if ( ! server ) {
			select.before( group );
		}
		const labelElement = Array.from( select.labels ?? [] )[ 0 ];
		if ( labelElement ) {
			labelElement.after( label );
		} else {
			( server ?? group ).before( label );
		}
	} );
}

/**
 * Runs `onCommit` once, in the task that puts its children in the DOM, before the
 * browser paints them.
 *
 * @param props          Props.
 * @param props.onCommit What to do.
 * @param props.children The tree.
 */
function OnCommit( {
	onCommit,
	children,
}: {
	onCommit: () => void;
	children: ReactNode;
} ) {
	// eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit.
	useLayoutEffect( onCommit, [] );
	return <>{ children }</>;
}

/**
 * The island's swatch of a value, in a group.
 *
 * @param group The island's group.
 * @param value The value.
 */
function swatchOf( group: HTMLElement, value: string ): HTMLElement | null {
	return (
		Array.from(
			group.querySelectorAll< HTMLElement >( '[role="radio"]' )
		).find( ( radio ) => radio.dataset.value === value ) ?? null
	);
}

/**
 * Puts the island's groups where the server's radios stand, in one go (no frame shows
 * neither), and keeps the choice and the focus the shopper gave them. A press under way on a server's
 * radio is finished on the island's swatch once the pointer is up, unless the select
 * already has that value.
 *
 * @param selects The form's selects.
 * @param slots   Their slots, rendered.
 */
function takeOverServerGroups(
	selects: HTMLSelectElement[],
	slots: AttributeSlots[]
): void {
	selects.forEach( ( select, index ) => {
		const server = serverGroupOf( select );
		const { group } = slots[ index ];
		if ( ! server ) {
			return;
		}
		const focused =
			server.querySelector< HTMLInputElement >( 'input:focus' )?.value;
		const pressed = server.getAttribute( PRESSED_ATTRIBUTE );
		const checked =
			server.querySelector< HTMLInputElement >( 'input:checked' )?.value;
		// Hidden before the server's group goes: its CSS hid the select until now.
		select.classList.add( HIDDEN_SELECT_CLASS );
		server.replaceWith( group );
		if ( focused !== undefined ) {
			swatchOf( group, focused )?.focus();
		}
		// A choice the loader had not handed over yet (it waits for the next paint).
		if ( checked !== undefined && select.value !== checked ) {
			swatchOf( group, checked )?.click();
		}
		if ( pressed !== null ) {
			select.ownerDocument.addEventListener(
				'pointerup',
				() =>
					window.setTimeout( () => {
						if ( select.value !== pressed ) {
							swatchOf( group, pressed )?.click();
						}
					}, 0 ),
				{ capture: true, once: true }
			);
		}
	} );
}

/**
 * Gives one form its swatches, unless it already has them (or failed to get them):
 * the form is marked `data-boudoir-swatches`. On failure the console says why and the
 * dropdowns stay.
 *
 * @param form     A `form.variations_form`.
 * @param settings The page options.
 * @return Whether swatches were mounted now.
 */
export function enhanceForm(
	form: HTMLFormElement,
	settings: SwatchSettings
): boolean {
	if ( form.hasAttribute( ENHANCED_ATTRIBUTE ) ) {
		return false;
	}
	form.setAttribute( ENHANCED_ATTRIBUTE, 'pending' );
	const document = form.ownerDocument;
	let slots: AttributeSlots[] = [];
	let host: HTMLElement | null = null;
	let unmount = () => {};
	const teardown = () => {
		slots.forEach( ( { group, label } ) => {
			group.remove();
			label.remove();
		} );
		slots = [];
		host?.remove();
		selectsOf( form ).forEach( ( select ) => {
			// The server's radios go too: the select is the one control left.
			serverGroupOf( select )?.remove();
			select.classList.remove( HIDDEN_SELECT_CLASS );
		} );
		form.setAttribute( ENHANCED_ATTRIBUTE, 'failed' );
	};
	try {
		const selects = selectsOf( form );
		if ( selects.length === 0 ) {
			form.setAttribute( ENHANCED_ATTRIBUTE, 'none' );
			return false;
		}
		const model = readFormModel( form );
		slots = selects.map( slotsFor );
		host = document.createElement( 'div' );
		host.className = 'boudoir-swatches__root';
		host.hidden = true;
		const root = createRoot( host );
		unmount = () => root.unmount();
		// A transition: React renders in slices, so a tap on the server's radios is
		// answered meanwhile. Its commit puts the swatches in the form and the server's
		// radios give way in that same task: no frame shows neither.
		startTransition( () =>
			root.render(
				<SwatchesErrorBoundary
					onError={ () => {
						// After React has let go of the portals.
						window.setTimeout( teardown, 0 );
					} }
				>
					<OnCommit
						onCommit={ () => {
							form.append( host as HTMLElement );
							placeSlots( selects, slots );
							takeOverServerGroups( selects, slots );
						} }
					>
						<FormSwatches
							form={ form }
							selects={ selects }
							model={ model }
							settings={ settings }
							look={ lookOf( form ) }
							slots={ slots }
						/>
					</OnCommit>
				</SwatchesErrorBoundary>
			)
		);
		mounted.set( form, () => {
			unmount();
			mounted.delete( form );
		} );
		form.setAttribute( ENHANCED_ATTRIBUTE, 'true' );
		return true;
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( ERROR_PREFIX, error );
		unmount();
		teardown();
		return false;
	}
}

/**
 * Gives every variations form of a document its swatches (forms added since the last
 * pass included) and lets go of forms that left the page.
 *
 * @param document The document.
 * @param settings The page options.
 * @return How many forms got swatches now.
 */
export function enhanceAll(
	document: Document,
	settings: SwatchSettings
): number {
	mounted.forEach( ( release, form ) => {
		if ( ! form.isConnected ) {
			release();
		}
	} );
	let count = 0;
	document
		.querySelectorAll< HTMLFormElement >( FORM_SELECTOR )
		.forEach( ( form ) => {
			if ( enhanceForm( form, settings ) ) {
				count++;
			}
		} );
	return count;
}
