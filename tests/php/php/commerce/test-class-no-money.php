<?php
/**
 * Tests of Boudoir\Commerce\No_Money.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Money;
use Boudoir\Commerce\No_Money;

/**
 * Without WooCommerce there is no currency, and a price is still readable.
 */
final class No_Money_Test extends Test_Case {

	/**
	 * No currency.
	 */
	public function test_has_no_currency(): void {
		$money = new No_Money();

		$this->assertInstanceOf( Money::class, $money );
		$this->assertNull( $money->currency() );
	}
}
