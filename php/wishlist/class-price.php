<?php
/**
 * A product's price at one moment.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * An amount and its currency, as recorded when an item is added (to show price drops later).
 */
final class Price {

	/**
	 * A price.
	 *
	 * @param string $amount   A decimal string such as `49.90` (a string: floats would round).
	 * @param string $currency ISO 4217 code, e.g. `EUR`.
	 * @throws \InvalidArgumentException For a malformed amount or currency.
	 */
	public function __construct( public readonly string $amount, public readonly string $currency ) {
		if ( 1 !== preg_match( '/^\d{1,15}(?:\.\d{1,4})?$/D', $amount ) ) {
			throw new \InvalidArgumentException( 'A price amount is a non-negative decimal with at most 4 decimals.' );
		}
		if ( 1 !== preg_match( '/^[A-Z]{3}$/D', $currency ) ) {
			throw new \InvalidArgumentException( 'A currency is an ISO 4217 code.' );
		}
	}
}
