<?php
/**
 * Tests of Price.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Price;

/**
 * A price is a decimal string and an ISO 4217 code, or nothing.
 */
final class Price_Test extends Test_Case {

	/**
	 * Decimals of up to 4 places in an upper-case currency; anything else is refused.
	 */
	public function test_amount_and_currency(): void {
		$price = new Price( '49.9000', 'EUR' );
		$this->assertSame( '49.9000', $price->amount );
		$this->assertSame( 'EUR', $price->currency );
		$this->assertSame( '0', ( new Price( '0', 'USD' ) )->amount );
		foreach ( array( array( '-1', 'EUR' ), array( '1.23456', 'EUR' ), array( '1e3', 'EUR' ), array( '', 'EUR' ), array( '10', 'eur' ), array( '10', 'EURO' ) ) as list( $amount, $currency ) ) {
			try {
				new Price( $amount, $currency );
				$this->fail( "{$amount} {$currency} is refused." );
			} catch ( \InvalidArgumentException $refused ) {
				$this->assertNotSame( '', $refused->getMessage() );
			}
		}
	}
}
