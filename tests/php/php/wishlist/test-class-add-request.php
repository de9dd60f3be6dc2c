<?php
/**
 * Tests of Add_Request.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Add_Request;

/**
 * Which list a save asks for: a new one, one by id, or the default list.
 */
final class Add_Request_Test extends Test_Case {

	/**
	 * `new` asks for a new list; an id for that list; 0, or anything below, for the default list.
	 */
	public function test_the_list_asked_for(): void {
		$new = new Add_Request( 5, 0, 1, null, Add_Request::NEW_LIST, 'Gifts', 'shared' );
		$this->assertTrue( $new->wants_new_list() );
		$this->assertSame( 0, $new->list_id() );
		$this->assertSame( array( 'Gifts', 'shared' ), array( $new->new_name, $new->new_privacy ) );

		$this->assertSame( 12, ( new Add_Request( 5, 0, 1, null, 12 ) )->list_id() );
		$this->assertSame( 12, ( new Add_Request( 5, 0, 1, null, '12' ) )->list_id() );
		$this->assertFalse( ( new Add_Request( 5, 0, 1, null, '12' ) )->wants_new_list() );
		$this->assertSame( 0, ( new Add_Request( 5 ) )->list_id() );
		$this->assertSame( 0, ( new Add_Request( 5, 0, 1, null, -3 ) )->list_id() );
		$this->assertFalse( ( new Add_Request( 5, 0, 1, null, 'NEW' ) )->wants_new_list(), 'Only `new` itself.' );
	}

	/**
	 * The defaults: no variation, one, the default list, the product from `add_to_wishlist`.
	 */
	public function test_defaults(): void {
		$request = new Add_Request( 5 );
		$this->assertSame( array( 5, 0, 1, null, 0, 'add_to_wishlist' ), array( $request->product_id, $request->variation_id, $request->quantity, $request->variation, $request->wishlist, $request->product_field ) );
	}
}
