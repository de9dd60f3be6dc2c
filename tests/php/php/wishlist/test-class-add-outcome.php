<?php
/**
 * Tests of Add_Outcome.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Add_Outcome;
use Boudoir\Wishlist\Add_Result;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;

/**
 * What a save gives back: the list the product is on and the add's result (the service's choices: Product_Rules_Test).
 */
final class Add_Outcome_Test extends Test_Case {

	/**
	 * It holds the list and the result it is given, unchanged.
	 */
	public function test_holds_the_list_and_the_result(): void {
		$added_at = new \DateTimeImmutable( '2026-11-30 10:00:00' );
		$list     = new Wishlist( 12, str_repeat( 'a', 32 ), Owner::user( 7 ), 'Gifts', 'gifts', 'private', true, $added_at, null );
		$result   = new Add_Result( false, new Wishlist_Item( 81, 12, 40, 0, 1, 0, null, '', $added_at ) );
		$outcome  = new Add_Outcome( $list, $result );
		$this->assertSame( $list, $outcome->wishlist );
		$this->assertSame( $result, $outcome->result );
		$this->assertSame( 'exists', $outcome->result->result() );
		$this->assertSame( $outcome->wishlist->id, $outcome->result->item->wishlist_id );
	}
}
