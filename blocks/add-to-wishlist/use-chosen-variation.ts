/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { onWooEvent } from '../../src/woo-events';
import { VARIATIONS_FORM } from './constants';

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
 * Follows the variation the shopper chose on a variable product's form
 * (`found_variation` → its id, `reset_data` → 0).
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
): number {
	const [ variationId, setVariationId ] = useState( initial );
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
				setVariationId( variationIdOf( variation ) ),
			form
		);
		const offReset = onWooEvent(
			'reset_data',
			() => setVariationId( 0 ),
			form
		);
		return () => {
			offFound();
			offReset();
		};
	}, [ root, productId, productType ] );
	return variationId;
}
