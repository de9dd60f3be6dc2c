<?php
/**
 * What adding to the cart did.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The cart line a successful add_to_cart() created or grew.
 */
final class Cart_Addition {

	/**
	 * Describes one addition to the cart.
	 *
	 * @param string               $cart_item_key The cart line's key (the same product again merges into it).
	 * @param int                  $product_id    The product (a variation's parent).
	 * @param int                  $variation_id  The variation, 0 for other products.
	 * @param int                  $quantity      Units asked for by this call.
	 * @param int                  $line_quantity Units on the cart line afterwards (the shop may merge or cap).
	 * @param array<string,string> $variation     The variation's attributes as the cart keeps them (`attribute_pa_color` → `black`).
	 */
	public function __construct(
		public readonly string $cart_item_key,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly int $line_quantity,
		public readonly array $variation = array()
	) {
	}
}
