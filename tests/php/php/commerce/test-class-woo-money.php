<?php
/**
 * Tests of Boudoir\Commerce\Woo_Money against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Currency;
use Boudoir\Commerce\Woo_Money;
use Boudoir\Plugin;

/**
 * The shop's currency and price format, from WooCommerce's options and functions.
 */
final class Woo_Money_Test extends Test_Case {

	private Woo_Money $money;

	/**
	 * Needs WooCommerce (or its double).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! function_exists( 'wc_price' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->money = new Woo_Money();
	}

	/**
	 * The plugin's money on the test site is WooCommerce's.
	 */
	public function test_is_the_plugins_money_on_the_test_site(): void {
		$this->assertInstanceOf( Woo_Money::class, Plugin::instance()->money() );
	}

	/**
	 * Currency settings come from WooCommerce's options, the symbol as plain text.
	 */
	public function test_reads_the_currency(): void {
		update_option( 'woocommerce_currency', 'EUR' );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		update_option( 'woocommerce_price_thousand_sep', '.' );
		update_option( 'woocommerce_price_num_decimals', '2' );

		$currency = $this->money->currency();

		$this->assertInstanceOf( Currency::class, $currency );
		$this->assertSame(
			array(
				'code'               => 'EUR',
				'symbol'             => '€',
				'decimals'           => 2,
				'decimal_separator'  => ',',
				'thousand_separator' => '.',
				'position'           => Currency::RIGHT_SPACE,
			),
			$currency->to_array()
		);
	}

	/**
	 * An unknown symbol position falls back to WooCommerce's default, left.
	 */
	public function test_unknown_currency_position_is_left(): void {
		update_option( 'woocommerce_currency_pos', 'upside_down' );

		$this->assertSame( Currency::LEFT, $this->money->currency()->position );
	}

}
