<?php
/**
 * Tests of Item_Positions.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Item_Positions;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Repository;

require_once __DIR__ . '/trait-list-rows.php';

/**
 * A list's order: moves, re-orderings and renumbering keep positions 0..n-1, in bounded queries.
 */
final class Item_Positions_Test extends Test_Case {

	use List_Rows;

	private Item_Repository $items;

	private Item_Positions $positions;

	private Wishlist_Repository $lists;

	private Wishlist $list;

	/** @var array<int,int> Item ids by product. */
	private array $ids = array();

	/**
	 * A list of products 1–5, in that order.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->items     = new Item_Repository( $wpdb );
		$this->positions = $this->items->positions();
		$this->lists     = new Wishlist_Repository( $wpdb, $this->items );
		$this->list      = $this->lists->create( Owner::user( $this->create_user()->ID ), 'Gifts' );
		foreach ( array( 1, 2, 3, 4, 5 ) as $product ) {
			$this->ids[ $product ] = $this->items->add( $this->list->id, $product )->item->id;
		}
	}

	/**
	 * The repository keeps one instance: its own writes and the callers' share the list's lock.
	 */
	public function test_the_repository_gives_its_positions(): void {
		$this->assertSame( $this->positions, $this->items->positions() );
	}

	/**
	 * A move puts the item at its place, clamped to the list, and the others shift; an item of another list is not moved.
	 */
	public function test_move(): void {
		$this->assertTrue( $this->positions->move( $this->list->id, $this->ids[5], 0 ) );
		$this->assertSame( array( 5, 1, 2, 3, 4 ), $this->products_in_order() );
		$this->positions->move( $this->list->id, $this->ids[5], 99 );
		$this->assertSame( array( 1, 2, 3, 4, 5 ), $this->products_in_order(), 'Positions past the end are clamped.' );
		$this->positions->move( $this->list->id, $this->ids[1], 2 );
		$this->assertSame( array( 2, 3, 1, 4, 5 ), $this->products_in_order() );
		$this->positions->move( $this->list->id, $this->ids[4], -3 );
		$this->assertSame( array( 4, 2, 3, 1, 5 ), $this->products_in_order(), 'Positions before the start are clamped.' );

		$other = $this->lists->create( $this->list->owner, 'Other' );
		$this->assertFalse( $this->positions->move( $other->id, $this->ids[1], 0 ) );
		$this->assertSame( array( 4, 2, 3, 1, 5 ), $this->products_in_order() );
	}

	/**
	 * A new order puts the named items first; unnamed ones follow in their order, unknown ids are ignored.
	 */
	public function test_reorder(): void {
		$this->positions->reorder( $this->list->id, array( $this->ids[5], $this->ids[4], 999999, $this->ids[5] ) );
		$this->assertSame( array( 5, 4, 1, 2, 3 ), $this->products_in_order() );
		$this->positions->reorder( $this->list->id, array() );
		$this->assertSame( array( 5, 4, 1, 2, 3 ), $this->products_in_order(), 'Nothing named: nothing moves.' );
	}

	/**
	 * Gaps and ties left by anything else are closed, the order kept (ties by id).
	 */
	public function test_renumber_closes_gaps_and_ties(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$this->items->table()} SET position = 7 WHERE wishlist_id = %d", $this->list->id ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$this->items->table()} SET position = 3 WHERE id = %d", $this->ids[4] ) );
		$this->positions->renumber( $this->list->id );
		$this->assertSame( array( 4, 1, 2, 3, 5 ), $this->products_in_order() );
	}

	/**
	 * Renumbering costs the same few queries for 5 items or 300: start, lock the list,
	 * read the order, write the changed positions in one statement, commit.
	 */
	public function test_renumbering_is_bounded(): void {
		global $wpdb;
		foreach ( array( 5, 300 ) as $count ) {
			$list = $this->lists->create( $this->list->owner, "Renumber {$count}" );
			$this->insert_items( $list->id, $count );
			$first   = $this->items->for_wishlist( $list->id )[0];
			$queries = $wpdb->num_queries;
			$this->positions->move( $list->id, $first->id, $count - 1 );
			$this->assertSame( 5, $wpdb->num_queries - $queries, "Moving within {$count} items." );
			$positions = array_map( static fn ( Wishlist_Item $item ): int => $item->position, $this->items->for_wishlist( $list->id ) );
			$this->assertSame( range( 0, $count - 1 ), $positions );
		}
	}

	/**
	 * The work runs with the list's row locked, in one transaction: what it returns comes back, what it throws is rolled back.
	 */
	public function test_work_runs_with_the_list_locked(): void {
		$this->assertSame( 'done', $this->positions->with_list_locked( $this->list->id, static fn (): string => 'done' ) );
		try {
			$this->positions->with_list_locked(
				$this->list->id,
				function (): void {
					$this->items->remove( $this->list->id, $this->ids[1] );
					throw new \RuntimeException( 'Refused.' );
				}
			);
			$this->fail( 'The exception comes through.' );
		} catch ( \RuntimeException $refused ) {
			$this->assertSame( 'Refused.', $refused->getMessage() );
		}
		$this->assertSame( array( 1, 2, 3, 4, 5 ), $this->products_in_order(), 'Rolled back.' );
	}
}
