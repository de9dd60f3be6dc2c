<?php
/**
 * What Boudoir needs to know of the shop's pages: where they are, which one is showing, what they allow.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's pages and the settings that shape them. Woo_Shop_Pages when WooCommerce 9.0+ runs,
 * No_Shop_Pages otherwise.
 */
interface Shop_Pages {

	/**
	 * The cart page's URL; '' without a shop.
	 */
	public function cart_url(): string;

	/**
	 * The checkout page's URL; '' without a shop.
	 */
	public function checkout_url(): string;

	/**
	 * The shop page's URL; '' without a shop.
	 */
	public function shop_url(): string;

	/**
	 * The Store API nonce (`wp_create_nonce( 'wc_store_api' )`) for the current visitor; '' without a shop.
	 */
	public function store_api_nonce(): string;

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
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool;

	/**
	 * The product the shop's templates are printing (WooCommerce's global product); 0 when none.
	 */
	public function current_product_id(): int;

	/**
	 * What the variations form's attribute select is printed for, from the arguments
	 * WooCommerce gives its filter (Shop_Controls::VARIATION_SELECT_FILTER): the product, the
	 * attribute's field (`attribute_pa_color`) and the form's choice ('' none); null when
	 * they name no product and attribute.
	 *
	 * @param mixed $args The filter's arguments.
	 * @return array{product_id:int,field:string,selected:string}|null
	 */
	public function variation_select_of( mixed $args ): ?array;

	/**
	 * Whether shoppers may register on the account page (WooCommerce's
	 * `woocommerce_enable_myaccount_registration` = `yes`).
	 */
	public function registration_enabled(): bool;

	/**
	 * The capability of the people who run the shop (WooCommerce's shop managers); `manage_options` without a shop.
	 */
	public function shop_manager_capability(): string;

	/**
	 * The wp-admin menu the shop's own screens go under (`add_submenu_page()`'s parent): WooCommerce's
	 * menu once it added it, else the Dashboard (`index.php`). Call it on `admin_menu`, after the shop's.
	 */
	public function admin_menu_parent(): string;
}
