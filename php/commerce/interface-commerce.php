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
	 * Whether the current request shows the account page (My Account, logged in or not).
	 */
	public function is_account_page(): bool;

	/**
	 * Whether shoppers may register on the account page (WooCommerce's
	 * `woocommerce_enable_myaccount_registration` = `yes`).
	 */
	public function registration_enabled(): bool;

	/**
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool;

	/**
	 * The product the shop's templates are printing (WooCommerce's global product); 0 when none.
	 */
	public function current_product_id(): int;

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

	/**
	 * The capability of the people who run the shop (WooCommerce's shop managers); `manage_options` without a shop.
	 */
	public function shop_manager_capability(): string;

	/**
	 * Where the shop's order-attribution script keeps each field in the shopper's cookies:
	 * field (`utm_source`, as WooCommerce names its order-attribution fields) → array( cookie name, key in
	 * the cookie's `key=value|||key=value` list ); empty without a shop (no script, no cookies).
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function attribution_cookie_fields(): array;

	/**
	 * Whether the shop tracks order attribution itself (WooCommerce's own order attribution, on by
	 * default since 8.5): Boudoir then defers to it, tracks nothing and only reads its cookies.
	 */
	public function own_attribution_active(): bool;

	/**
	 * Whether the shop's own order attribution may track the shopper now (its allow-tracking filter,
	 * which its consent integration answers); false when it is not active.
	 */
	public function own_attribution_allows_tracking(): bool;

	/**
	 * Lets the block checkout carry attribution values to the server: registers the Store API checkout's
	 * extension data under Checkout_Hooks::ATTRIBUTION_EXTENSION (each field a string or null), which the
	 * Store API drops unless registered. Nothing while the shop's own attribution is active: it registers
	 * that namespace itself. Call it on Checkout_Hooks::STORE_API_EXTEND, at STORE_API_EXTEND_PRIORITY.
	 *
	 * @return bool Whether the data was registered.
	 */
	public function accept_checkout_attribution(): bool;

	/**
	 * Stores attribution values on an order as the shop's own order attribution stores them
	 * (meta `_wc_order_attribution_{field}`), and saves them.
	 *
	 * @param object               $order  The order a checkout hook of the shop passed (see Checkout_Hooks).
	 * @param array<string,string> $values Field (`utm_source`, `device_type`…) → sanitized value.
	 * @return bool Whether it was an order of the shop and the values were stored.
	 */
	public function save_order_attribution( object $order, array $values ): bool;

	/**
	 * Stores attribution values on a customer as the shop stores them at registration (the same meta keys, on the user).
	 *
	 * @param int                  $customer_id The new customer's user id.
	 * @param array<string,string> $values      Field → sanitized value.
	 * @return list<string> The meta keys written (Customer_Attribution keeps them for the privacy tools and uninstall).
	 */
	public function save_customer_attribution( int $customer_id, array $values ): array;

	/**
	 * The attribution values stored on an order: field → value, in the shop's field order, device type last; empty when none.
	 *
	 * @param int $order_id The order.
	 * @return array<string,string>
	 */
	public function order_attribution( int $order_id ): array;

	/**
	 * The admin screens where an order is edited with the order storage in use (posts storage or custom
	 * order tables); empty without a shop.
	 *
	 * @return list<string>
	 */
	public function order_screen_ids(): array;

	/**
	 * The order id behind what an order screen hands its meta boxes (a post, or the shop's order object); 0 when none.
	 *
	 * @param mixed $post_or_order What `add_meta_boxes` passed.
	 */
	public function order_id( mixed $post_or_order ): int;

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
}
