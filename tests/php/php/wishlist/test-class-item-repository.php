<?php
/**
 * Tests of Item_Repository.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Price;
use Boudoir\Wishlist\Price_Source;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Repository;

require_once __DIR__ . '/trait-list-rows.php';

/**
 * Items: add or exists, price when added, contiguous positions, transfers, deletes, bounded queries.
 */
final class Item_Repository_Test extends Test_Case {

	use List_Rows;

	private Wishlist_Repository $lists;

	private Item_Repository $items;

	private Wishlist $list;

	/** @var array<string,Price> Prices by "product:variation". */
	private array $prices = array();

	/**
	 * A list to fill, with a price source the test controls.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$prices      = &$this->prices;
		$source      = new class( $prices ) implements Price_Source {
			/**
			 * Prices by key.
			 *
			 * @param array<string,Price> $prices Prices.
			 */
			public function __construct( private array &$prices ) {
			}

			/**
			 * The price of a product, if the test set one.
			 *
			 * @param int $product_id   Product.
			 * @param int $variation_id Variation.
			 */
			public function price( int $product_id, int $variation_id ): ?Price {
				return $this->prices[ $product_id . ':' . $variation_id ] ?? null;
			}
		};
		$this->items = new Item_Repository( $wpdb, $source );
		$this->lists = new Wishlist_Repository( $wpdb, $this->items );
		$this->list  = $this->lists->create( Owner::user( $this->create_user()->ID ), 'Gifts' );
	}

	/**
	 * Adding records product, variation, quantity, position, price and currency when added.
	 */
	public function test_add_records_the_item_with_its_price_when_added(): void {
		$this->prices['10:11'] = new Price( '49.90', 'EUR' );

		$result = $this->items->add( $this->list->id, 10, 11, 2 );
		$this->assertTrue( $result->added );
		$this->assertTrue( $result->result() );
		$item = $result->item;
		$this->assertSame( array( $this->list->id, 10, 11, 2, 0 ), array( $item->wishlist_id, $item->product_id, $item->variation_id, $item->quantity, $item->position ) );
		$this->assertSame( '49.9000', $item->price );
		$this->assertSame( 'EUR', $item->currency );
		$this->assertEquals( new Price( '49.9000', 'EUR' ), $item->price_when_added() );
		$this->assertEqualsWithDelta( time(), $item->added_at->getTimestamp(), 5 );

		$plain = $this->items->add( $this->list->id, 20 )->item;
		$this->assertSame( array( 0, 1, 1 ), array( $plain->variation_id, $plain->quantity, $plain->position ) );
		$this->assertNull( $plain->price, 'No price known: none recorded.' );
		$this->assertSame( '', $plain->currency );

		// The same product in another variation is another item.
		$this->assertTrue( $this->items->add( $this->list->id, 10, 12 )->added );
		$this->assertEquals( $item, $this->items->get( $item->id ) );
		$this->assertCount( 3, $this->items->for_wishlist( $this->list->id ) );

		$this->assertTrue( $this->items->set_quantity( $item->id, 5 ) );
		$this->assertSame( 5, $this->items->get( $item->id )->quantity );
		$this->items->set_quantity( $item->id, 0 );
		$this->assertSame( 1, $this->items->get( $item->id )->quantity, 'Quantities stay at least 1.' );
	}

	/**
	 * Adding twice yields `exists`, never a second row, also when another request inserted it first.
	 */
	public function test_adding_twice_yields_exists(): void {
		global $wpdb;
		$first  = $this->items->add( $this->list->id, 10, 11 );
		$second = $this->items->add( $this->list->id, 10, 11, 3 );
		$this->assertFalse( $second->added );
		$this->assertSame( 'exists', $second->result() );
		$this->assertSame( $first->item->id, $second->item->id );
		$this->assertSame( 1, $second->item->quantity, 'The existing item is left as it was.' );

		// A racing request (another repository instance, another process) inserted the row directly
		// between this request's checks: the unique key still answers `exists`.
		$table = $wpdb->prefix . Item_Repository::TABLE;
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (wishlist_id, product_id, variation_id, quantity, position, currency, added_at) VALUES (%d, 30, 0, 1, 1, '', %s)", $this->list->id, gmdate( 'Y-m-d H:i:s' ) ) );
		$raced = ( new Item_Repository( $wpdb ) )->add( $this->list->id, 30 );
		$this->assertSame( 'exists', $raced->result() );

		$this->assertSame( '2', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE wishlist_id = %d", $this->list->id ) ) );
		$this->assertSame( '', $wpdb->last_error );
	}

	/**
	 * A parallel request that takes the new item off (or deletes its list) between the insert and
	 * the read back is no storage error: the add answers null, not an exception. A refused insert
	 * still throws.
	 */
	public function test_an_item_taken_off_before_it_is_read_back_is_no_storage_error(): void {
		global $wpdb;
		$table    = $wpdb->prefix . Item_Repository::TABLE;
		$list_id  = $this->list->id;
		$parallel = static function ( string $query ) use ( $wpdb, $table, $list_id ): string {
			static $done = false;
			// The read back of the new row: another request's DELETE lands just before it.
			if ( ! $done && str_starts_with( ltrim( $query ), 'SELECT' ) && str_contains( $query, 'variation_key =' ) ) {
				$done = true;
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id = %d', $table, $list_id ) );
			}
			return $query;
		};
		add_filter( 'query', $parallel );
		$result = $this->items->add( $list_id, 40 );
		remove_filter( 'query', $parallel );

		$this->assertNull( $result );
		$this->assertSame( array(), $this->items->for_wishlist( $list_id ) );

		$refuse = static fn ( string $query ): string => str_starts_with( ltrim( $query ), 'INSERT IGNORE' ) ? 'INSERT INTO no_such_table VALUES (1)' : $query;
		add_filter( 'query', $refuse );
		$wpdb->suppress_errors( true );
		try {
			$this->items->add( $list_id, 41 );
			$this->fail( 'A refused insert throws.' );
		} catch ( \RuntimeException $error ) {
			$this->assertStringContainsString( 'could not be stored', $error->getMessage() );
		} finally {
			$wpdb->suppress_errors( false );
			remove_filter( 'query', $refuse );
		}
	}

	/**
	 * Positions stay 0..n-1 after adds and removals (the moves' and re-orderings' are Item_Positions_Test's).
	 */
	public function test_positions_stay_contiguous(): void {
		$ids = array();
		foreach ( array( 1, 2, 3, 4, 5 ) as $product ) {
			$ids[ $product ] = $this->items->add( $this->list->id, $product )->item->id;
		}
		$this->assertSame( array( 1, 2, 3, 4, 5 ), $this->products_in_order() );

		$this->assertTrue( $this->items->remove( $this->list->id, $ids[2] ) );
		$this->assertSame( array( 1, 3, 4, 5 ), $this->products_in_order() );
		$this->assertFalse( $this->items->remove( $this->list->id + 1000, $ids[3] ), 'An item is removed only from its own list.' );

		$this->items->remove( $this->list->id, $ids[5] );
		$this->assertTrue( $this->items->add( $this->list->id, 6 )->added );
		$this->assertSame( array( 1, 3, 4, 6 ), $this->products_in_order() );
	}

	/**
	 * The items of deleted lists go with them; orphans only are taken when the lists may still exist.
	 */
	public function test_deleting_the_items_of_lists(): void {
		$other = $this->lists->create( $this->list->owner, 'Other' );
		$this->insert_items( $this->list->id, 2 );
		$this->insert_items( $other->id, 3 );
		$this->assertSame( 0, $this->items->delete_orphans( array( $this->list->id, $other->id ) ), 'Both lists exist: nothing is an orphan.' );
		$this->assertSame( 0, $this->items->delete_for_wishlists( array( 0, -4 ) ) );
		$this->assertSame( 2, $this->items->delete_for_wishlists( array( $this->list->id, $this->list->id ) ) );
		$this->assertSame( array( $this->list->id => 0, $other->id => 3 ), $this->items->counts( array( $this->list->id, $other->id ) ) );
		global $wpdb;
		$wpdb->delete( $this->lists->table(), array( 'id' => $other->id ) );
		$this->assertSame( 3, $this->items->delete_orphans( array( $other->id ) ) );
		$this->assertSame( array( $other->id => 0 ), $this->items->counts( array( $other->id ) ) );
	}

	/**
	 * Moving and copying to another list keep the price when added; the source closes its gap.
	 */
	public function test_transfer_moves_or_copies(): void {
		$this->prices['10:0'] = new Price( '20', 'USD' );
		$other = $this->lists->create( $this->list->owner, 'Other' );
		$item  = $this->items->add( $this->list->id, 10 )->item;
		$this->items->add( $this->list->id, 11 );

		$copy = $this->items->transfer( $item, $other->id, true );
		$this->assertTrue( $copy->added );
		$this->assertSame( '20.0000', $copy->item->price );
		$this->assertCount( 2, $this->items->for_wishlist( $this->list->id ) );
		$this->assertSame( 'exists', $this->items->transfer( $item, $other->id, false )->result() );
		$this->assertSame( array( 11 ), $this->products_in_order(), 'Moved away even when the destination had it.' );
		$this->assertSame( 0, $this->items->for_wishlist( $this->list->id )[0]->position );
	}

	/**
	 * Security finding 7: a move is atomic. A second move of an item already moved (the loser of
	 * a race) finds it gone and adds nothing; a move whose insert fails leaves the item where it was.
	 */
	public function test_a_move_is_atomic(): void {
		$a    = $this->lists->create( $this->list->owner, 'A' );
		$b    = $this->lists->create( $this->list->owner, 'B' );
		$item = $this->items->add( $this->list->id, 10 )->item;

		$this->assertTrue( $this->items->transfer( $item, $a->id, false )->added );
		$this->assertNull( $this->items->transfer( $item, $b->id, false ), 'The item read before the first move is gone.' );
		$this->assertCount( 1, $this->items->for_wishlist( $a->id ) );
		$this->assertCount( 0, $this->items->for_wishlist( $b->id ), 'Never on two lists.' );
		$this->assertCount( 0, $this->items->for_wishlist( $this->list->id ) );

		$moved = $this->items->for_wishlist( $a->id )[0];
		try {
			$this->items->transfer( $moved, 0, false );
			$this->fail( 'A move to no list throws.' );
		} catch ( \InvalidArgumentException $error ) {
			$this->assertCount( 1, $this->items->for_wishlist( $a->id ), 'Never on none: the removal was rolled back.' );
		}
	}

	/**
	 * Reading a list with its items takes the same number of queries for 1, 50 and 500 items.
	 */
	public function test_reading_a_list_with_items_is_not_n_plus_1(): void {
		global $wpdb;
		$counts = array();
		foreach ( array( 1, 50, 500 ) as $count ) {
			$list = $this->lists->create( $this->list->owner, "List of {$count}" );
			$this->insert_items( $list->id, $count );

			$queries          = $wpdb->num_queries;
			$found            = $this->lists->find_by_token( $list->token );
			$items            = $this->items->for_wishlist( $found->id );
			$counts[ $count ] = $wpdb->num_queries - $queries;
			$this->assertCount( $count, $items );

			// All of an owner's lists with their items: also bounded.
			$queries                        = $wpdb->num_queries;
			$lists                          = $this->lists->for_owner( $this->list->owner );
			$by_list                        = $this->items->for_wishlists( array_map( static fn ( Wishlist $l ): int => $l->id, $lists ) );
			$counts[ "all after {$count}" ] = $wpdb->num_queries - $queries;
			$this->assertCount( $count, $by_list[ $list->id ] );
		}
		$this->assertSame( array( 1 => 2, 'all after 1' => 2, 50 => 2, 'all after 50' => 2, 500 => 2, 'all after 500' => 2 ), $counts );
	}

	/**
	 * Item counts per list in one query.
	 */
	public function test_counts(): void {
		$other = $this->lists->create( $this->list->owner, 'Other' );
		$this->insert_items( $this->list->id, 3 );
		$this->assertSame( array( $this->list->id => 3, $other->id => 0 ), $this->items->counts( array( $this->list->id, $other->id ) ) );
	}
}
