<?php
/**
 * What Boudoir needs from a shop: the one contract its modules talk to.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop behind Boudoir. Woo_Commerce when WooCommerce 9.0+ runs, No_Commerce otherwise;
 * modules never call WooCommerce themselves.
 */
interface Commerce {

	/**
	 * Whether a supported WooCommerce runs, so shop features may switch on.
	 */
	public function is_active(): bool;

	/**
	 * WooCommerce's version when it is loaded (also when too old), null when it is not.
	 */
	public function version(): ?string;

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
	 * The variation of a variable product chosen by an attribute map, as WooCommerce matches it; null when none.
	 *
	 * @param int                  $product_id The variable product.
	 * @param array<string,string> $attributes Attribute → value; keys as `attribute_pa_color`, `pa_color` or the label `Color`.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int;

	/**
	 * Puts a product in the shopper's cart, through WooCommerce's own validation.
	 *
	 * @param int                  $product_id   Product (or variable parent, or variation) id.
	 * @param int                  $quantity     How many.
	 * @param int                  $variation_id The variation, or 0 to match one from $variation.
	 * @param array<string,string> $variation    Attribute → value, as for find_variation_id().
	 * @return Cart_Addition|\WP_Error
	 */
	public function add_to_cart( int $product_id, int $quantity = 1, int $variation_id = 0, array $variation = array() ): Cart_Addition|\WP_Error;

	/**
	 * The cart page's URL; '' without a shop.
	 */
	public function cart_url(): string;

	/**
	 * The Store API nonce (`wp_create_nonce( 'wc_store_api' )`) for the current visitor; '' without a shop.
	 */
	public function store_api_nonce(): string;

	/**
	 * Whether the shop sends shoppers to the cart after an add (WooCommerce's "Redirect to the cart page after successful addition").
	 */
	public function redirects_to_cart_after_add(): bool;

	/**
	 * The checkout page's URL; '' without a shop.
	 */
	public function checkout_url(): string;

	/**
	 * The shop page's URL; '' without a shop.
	 */
	public function shop_url(): string;

	/**
	 * Whether the current request shows the cart page.
	 */
	public function is_cart_page(): bool;

	/**
	 * Whether the current request shows the checkout page.
	 */
	public function is_checkout_page(): bool;

	/**
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool;

	/**
	 * The shop's currency and how it formats prices; null without a shop.
	 */
	public function currency(): ?Currency;

	/**
	 * A price as the shop shows it (HTML, already escaped).
	 *
	 * @param float $amount The amount in the shop's currency.
	 */
	public function format_price( float $amount ): string;

	/**
	 * Units left as the shop lets shoppers see them (its stock display format); null when hidden or not managed.
	 *
	 * @param Product $product A product or variation.
	 */
	public function shown_stock_quantity( Product $product ): ?int;

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
}
