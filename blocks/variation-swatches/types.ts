/**
 * Internal dependencies
 */
import type {
	SwatchAttributeData,
	SwatchSettings,
	SwatchVariation,
} from '../../src/swatches';

export type {
	AvailabilityMap,
	StockQuantities,
	SwatchAttributeData,
	SwatchProductData,
	SwatchSettings,
	SwatchType,
	SwatchValueData,
} from '../../src/swatches';

/** The block's attributes, as block.json declares them. */
export type VariationSwatchesAttributes = {
	/** The product whose form gets swatches; 0 = the block context's or the page's product. */
	productId: number;
	/** How colour and image swatches are drawn. */
	shape: 'circle' | 'square';
	/** Swatch size. */
	size: 'small' | 'medium' | 'large';
};

/** What one form's swatches work from. */
export interface FormModel {
	/** One per select of the form, in its order. */
	attributes: SwatchAttributeData[];
	/** The variations to grey out from; null: loaded by AJAX, every value stays enabled. */
	variations: SwatchVariation[] | null;
	/** Whether WooCommerce itself has the variations (it then resets invalid choices itself). */
	inline: boolean;
}

/** The block's look, read from its wrapper. */
export interface SwatchLook {
	shape: VariationSwatchesAttributes[ 'shape' ];
	size: VariationSwatchesAttributes[ 'size' ];
}

declare global {
	interface Window {
		/** Printed before the view script by Swatch_Placement (PHP). */
		boudoirSwatchSettings?: Partial< SwatchSettings >;
	}
}
