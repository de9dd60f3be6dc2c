/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ChosenAttribute } from '@boudoir/stores/wishlist';
import { onWooEvent } from '../../src/woo-events';
import { VARIATIONS_FORM } from './constants';

/** The variation chosen on a variable product's form, and its attribute values. */
export interface ChosenVariation {
	/** The variation, 0 until one is chosen. */
	variationId: number;
	/** Every attribute's value as the form has it, in the Store API's form; [] until a variation is chosen. */
	variation: ChosenAttribute[];
}

const NONE: ChosenAttribute[] = [];

/**
 * The variations form of a product: the one around the block (classic product
 * pages insert the button inside it), else the page's form for that product.
 *
 * @param root      The block's wrapper.
 * @param productId The variable product.
 */
export function findVariationsForm(
	root: HTMLElement | null,
	productId: number
): HTMLFormElement | null {
	const around = root?.closest< HTMLFormElement >( VARIATIONS_FORM );
	if ( around ) {
		return around;
	}
	return (
		document.querySelector< HTMLFormElement >(
			`${ VARIATIONS_FORM }[data-product_id="${ productId }"]`
		) ?? null
	);
}

/**
 * The id WooCommerce's `found_variation` passes (its second argument, the variation).
 *
 * @param variation The jQuery extra parameter.
 */
export function variationIdOf( variation: unknown ): number {
	if ( typeof variation === 'object' && variation !== null ) {
		const id = Number(
			( variation as { variation_id?: unknown } ).variation_id
		);
		return Number.isInteger( id ) && id > 0 ? id : 0;
	}
	return 0;
}

/**
 * The attribute values of a chosen variation: the variation's own (`attributes` of
 * `found_variation`'s variation, `attribute_pa_color` → `blush`, '' for "any") and, for
 * its "any" attributes, the value chosen in the form's field of that name (the select
 * WooCommerce's form has, which swatches set too). Empty values are left out.
 *
 * @param variation The jQuery extra parameter of `found_variation`.
 * @param form      The variations form.
 */
export function chosenAttributesOf(
	variation: unknown,
	form: HTMLFormElement | null
): ChosenAttribute[] {
	const attributes =
		typeof variation === 'object' && variation !== null
			? ( variation as { attributes?: unknown } ).attributes
			: undefined;
	if ( typeof attributes !== 'object' || attributes === null ) {
		return [];
	}
	const chosen: ChosenAttribute[] = [];
	for ( const [ attribute, fixed ] of Object.entries( attributes ) ) {
		let value = typeof fixed === 'string' ? fixed : '';
		if ( value === '' && form ) {
			const field = form.elements.namedItem( attribute );
			value =
				field && 'value' in field && typeof field.value === 'string'
					? field.value
					: '';
		}
		if ( value !== '' ) {
			chosen.push( { attribute, value } );
		}
	}
	return chosen;
}

/**
 * The variation the form holds now: its `variation_id` field, set by WooCommerce's script
 * once every attribute is chosen, and the value of each attribute field (every one is chosen
 * then, the "any" ones included). Null while no variation is chosen.
 *
 * @param form The variations form.
 */
export function currentChoiceOf(
	form: HTMLFormElement
): ChosenVariation | null {
	const field = form.elements.namedItem( 'variation_id' );
	const variationId =
		field && 'value' in field ? Number( field.value ) : Number.NaN;
	if ( ! Number.isInteger( variationId ) || variationId <= 0 ) {
		return null;
	}
	const variation: ChosenAttribute[] = [];
	for ( const element of Array.from( form.elements ) ) {
		const { name, value } = element as HTMLInputElement;
		if (
			typeof name === 'string' &&
			name.startsWith( 'attribute_' ) &&
			typeof value === 'string' &&
			value !== '' &&
			! variation.some( ( each ) => each.attribute === name )
		) {
			variation.push( { attribute: name, value } );
		}
	}
	return { variationId, variation };
}

/**
 * Follows the variation the shopper chose on a variable product's form
 * (`found_variation` → its id and attribute values, `reset_data` → none), starting from
 * what the form holds when it subscribes.
 *
 * @param root        The block's wrapper.
 * @param productId   The product.
 * @param productType Its type; only `variable` products listen.
 * @param initial     The variation to start with.
 */
export function useChosenVariation(
	root: HTMLElement | null,
	productId: number,
	productType: string,
	initial: number
): ChosenVariation {
	const [ chosen, setChosen ] = useState< ChosenVariation >( {
		variationId: initial,
		variation: NONE,
	} );
	useEffect( () => {
		if ( productType !== 'variable' ) {
			return undefined;
		}
		const form = findVariationsForm( root, productId );
		if ( ! form ) {
			return undefined;
		}
		const offFound = onWooEvent(
			'found_variation',
			( _event: unknown, variation: unknown ) =>
				setChosen( {
					variationId: variationIdOf( variation ),
					variation: chosenAttributesOf( variation, form ),
				} ),
			form
		);
		const offReset = onWooEvent(
			'reset_data',
			() => setChosen( { variationId: 0, variation: NONE } ),
			form
		);
		// A `found_variation` fired before this script subscribed (the shopper chose while it
		// loaded) is not sent again: the form's fields hold that choice.
		const current = currentChoiceOf( form );
		if ( current ) {
			setChosen( current );
		}
		return () => {
			offFound();
			offReset();
		};
	}, [ root, productId, productType ] );
	return chosen;
}
