<?php
/**
 * A product the rules allow to save, as it will be stored.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Commerce\Product;

defined( 'ABSPATH' ) || exit;

/**
 * What Product_Rules::saveable() found: the product and variation ids as stored (a
 * variation sent as the product is stored as its product and itself), what is saved, and
 * the variation's chosen attribute values.
 */
final class Saveable_Product {

	/**
	 * The product to save.
	 *
	 * @param int                   $product_id   The product (a variation's parent).
	 * @param int                   $variation_id The variation, or 0.
	 * @param Product               $product      What is saved: the variation when there is one.
	 * @param Chosen_Variation|null $choice       The variation's attribute values; null without a variation.
	 */
	public function __construct(
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly Product $product,
		public readonly ?Chosen_Variation $choice,
	) {
	}
}
