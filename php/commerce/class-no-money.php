<?php
/**
 * Money when there is no shop.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in when WooCommerce is missing or too old: no currency, amounts in the site's locale.
 */
final class No_Money implements Money {

	/**
	 * Always null.
	 */
	public function currency(): ?Currency {
		return null;
	}
}
