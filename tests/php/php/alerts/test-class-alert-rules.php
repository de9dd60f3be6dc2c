<?php
/**
 * Tests of Alert_Rules.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Rules;
use Boudoir\Alerts\Observation;
use Boudoir\Alerts\Watch;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Price;

/**
 * A price drop by at least the threshold, or a return to stock, and nothing else, told once.
 */
final class Alert_Rules_Test extends Test_Case {

	/**
	 * A watch of both kinds.
	 *
	 * @param string|null $reference The price a drop is measured from, in EUR.
	 * @param bool        $available Whether the item could be bought when last looked at.
	 */
	private static function watch( ?string $reference, bool $available = true ): Watch {
		return new Watch( true, true, null === $reference ? null : new Price( $reference, 'EUR' ), $available );
	}

	/**
	 * The product now.
	 *
	 * @param string|null $price     Its price, in EUR unless `$currency`.
	 * @param bool        $available Whether it can be bought.
	 * @param string      $currency  Its currency.
	 */
	private static function now( ?string $price, bool $available = true, string $currency = 'EUR' ): Observation {
		return new Observation( null === $price ? null : new Price( $price, $currency ), $available );
	}

	/**
	 * The default threshold is 5 %: a drop of exactly 5 % is told, a drop of less is not.
	 */
	public function test_a_drop_is_told_from_the_threshold_on(): void {
		$rules = new Alert_Rules();
		$alert = $rules->decide( self::watch( '100.00' ), self::now( '95.00' ) );
		$this->assertTrue( $alert->tells() );
		$this->assertSame( '100.00', $alert->was?->amount );
		$this->assertSame( '95.00', $alert->now?->amount );
		$this->assertFalse( $alert->back_in_stock );
		$this->assertSame( '95.00', $alert->next->reference?->amount, 'the next drop is measured from the price told' );

		$this->assertFalse( $rules->decide( self::watch( '100.00' ), self::now( '95.0001' ) )->tells() );
		$this->assertFalse( $rules->decide( self::watch( '59.90' ), self::now( '57.00' ) )->tells(), '4.8 %' );
		$this->assertTrue( $rules->decide( self::watch( '59.90' ), self::now( '56.90' ) )->tells(), '5.0 %' );
	}

	/**
	 * The shop's threshold, in hundredths of a percent; 0 tells any drop.
	 */
	public function test_the_shops_threshold(): void {
		$this->assertTrue( ( new Alert_Rules( 12.5 ) )->decide( self::watch( '80' ), self::now( '70' ) )->tells() );
		$this->assertFalse( ( new Alert_Rules( 12.51 ) )->decide( self::watch( '80' ), self::now( '70' ) )->tells() );
		$this->assertTrue( ( new Alert_Rules( 0 ) )->decide( self::watch( '80' ), self::now( '79.9999' ) )->tells() );
		$this->assertFalse( ( new Alert_Rules( 0 ) )->decide( self::watch( '80' ), self::now( '80.0000' ) )->tells(), 'the same price is no drop' );
		foreach ( array( -1.0, 100.01, NAN, INF ) as $wrong ) {
			try {
				new Alert_Rules( $wrong );
				$this->fail( "threshold {$wrong} accepted" );
			} catch ( \InvalidArgumentException $e ) {
				$this->assertStringContainsString( 'percentage', $e->getMessage() );
			}
		}
	}

	/**
	 * The largest prices a Price holds compare without overflowing into a wrong answer.
	 */
	public function test_large_amounts(): void {
		$rules = new Alert_Rules();
		$this->assertTrue( $rules->decide( self::watch( '999999999999999.9999' ), self::now( '900000000000000' ) )->tells() );
		$this->assertFalse( $rules->decide( self::watch( '999999999999999.9999' ), self::now( '999999999999999' ) )->tells() );
	}

	/**
	 * The reference moves only with a drop told: a rise and a fall back, or drops under the threshold
	 * one after the other, tell nothing; a price flipping back and forth tells its low once.
	 */
	public function test_the_reference_moves_only_with_a_drop_told(): void {
		$rules = new Alert_Rules();
		$watch = self::watch( '100' );
		$told  = array();
		foreach ( array( '120', '110', '97', '96', '100', '90', '100', '90', '85.49', '85.5' ) as $price ) {
			$alert = $rules->decide( $watch, self::now( $price ) );
			if ( $alert->tells() ) {
				$told[] = $alert->was?->amount . ' → ' . $alert->now?->amount;
			}
			$watch = $alert->next;
		}
		$this->assertSame( array( '100 → 90', '90 → 85.49' ), $told );
	}

	/**
	 * No drop across currencies, without a price, or while the item cannot be bought (its drop is told
	 * once it can, if still below); a watch saved without a price starts from the first price seen.
	 */
	public function test_no_drop_without_a_comparable_price_or_stock(): void {
		$rules = new Alert_Rules();
		$this->assertFalse( $rules->decide( self::watch( '100' ), self::now( '50', true, 'USD' ) )->tells() );
		$this->assertFalse( $rules->decide( self::watch( '100' ), self::now( null ) )->tells() );
		$this->assertSame( '100', $rules->decide( self::watch( '100' ), self::now( null ) )->next->reference?->amount );

		$out = $rules->decide( self::watch( '100' ), self::now( '50', false ) );
		$this->assertFalse( $out->tells() );
		$this->assertSame( '100', $out->next->reference?->amount );
		$this->assertFalse( $out->next->available );
		$back = $rules->decide( $out->next, self::now( '50' ) );
		$this->assertTrue( $back->back_in_stock );
		$this->assertSame( '50', $back->now?->amount, 'back in stock, and cheaper: both told in one alert' );

		$unpriced = $rules->decide( self::watch( null ), self::now( '40' ) );
		$this->assertFalse( $unpriced->tells() );
		$this->assertSame( '40', $unpriced->next->reference?->amount );
		$this->assertTrue( $rules->decide( $unpriced->next, self::now( '30' ) )->tells() );
	}

	/**
	 * Back in stock: unavailable when last looked at, available now; once, and never while still
	 * available or still out; an item that went out and came back between two digests tells nothing.
	 */
	public function test_back_in_stock(): void {
		$rules = new Alert_Rules();
		$this->assertTrue( $rules->decide( self::watch( '20', false ), self::now( '20' ) )->back_in_stock );
		$this->assertFalse( $rules->decide( self::watch( '20', true ), self::now( '20' ) )->tells() );
		$this->assertFalse( $rules->decide( self::watch( '20', false ), self::now( '20', false ) )->tells() );
		$again = $rules->decide( self::watch( '20', false ), self::now( '20' ) )->next;
		$this->assertTrue( $again->available );
		$this->assertFalse( $rules->decide( $again, self::now( '20' ) )->tells(), 'told once' );
	}

	/**
	 * A shopper who asked for one kind hears only of that kind, and the watch still follows the stock,
	 * so that turning the other kind on later tells nothing of the past.
	 */
	public function test_only_the_kinds_asked_for(): void {
		$rules      = new Alert_Rules();
		$price_only = new Watch( true, false, new Price( '100', 'EUR' ), false );
		$alert      = $rules->decide( $price_only, self::now( '100' ) );
		$this->assertFalse( $alert->tells() );
		$this->assertTrue( $alert->next->available );

		$stock_only = new Watch( false, true, new Price( '100', 'EUR' ), true );
		$alert      = $rules->decide( $stock_only, self::now( '50' ) );
		$this->assertFalse( $alert->tells() );
		$this->assertSame( '100', $alert->next->reference?->amount, 'a drop not told does not move the reference' );
	}
}
