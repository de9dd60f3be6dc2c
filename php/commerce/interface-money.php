<?php
/**
 * How the shop counts and shows money.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's currency and price format. Woo_Money when WooCommerce 9.0+ runs, No_Money otherwise.
 */
interface Money {

	/**
	 * The shop's currency and how it formats prices; null without a shop.
	 */
	public function currency(): ?Currency;
}
