<?php
/**
 * WooCommerce's product-change actions, bridged to the product views' cache.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps Product_Cache true: every way WooCommerce (or WordPress) changes a product drops its views.
 */
final class Woo_Product_Changes {

	/**
	 * Boudoir's action for a product (or variation) WooCommerce saved or whose stock it set: its
	 * argument is the ids changed, the product's and its parent's (the wishlist alerts listen).
	 */
	public const ACTION = 'boudoir_product_changed';

	/**
	 * Drops cached product views (Product_Cache) when WooCommerce reports a product changed, and when
	 * WordPress changes a post, its meta or its terms. Idempotent (static callbacks).
	 *
	 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php (and the variation store):
	 * create() and update() end with clear_caches(), which calls wc_delete_product_transients() for the
	 * product and its parent (includes/wc-product-functions.php: action `woocommerce_delete_product_transients`,
	 * with 0 for "every product"), then `woocommerce_new_product` / `woocommerce_update_product`
	 * (`…_product_variation` for variations) with the id and the product; handle_updated_props() fires
	 * `woocommerce_product_set_stock` / `woocommerce_variation_set_stock` (the product) and
	 * `woocommerce_product_set_stock_status` / `woocommerce_variation_set_stock_status` (id, status, product),
	 * and wc_update_product_stock() fires the stock ones after writing stock with SQL.
	 */
	public static function listen(): void {
		Product_Cache::listen_to_wordpress();
		// Expired views leave the table with the wishlists' daily clean-up.
		add_action( \Boudoir\Wishlist\Expiry::HOOK, array( Product_Cache::class, 'purge' ) );
		add_action( 'woocommerce_delete_product_transients', array( self::class, 'forget_all_or_one' ), 10, 1 );
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 2 );
		}
		foreach ( array( 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 1 );
		}
		foreach ( array( 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 3 );
		}
	}

	/**
	 * `woocommerce_delete_product_transients`: one product's views, or every view for 0.
	 *
	 * @param mixed $post_id The product, or 0.
	 */
	public static function forget_all_or_one( mixed $post_id = 0 ): void {
		Product_Cache::forget( is_numeric( $post_id ) && (int) $post_id > 0 ? (int) $post_id : Product_Cache::ALL );
	}

	/**
	 * A product-change action of WooCommerce's: drops the views of the product and of its parent, whichever
	 * argument carries them (an id first, the product object first or third), and tells Boudoir (ACTION).
	 *
	 * @param mixed ...$args The action's arguments.
	 */
	public static function forget_changed_product( mixed ...$args ): void {
		$ids = self::changed_ids( $args );
		foreach ( $ids as $id ) {
			Product_Cache::forget( $id );
		}
		if ( $ids ) {
			/**
			 * A product or variation was saved, or its stock set: its id and its parent's.
			 *
			 * @param list<int> $ids The product's id, then its parent's if it has one.
			 */
			do_action( 'boudoir_product_changed', $ids ); // self::ACTION, spelled out for the hook sniffs.
		}
	}

	/**
	 * The product and its parent named by a product-change action's arguments: an id first, or the
	 * product object first or third.
	 *
	 * @param array<int,mixed> $args The action's arguments.
	 * @return list<int>
	 */
	private static function changed_ids( array $args ): array {
		foreach ( $args as $arg ) {
			if ( $arg instanceof \WC_Product ) {
				return array_values( array_filter( array( (int) $arg->get_id(), (int) $arg->get_parent_id() ) ) );
			}
		}
		if ( isset( $args[0] ) && is_numeric( $args[0] ) && (int) $args[0] > 0 ) {
			return array_values( array_filter( array( (int) $args[0], (int) wp_get_post_parent_id( (int) $args[0] ) ) ) );
		}
		return array();
	}
}
