<?php
/**
 * The order of a list's items.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Positions 0..n-1 per list in `{prefix}boudoir_wishlist_items`, kept so after every move,
 * re-ordering, removal and merge (Item_Repository asks renumber() after its own writes).
 *
 * Every read-then-write of a list's positions runs with the list locked (with_list_locked()),
 * and the new order is written in one statement that touches only the rows that move.
 */
final class Item_Positions {

	/**
	 * The positions.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb $db The database.
	 */
	public function __construct( private readonly \wpdb $db ) {
	}

	/**
	 * Moves an item to a position of its list (clamped to 0..n-1); the others shift.
	 *
	 * @param int $wishlist_id The list.
	 * @param int $item_id     Row id.
	 * @param int $position    Its new 0-based position.
	 */
	public function move( int $wishlist_id, int $item_id, int $position ): bool {
		return $this->with_list_locked(
			$wishlist_id,
			function () use ( $wishlist_id, $item_id, $position ): bool {
				$current = $this->current( $wishlist_id );
				$order   = array_keys( $current );
				$from    = array_search( $item_id, $order, true );
				if ( false === $from ) {
					return false;
				}
				array_splice( $order, $from, 1 );
				array_splice( $order, max( 0, min( $position, count( $order ) ) ), 0, array( $item_id ) );
				$this->write( $wishlist_id, $order, $current );
				return true;
			}
		);
	}

	/**
	 * Puts a list's items in a given order (drag-and-drop or keyboard sorting); items left out follow in their old order.
	 *
	 * @param int       $wishlist_id The list.
	 * @param list<int> $item_ids    Item ids in their new order; ids of other lists are ignored.
	 */
	public function reorder( int $wishlist_id, array $item_ids ): void {
		$this->with_list_locked(
			$wishlist_id,
			function () use ( $wishlist_id, $item_ids ): void {
				$current = $this->current( $wishlist_id );
				$wanted  = array_values( array_intersect( array_unique( array_map( 'intval', $item_ids ) ), array_keys( $current ) ) );
				$rest    = array_values( array_diff( array_keys( $current ), $wanted ) );
				$this->write( $wishlist_id, array_merge( $wanted, $rest ), $current );
			}
		);
	}

	/**
	 * Renumbers a list's positions to 0..n-1, keeping their order: two queries whatever the count.
	 *
	 * @param int $wishlist_id The list.
	 */
	public function renumber( int $wishlist_id ): void {
		$this->with_list_locked(
			$wishlist_id,
			function () use ( $wishlist_id ): void {
				$current = $this->current( $wishlist_id );
				$this->write( $wishlist_id, array_keys( $current ), $current );
			}
		);
	}

	/**
	 * Runs a read-then-write of a list's positions with the list locked, so two requests
	 * never both read the same order and write a mix of theirs.
	 *
	 * Writing the list's own row first takes the lock before anything is read: a row lock
	 * on MySQL/MariaDB (other lists stay free), the database's write lock on SQLite.
	 *
	 * @param int      $wishlist_id The list.
	 * @param callable $work        The read and the write.
	 */
	public function with_list_locked( int $wishlist_id, callable $work ): mixed {
		return Transaction::run(
			$this->db,
			function () use ( $wishlist_id, $work ): mixed {
				$wpdb = $this->db;
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table (a row lock); no WordPress API or object cache covers it.
				$wpdb->query( $wpdb->prepare( 'UPDATE %i SET id = id WHERE id = %d', $wpdb->prefix . Wishlist_Repository::TABLE, $wishlist_id ) );
				return $work();
			}
		);
	}

	/**
	 * Item id => position, in order (ties by id, so a race's equal positions still sort the same way every time).
	 *
	 * @param int $wishlist_id The list.
	 * @return array<int,int>
	 */
	private function current( int $wishlist_id ): array {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT id, position FROM %i WHERE wishlist_id = %d ORDER BY position, id', $wpdb->prefix . Item_Repository::TABLE, $wishlist_id ), ARRAY_A );
		$map  = array();
		foreach ( (array) $rows as $row ) {
			$map[ (int) $row['id'] ] = (int) $row['position'];
		}
		return $map;
	}

	/**
	 * Writes positions 0..n-1 in the given order in ONE statement, touching only rows that change.
	 *
	 * A CASE expression rather than UPDATE … JOIN or window functions: it runs the
	 * same on MariaDB and through SQLite's MySQL translator.
	 *
	 * @param int            $wishlist_id The list.
	 * @param list<int>      $order       Item ids in their new order.
	 * @param array<int,int> $current     Item id => position now.
	 */
	private function write( int $wishlist_id, array $order, array $current ): void {
		$args = array();
		$ids  = array();
		foreach ( $order as $position => $item_id ) {
			if ( ( $current[ $item_id ] ?? -1 ) === $position ) {
				continue;
			}
			array_push( $args, $item_id, $position );
			$ids[] = $item_id;
		}
		if ( ! $ids ) {
			return;
		}
		$wpdb = $this->db;
		// One `WHEN %d THEN %d` per item that moves, then one %d per id in the IN list.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET position = CASE id ' . implode( ' ', array_fill( 0, count( $ids ), 'WHEN %d THEN %d' ) ) . ' ELSE position END WHERE wishlist_id = %d AND id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')',
				array_merge( array( $wpdb->prefix . Item_Repository::TABLE ), $args, array( $wishlist_id ), $ids )
			)
		);
	}
}
