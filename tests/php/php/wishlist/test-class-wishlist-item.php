<?php
/**
 * Tests of Wishlist_Item.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Wishlist_Item;

/**
 * An item as its row holds it: the price as MariaDB writes decimals, the chosen values, the price when added.
 */
final class Wishlist_Item_Test extends Test_Case {

	/**
	 * A row of the items table.
	 *
	 * @param array<string,mixed> $changes Columns to change.
	 * @return array<string,mixed>
	 */
	private static function row( array $changes = array() ): array {
		return $changes + array(
			'id'            => '81',
			'wishlist_id'   => '12',
			'product_id'    => '40',
			'variation_id'  => '41',
			'quantity'      => '2',
			'position'      => '0',
			'price'         => '49.9',
			'currency'      => 'EUR',
			'added_at'      => '2026-11-30 10:00:00',
			'variation'     => '{"attribute_pa_color":"blush"}',
			'variation_key' => '',
		);
	}

	/**
	 * Every column read with its type; the price as `49.9000` whichever database wrote it.
	 */
	public function test_from_row(): void {
		$item = Wishlist_Item::from_row( (object) self::row() );
		$this->assertSame( array( 81, 12, 40, 41, 2, 0 ), array( $item->id, $item->wishlist_id, $item->product_id, $item->variation_id, $item->quantity, $item->position ) );
		$this->assertSame( '49.9000', $item->price );
		$this->assertSame( '2026-11-30T10:00:00+00:00', $item->added_at->format( DATE_ATOM ) );
		$this->assertSame( array( 'attribute_pa_color' => 'blush' ), $item->variation );
		$this->assertSame( '49.9000', Wishlist_Item::from_row( self::row( array( 'price' => '49.9000' ) ) )->price );
		$this->assertSame( '0.0000', Wishlist_Item::from_row( self::row( array( 'price' => '1.0E-5' ) ) )->price, 'A float from SQLite, rounded to the column.' );
		$this->assertNull( Wishlist_Item::from_row( self::row( array( 'price' => null ) ) )->price );
		$this->assertSame( 0, Wishlist_Item::from_row( self::row( array( 'added_at' => '0000-00-00 00:00:00' ) ) )->added_at->getTimestamp() );
	}

	/**
	 * The `variation` column: a JSON object of strings; anything else is no choice.
	 */
	public function test_variation_of(): void {
		$this->assertSame( array(), Wishlist_Item::variation_of( null ) );
		$this->assertSame( array(), Wishlist_Item::variation_of( '' ) );
		$this->assertSame( array(), Wishlist_Item::variation_of( 'not json' ) );
		$this->assertSame( array( 'attribute_band' => '70' ), Wishlist_Item::variation_of( '{"attribute_band":70,"0":"x","nested":{"a":1}}' ) );
	}

	/**
	 * The price when added, with its currency; none without either.
	 */
	public function test_price_when_added(): void {
		$price = Wishlist_Item::from_row( self::row() )->price_when_added();
		$this->assertSame( array( '49.9000', 'EUR' ), array( $price?->amount, $price?->currency ) );
		$this->assertNull( Wishlist_Item::from_row( self::row( array( 'currency' => '' ) ) )->price_when_added() );
		$this->assertNull( Wishlist_Item::from_row( self::row( array( 'price' => null ) ) )->price_when_added() );
	}
}
