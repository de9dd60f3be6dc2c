<?php
/**
 * Tests of Wishlist_Change.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Change;

/**
 * What a change says, and which kinds change the saved products.
 */
final class Wishlist_Change_Test extends Test_Case {

	/**
	 * Items added, moved, copied or removed and lists deleted change what is saved; the rest do not.
	 */
	public function test_which_kinds_change_the_items(): void {
		$owner   = Owner::user( 3 );
		$changes = array(
			Wishlist_Change::LIST_CREATED     => false,
			Wishlist_Change::LIST_DELETED     => true,
			Wishlist_Change::LIST_RENAMED     => false,
			Wishlist_Change::PRIVACY_CHANGED  => false,
			Wishlist_Change::LINK_RENEWED     => false,
			Wishlist_Change::ITEM_ADDED       => true,
			Wishlist_Change::ITEM_MOVED       => true,
			Wishlist_Change::ITEM_COPIED      => true,
			Wishlist_Change::ITEMS_SORTED     => false,
			Wishlist_Change::QUANTITY_CHANGED => false,
			Wishlist_Change::ITEMS_REMOVED    => true,
		);
		foreach ( $changes as $kind => $changes_items ) {
			$this->assertSame( $changes_items, ( new Wishlist_Change( $kind, $owner, 1 ) )->changes_items(), $kind );
		}
	}

	/**
	 * A change carries what it is given; items, product and destination default to none.
	 */
	public function test_what_it_carries(): void {
		$owner  = Owner::user( 3 );
		$change = new Wishlist_Change( Wishlist_Change::ITEM_MOVED, $owner, 4, array( 7, 8 ), 9, 5 );
		$this->assertSame( array( Wishlist_Change::ITEM_MOVED, 4, array( 7, 8 ), 9, 5 ), array( $change->kind, $change->wishlist_id, $change->item_ids, $change->product_id, $change->target_id ) );
		$this->assertSame( $owner, $change->owner );
		$plain = new Wishlist_Change( Wishlist_Change::LIST_RENAMED, $owner, 4 );
		$this->assertSame( array( array(), 0, 0 ), array( $plain->item_ids, $plain->product_id, $plain->target_id ) );
	}
}
