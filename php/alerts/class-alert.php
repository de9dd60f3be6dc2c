<?php
/**
 * What one saved item tells its shopper in a digest, if anything.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Price;

defined( 'ABSPATH' ) || exit;

/**
 * A decision of Alert_Rules: the price drop and the return to stock to tell, and the watch to keep.
 */
final class Alert {

	/**
	 * A decision.
	 *
	 * @param Price|null $was           The price the drop is measured from, when the price dropped.
	 * @param Price|null $now           The new price, when the price dropped.
	 * @param bool       $back_in_stock Whether the item can be bought again.
	 * @param Watch      $next          The watch to keep, whether or not anything is told.
	 */
	public function __construct(
		public readonly ?Price $was,
		public readonly ?Price $now,
		public readonly bool $back_in_stock,
		public readonly Watch $next,
	) {}

	/**
	 * Whether there is anything to tell.
	 */
	public function tells(): bool {
		return null !== $this->now || $this->back_in_stock;
	}
}
