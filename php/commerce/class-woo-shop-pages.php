<?php
/**
 * WooCommerce's pages, their URLs and the settings that shape them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Shop pages on a running WooCommerce 9.0+, through its page functions, conditionals and options.
 */
final class Woo_Shop_Pages implements Shop_Pages {

	/**
	 * The cart page's URL.
	 */
	public function cart_url(): string {
		return (string) wc_get_cart_url();
	}

	/**
	 * The checkout page's URL.
	 */
	public function checkout_url(): string {
		return (string) wc_get_checkout_url();
	}

	/**
	 * The shop page's URL (the home page when the shop has no shop page).
	 */
	public function shop_url(): string {
		return (string) wc_get_page_permalink( 'shop' );
	}

	/**
	 * The Store API nonce for the current visitor (WooCommerce checks it on cart writes).
	 */
	public function store_api_nonce(): string {
		return wp_create_nonce( 'wc_store_api' );
	}

	/**
	 * Whether the current request shows the cart page.
	 */
	public function is_cart_page(): bool {
		return (bool) is_cart();
	}

	/**
	 * Whether the current request shows the checkout page.
	 */
	public function is_checkout_page(): bool {
		return (bool) is_checkout();
	}

	/**
	 * Whether the current request shows the account page.
	 */
	public function is_account_page(): bool {
		return (bool) is_account_page();
	}

	/**
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool {
		return (bool) is_product();
	}

	/**
	 * The product WooCommerce's templates are printing: the global `$product`, which
	 * wc_setup_product_data() (includes/wc-template-functions.php) sets for each post of a loop
	 * and for the single product; 0 when there is none.
	 */
	public function current_product_id(): int {
		$product = $GLOBALS['product'] ?? null;
		return $product instanceof \WC_Product ? (int) $product->get_id() : 0;
	}

	/**
	 * From wc_dropdown_variation_attribute_options()'s arguments: `product` (a WC_Product),
	 * `attribute` (its field is `attribute_` and its sanitized name, as the select's
	 * `data-attribute_name`) and `selected` (the request's or the product's default choice).
	 *
	 * @param mixed $args The filter's arguments.
	 * @return array{product_id:int,field:string,selected:string}|null
	 */
	public function variation_select_of( mixed $args ): ?array {
		if ( ! is_array( $args ) || ! ( ( $args['product'] ?? null ) instanceof \WC_Product ) || ! is_scalar( $args['attribute'] ?? null ) || '' === (string) $args['attribute'] ) {
			return null;
		}
		return array(
			'product_id' => (int) $args['product']->get_id(),
			'field'      => 'attribute_' . sanitize_title( (string) $args['attribute'] ),
			'selected'   => is_scalar( $args['selected'] ?? null ) ? (string) $args['selected'] : '',
		);
	}

	/**
	 * The `woocommerce_enable_myaccount_registration` setting (`yes` or `no`).
	 */
	public function registration_enabled(): bool {
		return 'yes' === get_option( 'woocommerce_enable_myaccount_registration', 'no' );
	}

	/**
	 * `manage_woocommerce`, the capability WooCommerce gives its shop managers and administrators
	 * (WC_Install::create_roles(), includes/class-wc-install.php); `manage_options` when the
	 * shop_manager role lacks it (a site that removed or changed the role).
	 */
	public function shop_manager_capability(): string {
		$role = get_role( 'shop_manager' );
		return null !== $role && $role->has_cap( 'manage_woocommerce' ) ? 'manage_woocommerce' : 'manage_options';
	}

	/**
	 * WooCommerce's menu (WC_Admin_Menus::admin_menu(), slug `woocommerce`) once added; else the Dashboard.
	 */
	public function admin_menu_parent(): string {
		global $admin_page_hooks;
		return is_array( $admin_page_hooks ) && isset( $admin_page_hooks['woocommerce'] ) ? 'woocommerce' : 'index.php';
	}
}
