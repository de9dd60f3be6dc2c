<?php
/**
 * Tests of Expiring_Lists.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Expiring_Lists;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * Guest lists' expiry dates: set at creation, pushed back by saves, found and deleted once past.
 */
final class Expiring_Lists_Test extends Test_Case {

	private Item_Repository $items;

	private Wishlist_Repository $lists;

	private Expiring_Lists $expiring;

	/**
	 * Fresh repositories over the test's database.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->items    = new Item_Repository( $wpdb );
		$this->lists    = new Wishlist_Repository( $wpdb, $this->items );
		$this->expiring = $this->lists->expiring();
	}

	/**
	 * A guest's lists expire after the configured days; a save pushes all of them back.
	 */
	public function test_guest_lists_expire_and_saves_extend_them(): void {
		update_option( 'boudoir_guest_list_days', '10' );
		$guest = Owner::guest( Token::generate() );
		$list  = $this->lists->create( $guest, 'Mine' );
		$this->assertEqualsWithDelta( time() + 10 * DAY_IN_SECONDS, $list->expires_at?->getTimestamp(), 5 );

		$this->expiring->extend( $guest, time() + 5 * DAY_IN_SECONDS );
		$this->assertEqualsWithDelta( time() + 15 * DAY_IN_SECONDS, $this->lists->find( $list->id )->expires_at?->getTimestamp(), 5 );
	}

	/**
	 * A save extends a guest's lists only, never a user's (which have no date) nor another guest's.
	 */
	public function test_extending_touches_the_guests_lists_only(): void {
		$guest = Owner::guest( Token::generate() );
		$other = Owner::guest( Token::generate() );
		$user  = Owner::user( $this->create_user()->ID );
		$mine  = $this->lists->create( $guest, 'Mine' );
		$hers  = $this->lists->create( $other, 'Hers' );
		$his   = $this->lists->create( $user, 'His' );

		$this->expiring->extend( $guest, time() + 100 * DAY_IN_SECONDS );
		$this->expiring->extend( $user, time() + 100 * DAY_IN_SECONDS );

		$this->assertGreaterThan( time() + 100 * DAY_IN_SECONDS, $this->lists->find( $mine->id )->expires_at?->getTimestamp() );
		$this->assertEquals( $hers->expires_at, $this->lists->find( $hers->id )->expires_at );
		$this->assertNull( $this->lists->find( $his->id )->expires_at );
	}

	/**
	 * The lists past their date are found oldest first, within the limit; deleted with their items, unless saved meanwhile.
	 */
	public function test_expired_lists_are_found_and_deleted_with_their_items(): void {
		global $wpdb;
		$old   = Owner::guest( Token::generate() );
		$older = Owner::guest( Token::generate() );
		$live  = Owner::guest( Token::generate() );
		$lists = array(
			'old'   => $this->lists->create( $old, 'Old' ),
			'older' => $this->lists->create( $older, 'Older' ),
			'live'  => $this->lists->create( $live, 'Live' ),
		);
		foreach ( $lists as $list ) {
			$this->items->add( $list->id, 7 );
		}
		foreach ( array( 'old' => 60, 'older' => 120 ) as $key => $ago ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$this->lists->table()} SET expires_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() - $ago ), $lists[ $key ]->id ) );
		}

		$this->assertSame( array( $lists['older']->id ), $this->expiring->expired_ids( time(), 1 ) );
		$ids = $this->expiring->expired_ids( time(), 10 );
		$this->assertSame( array( $lists['older']->id, $lists['old']->id ), $ids );

		// The old guest saved between the look-up and the deletion: their list stays, with its item.
		$this->expiring->extend( $old, time() );
		$this->assertSame( 1, $this->expiring->delete( $ids, time() ) );
		$this->assertNull( $this->lists->find( $lists['older']->id ) );
		$this->assertSame( array(), $this->items->for_wishlist( $lists['older']->id ) );
		$this->assertCount( 1, $this->items->for_wishlist( $lists['old']->id ) );
		$this->assertCount( 1, $this->items->for_wishlist( $lists['live']->id ) );
		$this->assertSame( 0, $this->expiring->delete( array( 0, -1 ), time() ) );
	}
}
