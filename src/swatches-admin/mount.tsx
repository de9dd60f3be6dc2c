/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ColorField } from './color-field';
import { ADD_TERM_FORM, FIELD_SELECTOR, TERMS_LIST } from './constants';
import { ImageField } from './image-field';
import type { ChooseImage, SwatchImage } from './types';

const MOUNTED = 'boudoirMounted';

/** What the server printed inside one field wrapper. */
interface ServerField {
	kind: 'color' | 'image';
	id: string;
	name: string;
	describedBy?: string;
	value: string;
	image: SwatchImage | null;
}

/**
 * Reads the server's input (the no-JavaScript field) of a wrapper.
 *
 * @param wrapper `[data-boudoir-swatch-field]`.
 */
export function readServerField( wrapper: HTMLElement ): ServerField | null {
	const input = wrapper.querySelector( 'input' );
	const kind = wrapper.dataset.boudoirSwatchField;
	if ( ! input || ( kind !== 'color' && kind !== 'image' ) ) {
		return null;
	}
	const imageId = Number.parseInt( input.value, 10 );
	return {
		kind,
		id: input.id,
		name: input.name,
		describedBy: input.getAttribute( 'aria-describedby' ) ?? undefined,
		value: input.value,
		image:
			kind === 'image' && imageId > 0
				? {
						id: imageId,
						src: input.dataset.imageSrc ?? '',
						alt: input.dataset.imageAlt ?? '',
					}
				: null,
	};
}

/**
 * Replaces each server field under `root` with its enhanced version, once per field.
 * On the "Add new" form, which core submits by AJAX and then empties, the fields are
 * emptied too when the new term's row reaches the list.
 *
 * @param root        Where to look (the document).
 * @param chooseImage Opens the media modal, or null without it.
 * @return Stops watching the list (for tests).
 */
export function mountSwatchFields(
	root: Document,
	chooseImage: ChooseImage | null
): () => void {
	const addForm = root.querySelector( ADD_TERM_FORM );
	const resets: Array< () => void > = [];

	root.querySelectorAll< HTMLElement >( FIELD_SELECTOR ).forEach(
		( wrapper ) => {
			const field = readServerField( wrapper );
			if ( ! field || wrapper.dataset[ MOUNTED ] ) {
				return;
			}
			wrapper.dataset[ MOUNTED ] = 'true';
			const reactRoot = createRoot( wrapper );
			let generation = 0;
			const render = ( empty: boolean ) =>
				reactRoot.render(
					field.kind === 'color' ? (
						<ColorField
							key={ generation }
							id={ field.id }
							name={ field.name }
							describedBy={ field.describedBy }
							initialColor={ empty ? '' : field.value }
						/>
					) : (
						<ImageField
							key={ generation }
							id={ field.id }
							name={ field.name }
							describedBy={ field.describedBy }
							initialImage={ empty ? null : field.image }
							chooseImage={ chooseImage }
						/>
					)
				);
			render( false );
			if ( addForm?.contains( wrapper ) ) {
				resets.push( () => {
					generation += 1;
					render( true );
				} );
			}
		}
	);

	const list = root.querySelector( TERMS_LIST );
	if ( ! list || ! resets.length ) {
		return () => {};
	}
	const observer = new MutationObserver( ( records ) => {
		if ( records.some( ( record ) => record.addedNodes.length > 0 ) ) {
			resets.forEach( ( reset ) => reset() );
		}
	} );
	observer.observe( list, { childList: true } );
	return () => observer.disconnect();
}
