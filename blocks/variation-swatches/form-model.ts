/**
 * Reads what a variations form's swatches work from: the block's JSON, WooCommerce's
 * selects and its `data-product_variations`.
 */

/**
 * Internal dependencies
 */
import { variationsFromMap, variationsFromWooData } from '../../src/swatches';
import {
	BLOCK_SELECTOR,
	DATA_SELECTOR,
	DEFAULT_LOOK,
	SELECT_SELECTOR,
} from './constants';
import type {
	AvailabilityMap,
	FormModel,
	SwatchAttributeData as SwatchAttribute,
	SwatchProductData as SwatchData,
	StockQuantities,
	SwatchLook,
	SwatchType,
	SwatchValueData as SwatchValue,
} from './types';

const TYPES: SwatchType[] = [ 'color', 'image', 'label' ];

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

function readValue( raw: unknown ): SwatchValue | null {
	if ( ! isRecord( raw ) || typeof raw.value !== 'string' ) {
		return null;
	}
	const image = isRecord( raw.image ) &&
		typeof raw.image.src === 'string' && {
			src: raw.image.src,
			alt: typeof raw.image.alt === 'string' ? raw.image.alt : '',
		};
	return {
		value: raw.value,
		title: typeof raw.title === 'string' ? raw.title : raw.value,
		color:
			typeof raw.color === 'string' &&
			/^#[0-9a-f]{3,8}$/i.test( raw.color )
				? raw.color
				: null,
		image: image || null,
	};
}

function readAttribute( raw: unknown ): SwatchAttribute | null {
	if ( ! isRecord( raw ) || typeof raw.name !== 'string' ) {
		return null;
	}
	const values = Array.isArray( raw.values )
		? raw.values
				.map( readValue )
				.filter( ( value ): value is SwatchValue => value !== null )
		: [];
	return {
		name: raw.name,
		label: typeof raw.label === 'string' ? raw.label : raw.name,
		type: TYPES.includes( raw.type as SwatchType )
			? ( raw.type as SwatchType )
			: 'label',
		values,
	};
}

function readMap( raw: unknown ): AvailabilityMap | null {
	if (
		! isRecord( raw ) ||
		! Array.isArray( raw.attributes ) ||
		! Array.isArray( raw.variations )
	) {
		return null;
	}
	return {
		attributes: raw.attributes.filter(
			( name ): name is string => typeof name === 'string'
		),
		variations: raw.variations.filter(
			( row ): row is ( string | number | null )[] => Array.isArray( row )
		),
	};
}

function readStock( raw: unknown ): StockQuantities | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const stock: StockQuantities = {};
	for ( const [ id, quantity ] of Object.entries( raw ) ) {
		if ( typeof quantity === 'number' && Number.isFinite( quantity ) ) {
			stock[ id ] = quantity;
		}
	}
	return stock;
}

/**
 * The block's JSON, checked field by field (anything unexpected is dropped).
 *
 * @param text The script element's text.
 * @return The data; throws when the text is not JSON.
 */
export function parseSwatchData( text: string ): SwatchData | null {
	const raw: unknown = JSON.parse( text );
	if ( ! isRecord( raw ) ) {
		return null;
	}
	return {
		productId: Number( raw.productId ) || 0,
		attributes: Array.isArray( raw.attributes )
			? raw.attributes
					.map( readAttribute )
					.filter(
						( attribute ): attribute is SwatchAttribute =>
							attribute !== null
					)
			: [],
		availability: readMap( raw.availability ),
		stock: readStock( raw.stock ),
	};
}

/**
 * The block that carries a form's data: inside the form (WooCommerce's hook), else
 * anywhere on the page for the same product (a block placed on a custom template).
 *
 * @param form The variations form.
 */
export function blockOf( form: HTMLFormElement ): HTMLElement | null {
	const inside = form.querySelector< HTMLElement >( BLOCK_SELECTOR );
	if ( inside ) {
		return inside;
	}
	const productId = form.dataset.product_id ?? '';
	if ( ! productId ) {
		return null;
	}
	return (
		Array.from(
			form.ownerDocument.querySelectorAll< HTMLElement >( BLOCK_SELECTOR )
		).find( ( block ) => block.dataset.productId === productId ) ?? null
	);
}

