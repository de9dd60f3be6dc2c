<?php
/**
 * What an alert about one saved item compares with.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Price;

defined( 'ABSPATH' ) || exit;

/**
 * One saved item's watch: what its shopper asked to be told, the price a drop is measured from,
 * and whether the item could be bought when it was last looked at.
 */
final class Watch {

	/**
	 * A watch.
	 *
	 * @param bool       $price_drops   Whether the shopper is told when the price drops.
	 * @param bool       $back_in_stock Whether the shopper is told when it can be bought again.
	 * @param Price|null $reference     The price a drop is measured from: the price at save time, then the
	 *                                  last price alerted; null when none was known.
	 * @param bool       $available     Whether the item could be bought when last looked at.
	 */
	public function __construct(
		public readonly bool $price_drops,
		public readonly bool $back_in_stock,
		public readonly ?Price $reference,
		public readonly bool $available,
	) {}

	/**
	 * The same watch, measured from another price and seen (un)available.
	 *
	 * @param Price|null $reference The price a drop is measured from.
	 * @param bool       $available Whether the item can be bought.
	 */
	public function with( ?Price $reference, bool $available ): self {
		return new self( $this->price_drops, $this->back_in_stock, $reference, $available );
	}
}
