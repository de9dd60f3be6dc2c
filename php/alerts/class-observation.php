<?php
/**
 * A saved item's product as the shop has it now.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Price;

defined( 'ABSPATH' ) || exit;

/**
 * What the alerts read of a product or variation: its price and whether a shopper can buy it.
 */
final class Observation {

	/**
	 * An observation.
	 *
	 * @param Price|null $price     Its price now, or null when it has none (nothing to compare).
	 * @param bool       $available Whether it can be bought now: published, purchasable and in stock
	 *                              (on backorder counts, as WooCommerce's is_in_stock() says).
	 */
	public function __construct(
		public readonly ?Price $price,
		public readonly bool $available,
	) {}
}
