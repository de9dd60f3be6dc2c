<?php
/**
 * Where the price of an added item comes from.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist's only view of the shop's prices; the Commerce adapter implements it.
 *
 * Kept to one method so the storage layer depends on nothing of WooCommerce's.
 */
interface Price_Source {

	/**
	 * The current price of a product or variation, or null when it has none (or the shop is off).
	 *
	 * @param int $product_id   The product.
	 * @param int $variation_id The variation, or 0.
	 */
	public function price( int $product_id, int $variation_id ): ?Price;
}
