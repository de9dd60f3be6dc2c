<?php
/**
 * The shop when there is none.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in when WooCommerce is missing or too old: finds nothing, sells nothing, never fails.
 */
final class No_Commerce implements Commerce {

	/**
	 * Keeps which WooCommerce, if any, was found too old.
	 *
	 * @param string|null $found_version The WooCommerce found too old, if any.
	 */
	public function __construct( private ?string $found_version = null ) {
	}

	/**
	 * Never: shop features stay off.
	 */
	public function is_active(): bool {
		return false;
	}

	/**
	 * The too-old WooCommerce's version, or null when there is none.
	 */
	public function version(): ?string {
		return $this->found_version;
	}

	/**
	 * Always null.
	 *
	 * @param int $product_id Ignored.
	 */
	public function find_product( int $product_id ): ?Product {
		return null;
	}

	/**
	 * Always empty.
	 *
	 * @param int[] $product_ids Ignored.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array {
		return array();
	}

	/**
	 * None: without a shop there are no products.
	 *
	 * @param int $count Ignored.
	 * @return list<int>
	 */
	public function newest_product_ids( int $count ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return array();
	}

	/**
	 * Always null.
	 *
	 * @param int                  $product_id Ignored.
	 * @param array<string,string> $attributes Ignored.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int {
		return null;
	}

	/**
	 * Always ''.
	 */
	public function cart_url(): string {
		return '';
	}

	/**
	 * No Store API without the shop.
	 */
	public function store_api_nonce(): string {
		return '';
	}

	/**
	 * Never: there is no cart.
	 */
	public function redirects_to_cart_after_add(): bool {
		return false;
	}

	/**
	 * Always ''.
	 */
	public function checkout_url(): string {
		return '';
	}

	/**
	 * Always ''.
	 */
	public function shop_url(): string {
		return '';
	}

	/**
	 * Never.
	 */
	public function is_cart_page(): bool {
		return false;
	}

	/**
	 * Never.
	 */
	public function is_checkout_page(): bool {
		return false;
	}

	/**
	 * Never.
	 */
	public function is_account_page(): bool {
		return false;
	}

	/**
	 * Never: there are no shop accounts.
	 */
	public function registration_enabled(): bool {
		return false;
	}

	/**
	 * Never.
	 */
	public function is_product_page(): bool {
		return false;
	}

	/**
	 * Always 0: no shop, no product being printed.
	 */
	public function current_product_id(): int {
		return 0;
	}

	/**
	 * None: without a shop no post is a product.
	 *
	 * @return list<string>
	 */
	public function product_post_types(): array {
		return array();
	}

	/**
	 * Never: without a shop there are no product attributes.
	 *
	 * @param string $taxonomy Ignored.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return false;
	}

	/**
	 * WordPress's own `thumbnail` size.
	 */
	public function thumbnail_image_size(): string {
		return 'thumbnail';
	}

	/**
	 * Site administrators: `manage_options`.
	 */
	public function shop_manager_capability(): string {
		return 'manage_options';
	}

	/**
	 * None: without the shop's script there are no attribution cookies.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function attribution_cookie_fields(): array {
		return array();
	}

	/**
	 * Never: there is no shop to track for.
	 */
	public function own_attribution_active(): bool {
		return false;
	}

	/**
	 * Never.
	 */
	public function own_attribution_allows_tracking(): bool {
		return false;
	}

	/**
	 * Never: there is no checkout.
	 */
	public function accept_checkout_attribution(): bool {
		return false;
	}

	/**
	 * Stores nothing.
	 *
	 * @param object               $order  Ignored.
	 * @param array<string,string> $values Ignored.
	 */
	public function save_order_attribution( object $order, array $values ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the interface's signature.
		return false;
	}

	/**
	 * Stores nothing.
	 *
	 * @param int                  $customer_id Ignored.
	 * @param array<string,string> $values      Ignored.
	 * @return list<string> None.
	 */
	public function save_customer_attribution( int $customer_id, array $values ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the interface's signature.
		return array();
	}

	/**
	 * Always empty.
	 *
	 * @param int $order_id Ignored.
	 * @return array<string,string>
	 */
	public function order_attribution( int $order_id ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return array();
	}

	/**
	 * None.
	 *
	 * @return list<string>
	 */
	public function order_screen_ids(): array {
		return array();
	}

	/**
	 * Always 0.
	 *
	 * @param mixed $post_or_order Ignored.
	 */
	public function order_id( mixed $post_or_order ): int { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return 0;
	}

	/**
	 * Always null.
	 */
	public function currency(): ?Currency {
		return null;
	}

	/**
	 * The amount with two decimals in the site's locale, no symbol.
	 *
	 * @param float $amount The amount.
	 */
	public function format_price( float $amount ): string {
		return esc_html( number_format_i18n( $amount, 2 ) );
	}

	/**
	 * Always null: no shop, no stock.
	 *
	 * @param Product $product Ignored.
	 */
	public function shown_stock_quantity( Product $product ): ?int { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return null;
	}

	/**
	 * Always null: no shop, no variations.
	 *
	 * @param int $product_id Ignored.
	 */
	public function variation_matrix( int $product_id ): ?array {
		return null;
	}

	/**
	 * Always null: no shop, no variations.
	 *
	 * @param int $product_id Ignored.
	 */
	public function variation_attribute_options( int $product_id ): ?array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return null;
	}
}
