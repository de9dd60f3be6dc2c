<?php
/**
 * Tests of Alert_Job, with the room's subscribe().
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Job;
use Boudoir\Alerts\Alert_Rules;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Alerts\Outbox;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Alerts\Watches;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * From a shop's changes to the alerts waiting for each shopper's digest: only opted-in lists and items,
 * only changed products' items, each change told once.
 */
final class Alert_Job_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * A list of the owner's holding the products (product id, or [product, variation]).
	 *
	 * @param Owner                     $owner    Whose.
	 * @param list<int|array{int,int}> $products What it holds.
	 * @return array{0:Wishlist,1:list<int>} The list and its items' ids, in order.
	 */
	private function list_of( Owner $owner, array $products ): array {
		$wishlists = Plugin::instance()->wishlists();
		$list      = $wishlists->lists()->create( $owner, 'Wants ' . wp_generate_password( 6, false ) );
		$items     = array();
		foreach ( $products as $product ) {
			list( $product_id, $variation_id ) = is_array( $product ) ? $product : array( $product, 0 );
			$items[]                           = $wishlists->items()->add( $list->id, $product_id, $variation_id )->item->id;
		}
		return array( $list, $items );
	}

	/**
	 * Runs the job on what the shop changed.
	 *
	 * @param int $batches Batches at most.
	 */
	private function run_job( int $batches = 20 ): array {
		return Plugin::instance()->alerts()->job()->run( time(), $batches );
	}

	/**
	 * Empties the queue: the fixtures' own saves are in it.
	 */
	private function forget_changes(): void {
		$queue = new Changed_Products();
		$queue->done( $queue->oldest( 100000 ) );
	}

	/**
	 * The seed lowers a price and restocks a variation: the opted-in shopper gets both, once; a list that did
	 * not ask, an item that turned its list's choice off, and items of unchanged products get nothing.
	 */
	public function test_a_price_drop_and_a_restock_are_told_once_to_those_who_asked(): void {
		$slip      = $this->simple_product( 'Silk slip', '100.00', 5 );
		$robe      = $this->simple_product( 'Satin robe', '80.00', 5 );
		$bra       = $this->variable_product();
		$alerts    = Plugin::instance()->alerts();
		$shopper   = Owner::user( $this->create_user( 'customer' )->ID );
		$quiet     = Owner::user( $this->create_user( 'customer' )->ID );
		$choosy    = Owner::user( $this->create_user( 'customer' )->ID );
		$guest     = Owner::guest( str_repeat( 'ab', 16 ) );
		list( $wants, $wanted )          = $this->list_of( $shopper, array( $slip->get_id(), $robe->get_id(), array( $bra['parent'], $bra['black_c'] ) ) );
		$this->list_of( $quiet, array( $slip->get_id() ) );
		list( $picky, $picked )          = $this->list_of( $choosy, array( $slip->get_id(), array( $bra['parent'], $bra['black_c'] ) ) );
		list( $guest_list, $guest_items ) = $this->list_of( $guest, array( $slip->get_id() ) );

		$alerts->subscribe( $wants->id, Subscriptions::WHOLE_LIST, true, true, 'https://shop.test/wishlist/', time() );
		$alerts->subscribe( $picky->id, Subscriptions::WHOLE_LIST, true, true, 'https://shop.test/wishlist/', time() );
		$alerts->subscribe( $picky->id, $picked[0], false, false, 'https://shop.test/wishlist/', time() );
		$alerts->subscribe( $guest_list->id, $guest_items[0], true, false, 'https://shop.test/wishlist/', time() );
		$this->forget_changes();

		$slip->set_sale_price( '79.00' );
		$slip->save();
		$variation = wc_get_product( $bra['black_c'] );
		$variation->set_stock_quantity( 3 );
		$variation->set_stock_status( 'instock' );
		$variation->save();

		$run = $this->run_job();
		$this->assertTrue( $run['ran'] );
		$outbox = new Outbox();
		$told   = $outbox->waiting_for( $shopper->key() );
		$this->assertSame( array( $wanted[0], $wanted[2] ), array_column( $told, 'item_id' ), 'the slip and the variation, not the robe' );
		$this->assertSame( array( '100.0000', '79.0000', false ), array( $told[0]['old_price'], $told[0]['new_price'], $told[0]['back_in_stock'] ) );
		$this->assertSame( array( null, null, true ), array( $told[1]['old_price'], $told[1]['new_price'], $told[1]['back_in_stock'] ) );

		$this->assertSame( array(), $outbox->waiting_for( $quiet->key() ), 'a list that did not ask' );
		$this->assertSame( array( $picked[1] ), array_column( $outbox->waiting_for( $choosy->key() ), 'item_id' ), 'the item turned off is not told; its list\'s other item is' );
		$this->assertSame( array( $guest_items[0] ), array_column( $outbox->waiting_for( $guest->key() ), 'item_id' ), 'a guest\'s item asked for' );
		$this->assertSame( array(), ( new Changed_Products() )->oldest( 10 ), 'the queue is done' );

		// Saved again, unchanged, and again lower by less than the threshold: nothing more.
		$slip->save();
		$slip->set_sale_price( '77.00' );
		$slip->save();
		$this->run_job();
		$this->assertCount( 2, $outbox->waiting_for( $shopper->key() ), 'told once' );
	}

	/**
	 * The job reads only the changed products' items: its queries do not grow with the saved items of
	 * other products, and a batch costs the same few statements whatever the lists hold.
	 */
	public function test_the_job_reads_only_the_changed_products_items(): void {
		global $wpdb;
		$slip    = $this->simple_product( 'Silk slip', '100.00', 5 );
		$alerts  = Plugin::instance()->alerts();
		$shopper = Owner::user( $this->create_user( 'customer' )->ID );
		list( $wants ) = $this->list_of( $shopper, array( $slip->get_id() ) );
		$alerts->subscribe( $wants->id, Subscriptions::WHOLE_LIST, true, true, '', time() );

		$count = function ( int $slip_id ): array {
			$this->forget_changes();
			( new Changed_Products() )->record( array( $slip_id ), time() );
			$queries = array();
			$record  = static function ( $query ) use ( &$queries ) {
				$queries[] = $query;
				return $query;
			};
			add_filter( 'query', $record );
			$this->run_job();
			remove_filter( 'query', $record );
			return $queries;
		};
		$few = $count( $slip->get_id() );

		// 300 more saved items of other products, in lists that asked.
		$items_table = Plugin::instance()->wishlists()->items()->table();
		for ( $list = 0; $list < 3; $list++ ) {
			list( $other ) = $this->list_of( Owner::user( $this->create_user( 'customer' )->ID ), array() );
			$alerts->subscribe( $other->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
			$rows = array();
			for ( $i = 0; $i < 100; $i++ ) {
				$rows[] = $wpdb->prepare( "(%d, %d, 0, 1, %d, '9.5', 'EUR', %s)", $other->id, 900000 + $list * 100 + $i, $i, gmdate( 'Y-m-d H:i:s' ) );
			}
			$wpdb->query( "INSERT INTO {$items_table} (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- rows prepared above.
		}
		$many = $count( $slip->get_id() );
		$this->assertSame( count( $few ), count( $many ), "Queries:\n" . implode( "\n", $many ) );
		$this->assertLessThanOrEqual( 12, count( $many ), "Queries:\n" . implode( "\n", $many ) );
		$item_reads = preg_grep( '/boudoir_wishlist_items/', $many );
		$this->assertCount( 1, $item_reads, 'one read of items' );
		$this->assertMatchesRegularExpression( '/product_id IN \(' . $slip->get_id() . '\)/', (string) reset( $item_reads ) );
	}

	/**
	 * Two runs at once: the second finds the lock and does nothing; a lock left by a crashed run is taken over.
	 */
	public function test_one_run_at_a_time(): void {
		global $wpdb;
		$now = time();
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s)', $wpdb->options, Alert_Job::LOCK, (string) $now, 'no' ) );
		$this->assertFalse( Plugin::instance()->alerts()->job()->run( $now )['ran'], 'another run holds the lock' );
		$this->assertTrue( Plugin::instance()->alerts()->job()->run( $now + Alert_Job::LOCK_TIMEOUT + 1 )['ran'], 'a stale lock is taken over' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SELECT option_value FROM %i WHERE option_name = %s', $wpdb->options, Alert_Job::LOCK ) ), 'and released' );
	}

	/**
	 * The shop's threshold applies; a product gone tells nothing, and is back when it returns.
	 */
	public function test_threshold_and_a_product_gone(): void {
		$slip    = $this->simple_product( 'Silk slip', '100.00', 5 );
		$alerts  = Plugin::instance()->alerts();
		$shopper = Owner::user( $this->create_user( 'customer' )->ID );
		list( $wants, $items ) = $this->list_of( $shopper, array( $slip->get_id() ) );
		$alerts->subscribe( $wants->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		$this->forget_changes();

		$slip->set_sale_price( '85.00' );
		$slip->save();
		$alerts->job( new Alert_Rules( 20 ) )->run( time() );
		$this->assertSame( array(), ( new Outbox() )->waiting_for( $shopper->key() ), '15 % is under a 20 % threshold' );

		wp_trash_post( $slip->get_id() );
		( new Changed_Products() )->record( array( $slip->get_id() ), time() );
		$this->assertSame( 0, $alerts->job()->run( time() )['alerts'], 'gone: nothing to tell' );

		wp_untrash_post( $slip->get_id() );
		wp_publish_post( $slip->get_id() );
		( new Changed_Products() )->record( array( $slip->get_id() ), time() );
		$alerts->job()->run( time() );
		$told = ( new Outbox() )->waiting_for( $shopper->key() );
		$this->assertSame( array( $items[0] ), array_column( $told, 'item_id' ) );
		$this->assertTrue( $told[0]['back_in_stock'], 'back on sale' );
		$this->assertSame( '85.0000', $told[0]['new_price'], 'and 15 % below its saved price, over the default 5 %' );
	}

	/**
	 * A list deleted by its owner, or a whole owner's lists (the privacy eraser), takes its choices, its
	 * items' watches and the alerts waiting about it along; other lists keep theirs.
	 */
	public function test_lists_going_take_their_alerts_along(): void {
		global $wpdb;
		$slip    = $this->simple_product( 'Silk slip', '100.00', 5 );
		$alerts  = Plugin::instance()->alerts();
		$lists   = Plugin::instance()->wishlists()->lists();
		$shopper = Owner::user( $this->create_user( 'customer' )->ID );
		$other   = Owner::user( $this->create_user( 'customer' )->ID );
		list( $first, $first_items )   = $this->list_of( $shopper, array( $slip->get_id() ) );
		list( $second, $second_items ) = $this->list_of( $shopper, array( $slip->get_id() ) );
		list( $kept, $kept_items )     = $this->list_of( $other, array( $slip->get_id() ) );
		foreach ( array( $first, $second, $kept ) as $list ) {
			$alerts->subscribe( $list->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		}
		$this->forget_changes();
		$slip->set_sale_price( '50.00' );
		$slip->save();
		$this->run_job();
		$rows = fn ( string $table, string $column, array $ids ): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE %i IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $wpdb->prefix . $table, $column ), $ids ) ) );
		$this->assertSame( 2, $rows( Outbox::TABLE, 'wishlist_id', array( $first->id, $second->id ) ) );

		$lists->delete( $first );
		$this->assertSame( 0, $rows( Subscriptions::TABLE, 'wishlist_id', array( $first->id ) ) );
		$this->assertSame( 0, $rows( Watches::TABLE, 'item_id', $first_items ) );
		$this->assertSame( 0, $rows( Outbox::TABLE, 'wishlist_id', array( $first->id ) ) );
		$this->assertSame( 1, $rows( Outbox::TABLE, 'wishlist_id', array( $second->id ) ), 'the owner\'s other list keeps its own' );

		$lists->delete_ids( array( $second->id ) );
		$this->assertSame( 0, $rows( Subscriptions::TABLE, 'wishlist_id', array( $second->id ) ) + $rows( Watches::TABLE, 'item_id', $second_items ) + $rows( Outbox::TABLE, 'wishlist_id', array( $second->id ) ) );
		$this->assertSame( 3, $rows( Subscriptions::TABLE, 'wishlist_id', array( $kept->id ) ) + $rows( Watches::TABLE, 'item_id', $kept_items ) + $rows( Outbox::TABLE, 'wishlist_id', array( $kept->id ) ), 'someone else\'s list keeps its choice, watch and alert' );

		// An expired guest list.
		list( $guest_list, $guest_items ) = $this->list_of( Owner::guest( str_repeat( 'cd', 16 ) ), array( $slip->get_id() ) );
		$alerts->subscribe( $guest_list->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		$wpdb->update( $lists->table(), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ), array( 'id' => $guest_list->id ) );
		$this->assertSame( 1, ( new Expiry( $lists->expiring() ) )->run() );
		$this->assertSame( 0, $rows( Subscriptions::TABLE, 'wishlist_id', array( $guest_list->id ) ) + $rows( Watches::TABLE, 'item_id', $guest_items ) );
		$this->assertSame( 3, $rows( Subscriptions::TABLE, 'wishlist_id', array( $kept->id ) ) + $rows( Watches::TABLE, 'item_id', $kept_items ) + $rows( Outbox::TABLE, 'wishlist_id', array( $kept->id ) ), 'and the others\' stay' );
	}
}
