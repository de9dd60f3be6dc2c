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
 * The daily job deletes expired guest lists and their items, and nothing else, and keeps up with a backlog.
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

		$this->assertSame( 2, ( new Expiry( $lists->expiring() ) )->run() );

		$this->assertSame( array(), $lists->for_owner( $old ) );
		$this->assertCount( 1, $lists->for_owner( $recent ) );
		$this->assertCount( 1, $lists->for_owner( $user ) );
		$this->assertCount( 2, $items->for_wishlist( $live->id ) );
		$this->assertCount( 2, $items->for_wishlist( $kept->id ) );
		$orphans = $wpdb->get_var( "SELECT COUNT(*) FROM {$items->table()} i WHERE NOT EXISTS (SELECT 1 FROM {$lists->table()} l WHERE l.id = i.wishlist_id)" );
		$this->assertSame( '0', (string) $orphans, 'No orphan items.' );

		// Thirty days later (the default) the live guest list has expired too; the user's never does.
		$this->assertSame( 1, ( new Expiry( $lists->expiring() ) )->run( time() + 31 * DAY_IN_SECONDS ) );
		$this->assertCount( 1, $lists->for_owner( $user ) );
	}

	/**
	 * A run deletes batch after batch until nothing expired is left, then schedules no follow-up.
	 */
	public function test_a_run_deletes_every_batch_within_its_budget(): void {
		[ $lists, $items, $guests ] = $this->expired_guests( 7, 3 );
		$this->assertSame( 7, ( new Expiry( $lists->expiring(), 2 ) )->run(), 'Four batches of at most two, not one.' );
		foreach ( $guests as $guest ) {
			$this->assertSame( array(), $lists->for_owner( $guest ) );
		}
		$this->assertSame( 0, $this->orphan_items( $lists, $items ) );
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK_MORE ), 'Nothing left: no follow-up.' );
	}

	/**
	 * Out of time with expired lists left: one follow-up run soon, which carries on; the backlog goes run by run.
	 */
	public function test_a_run_out_of_time_schedules_a_follow_up(): void {
		[ $lists, $items ] = $this->expired_guests( 5, 2 );
		$expiry            = new Expiry( $lists->expiring(), 2, 0.0 );

		$this->assertSame( 2, $expiry->run(), 'At least one batch, whatever the budget.' );
		$next = wp_next_scheduled( Expiry::HOOK_MORE );
		$this->assertNotFalse( $next );
		$this->assertEqualsWithDelta( time() + Expiry::FOLLOW_UP_DELAY, $next, 5 );
		$this->assertFalse( wp_get_schedule( Expiry::HOOK_MORE ), 'A single event, not a recurring one.' );

		$this->assertSame( 2, $expiry->run() );
		$this->assertSame( $next, wp_next_scheduled( Expiry::HOOK_MORE ), 'A pending follow-up is not doubled.' );
		$this->assertCount( 1, array_filter( _get_cron_array(), static fn ( array $hooks ): bool => isset( $hooks[ Expiry::HOOK_MORE ] ) ) );
		$this->assertSame( 1, $expiry->run() );
		$this->assertSame( 0, $expiry->run() );
		$this->assertSame( 0, $this->orphan_items( $lists, $items ) );

		// The follow-up event runs the same job.
		$this->assertSame( array( 10 ), $this->hooked_priorities( Expiry::HOOK_MORE, Expiry::class, 'run' ) );
		Expiry::unschedule();
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK_MORE ), 'Deactivation clears the follow-up too.' );
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK ) );
	}

	/**
	 * A batch costs the same few queries however many items its lists hold (no query per list or item).
	 */
	public function test_queries_per_batch_do_not_grow_with_items(): void {
		$counts = array();
		foreach ( array( 1, 25 ) as $per_list ) {
			[ $lists ] = $this->expired_guests( 6, $per_list );
			$queries   = 0;
			$count     = static function ( $query ) use ( &$queries ) {
				++$queries;
				return $query;
			};
			add_filter( 'query', $count );
			$this->assertSame( 6, ( new Expiry( $lists->expiring(), 3 ) )->run() );
			remove_filter( 'query', $count );
			$counts[ $per_list ] = $queries;
		}
		$this->assertSame( $counts[1], $counts[25], 'Items per list change nothing.' );
		$this->assertLessThanOrEqual( 6 * 3 + 1, $counts[1], 'At most six queries a batch (ids, lists, items, and the wishlist alerts\' three: the lists\' choices, watches and waiting alerts), then one finding nothing.' );
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
	 * Guests with one expired list each, holding some items.
	 *
	 * @param int $guests   Guests (and lists).
	 * @param int $per_list Items per list.
	 * @return array{0:Wishlist_Repository,1:Item_Repository,2:list<Owner>}
	 */
	private function expired_guests( int $guests, int $per_list ): array {
		global $wpdb;
		$items  = new Item_Repository( $wpdb );
		$lists  = new Wishlist_Repository( $wpdb, $items );
		$owners = array();
		for ( $i = 0; $i < $guests; ++$i ) {
			$owner = Owner::guest( Token::generate() );
			$list  = $lists->create( $owner, 'Mine' );
			for ( $product = 1; $product <= $per_list; ++$product ) {
				$items->add( $list->id, $product );
			}
			$owners[] = $owner;
		}
		$wpdb->query( $wpdb->prepare( "UPDATE {$lists->table()} SET expires_at = %s WHERE user_id = 0", gmdate( 'Y-m-d H:i:s', time() - 60 ) ) );
		return array( $lists, $items, $owners );
	}

	/**
	 * Items whose list is gone.
	 *
	 * @param Wishlist_Repository $lists Lists.
	 * @param Item_Repository     $items Items.
	 */
	private function orphan_items( Wishlist_Repository $lists, Item_Repository $items ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$items->table()} i WHERE NOT EXISTS (SELECT 1 FROM {$lists->table()} l WHERE l.id = i.wishlist_id)" );
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
