<?php
/**
 * What the items' tests share: a list's order read back, rows written past the repository.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Wishlist\Wishlist_Item;

/**
 * For a test case with an Item_Repository in `$this->items` and a Wishlist in `$this->list`.
 */
trait List_Rows {

	/**
	 * Product ids of the test's list (`$this->list`) in position order, once its positions are checked to be 0..n-1.
	 *
	 * @return list<int>
	 */
	protected function products_in_order(): array {
		$items = $this->items->for_wishlist( $this->list->id );
		$this->assertSame( range( 0, count( $items ) - 1 ), array_map( static fn ( Wishlist_Item $item ): int => $item->position, $items ), 'Positions are 0..n-1.' );
		return array_map( static fn ( Wishlist_Item $item ): int => $item->product_id, $items );
	}

	/**
	 * Inserts n items (products 1000 on) at positions 0..n-1 in one statement, past the repository.
	 *
	 * @param int $wishlist_id The list.
	 * @param int $count       How many.
	 */
	protected function insert_items( int $wishlist_id, int $count ): void {
		global $wpdb;
		$rows = array();
		for ( $i = 0; $i < $count; ++$i ) {
			$rows[] = $wpdb->prepare( "(%d, %d, 0, 1, %d, '9.5', 'EUR', %s)", $wishlist_id, 1000 + $i, $i, gmdate( 'Y-m-d H:i:s' ) );
		}
		$wpdb->query( "INSERT INTO {$this->items->table()} (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at) VALUES " . implode( ',', $rows ) );
	}
}