/**
 * The form's swatch data, or null when no block printed any.
 *
 * @param form The variations form.
 */
export function swatchDataOf( form: HTMLFormElement ): SwatchData | null {
	const script = blockOf( form )?.querySelector( DATA_SELECTOR );
	return script?.textContent ? parseSwatchData( script.textContent ) : null;
}

/**
 * The block's look (shape and size), from its wrapper's data attributes.
 *
 * @param form The variations form.
 */
export function lookOf( form: HTMLFormElement ): SwatchLook {
	const block = blockOf( form );
	const shape = block?.dataset.shape;
	const size = block?.dataset.size;
	return {
		shape: shape === 'square' ? 'square' : DEFAULT_LOOK.shape,
		size: size === 'small' || size === 'large' ? size : DEFAULT_LOOK.size,
	};
}

/**
 * WooCommerce's attribute selects of a form, in their order.
 *
 * @param form The variations form.
 */
export function selectsOf( form: HTMLFormElement ): HTMLSelectElement[] {
	return Array.from(
		form.querySelectorAll< HTMLSelectElement >( SELECT_SELECTOR )
	);
}

/**
 * The attribute a select chooses (`attribute_pa_color`), as WooCommerce reads it.
 *
 * @param select A variation select.
 */
export function attributeNameOf( select: HTMLSelectElement ): string {
	return select.dataset.attribute_name || select.name;
}

/**
 * The text of the label WooCommerce prints for a select.
 *
 * @param select A variation select.
 */
export function labelTextOf( select: HTMLSelectElement ): string {
	const label = Array.from( select.labels ?? [] )[ 0 ];
	return ( label?.textContent ?? '' ).trim() || attributeNameOf( select );
}

/**
 * An attribute from its select alone (no block data): text swatches of its options.
 *
 * @param select A variation select.
 */
export function attributeFromSelect(
	select: HTMLSelectElement
): SwatchAttribute {
	return {
		name: attributeNameOf( select ),
		label: labelTextOf( select ),
		type: 'label',
		values: Array.from( select.options )
			.filter( ( option ) => option.value !== '' )
			.map( ( option ) => ( {
				value: option.value,
				title: option.text.trim() || option.value,
				color: null,
				image: null,
			} ) ),
	};
}

/**
 * The page's variations: WooCommerce's `data-product_variations` when it is there, else
 * Boudoir's availability map, else null (AJAX mode: all values enabled).
 *
 * @param form The variations form.
 * @param data The block's data.
 */
export function variationsOf(
	form: HTMLFormElement,
	data: SwatchData | null
): Pick< FormModel, 'variations' | 'inline' > {
	const attribute = form.getAttribute( 'data-product_variations' );
	if ( attribute !== null && attribute !== '' ) {
		const fromPage = variationsFromWooData(
			JSON.parse( attribute ),
			data?.stock ?? null
		);
		if ( fromPage ) {
			return { variations: fromPage, inline: true };
		}
	}
	return {
		variations: data?.availability
			? variationsFromMap( data.availability )
			: null,
		inline: false,
	};
}

/**
 * Everything one form's swatches need; one group per select, in the select's order.
 *
 * @param form The variations form.
 */
export function readFormModel( form: HTMLFormElement ): FormModel {
	const data = swatchDataOf( form );
	const attributes = selectsOf( form ).map( ( select ) => {
		const name = attributeNameOf( select );
		const fromData = data?.attributes.find(
			( attribute ) => attribute.name === name
		);
		const fromSelect = attributeFromSelect( select );
		if ( ! fromData || fromData.values.length === 0 ) {
			return fromSelect;
		}
		return { ...fromData, label: fromData.label || fromSelect.label };
	} );
	return { attributes, ...variationsOf( form, data ) };
}
