<?php
/**
 * What Boudoir reads of the shop's catalogue: products, their variations and how the shop names them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's products. Woo_Catalogue when WooCommerce 9.0+ runs, No_Catalogue otherwise;
 * modules never read WooCommerce's products themselves.
 */
interface Catalogue {

	/**
	 * A product or variation by id; null when there is none or it is in the trash.
	 *
	 * @param int $product_id Product or variation id.
	 */
	public function find_product( int $product_id ): ?Product;

	/**
	 * Products and variations by id, loaded in one batch; keyed by id in the order asked, missing ones left out.
	 *
	 * @param int[] $product_ids Product or variation ids.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array;

	/**
	 * The newest products a shopper may browse (published, shown in the catalogue, in stock
	 * when the shop hides the rest), newest first: a carousel of new arrivals reads them.
	 *
	 * @param int $count How many at most.
	 * @return list<int> Product ids.
	 */
	public function newest_product_ids( int $count ): array;

	/**
	 * The variation of a variable product chosen by an attribute map, as WooCommerce's product data store
	 * matches it (the first published variation, in menu order, whose stored values the choice meets;
	 * '' stored = any); null when none.
	 *
	 * @param int                  $product_id The variable product.
	 * @param array<string,string> $attributes Attribute → value; keys as `attribute_pa_color`, `pa_color` or the label `Color`.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int;

	/**
	 * A variable product's variation attributes, each with every value a shopper may choose for it,
	 * as WooCommerce's Store API checks a posted `variation` (CartController::parse_variation_data()).
	 *
	 * `name`: the form field and meta key (`attribute_pa_color`); `attribute`: `pa_color` or the custom
	 * attribute's name; `label`: as shown (`Colour`); `taxonomy`: whether its values are term slugs;
	 * `options`: value (term slug, or the custom value) → its name as shown, in the product's order.
	 *
	 * @param int $product_id The variable product.
	 * @return list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}>|null Null when it is not a variable product.
	 */
	public function variation_attribute_options( int $product_id ): ?array;

	/**
	 * A variable product's variations form as data, for swatches: its attributes with their options
	 * in the shop's order, and its available variations (those the variations form carries).
	 *
	 * `attributes`: list of `name` (`attribute_pa_color`), `attribute` (`pa_color` or the custom name),
	 * `label`, `taxonomy` (`pa_color` or '' for a custom attribute), `options` (list of `value`, `title`,
	 * `term_id` (0 for custom attributes)). `variations`: list of `id`, `attributes` (`attribute_* → value`,
	 * '' = any), `in_stock`, `quantity` (null when stock is not managed), `active` (`variation_is_active`),
	 * `purchasable`. `carries_variations`: whether the page prints `data-product_variations` (the number of
	 * variations is at most the `woocommerce_ajax_variation_threshold` filter).
	 * Loaded in a fixed number of queries, whatever the number of variations.
	 *
	 * @param int $product_id The variable product.
	 * @return array{product_id:int,carries_variations:bool,attributes:list<array{name:string,attribute:string,label:string,taxonomy:string,options:list<array{value:string,title:string,term_id:int}>}>,variations:list<array{id:int,attributes:array<string,string>,in_stock:bool,quantity:?int,active:bool,purchasable:bool}>}|null Null when it is not a variable product.
	 */
	public function variation_matrix( int $product_id ): ?array;

	/**
	 * Units left as the shop lets shoppers see them (its stock display format); null when hidden or not managed.
	 *
	 * @param Product $product A product or variation.
	 */
	public function shown_stock_quantity( Product $product ): ?int;

	/**
	 * The post types of the shop's products and variations (to tell a product's post from others); empty without a shop.
	 *
	 * @return list<string>
	 */
	public function product_post_types(): array;

	/**
	 * Whether a taxonomy is one of the shop's global product attributes (`pa_color`), judged by its name.
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool;

	/**
	 * The registered image size of product thumbnails in lists (a core size without a shop).
	 */
	public function thumbnail_image_size(): string;
}
