<?php
/**
 * The shopper's cart, for the alerts' "Add to cart" links.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Adds to the cart of whoever follows the link, and leaves a notice for the cart page.
 */
interface Cart {

	/**
	 * Adds a product (or one variation, with its chosen "any" values) to the cart.
	 *
	 * @param int                  $product_id   The product.
	 * @param int                  $variation_id The variation, or 0.
	 * @param array<string,string> $variation    Its attribute values (`attribute_pa_color` → `noir`).
	 * @param int                  $quantity     How many.
	 * @return bool Whether it is in the cart (on failure, the shop left its own notice why).
	 */
	public function add( int $product_id, int $variation_id, array $variation, int $quantity ): bool;

	/**
	 * Leaves a notice the next page of the shop shows (the cart's).
	 *
	 * @param string $message The notice, plain text.
	 */
	public function notice( string $message ): void;

	/**
	 * Keeps a list of ids with the shopper's cart session (WooCommerce's session), for a later request of
	 * the same shopper (her checkout); nothing without a session.
	 *
	 * @param string    $key   Boudoir's own key (`boudoir_…`).
	 * @param list<int> $value The ids.
	 * @return bool Whether the shopper has a session it was kept in.
	 */
	public function remember( string $key, array $value ): bool;

	/**
	 * What remember() kept with the shopper's cart session; empty without one.
	 *
	 * @param string $key Boudoir's own key.
	 * @return list<int>
	 */
	public function recall( string $key ): array;
}
