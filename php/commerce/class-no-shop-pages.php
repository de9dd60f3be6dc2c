<?php
/**
 * The shop's pages when there is no shop.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in when WooCommerce is missing or too old: no shop page is ever shown, no URL is known,
 * and the site's administrators run what there is.
 */
final class No_Shop_Pages implements Shop_Pages {

	/**
	 * Always ''.
	 */
	public function cart_url(): string {
		return '';
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
	 * No Store API without the shop.
	 */
	public function store_api_nonce(): string {
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
	 * None: there are no products.
	 *
	 * @param mixed $args The filter's arguments.
	 */
	public function variation_select_of( mixed $args ): ?array {
		return null;
	}

	/**
	 * Never: there are no shop accounts.
	 */
	public function registration_enabled(): bool {
		return false;
	}

	/**
	 * Site administrators: `manage_options`.
	 */
	public function shop_manager_capability(): string {
		return 'manage_options';
	}

	/**
	 * The Dashboard: there is no shop menu.
	 */
	public function admin_menu_parent(): string {
		return 'index.php';
	}
}
