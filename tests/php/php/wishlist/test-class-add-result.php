<?php
/**
 * Tests of Add_Result.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Add_Result;
use Boudoir\Wishlist\Wishlist_Item;

/**
 * An add's result: the item, and the contract's `result` (true, or "exists").
 */
final class Add_Result_Test extends Test_Case {

	/**
	 * Added is true; there already is "exists"; the item either way.
	 */
	public function test_result(): void {
		$item = new Wishlist_Item( 81, 12, 40, 0, 1, 0, null, '', new \DateTimeImmutable( '2026-11-30 10:00:00' ) );
		$this->assertTrue( ( new Add_Result( true, $item ) )->result() );
		$this->assertSame( 'exists', ( new Add_Result( false, $item ) )->result() );
		$this->assertSame( $item, ( new Add_Result( false, $item ) )->item );
	}
}
