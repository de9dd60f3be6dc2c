/**
 * Types of the swatches' pure core (SWATCH-DESIGN.md).
 */

/**
 * One variation as the swatches read it: from the page's `data-product_variations`
 * (WooCommerce's variation JSON) or from Boudoir's compact availability map.
 */
export interface SwatchVariation {
	/** `attribute_* → value` (`''` = any value), as WooCommerce prints them (entities not decoded). */
	attributes: Record< string, string >;
	/** WooCommerce's `is_in_stock`, read as its script reads it (truthy or not). */
	is_in_stock: boolean;
	/** WooCommerce's `variation_is_active`, read as its script reads it (truthy or not: missing = inactive). */
	variation_is_active: boolean;
	/** WooCommerce's `max_qty` (`''` = no limit). A purchase limit, not stock: 1 for a variation sold individually. */
	max_qty?: number | '';
	/** The stock quantity when stock is managed (from Boudoir's data, never from `max_qty`), else `null`. */
	stock_quantity?: number | null;
	variation_id?: number;
}

/** A swatch value's state given the other choices. */
export type ValueState = 'enabled' | 'no-stock' | 'disabled';

/** An attribute of the form: its field name (`attribute_pa_color`) and its values in the shop's order. */
export interface SwatchAttributeValues {
	name: string;
	values: string[];
}

/** The current choices: `attribute_* → value` (`''` or missing = not chosen). */
export type SwatchChoices = Record< string, string >;

/** Each attribute's values' states: `attribute_* → value → state`. */
export type ValueStates = Record< string, Record< string, ValueState > >;

/**
 * One row of the compact map: the values in the map's attribute order, then in stock (1/0), then the
 * stock quantity or null, then, only for a variation that is not active, a 0.
 */
export type AvailabilityRow = ( string | number | null )[];

/** Boudoir's compact availability map printed for products above WooCommerce's AJAX threshold. */
export interface AvailabilityMap {
	attributes: string[];
	variations: AvailabilityRow[];
}

/** A swatch's value as printed by `Swatch_Data::for_product()`. */
export interface SwatchValueData {
	value: string;
	title: string;
	color: string | null;
	image: { src: string; alt: string } | null;
}

/** How an attribute's swatches look. */
export type SwatchType = 'color' | 'image' | 'label';

/** An attribute as printed by `Swatch_Data::for_product()`. */
export interface SwatchAttributeData {
	name: string;
	label: string;
	type: SwatchType;
	values: SwatchValueData[];
}

/** The per-product data printed in `script.boudoir-swatches__data`. */
export interface SwatchProductData {
	productId: number;
	attributes: SwatchAttributeData[];
	availability: AvailabilityMap | null;
	/**
	 * When the page carries WooCommerce's variations: the stock quantity of each variation that
	 * manages its stock (`variation id → quantity`), which WooCommerce's variation JSON lacks.
	 */
	stock: StockQuantities | null;
}

/** `variation id → stock quantity`, for variations that manage their stock. */
export type StockQuantities = Record< string, number >;

/** `window.boudoirSwatchSettings` (spec names). */
export interface SwatchSettings {
	show_variation_label: boolean;
	variation_label_separator: string;
	clickable_out_of_stock: boolean;
	out_of_stock_tooltip_text: string;
	clear_on_reselect: boolean;
	show_variation_stock: boolean;
	stock_label_threshold: number;
	is_mobile: boolean;
}
