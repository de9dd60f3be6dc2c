<?php
/**
 * Tests of Expiry.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * The daily job deletes expired guest lists and their items, and nothing else.
 */
final class Expiry_Test extends Test_Case {

	/**
	 * Only expired guest lists go, with all their items; live guest lists, users' lists and their items stay.
	 */
	public function test_deletes_only_expired_guest_lists_and_their_items(): void {
		global $wpdb;
		$items  = new Item_Repository( $wpdb );
		$lists  = new Wishlist_Repository( $wpdb, $items );
		$old    = Owner::guest( Token::generate() );
		$recent = Owner::guest( Token::generate() );
		$user   = Owner::user( $this->create_user()->ID );

		$expired = array( $lists->create( $old, 'One' ), $lists->create( $old, 'Two' ) );
		$live    = $lists->create( $recent, 'Live' );
		$kept    = $lists->create( $user, 'Mine' );
		foreach ( array_merge( $expired, array( $live, $kept ) ) as $list ) {
			$items->add( $list->id, 1 );
			$items->add( $list->id, 2 );
		}
		$wpdb->query( $wpdb->prepare( "UPDATE {$lists->table()} SET expires_at = %s WHERE session_hash = %s", gmdate( 'Y-m-d H:i:s', time() - 60 ), $old->session_hash ) );

		$this->assertSame( 2, ( new Expiry( $lists ) )->run() );

		$this->assertSame( array(), $lists->for_owner( $old ) );
		$this->assertCount( 1, $lists->for_owner( $recent ) );
		$this->assertCount( 1, $lists->for_owner( $user ) );
		$this->assertCount( 2, $items->for_wishlist( $live->id ) );
		$this->assertCount( 2, $items->for_wishlist( $kept->id ) );
		$orphans = $wpdb->get_var( "SELECT COUNT(*) FROM {$items->table()} i WHERE NOT EXISTS (SELECT 1 FROM {$lists->table()} l WHERE l.id = i.wishlist_id)" );
		$this->assertSame( '0', (string) $orphans, 'No orphan items.' );

		// Thirty days later (the default) the live guest list has expired too; the user's never does.
		$this->assertSame( 1, ( new Expiry( $lists ) )->run( time() + 31 * DAY_IN_SECONDS ) );
		$this->assertCount( 1, $lists->for_owner( $user ) );
	}

	/**
	 * The lifetime option: default 30, invalid values fall back, huge ones are capped.
	 */
	public function test_days_option(): void {
		delete_option( Expiry::OPTION_DAYS );
		$this->assertSame( 30, Expiry::days() );
		update_option( Expiry::OPTION_DAYS, '7' );
		$this->assertSame( 7, Expiry::days() );
		update_option( Expiry::OPTION_DAYS, 'soon' );
		$this->assertSame( 30, Expiry::days() );
		update_option( Expiry::OPTION_DAYS, '999999' );
		$this->assertSame( 3650, Expiry::days() );
	}

	/**
	 * A daily event runs the job; init schedules it when missing.
	 */
	public function test_daily_event(): void {
		$this->assertNotFalse( wp_next_scheduled( Expiry::HOOK ), 'Scheduled at activation.' );
		$this->assertSame( 'daily', wp_get_schedule( Expiry::HOOK ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( Expiry::HOOK, Expiry::class, 'run' ) );

		Expiry::unschedule();
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'init', Expiry::class, 'schedule' ), 'A lost event comes back on the next request.' );
		Expiry::schedule();
		Expiry::schedule();
		$this->assertNotFalse( wp_next_scheduled( Expiry::HOOK ) );
		$this->assertCount( 1, array_filter( _get_cron_array(), static fn ( array $hooks ): bool => isset( $hooks[ Expiry::HOOK ] ) ) );
	}
}
