<?php
/**
 * WooCommerce's currency and price format.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Money on a running WooCommerce 9.0+, read from its currency functions and options.
 */
final class Woo_Money implements Money {

	private const CURRENCY_POSITIONS = array( Currency::LEFT, Currency::RIGHT, Currency::LEFT_SPACE, Currency::RIGHT_SPACE );

	/**
	 * The shop's currency settings.
	 */
	public function currency(): ?Currency {
		// WooCommerce has no getter for the symbol's position: its price format reads the same option.
		$position = (string) get_option( 'woocommerce_currency_pos', Currency::LEFT );
		return new Currency(
			(string) get_woocommerce_currency(),
			html_entity_decode( (string) get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
			(int) wc_get_price_decimals(),
			(string) wc_get_price_decimal_separator(),
			(string) wc_get_price_thousand_separator(),
			in_array( $position, self::CURRENCY_POSITIONS, true ) ? $position : Currency::LEFT
		);
	}
}
